-- Rebuilds the daily rollups (analytics_daily, analytics_money_daily) from the hourly ones for every
-- UTC day from the one holding p_from: delete and insert, never increment, so it is idempotent. The
-- days before p_from's day cannot have changed.
--
-- Called by: analytics_refresh (domain/analytics/refresh-analytics.sql), after it rewrites the hours.
-- Calls: nothing of ours.
-- Triggers: none.

create or replace function analytics_roll_days(p_from timestamptz)
returns void language sql as $$
  delete from analytics_daily where day >= date_bin('1 day', p_from, timestamptz '2000-01-03 00:00:00+00');
  insert into analytics_daily (day, new_users, new_telegram_users, quizzes_started, quizzes_easy, quizzes_medium,
    quizzes_hard, quizzes_challenge, quizzes_completed, questions_completed, correct_completed, bonus_claims)
  select date_bin('1 day', hour, timestamptz '2000-01-03 00:00:00+00'), sum(new_users), sum(new_telegram_users),
    sum(quizzes_started), sum(quizzes_easy), sum(quizzes_medium), sum(quizzes_hard), sum(quizzes_challenge),
    sum(quizzes_completed), sum(questions_completed), sum(correct_completed), sum(bonus_claims)
  from analytics_hourly where hour >= date_bin('1 day', p_from, timestamptz '2000-01-03 00:00:00+00')
  group by 1;

  delete from analytics_money_daily where day >= date_bin('1 day', p_from, timestamptz '2000-01-03 00:00:00+00');
  insert into analytics_money_daily (day, type, journals, user_in, user_out, fees)
  select date_bin('1 day', hour, timestamptz '2000-01-03 00:00:00+00'), type, sum(journals), sum(user_in), sum(user_out), sum(fees)
  from analytics_money_hourly where hour >= date_bin('1 day', p_from, timestamptz '2000-01-03 00:00:00+00')
  group by 1, 2;
$$;
