-- Brings the analytics rollups up to now. Events are counted into one-minute slices
-- (analytics_slices, analytics_money_slices) from the window's start, and the hours (analytics_hourly,
-- analytics_money_hourly) are summed from the slices; then the whole days, the active days, the
-- last-active counts and the signup cohorts the window can change. Idempotent: every slice in the
-- window is recomputed from the source rows, never incremented, so running it twice (or two workers at
-- once, one after the other under the advisory lock) gives the same tables.
-- The window: with p_from, the hour holding it (a rebuild). Otherwise the minute holding the last
-- refresh's recount_from: a row is dated when its transaction began, so a row the last refresh could
-- not see belongs to a transaction that was open then (dated no earlier than the oldest client
-- transaction open in this database, which pg_stat_activity names) or began after it; when a
-- session is hidden from us (another role's), ten minutes before the refresh (a session we may see
-- that is still starting hides nothing, decision 0093). The hour holding that minute is recounted
-- whole while the slices are not whole since that hour (the first refresh, or after slices were pruned);
-- the first run starts at the first row of data. Returns the start of the window. New users, active
-- users and cohorts count players only: an admin is not a player (decision 0051).
--
-- It runs on one core without JIT, sorting in memory (decision 0081), and recounts the minutes since
-- the last refresh, not the hour so far (decision 0082): a background rollup must not take the cores
-- the requests need for seconds. Slices older than two days are dropped. Every read of the window
-- goes by an index on time or a key, never a scan of a table that grows with the ledger.
--
-- Called by: refreshAnalytics (domain/analytics/refresh-analytics.ts), for the analytics__refresh job
--   (every minute) and POST /api/admin/analytics/refresh.
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
  v_hour timestamptz;
  v_sliced_from timestamptz;
  v_kept_from timestamptz := date_trunc('hour', now() - interval '2 days', 'UTC');
  v_recount_from timestamptz;
  v_first_day date;
  v_fee_accounts bigint[] := array(select id from system_accounts where code in ('fees', 'tournament_fees'));
begin
  perform pg_advisory_xact_lock(727273);
  -- Where the next refresh starts, read before anything is counted (each statement below sees what
  -- committed before it began).
  -- A session whose state is hidden from us (another role's, without pg_read_all_stats). One we may see
  -- with no state is still starting (its state is first reported when it is ready for a query), and a
  -- transaction it begins later is dated after this refresh: the job queue opens such sessions at the
  -- top of the minute, when this runs (decision 0093).
  if exists (select 1 from pg_stat_activity
             where datname = current_database() and backend_type = 'client backend' and state is null
               and not pg_has_role(usesysid, 'usage') and not pg_has_role('pg_read_all_stats', 'usage')) then
    v_recount_from := clock_timestamp() - interval '10 minutes';
  else
    -- Client sessions only: an autovacuum or another server process writes no row counted here,
    -- and a vacuum of a large table stays open for minutes (the soak's refresh recounted them, 4 s).
    v_recount_from := least(clock_timestamp(),
      (select min(xact_start) from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()),
      (select min(prepared) from pg_prepared_xacts where database = current_database()));
  end if;
  select sliced_from into v_sliced_from from analytics_refreshes;
  if p_from is not null then
    v_from := date_trunc('hour', p_from, 'UTC');
  else
    v_from := coalesce(
      (select coalesce(recount_from, refreshed_at - interval '10 minutes') from analytics_refreshes),
      least((select min(join_date) from users), (select min(created_at) from journals),
        (select min(created_at) from system_journals)),
      now()
    );
    v_from := date_bin('1 minute', v_from, timestamptz '2000-01-03 00:00:00+00');
    if v_sliced_from is null or v_sliced_from > date_trunc('hour', v_from, 'UTC') then
      v_from := date_trunc('hour', v_from, 'UTC');
    end if;
  end if;
  v_hour := date_trunc('hour', v_from, 'UTC');

  delete from analytics_slices where slice >= v_from;
  insert into analytics_slices (slice, new_users, new_telegram_users, quizzes_started, quizzes_easy, quizzes_medium,
    quizzes_hard, quizzes_challenge, quizzes_completed, questions_completed, correct_completed, bonus_claims)
  select date_bin('1 minute', at, timestamptz '2000-01-03 00:00:00+00'), sum(a), sum(b), sum(c), sum(d), sum(e), sum(f),
    sum(g), sum(h), sum(i), sum(j), sum(k)
  from (
    select join_date as at, 1 as a, (telegram_id is not null)::int as b,
      0 as c, 0 as d, 0 as e, 0 as f, 0 as g, 0 as h, 0 as i, 0 as j, 0 as k
    from users u where join_date >= v_from and not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')
    union all
    select started_at, 0, 0, 1, (difficulty = 'easy')::int, (difficulty = 'medium')::int,
      (difficulty = 'hard')::int, (mode = 'challenge')::int, 0, 0, 0, 0
    from quiz_sessions where started_at >= v_from
    union all
    select completed_at, 0, 0, 0, 0, 0, 0, 0, 1, question_count, correct_answers, 0
    from quiz_sessions where completed_at >= v_from and status = 'completed'
    union all
    select claimed_at, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
    from daily_bonus_claims where claimed_at >= v_from
  ) events
  group by 1;

  delete from analytics_hourly where hour >= v_hour;
  insert into analytics_hourly (hour, new_users, new_telegram_users, quizzes_started, quizzes_easy, quizzes_medium,
    quizzes_hard, quizzes_challenge, quizzes_completed, questions_completed, correct_completed, bonus_claims)
  select date_trunc('hour', slice, 'UTC'), sum(new_users), sum(new_telegram_users), sum(quizzes_started), sum(quizzes_easy),
    sum(quizzes_medium), sum(quizzes_hard), sum(quizzes_challenge), sum(quizzes_completed), sum(questions_completed),
    sum(correct_completed), sum(bonus_claims)
  from analytics_slices where slice >= v_hour
  group by 1;

  delete from analytics_money_slices where slice >= v_from;
  insert into analytics_money_slices (slice, type, journals, user_in, user_out, fees)
  select slice, type, sum(journals), sum(user_in), sum(user_out), sum(fees) from (
    select date_bin('1 minute', j.created_at, timestamptz '2000-01-03 00:00:00+00') as slice, j.type, count(distinct j.id) as journals,
      coalesce(sum(p.amount) filter (where p.account_id is not null and p.amount > 0), 0) as user_in,
      coalesce(-sum(p.amount) filter (where p.account_id is not null and p.amount < 0), 0) as user_out,
      coalesce(sum(p.amount) filter (where p.system_account_id = any (v_fee_accounts)), 0) as fees
    from journals j
    -- Each journal's postings by their key (the lateral and offset 0 keep it a lookup per journal):
    -- a hash join read every posting ever written, a scan that grew with the ledger every minute.
    cross join lateral (
      select p.amount, p.account_id, p.system_account_id from postings p where p.user_id = j.user_id and p.journal_id = j.id offset 0) p
    where j.created_at >= v_from
    group by 1, 2
    union all
    -- Moves between system accounts (a sponsored pool, its return, a tournament's fee): no player's money.
    select date_bin('1 minute', j.created_at, timestamptz '2000-01-03 00:00:00+00'), j.type, count(distinct j.id), 0, 0,
      coalesce(sum(p.amount) filter (where p.system_account_id = any (v_fee_accounts)), 0)
    from system_journals j
    cross join lateral (select p.amount, p.system_account_id from system_postings p where p.journal_id = j.id offset 0) p
    where j.created_at >= v_from
    group by 1, 2
  ) m
  group by 1, 2;

  delete from analytics_money_hourly where hour >= v_hour;
  insert into analytics_money_hourly (hour, type, journals, user_in, user_out, fees)
  select date_trunc('hour', slice, 'UTC'), type, sum(journals), sum(user_in), sum(user_out), sum(fees)
  from analytics_money_slices where slice >= v_hour
  group by 1, 2;

  -- The whole days the rewritten hours belong to (analytics_roll_days, roll-days.sql).
  perform analytics_roll_days(v_hour);
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
      select user_id, created_at from journals where created_at >= v_from
    ) events
    where not exists (select 1 from user_roles r where r.user_id = events.user_id and r.role = 'admin')
  ), added as (
    insert into analytics_active_days (user_id, day) select user_id, day from active on conflict do nothing
  )
  insert into analytics_last_active (user_id, day)
  select user_id, max(day) from active group by user_id
  on conflict (user_id) do update set day = excluded.day
  -- A player already active that day is left as is: no new row version for each active player every minute.
  where analytics_last_active.day < excluded.day;
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

  delete from analytics_slices where slice < v_kept_from;
  delete from analytics_money_slices where slice < v_kept_from;
  v_sliced_from := greatest(least(coalesce(v_sliced_from, v_hour), v_hour), v_kept_from);
  insert into analytics_refreshes (id, refreshed_at, window_from, sliced_from, recount_from)
  values (true, now(), v_from, v_sliced_from, v_recount_from)
  on conflict (id) do update set refreshed_at = excluded.refreshed_at, window_from = excluded.window_from,
    sliced_from = excluded.sliced_from, recount_from = excluded.recount_from;
  return v_from;
end $$;
