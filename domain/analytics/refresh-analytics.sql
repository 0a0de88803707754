-- Rebuilds the analytics rollups for the hours from p_from to now (analytics_hourly,
-- analytics_money_hourly, then the whole days, the active days, the last-active counts and the signup
-- cohorts those hours can change). Idempotent: every hour in the window is recomputed from the source
-- rows, never incremented, so running it twice (or two workers at once, one after the other under the
-- advisory lock) gives the same tables. With p_from null it continues from the hour of the last
-- refresh less ten minutes (a row is dated when its transaction began, and one that began before that
-- refresh may have committed after it; no write of the product stays open for minutes), or from the
-- first row of data on the first run. Returns the start of the window. New users, active users and
-- cohorts count players only: an admin is not a player (decision 0051).
--
-- It runs on one core without JIT, sorting in memory (decision 0081): a parallel plan over an hour of
-- journals took both of a 2-core machine's cores for seconds every five minutes, and every request
-- waited behind it.
--
-- Called by: refreshAnalytics (domain/analytics/refresh-analytics.ts), for the analytics__refresh job
--   (every 5 minutes) and POST /api/admin/analytics/refresh.
-- Calls: analytics_roll_days (roll-days.sql), analytics_count_last_active (count-last-active.sql).
-- Triggers: none (the analytics tables have none).

create or replace function analytics_refresh(p_from timestamptz default null)
returns timestamptz language plpgsql
set max_parallel_workers_per_gather = 0
set jit = off
set work_mem = '64MB'
as $$
declare
  v_from timestamptz;
  v_first_day date;
begin
  perform pg_advisory_xact_lock(727273);
  v_from := coalesce(
    p_from,
    (select refreshed_at - interval '10 minutes' from analytics_refreshes),
    least((select min(join_date) from users), (select min(created_at) from journals)),
    now()
  );
  v_from := date_trunc('hour', v_from, 'UTC');

  delete from analytics_hourly where hour >= v_from;
  insert into analytics_hourly (hour, new_users, new_telegram_users, quizzes_started, quizzes_easy, quizzes_medium,
    quizzes_hard, quizzes_challenge, quizzes_completed, questions_completed, correct_completed, bonus_claims)
  select hour, sum(a), sum(b), sum(c), sum(d), sum(e), sum(f), sum(g), sum(h), sum(i), sum(j), sum(k)
  from (
    select date_trunc('hour', join_date, 'UTC') as hour, 1 as a, (telegram_id is not null)::int as b,
      0 as c, 0 as d, 0 as e, 0 as f, 0 as g, 0 as h, 0 as i, 0 as j, 0 as k
    from users u where join_date >= v_from and not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')
    union all
    select date_trunc('hour', started_at, 'UTC'), 0, 0, 1, (difficulty = 'easy')::int, (difficulty = 'medium')::int,
      (difficulty = 'hard')::int, (mode = 'challenge')::int, 0, 0, 0, 0
    from quiz_sessions where started_at >= v_from
    union all
    select date_trunc('hour', completed_at, 'UTC'), 0, 0, 0, 0, 0, 0, 0, 1, question_count, correct_answers, 0
    from quiz_sessions where completed_at >= v_from and status = 'completed'
    union all
    select date_trunc('hour', claimed_at, 'UTC'), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
    from daily_bonus_claims where claimed_at >= v_from
  ) events
  group by hour;

  delete from analytics_money_hourly where hour >= v_from;
  insert into analytics_money_hourly (hour, type, journals, user_in, user_out, fees)
  select date_trunc('hour', j.created_at, 'UTC'), j.type, count(distinct j.id),
    coalesce(sum(p.amount) filter (where a.user_id is not null and p.amount > 0), 0),
    coalesce(-sum(p.amount) filter (where a.user_id is not null and p.amount < 0), 0),
    coalesce(sum(p.amount) filter (where a.code in ('fees', 'tournament_fees')), 0)
  from journals j
  join postings p on p.journal_id = j.id
  join accounts a on a.id = p.account_id
  where j.created_at >= v_from
  group by 1, 2;

  -- The whole days the rewritten hours belong to (analytics_roll_days, roll-days.sql).
  perform analytics_roll_days(v_from);

  -- Active, defined once (domain/analytics/read-analytics.ts, activeDefinition): started a quiz, claimed the
  -- daily bonus, asked for a deposit or withdrawal, or had money move on their account (a ledger journal), that UTC day.
  with active as (
    select distinct user_id, (at at time zone 'UTC')::date as day from (
      select user_id, started_at as at from quiz_sessions where started_at >= v_from
      union all
      select user_id, claimed_at from daily_bonus_claims where claimed_at >= v_from
      union all
      select user_id, created_at from transactions
      where type in ('deposit', 'withdrawal') and status in ('pending', 'processing', 'completed', 'failed', 'rejected')
        and created_at >= v_from
      union all
      select user_id, created_at from journals where user_id is not null and created_at >= v_from
    ) events
    where not exists (select 1 from user_roles r where r.user_id = events.user_id and r.role = 'admin')
  ), added as (
    insert into analytics_active_days (user_id, day) select user_id, day from active on conflict do nothing
  )
  insert into analytics_last_active (user_id, day)
  select user_id, max(day) from active group by user_id
  on conflict (user_id) do update set day = greatest(analytics_last_active.day, excluded.day);
  perform analytics_count_last_active();

  -- Cohorts whose day 1, 7, 30 or 90 falls in the window.
  v_first_day := (v_from at time zone 'UTC')::date - 90;
  insert into analytics_cohorts (cohort_day, users, d1, d7, d30, d90)
  select c.day, count(*),
    count(*) filter (where exists (select 1 from analytics_active_days a where a.user_id = c.id and a.day = c.day + 1)),
    count(*) filter (where exists (select 1 from analytics_active_days a where a.user_id = c.id and a.day = c.day + 7)),
    count(*) filter (where exists (select 1 from analytics_active_days a where a.user_id = c.id and a.day = c.day + 30)),
    count(*) filter (where exists (select 1 from analytics_active_days a where a.user_id = c.id and a.day = c.day + 90))
  from (select id, (join_date at time zone 'UTC')::date as day from users u
        where join_date >= v_first_day::timestamp at time zone 'UTC' and not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')) c
  group by c.day
  on conflict (cohort_day) do update set users = excluded.users, d1 = excluded.d1, d7 = excluded.d7, d30 = excluded.d30, d90 = excluded.d90;
  delete from analytics_cohorts c
  where c.cohort_day >= v_first_day
    and not exists (select 1 from users u where u.join_date >= c.cohort_day::timestamp at time zone 'UTC'
      and u.join_date < (c.cohort_day + 1)::timestamp at time zone 'UTC' and not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin'));

  insert into analytics_refreshes (id, refreshed_at, window_from) values (true, now(), v_from)
  on conflict (id) do update set refreshed_at = excluded.refreshed_at, window_from = excluded.window_from;
  return v_from;
end $$;
