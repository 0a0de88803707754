-- Analytics read hourly and per-cohort rollups that the analytics__refresh job maintains, so a
-- one-year view sums about 9,000 rows instead of scanning every journal and quiz.
-- See docs/decisions/0033-analytics-rollups.md.

create table analytics_hourly (
  hour timestamptz primary key,
  new_users int not null default 0,
  new_telegram_users int not null default 0,
  quizzes_started int not null default 0,
  quizzes_easy int not null default 0,
  quizzes_medium int not null default 0,
  quizzes_hard int not null default 0,
  quizzes_challenge int not null default 0,
  quizzes_completed int not null default 0,
  questions_completed int not null default 0,
  correct_completed int not null default 0,
  bonus_claims int not null default 0
);

-- Money per hour and journal type, from the ledger: credited to players, debited from players, and
-- collected as fees. New journal types (tournaments, tasks, referrals) appear here with no change.
create table analytics_money_hourly (
  hour timestamptz not null,
  type journal_type not null,
  journals int not null,
  user_in bigint not null,
  user_out bigint not null,
  fees bigint not null,
  primary key (hour, type)
);

-- "Active" once: a player is active on a UTC day when they started a quiz, claimed the daily bonus,
-- or requested a deposit or withdrawal that day.
create table analytics_active_days (
  user_id uuid not null references users (id) on delete cascade,
  day date not null,
  primary key (user_id, day)
);
create table analytics_last_active (
  user_id uuid primary key references users (id) on delete cascade,
  day date not null
);
create index analytics_last_active_day_idx on analytics_last_active (day);

-- Signup cohorts (UTC day of join) and how many were active 1, 7, 30 and 90 days later.
create table analytics_cohorts (
  cohort_day date primary key,
  users int not null,
  d1 int not null,
  d7 int not null,
  d30 int not null,
  d90 int not null
);

create table analytics_refreshes (
  id boolean primary key default true check (id),
  refreshed_at timestamptz not null,
  window_from timestamptz not null
);

-- What the refresh scans by time (daily bonus claims use daily_bonus_claims_recent_idx of 0065).
create index journals_created_idx on journals (created_at);
create index quiz_sessions_started_idx on quiz_sessions (started_at);
-- quiz_sessions_completed_idx (completed_at, where completed_at is not null) comes from 0060_question_bank_management.sql.
create index users_join_date_idx on users (join_date);
