-- Analytics folded in one-minute slices (issue 33, decision 0082): the refresh recounts only the
-- slices since what the last refresh could not see and sums the hours from them, instead of
-- recounting the whole current hour. The hourly and daily tables stay what the screens read.
create table analytics_slices (
  slice timestamptz primary key,
  new_users integer not null default 0,
  new_telegram_users integer not null default 0,
  quizzes_started integer not null default 0,
  quizzes_easy integer not null default 0,
  quizzes_medium integer not null default 0,
  quizzes_hard integer not null default 0,
  quizzes_challenge integer not null default 0,
  quizzes_completed integer not null default 0,
  questions_completed integer not null default 0,
  correct_completed integer not null default 0,
  bonus_claims integer not null default 0
);

create table analytics_money_slices (
  slice timestamptz not null,
  type journal_type not null,
  journals integer not null,
  user_in bigint not null,
  user_out bigint not null,
  fees bigint not null,
  primary key (slice, type)
);

-- Since when the slices are whole (null until a refresh has counted a whole hour into them), and where
-- the next refresh starts: the start of the oldest transaction open when the last one began.
alter table analytics_refreshes add column sliced_from timestamptz, add column recount_from timestamptz;
