-- Whole UTC days of the hourly analytics rollups (0066), so a year's view sums 365 rows a figure
-- (and 365 a journal type for money) instead of 8,760 hours; the hours either side of the period's
-- whole days still come from the hourly tables. Kept by analytics_roll_days() (domain/analytics/
-- roll-days.sql), which analytics_refresh() calls. See docs/decisions/0040-analytics-at-scale-and-settings-that-apply.md.
create table analytics_daily (
  day timestamptz primary key,
  new_users int not null,
  new_telegram_users int not null,
  quizzes_started int not null,
  quizzes_easy int not null,
  quizzes_medium int not null,
  quizzes_hard int not null,
  quizzes_challenge int not null,
  quizzes_completed int not null,
  questions_completed bigint not null,
  correct_completed bigint not null,
  bonus_claims int not null,
  check (day = date_bin('1 day', day, timestamptz '2000-01-03 00:00:00+00'))
);

create table analytics_money_daily (
  day timestamptz not null,
  type journal_type not null,
  journals int not null,
  user_in bigint not null,
  user_out bigint not null,
  fees bigint not null,
  primary key (day, type),
  check (day = date_bin('1 day', day, timestamptz '2000-01-03 00:00:00+00'))
);

-- The days so far (a data move; from now on analytics_roll_days keeps them).
insert into analytics_daily
select date_bin('1 day', hour, timestamptz '2000-01-03 00:00:00+00'), sum(new_users), sum(new_telegram_users),
  sum(quizzes_started), sum(quizzes_easy), sum(quizzes_medium), sum(quizzes_hard), sum(quizzes_challenge),
  sum(quizzes_completed), sum(questions_completed), sum(correct_completed), sum(bonus_claims)
from analytics_hourly group by 1;
insert into analytics_money_daily
select date_bin('1 day', hour, timestamptz '2000-01-03 00:00:00+00'), type, sum(journals), sum(user_in), sum(user_out), sum(fees)
from analytics_money_hourly group by 1, 2;
