

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';

CREATE DOMAIN public.account_kind AS text
	CONSTRAINT account_kind_check CHECK ((VALUE = ANY (ARRAY['playable'::text, 'bonus'::text, 'system'::text])));

CREATE DOMAIN public.bet_result AS text
	CONSTRAINT bet_result_check CHECK ((VALUE = ANY (ARRAY['won'::text, 'lost'::text])));

CREATE DOMAIN public.journal_type AS text
	CONSTRAINT journal_type_check CHECK ((VALUE = ANY (ARRAY['deposit'::text, 'withdrawal'::text, 'withdrawal_fee'::text, 'quiz_reward'::text, 'streak_bonus'::text, 'quiz_stake'::text, 'quiz_payout'::text, 'quiz_stake_lost'::text, 'tournament_win'::text, 'tournament_creation'::text, 'tournament_join'::text, 'tournament_sponsorship'::text, 'tournament_refund'::text, 'referral_bonus'::text, 'daily_bonus'::text, 'task_reward'::text, 'welcome_bonus'::text, 'achievement_reward'::text, 'bonus_unlock'::text, 'adjustment'::text, 'reversal'::text])));

CREATE DOMAIN public.quiz_difficulty AS text
	CONSTRAINT quiz_difficulty_check CHECK ((VALUE = ANY (ARRAY['easy'::text, 'medium'::text, 'hard'::text])));

CREATE DOMAIN public.quiz_mode AS text
	CONSTRAINT quiz_mode_check CHECK ((VALUE = ANY (ARRAY['standard'::text, 'challenge'::text])));

CREATE DOMAIN public.quiz_status AS text
	CONSTRAINT quiz_status_check CHECK ((VALUE = ANY (ARRAY['active'::text, 'completed'::text, 'abandoned'::text])));

CREATE DOMAIN public.referral_refusal_reason AS text
	CONSTRAINT referral_refusal_reason_check CHECK ((VALUE = ANY (ARRAY['invalid_format'::text, 'referrer_not_found'::text, 'self_referral'::text, 'already_has_referrer'::text, 'referrer_at_max'::text, 'referrals_disabled'::text])));

CREATE DOMAIN public.referral_status AS text
	CONSTRAINT referral_status_check CHECK ((VALUE = ANY (ARRAY['pending'::text, 'completed'::text, 'cancelled'::text])));

CREATE DOMAIN public.tournament_status AS text
	CONSTRAINT tournament_status_check CHECK ((VALUE = ANY (ARRAY['active'::text, 'completed'::text, 'cancelled'::text])));

CREATE DOMAIN public.user_status AS text
	CONSTRAINT user_status_check CHECK ((VALUE = ANY (ARRAY['active'::text, 'pending'::text, 'blocked'::text])));

CREATE FUNCTION public.access_changed_notify(p_user uuid) RETURNS void
    LANGUAGE sql
    AS $$
  select pg_notify('access_changed', p_user::text);
$$;

CREATE FUNCTION public.analytics_count_last_active() RETURNS void
    LANGUAGE sql
    AS $$
  delete from analytics_last_active_counts c
  where not exists (select 1 from analytics_last_active l where l.day = c.day);
  insert into analytics_last_active_counts (day, users)
  select day, count(*) from analytics_last_active group by day
  on conflict (day) do update set users = excluded.users
  where analytics_last_active_counts.users <> excluded.users;
$$;

CREATE FUNCTION public.analytics_refresh(p_from timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS timestamp with time zone
    LANGUAGE plpgsql
    SET max_parallel_workers_per_gather TO '0'
    SET jit TO 'off'
    SET work_mem TO '64MB'
    AS $$
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

CREATE FUNCTION public.analytics_roll_days(p_from timestamp with time zone) RETURNS void
    LANGUAGE sql
    AS $$
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

CREATE FUNCTION public.apply_basis_points(p_amount bigint, p_basis_points bigint) RETURNS bigint
    LANGUAGE sql IMMUTABLE
    AS $$
  select floor((p_amount * p_basis_points + 5000) / 10000.0)::bigint
$$;

CREATE FUNCTION public.fraud_mark_rescore_due(p_user_id uuid) RETURNS void
    LANGUAGE sql
    AS $$
  insert into fraud_rescore_due (user_id) values (p_user_id) on conflict (user_id) do nothing;
$$;

CREATE FUNCTION public.fraud_queue_score(p_user_id uuid) RETURNS void
    LANGUAGE plpgsql
    AS $$
begin
  perform jobs_add_keyed('fraud__score_user', json_build_object('userId', p_user_id),
    'fraud__score_user:' || p_user_id, now() + interval '5 seconds');
end $$;

CREATE FUNCTION public.fraud_rescore_interval(p_user_id uuid) RETURNS interval
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
  select make_interval(secs => 150 + ((hashtext(p_user_id::text) % 300) + 300) % 300);
$$;

CREATE FUNCTION public.jobs_add_keyed(p_task text, p_payload json, p_key text, p_run_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_max_attempts integer DEFAULT NULL::integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  v_keys text[] := array[p_key, p_key || ':again'];
  v_running text[];
  v_key text;
begin
  select coalesce(array_agg(j.key) filter (where j.locked_at is not null), '{}') into v_running
  from (select key, locked_at from graphile_worker._private_jobs where key = any(v_keys) order by key for update) j;
  select k.key into v_key from unnest(v_keys) with ordinality as k(key, n)
  where k.key <> all(v_running) order by k.n limit 1;
  perform graphile_worker.add_job(p_task, p_payload, run_at => p_run_at, max_attempts => p_max_attempts,
    job_key => v_key);
end $$;

CREATE FUNCTION public.leaderboard_band(earnings bigint) RETURNS smallint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (floor(((ln((GREATEST(earnings, (1)::bigint))::double precision) * (64)::double precision) / ln((2)::double precision))))::smallint;

CREATE FUNCTION public.leaderboard_bands_fold() RETURNS integer
    LANGUAGE sql
    AS $$
  with moved as (
    delete from leaderboard_band_changes returning period, band, players
  ), summed as (
    insert into leaderboard_bands as b (period, band, players)
    select period, band, sum(players) from moved group by period, band
    on conflict (period, band) do update set players = b.players + excluded.players
    returning 1
  )
  select count(*)::int from moved;
$$;

CREATE FUNCTION public.leaderboard_record_earnings(p_type text, p_users uuid[], p_amounts bigint[]) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  v_rewards text[] := '{quiz_reward,streak_bonus,tournament_win,referral_bonus,daily_bonus,task_reward,achievement_reward}';
begin
  if not p_type = any (v_rewards) then
    return;
  end if;
  with moved as (
    insert into leaderboard_entries as e (period, user_id, earnings, tasks, band)
    select p.period, x.user_id, sum(x.amount), count(*) filter (where p_type = 'task_reward'),
      leaderboard_band(sum(x.amount)::bigint)
    from unnest(p_users, p_amounts) as x(user_id, amount)
    cross join (values ('all'), (to_char(date_trunc('week', now() at time zone 'UTC'), 'YYYY-MM-DD'))) as p(period)
    where x.user_id is not null and x.amount > 0
    group by p.period, x.user_id
    on conflict (period, user_id) do update set earnings = e.earnings + excluded.earnings, tasks = e.tasks + excluded.tasks,
      band = leaderboard_band(e.earnings + excluded.earnings), prev_band = e.band
    returning e.period, e.band, e.prev_band
  )
  insert into leaderboard_band_changes (period, band, players)
  select period, band, 1 from moved where prev_band is distinct from band
  union all
  select period, prev_band, -1 from moved where prev_band <> band;
end $$;

CREATE FUNCTION public.ledger_forbid_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
begin
  raise exception 'ledger rows are immutable: post a reversing journal instead';
end $$;

CREATE FUNCTION public.ledger_refuse(p_user_id uuid, p_kind text, p_amount bigint) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  v_available bigint;
begin
  select balance - locked into v_available from accounts where user_id = p_user_id and kind = p_kind;
  if not found then raise exception using errcode = 'CQ404', message = 'User data not found'; end if;
  raise exception using errcode = 'CQ402', message = 'Insufficient balance',
    detail = jsonb_build_object('required', -p_amount, 'available', v_available)::text;
end $$;

CREATE FUNCTION public.ledger_unknown_system_account(p_code text) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
begin
  raise exception 'unknown system account in journal: %', p_code;
end $$;

CREATE FUNCTION public.level_for_xp(p_total_xp bigint, p_current_level integer) RETURNS integer
    LANGUAGE sql IMMUTABLE
    AS $$
  select greatest(p_current_level, (p_total_xp / 100 + 1)::int)
$$;

CREATE FUNCTION public.notification_allowed(p_user uuid, p_type text) RETURNS boolean
    LANGUAGE sql STABLE
    AS $$
  select not exists (
    select 1 from notification_preferences p where p.user_id = p_user and p_type = any (p.muted))
    and not (p_type in ('daily_bonus_ready', 'daily_bonus_streak', 'task_activated') and play_self_excluded(p_user))
$$;

CREATE FUNCTION public.notification_broadcasts_from(p_user uuid) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    AS $$
  select case when play_self_excluded(p_user) then 'infinity'::timestamptz
    else (select join_date from users where id = p_user) end
$$;

CREATE FUNCTION public.notification_telegram_allowed(p_user uuid) RETURNS boolean
    LANGUAGE sql STABLE
    AS $$
  select coalesce((select p.telegram from notification_preferences p where p.user_id = p_user), true)
$$;

CREATE FUNCTION public.notifications_count_unread(p_users uuid[], p_change integer) RETURNS void
    LANGUAGE sql
    AS $$
  insert into notification_unread_counts as c (user_id, unread)
  select user_id, count(*) * p_change from unnest(p_users) as u(user_id)
  where user_id is not null and p_change > 0
  group by user_id order by user_id
  on conflict (user_id) do update set unread = c.unread + excluded.unread;
  update notification_unread_counts c set unread = c.unread + d.change
  from (
    select user_id, count(*) * p_change as change from unnest(p_users) as u(user_id)
    where user_id is not null and p_change < 0
    group by user_id order by user_id
  ) d
  where c.user_id = d.user_id;
$$;

CREATE FUNCTION public.notifications_level_up(p_user_id uuid, p_level integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  v_id bigint;
begin
  insert into notifications (user_id, type, title, message, wording, data)
  select p_user_id, 'level_up', 'Level up!', format('You reached level %s. Keep playing to climb higher!', p_level),
    jsonb_build_object('key', 'level_up', 'values', jsonb_build_object('level', p_level)), jsonb_build_object('level', p_level)
  where notification_allowed(p_user_id, 'level_up')
  returning id into v_id;
  if v_id is null then
    return;
  end if;
  perform notifications_count_unread(array[p_user_id], 1);
  if exists (
    select 1 from users where id = p_user_id
      and telegram_id is not null and telegram_can_message and telegram_blocked_at is null)
     and notification_telegram_allowed(p_user_id) then
    perform graphile_worker.add_job('notifications__deliver_telegram',
      json_build_object('notificationId', v_id, 'userId', p_user_id), job_key => 'notification:' || v_id);
  end if;
end $$;

CREATE FUNCTION public.pay_user(p_user_id uuid, p_type text, p_amount bigint, p_into text, p_from text, p_description text, p_details jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  v_into text := p_into;
  v_journal bigint;
  v_transaction uuid;
begin
  if p_into = 'bonus' and exists (select 1 from users where id = p_user_id and has_deposited) then v_into := 'playable'; end if;
  v_journal := post_transfer(p_type, p_user_id, v_into, p_amount, p_from, p_description, null);
  insert into transactions (user_id, type, amount, status, description, details, journal_id)
  values (p_user_id, p_type, p_amount, 'completed', p_description, coalesce(p_details, '{}'::jsonb), v_journal)
  returning id into v_transaction;
  perform transactions_count(array[v_transaction], 1);
  update users set total_earned = total_earned + p_amount where id = p_user_id;
  return jsonb_build_object('journalId', v_journal, 'transactionId', v_transaction);
end $$;

CREATE FUNCTION public.play_period_end(p_period text, p_local timestamp without time zone, p_tz text) RETURNS timestamp with time zone
    LANGUAGE sql STABLE
    AS $$
  select (date_trunc(p_period, p_local) + ('1 ' || p_period)::interval) at time zone p_tz
$$;

CREATE FUNCTION public.play_refusal(p_state jsonb, p_stake bigint, p_settling bigint, p_deposit bigint) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    AS $_$
declare
  v_limit jsonb;
  v_period text;
begin
  if p_state->'break' is not null and p_state->'break' <> 'null'::jsonb then
    return play_refusal_json(p_state, p_state->'break'->>'kind', (p_state->'break'->>'endsAt')::timestamptz,
      case p_state->'break'->>'kind' when 'cool_off' then 'You are taking a break (cool-off) until %2$s: no quizzes, stakes, tournaments or deposits until then.'
        else 'You excluded yourself from play until %2$s: no quizzes, stakes, tournaments or deposits until then.' end, null);
  end if;
  if p_stake is not null then
    v_limit := p_state->'dailyStake';
    if v_limit is not null and (v_limit->>'used')::bigint + p_stake > (v_limit->>'limit')::bigint then
      return play_refusal_json(p_state, 'daily_stake', (v_limit->>'resetsAt')::timestamptz,
        'Your daily stake limit of $%1$s is reached: it resets at %2$s.', (v_limit->>'limit')::bigint);
    end if;
    v_limit := p_state->'dailyLoss';
    if v_limit is not null and (v_limit->>'used')::bigint + coalesce(p_settling, 0) + p_stake > (v_limit->>'limit')::bigint then
      return play_refusal_json(p_state, 'daily_loss', (v_limit->>'resetsAt')::timestamptz,
        'Your daily loss limit of $%1$s is reached: it resets at %2$s.', (v_limit->>'limit')::bigint);
    end if;
  end if;
  v_limit := p_state->'deposit';
  if p_deposit is not null and v_limit is not null and (v_limit->>'used')::bigint + p_deposit > (v_limit->>'limit')::bigint then
    v_period := case v_limit->>'period' when 'day' then 'daily' when 'week' then 'weekly' else 'monthly' end;
    return play_refusal_json(p_state, 'deposit', (v_limit->>'resetsAt')::timestamptz,
      'Your ' || v_period || ' deposit limit of $%1$s is reached: it resets at %2$s.', (v_limit->>'limit')::bigint);
  end if;
  return null;
end $_$;

CREATE FUNCTION public.play_refusal_json(p_state jsonb, p_limit text, p_resets_at timestamp with time zone, p_message text, p_amount bigint) RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
  select jsonb_build_object('code', 'LIMIT_REACHED', 'limit', p_limit, 'resetsAt', p_resets_at,
    'message', format(p_message, to_char(p_amount / 1000000.0, 'FM999999999990.00'),
      to_char(p_resets_at at time zone (p_state->>'timezone'), 'YYYY-MM-DD HH24:MI') || ' (' || (p_state->>'timezone') || ')'))
$$;

CREATE FUNCTION public.play_self_excluded(p_user_id uuid) RETURNS boolean
    LANGUAGE sql STABLE
    AS $$
  select exists (select 1 from play_breaks where user_id = p_user_id and kind = 'self_exclusion' and ends_at > now())
$$;

CREATE FUNCTION public.play_state(p_user_id uuid, p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    AS $$
declare
  v_tz text;
  v_local timestamp;
  v_day timestamptz;
  v_limits jsonb;
  v_break jsonb;
  v_from timestamptz;
  v_staked bigint := 0;
  v_lost bigint := 0;
  v_deposited bigint := 0;
  v_state jsonb;
begin
  select timezone into v_tz from users where id = p_user_id;
  if not found then return null; end if;
  v_local := p_now at time zone v_tz;
  v_day := date_trunc('day', v_local) at time zone v_tz;
  select jsonb_object_agg(kind, jsonb_build_object('value', value, 'period', period)) into v_limits
  from (select distinct on (kind) kind, value, period from play_limits
        where user_id = p_user_id and applies_from <= p_now order by kind, applies_from desc, id desc) l
  where value is not null;
  v_limits := coalesce(v_limits, '{}');
  select jsonb_build_object('kind', kind, 'endsAt', ends_at) into v_break
  from play_breaks where user_id = p_user_id and starts_at <= p_now and ends_at > p_now order by ends_at desc limit 1;

  if v_limits ? 'daily_stake' or v_limits ? 'daily_loss' then
    select coalesce(sum(a.stake), 0), coalesce(sum(a.stake - a.win_amount) filter (where a.answered_at >= v_day), 0)
    into v_staked, v_lost
    from quiz_sessions s join quiz_answers a on a.user_id = s.user_id and a.session_id = s.id
    where s.user_id = p_user_id and s.started_at > v_day - interval '1 day' and a.stake is not null
      and (a.served_at >= v_day or a.answered_at >= v_day);
    select v_staked + coalesce(sum(t.entry_fee), 0), v_lost + coalesce(sum(t.entry_fee - coalesce(p.prize, 0)), 0)
    into v_staked, v_lost
    from tournament_participants p join tournaments t on t.id = p.tournament_id
    where p.user_id = p_user_id and p.joined_at >= v_day and t.entry_fee > 0 and t.status <> 'cancelled';
  end if;
  if v_limits ? 'deposit' then
    v_from := date_trunc(v_limits->'deposit'->>'period', v_local) at time zone v_tz;
    select coalesce(sum(amount), 0) into v_deposited from transactions
    where user_id = p_user_id and type = 'deposit' and status in ('pending', 'processing', 'completed') and created_at >= v_from;
    select v_deposited + coalesce(sum(amount), 0) into v_deposited from deposit_intents
    where user_id = p_user_id and transaction_id is null and expires_at > p_now;
  end if;

  v_state := jsonb_build_object('timezone', v_tz, 'break', v_break,
    'sessionReminderMinutes', v_limits->'session_reminder'->'value');
  if v_limits ? 'daily_stake' then
    v_state := v_state || jsonb_build_object('dailyStake', jsonb_build_object('limit', v_limits->'daily_stake'->'value',
      'used', v_staked, 'resetsAt', play_period_end('day', v_local, v_tz)));
  end if;
  if v_limits ? 'daily_loss' then
    v_state := v_state || jsonb_build_object('dailyLoss', jsonb_build_object('limit', v_limits->'daily_loss'->'value',
      'used', greatest(v_lost, 0), 'resetsAt', play_period_end('day', v_local, v_tz)));
  end if;
  if v_limits ? 'deposit' then
    v_state := v_state || jsonb_build_object('deposit', jsonb_build_object('limit', v_limits->'deposit'->'value',
      'period', v_limits->'deposit'->>'period', 'used', v_deposited,
      'resetsAt', play_period_end(v_limits->'deposit'->>'period', v_local, v_tz)));
  end if;
  return v_state;
end $$;

CREATE FUNCTION public.play_through_progress(p_user_id uuid, p_since timestamp with time zone, OUT staked bigint, OUT quizzes integer, OUT last_at timestamp with time zone) RETURNS record
    LANGUAGE sql STABLE
    AS $$
  select stakes.staked, completed.quizzes, greatest(stakes.last_at, completed.last_at)
  from
    (select coalesce(sum(a.stake), 0)::int8 as staked, max(a.answered_at) as last_at
     from quiz_sessions s join quiz_answers a on a.user_id = s.user_id and a.session_id = s.id
     where s.user_id = p_user_id and (s.completed_at is null or s.completed_at > p_since)
       and a.stake is not null and a.answer_index is not null and a.answered_at > p_since) stakes,
    (select count(*)::int as quizzes, max(completed_at) as last_at from quiz_sessions
     where user_id = p_user_id and status = 'completed' and completed_at > p_since) completed
$$;

CREATE FUNCTION public.player_standing(p_user_id uuid, p_now timestamp with time zone, p_flag_block_hours double precision) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    AS $$
declare
  v_counts record;
begin
  -- One pass over the last day's quizzes for both limits.
  select count(*) as day, count(*) filter (where started_at > p_now - interval '1 hour') as hour into v_counts
  from quiz_sessions where user_id = p_user_id and started_at > p_now - interval '24 hours';
  return (select jsonb_build_object(
    'status', u.status,
    'blockedUntil', u.blocked_until,
    'level', u.level,
    'questionsAnswered', u.questions_answered,
    'playable', (select balance - locked from accounts where user_id = u.id and kind = 'playable'),
    'quizzesToday', v_counts.day,
    'quizzesLastHour', v_counts.hour,
    'lastQuizAt', (select greatest(s.started_at, coalesce(s.completed_at, s.started_at)) from quiz_sessions s
                   where s.user_id = u.id order by s.started_at desc limit 1),
    -- A challenge win-rate flag caps the stake until reviewed (quiz_start) rather than blocking play.
    'openFlags', (select count(*) from security_flags f where f.user_id = u.id and f.resolved_at is null and f.code <> 'CHALLENGE_WIN_RATE'
                  and f.created_at > p_now - make_interval(secs => p_flag_block_hours * 3600)))
  from users u where u.id = p_user_id);
end $$;

CREATE FUNCTION public.post_journal(p_type text, p_user_id uuid, p_description text, p_reference text, p_reverses bigint, p_postings jsonb) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
declare
  v_journal bigint;
  v_account bigint;
  v_system bigint;
  v_accounts bigint[] := '{}';
  v_systems bigint[] := '{}';
  v_users uuid[] := '{}';
  v_amounts bigint[] := '{}';
  v_total numeric;
  r record;
begin
  if p_user_id is null then raise exception 'a journal belongs to a player: a move between system accounts is post_system_journal'; end if;
  select sum(x.amount) into v_total from jsonb_to_recordset(p_postings) as x(amount bigint);
  if v_total <> 0 then raise exception 'journal of type % is unbalanced by %', p_type, v_total; end if;
  -- The player's accounts first, by kind, so two journals never wait on each other in a cycle.
  for r in
    select x."user" as user_id, x.kind, x.system, x.amount
    from jsonb_to_recordset(p_postings) as x("user" uuid, kind text, system text, amount bigint)
    order by x."user" nulls last, x.kind
  loop
    v_account := null;
    v_system := null;
    if r.user_id is null then
      select id into v_system from system_accounts where code = r.system;
      if not found then raise exception 'unknown system account in journal: %', r.system; end if;
    elsif r.user_id <> p_user_id then
      raise exception 'a journal of player % holds a posting of player %', p_user_id, r.user_id;
    else
      update accounts set balance = balance + r.amount
      where user_id = r.user_id and kind = r.kind and balance + r.amount >= locked
      returning id into v_account;
      if not found then perform ledger_refuse(r.user_id, r.kind, r.amount); end if;
    end if;
    v_accounts := v_accounts || v_account;
    v_systems := v_systems || v_system;
    v_users := v_users || r.user_id;
    v_amounts := v_amounts || r.amount;
  end loop;
  if cardinality(v_amounts) < 2 then raise exception 'a journal needs at least two postings'; end if;

  insert into journals (type, user_id, description, reference, reverses)
  values (p_type, p_user_id, coalesce(p_description, ''), p_reference, p_reverses)
  returning id into v_journal;
  -- All postings in one statement; the postings' CHECK refuses a zero amount.
  insert into postings (user_id, journal_id, account_id, system_account_id, amount)
  select p_user_id, v_journal, unnest(v_accounts), unnest(v_systems), unnest(v_amounts);
  perform leaderboard_record_earnings(p_type, v_users, v_amounts);
  return v_journal;
end $$;

CREATE FUNCTION public.post_system_journal(p_type text, p_description text, p_reference text, p_reverses bigint, p_postings jsonb) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
declare
  v_journal bigint;
  v_total numeric;
  v_unknown text;
begin
  select sum(x.amount) into v_total from jsonb_to_recordset(p_postings) as x(amount bigint);
  if v_total <> 0 then raise exception 'journal of type % is unbalanced by %', p_type, v_total; end if;
  if jsonb_array_length(p_postings) < 2 then raise exception 'a journal needs at least two postings'; end if;
  select x.system into v_unknown from jsonb_to_recordset(p_postings) as x(system text)
  where not exists (select 1 from system_accounts s where s.code = x.system) limit 1;
  if found then raise exception 'unknown system account in journal: %', v_unknown; end if;
  insert into system_journals (type, description, reference, reverses)
  values (p_type, coalesce(p_description, ''), p_reference, p_reverses)
  returning id into v_journal;
  insert into system_postings (journal_id, system_account_id, amount)
  select v_journal, s.id, (e.posting->>'amount')::int8
  from jsonb_array_elements(p_postings) with ordinality as e(posting, n)
  join system_accounts s on s.code = e.posting->>'system'
  order by e.n;
  return v_journal;
end $$;

CREATE FUNCTION public.post_transfer(p_type text, p_user_id uuid, p_kind text, p_amount bigint, p_system text, p_description text, p_reference text, p_refuse boolean DEFAULT true) RETURNS bigint
    LANGUAGE plpgsql
    AS $$
declare
  v_account bigint;
  v_journal bigint;
begin
  update accounts set balance = balance + p_amount
  where user_id = p_user_id and kind = p_kind and balance + p_amount >= locked
  returning id into v_account;
  if not found then
    if not p_refuse then return null; end if;
    perform ledger_refuse(p_user_id, p_kind, p_amount);
  end if;
  with journal as (
    insert into journals (type, user_id, description, reference)
    values (p_type, p_user_id, coalesce(p_description, ''), p_reference)
    returning id),
  posted as (
    insert into postings (user_id, journal_id, account_id, system_account_id, amount)
    select p_user_id, journal.id, posting.account_id, posting.system_account_id, posting.amount
    from journal, (values (v_account, null::bigint, p_amount),
      (null, coalesce((select id from system_accounts where code = p_system), ledger_unknown_system_account(p_system)), -p_amount))
      as posting(account_id, system_account_id, amount))
  select id into v_journal from journal;
  if p_amount > 0 then perform leaderboard_record_earnings(p_type, array[p_user_id], array[p_amount]); end if;
  return v_journal;
end $$;

CREATE FUNCTION public.practice_quiz_answer(p_session_id uuid, p_question_id uuid, p_answer_index integer, p_now timestamp with time zone, p_reveal_seconds double precision, p_seconds_per_question double precision) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  a record;
  v_answer int := p_answer_index;
  v_timed_out boolean;
  v_correct boolean;
  v_served timestamptz := p_now + make_interval(secs => p_reveal_seconds);
  v_end jsonb;
begin
  select s.question_count, r.position, r.served_at, r.deadline_at, r.answered_at, r.option_order, r.key_index, r.salt, q.explanation
  into a
  from practice_quiz_sessions s
  join practice_quiz_answers r on r.session_id = s.id and r.question_id = p_question_id
  join questions q on q.id = r.question_id
  where s.id = p_session_id and s.expires_at > p_now
  for no key update of r;
  if not found then
    if exists (select 1 from practice_quiz_sessions where id = p_session_id and expires_at > p_now) then
      return jsonb_build_object('error', 'NOT_CURRENT_QUESTION');
    end if;
    return jsonb_build_object('error', 'NOT_FOUND');
  end if;
  if a.answered_at is not null then return jsonb_build_object('error', 'ALREADY_ANSWERED'); end if;
  if a.served_at is null then return jsonb_build_object('error', 'NOT_CURRENT_QUESTION'); end if;
  if p_now < a.served_at then return jsonb_build_object('refused', 'RAPID_ANSWERS'); end if;

  if p_answer_index is not null then v_answer := a.option_order[p_answer_index + 1]; end if;
  v_timed_out := p_now > a.deadline_at;
  v_correct := not v_timed_out and v_answer is not null and v_answer = a.key_index;
  update practice_quiz_answers set answered_at = p_now, answer_index = v_answer, is_correct = v_correct, timed_out = v_timed_out
  where session_id = p_session_id and position = a.position;

  if a.position + 1 < a.question_count then
    update practice_quiz_answers set served_at = v_served, deadline_at = v_served + make_interval(secs => p_seconds_per_question)
    where session_id = p_session_id and position = a.position + 1;
    v_end := jsonb_build_object('next', practice_quiz_question(p_session_id, a.position + 1));
  else
    v_end := jsonb_build_object('result', practice_quiz_result(p_session_id));
  end if;
  return jsonb_build_object('correct', v_correct, 'timedOut', v_timed_out,
    'correctAnswer', quiz_shown_key(a.option_order, a.key_index), 'explanation', a.explanation,
    'reveal', quiz_reveal_json(a.option_order, a.key_index, a.salt)) || v_end;
end $$;

CREATE FUNCTION public.practice_quiz_json(p_session_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
  select jsonb_build_object('id', s.id, 'difficulty', s.difficulty,
    'status', case when p.answered = s.question_count then 'completed' else 'active' end,
    'index', p.current_index, 'total', s.question_count, 'correctAnswers', p.correct,
    'expiresAt', to_char(s.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  from practice_quiz_sessions s cross join lateral (
    select coalesce(max(position) filter (where served_at is not null), 0)::int as current_index,
      (count(*) filter (where answered_at is not null))::int as answered,
      (count(*) filter (where is_correct))::int as correct
    from practice_quiz_answers where session_id = s.id) p
  where s.id = p_session_id
$$;

CREATE FUNCTION public.practice_quiz_question(p_session_id uuid, p_position integer) RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
  select quiz_question_json(q.id, q.question, quiz_shown_options(q.options, a.option_order), q.difficulty, q.category, a.position,
    s.question_count, a.served_at, a.deadline_at, null, quiz_commitment(q.id, a.option_order, a.key_index, a.salt))
  from practice_quiz_answers a join questions q on q.id = a.question_id join practice_quiz_sessions s on s.id = a.session_id
  where a.session_id = p_session_id and a.position = p_position and a.served_at is not null
$$;

CREATE FUNCTION public.practice_quiz_result(p_session_id uuid) RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
  select jsonb_build_object('correctAnswers', count(*) filter (where is_correct), 'totalQuestions', count(*),
    'scorePercent', round(100.0 * count(*) filter (where is_correct) / count(*))::int)
  from practice_quiz_answers where session_id = p_session_id
$$;

CREATE FUNCTION public.practice_quiz_start(p_session_id uuid, p_difficulty text, p_count integer, p_now timestamp with time zone, p_seconds_per_question double precision, p_expires_at timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  v_question_ids uuid[] := array(select id from questions where pool = 'practice' and difficulty = p_difficulty and is_active
    order by random() limit p_count);
begin
  if cardinality(v_question_ids) < p_count then return null; end if;
  insert into practice_quiz_sessions (id, difficulty, question_count, started_at, expires_at)
  values (p_session_id, p_difficulty, p_count, p_now, p_expires_at);
  insert into practice_quiz_answers (session_id, position, question_id, option_order, key_index, served_at, deadline_at)
  select p_session_id, ordinality - 1, q.id, quiz_option_order(), q.correct_index,
    case when ordinality = 1 then p_now end,
    case when ordinality = 1 then p_now + make_interval(secs => p_seconds_per_question) end
  from unnest(v_question_ids) with ordinality as picked(id, ordinality) join questions q on q.id = picked.id;
  return jsonb_build_object('session', practice_quiz_json(p_session_id), 'question', practice_quiz_question(p_session_id, 0));
end $$;

CREATE FUNCTION public.quiz_answer(p_user_id uuid, p_session_id uuid, p_question_id uuid, p_answer_index integer, p_now timestamp with time zone, p_rules jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  s record;
  v_status text;
  v_blocked_until timestamptz;
  v_rapid_ms double precision := (p_rules->>'rapidAnswerMs')::double precision;
  v_max_run int := (p_rules->>'maxConsecutiveCorrect')::int;
  v_payout_basis_points int := (p_rules->>'payoutBasisPoints')::int;
  v_elapsed_ms double precision;
  v_timed_out boolean;
  v_correct boolean;
  v_run_length int;
  v_run_quick boolean;
  v_answer_index int := p_answer_index;
  v_next jsonb;
  v_bet jsonb;
  v_end jsonb;
  v_attempts int;
  v_closed boolean := false;
  v_limit jsonb;
begin
  select u.status as user_status, u.blocked_until, qs.id, qs.user_id, qs.stake, qs.status, qs.question_count, qs.started_at,
         a.position, a.served_at, a.deadline_at, a.answered_at, a.option_order, a.key_index, a.salt, q.explanation
  into s
  from users u
  join quiz_sessions qs on qs.user_id = u.id and qs.id = p_session_id
  join quiz_answers a on a.user_id = qs.user_id and a.session_id = qs.id and a.question_id = p_question_id
  join questions q on q.id = a.question_id
  where u.id = p_user_id
  for no key update of u, a;
  if found then
    v_status := s.user_status;
    v_blocked_until := s.blocked_until;
  else
    -- No such question in a session of this player: the player's own state decides the error first.
    select status, blocked_until into v_status, v_blocked_until from users where id = p_user_id;
    if not found then return jsonb_build_object('error', 'USER_NOT_FOUND'); end if;
  end if;
  if v_status = 'blocked' and (v_blocked_until is null or v_blocked_until > p_now) then return jsonb_build_object('error', 'USER_BLOCKED'); end if;
  if s.id is null then
    select status into v_status from quiz_sessions where user_id = p_user_id and id = p_session_id;
    if not found then return jsonb_build_object('error', 'NOT_FOUND'); end if;
    return jsonb_build_object('error', case v_status when 'completed' then 'QUIZ_COMPLETED' when 'abandoned' then 'QUIZ_ABANDONED'
      else 'NOT_CURRENT_QUESTION' end);
  end if;
  -- An abandoned quiz takes no answer, whichever question it names (its open question was settled as a timeout).
  if s.status = 'abandoned' then return jsonb_build_object('error', 'QUIZ_ABANDONED'); end if;
  if s.answered_at is not null then return jsonb_build_object('error', 'ALREADY_ANSWERED'); end if;
  if s.status = 'completed' then return jsonb_build_object('error', 'QUIZ_COMPLETED'); end if;
  if s.served_at is null then return jsonb_build_object('error', 'NOT_CURRENT_QUESTION'); end if;
  -- The question is on screen only from served_at (after the previous answer's reveal): an answer
  -- before it is refused as too quick and not processed, so no answer time is ever negative.
  if p_now < s.served_at then return jsonb_build_object('refused', 'RAPID_ANSWERS'); end if;

  -- The player picked a position of the shown order: judged and stored as the question's own index.
  if s.option_order is not null and p_answer_index is not null then v_answer_index := s.option_order[p_answer_index + 1]; end if;
  v_timed_out := p_now > s.deadline_at;
  v_elapsed_ms := extract(epoch from (p_now - s.served_at)) * 1000;
  if not v_timed_out and p_answer_index is not null and (p_rules->>'fraudDetection')::boolean then
    -- monitorQuizSession of the spec: the third rapid answer within the window flags and is refused.
    if quiz_rapid_answer_refused(p_user_id, v_elapsed_ms, p_now, p_rules) then
      update quiz_answers set attempts = attempts + 1 where user_id = s.user_id and session_id = s.id and position = s.position
      returning attempts into v_attempts;
      if v_attempts < (p_rules->>'attemptsPerQuestion')::int then return jsonb_build_object('refused', 'RAPID_ANSWERS'); end if;
      -- The question's last attempt was refused: it counts as wrong (no answer) and the quiz moves on below.
      v_closed := true;
      v_answer_index := null;
    end if;
    -- More than the allowed consecutive right answers, all quick, raise a flag for review (the answer still counts).
    select count(*), coalesce(bool_and(r.is_correct and r.answered_at - r.served_at < make_interval(secs => v_rapid_ms * 2 / 1000)), false)
      into v_run_length, v_run_quick
    from (select is_correct, answered_at, served_at from quiz_answers
          where user_id = s.user_id and session_id = s.id and answered_at is not null order by position desc limit v_max_run) r;
    if not v_closed and v_run_length = v_max_run and v_run_quick and v_elapsed_ms < v_rapid_ms * 2
       and not exists (select 1 from security_flags where user_id = p_user_id and code = 'SUSPICIOUS_ACTIVITY' and created_at >= s.started_at) then
      insert into security_flags (user_id, code, reason, created_at)
      values (p_user_id, 'SUSPICIOUS_ACTIVITY', format('More than %s quick right answers in a row', v_max_run), p_now);
    end if;
  end if;

  -- Judged by the key the question was served with, the one its commitment holds (decision 0058).
  v_correct := not v_closed and not v_timed_out and v_answer_index is not null and v_answer_index = s.key_index;
  -- The next question keeps this one's stake in escrow when the player can still cover it: a right
  -- answer always can; after a wrong one the playable balance must hold a new stake.
  -- The next stake must also fit the player's own limits (play-limits.sql), judged with this answer's result.
  if s.position + 1 < s.question_count and s.stake is not null then
    v_limit := play_refusal(play_state(s.user_id, p_now), s.stake,
      case when v_correct then -quiz_winnings(s.stake, v_payout_basis_points) else s.stake end, null);
  end if;
  if s.position + 1 < s.question_count and v_limit is null then
    v_next := quiz_carry_answer(s.id, s.user_id, s.stake, s.position, s.question_count, v_answer_index, v_correct, v_timed_out, p_now,
      v_payout_basis_points, (p_rules->>'revealSeconds')::double precision, (p_rules->>'secondsPerQuestion')::double precision);
  end if;
  if v_next is null then
    v_bet := quiz_settle_answer(s.id, s.user_id, s.stake, s.position, v_answer_index, v_correct, v_timed_out, p_now, v_payout_basis_points);
    v_end := jsonb_build_object('complete', true, 'endedEarly', coalesce(v_limit->>'message',
      case when s.position + 1 < s.question_count then 'Insufficient balance for the next stake' end), 'result', quiz_finish(s.user_id, s.id, p_now, p_rules, false));
    -- A finished quiz changes the player's fraud score: marked due with the quiz (decisions 0049, 0079).
    perform fraud_mark_rescore_due(s.user_id);
  else
    v_bet := quiz_bet_json(s.stake, v_correct, v_payout_basis_points);
    v_end := jsonb_build_object('next', v_next);
  end if;
  -- A closed question answers with the refusal, not a reveal: the player's pick was not judged.
  if v_closed then return jsonb_build_object('refused', 'RAPID_ANSWERS', 'closed', true) || v_end; end if;
  return jsonb_build_object('correct', v_correct, 'timedOut', v_timed_out,
    'correctAnswer', quiz_shown_key(s.option_order, s.key_index), 'explanation', s.explanation,
    'reveal', quiz_reveal_json(s.option_order, s.key_index, s.salt), 'bet', v_bet) || v_end;
end $$;

CREATE FUNCTION public.quiz_answer_once(p_key text, p_request_hash text, p_user_id uuid, p_session_id uuid, p_question_id uuid, p_answer_index integer, p_now timestamp with time zone, p_rules jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  v_outcome jsonb := quiz_answer(p_user_id, p_session_id, p_question_id, p_answer_index, p_now, p_rules);
  v_prior record;
begin
  if not v_outcome ? 'error' then
    insert into idempotency_keys (user_id, key, request_hash, status_code, response)
    values (p_user_id, p_key, p_request_hash, 200, v_outcome)
    on conflict (user_id, key) do nothing;
    if found then return v_outcome; end if;
  end if;
  select request_hash, response into v_prior from idempotency_keys where user_id = p_user_id and key = p_key;
  if not found then return v_outcome; end if;
  raise exception using errcode = 'CQ409', message = 'idempotency key already used',
    detail = case when v_prior.request_hash = p_request_hash then v_prior.response::text else 'null' end;
end $$;

CREATE FUNCTION public.quiz_bet_json(p_stake bigint, p_correct boolean, p_payout_basis_points integer) RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
  select case when p_stake is not null then jsonb_build_object('stake', p_stake,
    'winAmount', case when p_correct then p_stake + quiz_winnings(p_stake, p_payout_basis_points) else 0 end, 'won', p_correct) end
$$;

CREATE FUNCTION public.quiz_carry_answer(p_session_id uuid, p_user_id uuid, p_stake bigint, p_position integer, p_total integer, p_answer_index integer, p_correct boolean, p_timed_out boolean, p_now timestamp with time zone, p_payout_basis_points integer, p_reveal_seconds double precision, p_seconds_per_question double precision) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  v_winnings bigint := quiz_winnings(p_stake, p_payout_basis_points);
  v_reference text := p_session_id || ':' || p_position;
  v_served timestamptz := p_now + make_interval(secs => p_reveal_seconds);
  v_next jsonb;
  v_recorded boolean;
begin
  if p_stake is not null and p_correct then
    -- A payout multiplier of 1 has no winnings: nothing moves.
    if v_winnings > 0 then
      perform post_transfer('quiz_payout', p_user_id, 'playable', v_winnings, 'house', format('Challenge won, question %s', p_position + 1), v_reference);
    end if;
  elsif p_stake is not null then
    if post_transfer('quiz_stake_lost', p_user_id, 'playable', -p_stake, 'house', format('Challenge lost, question %s', p_position + 1), v_reference,
         p_refuse => false) is null then
      return null;
    end if;
  end if;
  -- The answered row keeps its clock and stake; the next row gets its clock and the stake.
  with written as (
    update quiz_answers set
      answered_at = case when position = p_position then p_now end,
      answer_index = case when position = p_position then p_answer_index end,
      is_correct = case when position = p_position then p_correct end,
      timed_out = position = p_position and p_timed_out,
      bet_result = case when position = p_position and stake is not null then (case when p_correct then 'won' else 'lost' end)::bet_result end,
      win_amount = case when position = p_position and stake is not null then case when p_correct then stake + v_winnings else 0 end end,
      served_at = case when position = p_position then served_at else v_served end,
      deadline_at = case when position = p_position then deadline_at else v_served + make_interval(secs => p_seconds_per_question) end,
      stake = case when position = p_position then stake else p_stake end
    where user_id = p_user_id and session_id = p_session_id and position in (p_position, p_position + 1) and (position > p_position or answered_at is null)
    returning position, question_id, stake, option_order, key_index, salt)
  select quiz_question_json(q.id, q.question, quiz_shown_options(q.options, written.option_order), q.difficulty, q.category, p_position + 1, p_total, v_served,
      v_served + make_interval(secs => p_seconds_per_question), p_stake, quiz_commitment(q.id, written.option_order, written.key_index, written.salt)),
    exists (select 1 from written where position = p_position and stake is not distinct from p_stake)
  into v_next, v_recorded from written join questions q on q.id = written.question_id where written.position = p_position + 1;
  if v_recorded is not true then raise exception 'answer already recorded, or its stake differs from the session stake'; end if;
  return v_next;
end $$;

CREATE FUNCTION public.quiz_commitment(p_question_id uuid, p_order smallint[], p_key smallint, p_salt text) RETURNS text
    LANGUAGE sql STABLE
    AS $$
  select encode(sha256(convert_to(p_question_id::text || ':' || quiz_shown_key(p_order, p_key) || ':' || p_salt, 'UTF8')), 'hex')
$$;

CREATE FUNCTION public.quiz_counters_add(p_started integer, p_completed integer, p_score_sum numeric) RETURNS void
    LANGUAGE sql
    AS $$
  insert into quiz_counter_changes (started, completed, score_sum) values (p_started, p_completed, p_score_sum);
$$;

CREATE FUNCTION public.quiz_counters_fold() RETURNS integer
    LANGUAGE sql
    AS $$
  with moved as (
    delete from quiz_counter_changes returning started, completed, score_sum
  ), summed as (
    update quiz_counters c set started = c.started + m.started, completed = c.completed + m.completed,
      score_sum = c.score_sum + m.score_sum
    from (select coalesce(sum(started), 0) as started, coalesce(sum(completed), 0) as completed,
            coalesce(sum(score_sum), 0) as score_sum from moved) m
    returning 1
  )
  select count(*)::int from moved;
$$;

CREATE FUNCTION public.quiz_finish(p_user_id uuid, p_session_id uuid, p_now timestamp with time zone, p_rules jsonb, p_abandoned boolean) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  s record;
  u record;
  t record;
  pending record;
  v_reward_rules jsonb := p_rules->'reward';
  v_threshold numeric := (p_rules->>'suspiciousScoreThreshold')::numeric;
  v_multiplier numeric;
  v_percent int;
  v_average_ms numeric;
  v_reward bigint := 0;
  v_bonus bigint := 0;
  v_streak_at_start int;
  v_streak int;
  v_questions_answered int;
  v_correct_answers int;
  v_xp_gained int;
  v_level int;
  v_completed_at timestamptz;
  v_recent int[];
  v_bets int;
  v_won int;
  v_facts jsonb;
begin
  select id, user_id, stake, status, difficulty, mode, question_count into s from quiz_sessions
  where user_id = p_user_id and id = p_session_id;
  if not found then raise exception 'quiz session % not found', p_session_id; end if;
  if s.status <> 'active' then raise exception 'quiz session % has already ended', p_session_id; end if;
  select position, served_at, deadline_at into pending from quiz_answers
  where user_id = p_user_id and session_id = p_session_id and served_at is not null and answered_at is null;
  if found then
    perform quiz_settle_answer(s.id, s.user_id, s.stake, pending.position, null, false, true,
      greatest(pending.served_at, least(pending.deadline_at, p_now)),
      (p_rules->>'payoutBasisPoints')::int);
  end if;

  select correct_answers, questions_answered, quiz_streak, total_xp, level into u from users where id = s.user_id;
  -- A question closed by refused attempts has no answer time.
  select count(*) filter (where answer_index is not null or timed_out) as answered,
         coalesce(sum(greatest(extract(epoch from (answered_at - served_at)) * 1000, 0)) filter (where answer_index is not null or timed_out), 0)::int8 as total_ms,
         max(answered_at) filter (where answer_index is not null or timed_out) as last_at,
         count(*) as count,
         (count(*) filter (where is_correct))::int as correct,
         coalesce(bool_and(is_correct), true) as all_right,
         -- Right answers since the quiz's last wrong one (all of them when none was wrong).
         coalesce(max(position) - max(position) filter (where not is_correct), count(*)) as right_run,
         coalesce(sum(win_amount - stake) filter (where is_correct and stake is not null), 0)::int8 as winnings
  into t from quiz_answers where user_id = p_user_id and session_id = p_session_id and answered_at is not null;
  -- A player has one quiz at a time, so the latest started are the latest completed (the index serves it).
  v_recent := array(select (correct_answers * 100 / question_count)::int from quiz_sessions
                    where user_id = s.user_id and status = 'completed' order by started_at desc limit 2);

  v_completed_at := case when p_abandoned and t.last_at is not null then t.last_at else p_now end;
  v_questions_answered := u.questions_answered + t.count;
  v_correct_answers := u.correct_answers + t.correct;
  -- The answer streak resets on a wrong answer (or a timeout): it restarts at the right answers after
  -- the quiz's last wrong one; a quiz with no wrong answer carries the player's streak on.
  v_streak_at_start := case when t.all_right then u.quiz_streak else 0 end;
  v_streak := case when t.all_right then u.quiz_streak + t.count else t.right_run end;
  v_multiplier := quiz_security_multiplier(v_correct_answers, v_questions_answered, p_rules->'securityMultiplier');
  v_percent := quiz_score_percent(t.correct, s.question_count);
  v_average_ms := case when t.answered > 0 then t.total_ms::numeric / t.answered else (p_rules->>'secondsPerQuestion')::numeric * 1000 end;
  if s.mode = 'standard' and not p_abandoned then
    v_reward := quiz_reward((v_reward_rules->'baseReward'->>s.difficulty)::bigint, t.correct, s.question_count,
      quiz_time_bonus(v_average_ms, (p_rules->>'secondsPerQuestion')::numeric, v_reward_rules->'timeBonus'), v_multiplier,
      (v_reward_rules->>'minReward')::bigint, (v_reward_rules->>'rewardCapMultiplier')::numeric);
  end if;
  if not p_abandoned and v_streak / (p_rules->>'streakBonusEvery')::int > v_streak_at_start / (p_rules->>'streakBonusEvery')::int then
    v_bonus := least((p_rules->>'maxStreakBonus')::bigint, quiz_streak_bonus(v_streak,
      v_multiplier <= (p_rules->'securityMultiplier'->'high'->>'multiplier')::numeric,
      (p_rules->>'streakBonusEvery')::int, (p_rules->>'streakBonusAmount')::bigint));
  end if;
  v_xp_gained := case when p_abandoned then 0 else t.correct * (p_rules->>'xpPerCorrect')::int end;
  v_level := level_for_xp(u.total_xp + v_xp_gained, u.level);

  -- Rewards are promotional credit: playable (withdrawable) only once the player has deposited (pay_user).
  if v_reward > 0 then
    perform pay_user(s.user_id, 'quiz_reward', v_reward, 'bonus', 'house', format('Quiz reward (%s, %s%%)', s.difficulty, v_percent),
      jsonb_build_object('sessionId', s.id));
  end if;
  if v_bonus > 0 then
    perform pay_user(s.user_id, 'streak_bonus', v_bonus, 'bonus', 'house', format('Streak bonus (%s in a row)', v_streak),
      jsonb_build_object('sessionId', s.id));
  end if;
  update users set questions_answered = v_questions_answered, correct_answers = v_correct_answers, quiz_streak = v_streak,
    challenge_wins = challenge_wins + case when s.mode = 'challenge' then t.correct else 0 end,
    total_earned = total_earned + t.winnings,
    total_xp = u.total_xp + v_xp_gained, level = v_level, quizzes_completed = quizzes_completed + case when p_abandoned then 0 else 1 end,
    total_score = total_score + case when p_abandoned then 0 else v_percent end, last_seen = p_now
  where id = s.user_id
  returning jsonb_build_object('quizzesCompleted', quizzes_completed, 'quizStreak', quiz_streak, 'dailyStreak', daily_streak,
    'level', level, 'hasDeposited', has_deposited, 'challengeWins', challenge_wins, 'correctAnswers', correct_answers) into v_facts;
  update quiz_sessions set status = case when p_abandoned then 'abandoned' else 'completed' end, completed_at = v_completed_at,
    correct_answers = t.correct, score = case when p_abandoned then 0 else t.correct * (p_rules->>'pointsPerCorrect')::int end,
    reward = v_reward, streak_bonus = v_bonus, xp_gained = v_xp_gained, total_time_ms = t.total_ms
  where user_id = s.user_id and id = s.id;
  if not p_abandoned then
    perform quiz_counters_add(0, 1, quiz_score('completed', t.correct, s.question_count));
    insert into activities (user_id, type, title, description, wording, reward, created_at)
    values (s.user_id, 'quiz_completed', case when s.mode = 'challenge' then 'Challenge completed' else 'Quiz completed' end,
      format('%s/%s correct on %s (%s%%)', t.correct, s.question_count, s.difficulty, v_percent),
      jsonb_build_object('key', case when s.mode = 'challenge' then 'challenge_completed' else 'quiz_completed' end,
        'values', jsonb_build_object('correct', t.correct, 'total', s.question_count, 'difficulty', s.difficulty,
          'percent', jsonb_build_object('percent', v_percent))),
      v_reward + v_bonus, v_completed_at);
  end if;
  if v_level > u.level then
    insert into activities (user_id, type, title, description, wording, reward, created_at)
    values (s.user_id, 'level_up', format('Level %s reached', v_level), format('You reached level %s', v_level),
      jsonb_build_object('key', 'level_up', 'values', jsonb_build_object('level', v_level)), null, v_completed_at);
    perform notifications_level_up(s.user_id, v_level);
  end if;
  if not p_abandoned and (v_facts->>'quizzesCompleted')::int = 1 then
    perform referrals_queue_on_qualifying(s.user_id);
  end if;
  if (p_rules->>'fraudDetection')::boolean and cardinality(v_recent) = 2 and v_percent >= v_threshold
     and v_recent[1] >= v_threshold and v_recent[2] >= v_threshold then
    insert into security_flags (user_id, code, reason, created_at)
    values (s.user_id, 'HIGH_WIN_RATE', format('Three quizzes in a row at %s%% or more', v_threshold), p_now);
  end if;
  -- Challenge results are watched on their own: a win rate above the setting over the player's last
  -- challengeWinRateWindow answers raises a flag, which caps the stake until an admin resolves it.
  if (p_rules->>'fraudDetection')::boolean and s.mode = 'challenge'
     and not exists (select 1 from security_flags where user_id = s.user_id and code = 'CHALLENGE_WIN_RATE' and resolved_at is null) then
    select count(*), count(*) filter (where r.bet_result = 'won') into v_bets, v_won
    from (select a.bet_result from quiz_sessions q join quiz_answers a on a.user_id = q.user_id and a.session_id = q.id
          where q.user_id = s.user_id and q.mode = 'challenge' and a.bet_result is not null
          order by q.started_at desc, a.position desc limit (p_rules->>'challengeWinRateWindow')::int) r;
    if v_bets >= (p_rules->>'challengeWinRateWindow')::int and v_won > v_bets * (p_rules->>'challengeMaxWinRate')::numeric then
      insert into security_flags (user_id, code, reason, created_at)
      values (s.user_id, 'CHALLENGE_WIN_RATE', format('%s of the last %s challenge answers won', v_won, v_bets), p_now);
    end if;
  end if;

  return jsonb_build_object(
    'userId', s.user_id,
    'difficulty', s.difficulty,
    'score', t.correct * (p_rules->>'pointsPerCorrect')::int,
    'correctAnswers', t.correct,
    'totalQuestions', s.question_count,
    'scorePercent', v_percent,
    'reward', v_reward,
    'streakBonus', v_bonus,
    'securityMultiplier', v_multiplier,
    'xpGained', v_xp_gained,
    'level', v_level,
    'leveledUp', v_level > u.level,
    -- The requirements of the achievements still locked: the caller opens a transaction to unlock only when one may be met.
    'achievementFacts', v_facts || jsonb_build_object('locked', coalesce((
      select jsonb_agg(jsonb_build_object('metric', a.metric, 'target', a.target) order by a.sort_order) from achievements a
      where a.is_active and not exists (select 1 from user_achievements ua where ua.user_id = s.user_id and ua.achievement_id = a.id)),
      '[]'::jsonb)));
end $$;

CREATE FUNCTION public.quiz_open(p_session_id uuid, p_user_id uuid, p_difficulty text, p_mode text, p_stake bigint, p_question_ids uuid[], p_now timestamp with time zone, p_seconds_per_question double precision) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  v_deadline timestamptz := p_now + make_interval(secs => p_seconds_per_question);
  v_session jsonb;
  v_question jsonb;
begin
  if p_stake is not null and post_transfer('quiz_stake', p_user_id, 'playable', -p_stake, 'quiz_escrow', 'Challenge stake, question 1',
       p_session_id || ':0', p_refuse => false) is null then
    return null;
  end if;
  insert into quiz_sessions (id, user_id, difficulty, mode, stake, question_count, started_at)
  values (p_session_id, p_user_id, p_difficulty, p_mode, p_stake, cardinality(p_question_ids), p_now)
  returning to_jsonb(quiz_sessions) into v_session;
  perform quiz_counters_add(1, 0, 0);
  -- Each row keeps the key it is served with and its own salt (the column's default): its commitment.
  with opened as (
    insert into quiz_answers (user_id, session_id, position, question_id, served_at, deadline_at, stake, option_order, key_index)
    select p_user_id, p_session_id, ordinality - 1, q.id, case when ordinality = 1 then p_now end, case when ordinality = 1 then v_deadline end,
      case when ordinality = 1 then p_stake end, quiz_option_order(), q.correct_index
    from unnest(p_question_ids) with ordinality as picked(id, ordinality) join questions q on q.id = picked.id
    returning position, question_id, option_order, key_index, salt)
  select quiz_question_json(q.id, q.question, quiz_shown_options(q.options, opened.option_order), q.difficulty, q.category, 0,
    cardinality(p_question_ids), p_now, v_deadline, p_stake, quiz_commitment(q.id, opened.option_order, opened.key_index, opened.salt))
  into v_question from opened join questions q on q.id = opened.question_id where opened.position = 0;
  return jsonb_build_object('session', v_session, 'question', v_question);
end $$;

CREATE FUNCTION public.quiz_option_order() RETURNS smallint[]
    LANGUAGE plpgsql
    AS $$
begin
  return (select array_agg(i::smallint order by random()) from generate_series(0, 3) i);
end $$;

CREATE FUNCTION public.quiz_question_json(p_question_id uuid, p_question text, p_options jsonb, p_difficulty text, p_category text, p_position integer, p_total integer, p_served_at timestamp with time zone, p_deadline_at timestamp with time zone, p_stake bigint, p_commitment text) RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
  select jsonb_build_object(
    'id', p_question_id, 'index', p_position, 'total', p_total, 'question', p_question, 'options', p_options,
    'difficulty', p_difficulty, 'category', p_category, 'commitment', p_commitment,
    'servedAt', to_char(p_served_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'deadlineAt', to_char(p_deadline_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'stake', p_stake)
$$;

CREATE FUNCTION public.quiz_question_payload(p_user_id uuid, p_session_id uuid, p_position integer) RETURNS jsonb
    LANGUAGE plpgsql STABLE
    AS $$
begin
  return (select quiz_question_json(q.id, q.question, quiz_shown_options(q.options, a.option_order), q.difficulty, q.category, a.position, s.question_count, a.served_at, a.deadline_at, a.stake,
    quiz_commitment(q.id, a.option_order, a.key_index, a.salt))
  from quiz_answers a join questions q on q.id = a.question_id join quiz_sessions s on s.user_id = a.user_id and s.id = a.session_id
  where a.user_id = p_user_id and a.session_id = p_session_id and a.position = p_position);
end $$;

CREATE FUNCTION public.quiz_rapid_answer_refused(p_user_id uuid, p_elapsed_ms double precision, p_now timestamp with time zone, p_rules jsonb) RETURNS boolean
    LANGUAGE plpgsql
    AS $$
declare
  v_rapid_ms double precision := (p_rules->>'rapidAnswerMs')::double precision;
  v_window interval := make_interval(secs => (p_rules->>'rapidWindowMs')::double precision / 1000);
  v_rapid interval := make_interval(secs => (p_rules->>'rapidAnswerMs')::double precision / 1000);
  v_recent int;
begin
  if p_elapsed_ms >= v_rapid_ms then return false; end if;
  select (select count(*) from quiz_answers a join quiz_sessions q on q.user_id = a.user_id and q.id = a.session_id
          -- Only sessions that can hold an answer inside the window (a quiz lasts minutes), through the
          -- (user_id, started_at) index, so the count does not grow with the player's history.
          where q.user_id = p_user_id and q.started_at > p_now - v_window - interval '1 hour'
            and a.answered_at > p_now - v_window and a.answer_index is not null and a.answered_at - a.served_at < v_rapid)
       + (select count(*) from tournament_answers
          where user_id = p_user_id and answered_at > p_now - v_window and answer_index is not null and answered_at - served_at < v_rapid)
  into v_recent;
  if v_recent + 1 < (p_rules->>'rapidAnswersToFlag')::int then return false; end if;
  insert into security_flags (user_id, code, reason, created_at)
  values (p_user_id, 'RAPID_ANSWERS', format('%s answers under %s s within %s s', v_recent + 1,
    trim_scale((v_rapid_ms / 1000)::numeric), trim_scale(((p_rules->>'rapidWindowMs')::numeric / 1000))), p_now);
  return true;
end $$;

CREATE FUNCTION public.quiz_reveal_json(p_order smallint[], p_key smallint, p_salt text) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    AS $$
  select jsonb_build_object('correctIndex', quiz_shown_key(p_order, p_key), 'salt', p_salt)
$$;

CREATE FUNCTION public.quiz_reward(p_base bigint, p_correct integer, p_question_count integer, p_time_bonus numeric, p_multiplier numeric, p_min_reward bigint, p_cap_multiplier numeric) RETURNS bigint
    LANGUAGE sql IMMUTABLE
    AS $$
  select case when p_correct = 0 then 0 else least(
    apply_basis_points(p_base * p_question_count, round(p_cap_multiplier * 10000)::bigint),
    greatest(p_min_reward, apply_basis_points(p_base * p_correct, round(p_time_bonus * p_multiplier * 10000)::bigint))) end
$$;

CREATE FUNCTION public.quiz_score(p_status text, p_correct integer, p_questions integer) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    AS $$
  select case when p_status = 'completed' then p_correct * 100.0 / p_questions else 0 end
$$;

CREATE FUNCTION public.quiz_score_percent(p_correct integer, p_question_count integer) RETURNS integer
    LANGUAGE sql IMMUTABLE
    AS $$
  select case when p_question_count > 0 then round(p_correct * 100.0 / p_question_count)::int else 0 end
$$;

CREATE FUNCTION public.quiz_security_multiplier(p_correct_answers integer, p_questions_answered integer, p_tiers jsonb) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    AS $$
  select case
    when p_questions_answered >= (p_tiers->'high'->>'minAnswers')::int
      and p_correct_answers * 100.0 / p_questions_answered > (p_tiers->'high'->>'winRate')::numeric
      then (p_tiers->'high'->>'multiplier')::numeric
    when p_questions_answered >= (p_tiers->'watch'->>'minAnswers')::int
      and p_correct_answers * 100.0 / p_questions_answered > (p_tiers->'watch'->>'winRate')::numeric
      then (p_tiers->'watch'->>'multiplier')::numeric
    else 1 end
$$;

CREATE FUNCTION public.quiz_settle_answer(p_session_id uuid, p_user_id uuid, p_stake bigint, p_position integer, p_answer_index integer, p_correct boolean, p_timed_out boolean, p_now timestamp with time zone, p_payout_basis_points integer) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  v_winnings bigint := quiz_winnings(p_stake, p_payout_basis_points);
  v_recorded_stake bigint;
begin
  update quiz_answers set answered_at = p_now, answer_index = p_answer_index, is_correct = p_correct, timed_out = p_timed_out,
    bet_result = case when stake is null then null when p_correct then 'won' else 'lost' end,
    win_amount = case when stake is null then null when p_correct then stake + v_winnings else 0 end
  where user_id = p_user_id and session_id = p_session_id and position = p_position and answered_at is null
  returning stake into v_recorded_stake;
  if not found then raise exception 'answer already recorded'; end if;
  if v_recorded_stake is distinct from p_stake then raise exception 'the stake in escrow differs from the session stake'; end if;
  if p_stake is null then return null; end if;
  if p_correct then
    perform post_journal('quiz_payout', p_user_id, format('Challenge won, question %s', p_position + 1), p_session_id || ':' || p_position, null,
      jsonb_build_array(jsonb_build_object('system', 'quiz_escrow', 'amount', -p_stake))
      || case when v_winnings > 0 then jsonb_build_array(jsonb_build_object('system', 'house', 'amount', -v_winnings)) else '[]'::jsonb end
      || jsonb_build_array(jsonb_build_object('user', p_user_id, 'kind', 'playable', 'amount', p_stake + v_winnings)));
  else
    perform post_journal('quiz_stake_lost', p_user_id, format('Challenge lost, question %s', p_position + 1), p_session_id || ':' || p_position, null,
      jsonb_build_array(jsonb_build_object('system', 'quiz_escrow', 'amount', -p_stake), jsonb_build_object('system', 'house', 'amount', p_stake)));
  end if;
  return quiz_bet_json(p_stake, p_correct, p_payout_basis_points);
end $$;

CREATE FUNCTION public.quiz_shown_key(p_order smallint[], p_key smallint) RETURNS integer
    LANGUAGE sql IMMUTABLE
    AS $$
  select coalesce(array_position(p_order, p_key) - 1, p_key)
$$;

CREATE FUNCTION public.quiz_shown_options(p_options jsonb, p_order smallint[]) RETURNS jsonb
    LANGUAGE sql STABLE
    AS $$
  select case when p_order is null then p_options
    else jsonb_build_array(p_options->p_order[1]::int, p_options->p_order[2]::int, p_options->p_order[3]::int, p_options->p_order[4]::int) end
$$;

CREATE FUNCTION public.quiz_start(p_session_id uuid, p_user_id uuid, p_difficulty text, p_mode text, p_stake bigint, p_now timestamp with time zone, p_rules jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    AS $_$
declare
  v_active uuid;
  v_refusal jsonb;
  v_seen uuid[];
  v_question_ids uuid[];
  v_quiz jsonb;
begin
  perform 1 from users where id = p_user_id for update;
  if not found then raise exception using errcode = 'CQ404', message = 'User data not found'; end if;
  select id into v_active from quiz_sessions where user_id = p_user_id and status = 'active' for update;
  if v_active is not null then perform quiz_finish(p_user_id, v_active, p_now, p_rules, true); end if;

  v_refusal := quiz_start_refusal(player_standing(p_user_id, p_now, (p_rules->>'flagBlockHours')::double precision),
    p_rules, p_difficulty, p_mode, p_now);
  if v_refusal is not null then
    raise exception using errcode = 'CQ403', message = v_refusal->>'message', detail = v_refusal->>'code';
  end if;

  -- The player's own limits (play-limits.sql): a break refuses any quiz, a challenge's first stake must fit.
  v_refusal := play_refusal(play_state(p_user_id, p_now), p_stake, 0, null);
  if v_refusal is not null then
    raise exception using errcode = 'CQ403', message = v_refusal->>'message', detail = v_refusal->>'code';
  end if;

  -- A player whose challenge results are under review (quiz_finish's CHALLENGE_WIN_RATE flag) stakes little.
  if p_mode = 'challenge' and p_stake > (p_rules->>'challengeReviewStakeCap')::bigint
     and exists (select 1 from security_flags where user_id = p_user_id and code = 'CHALLENGE_WIN_RATE' and resolved_at is null) then
    raise exception using errcode = 'CQ403', detail = 'HIGH_WIN_RATE',
      message = format('Your stake is limited to $%s while your recent challenge results are reviewed', p_rules->>'challengeReviewStakeCapText');
  end if;

  -- Most recently served first: a question's first position in the array is when it was last seen.
  -- Per recent quiz through the answers' primary key (the LIMIT keeps the planner from scanning
  -- every answer, which a plan cached while the table was small would otherwise do).
  v_seen := array(
    select a.question_id
    from (select id, started_at from quiz_sessions where user_id = p_user_id and difficulty = p_difficulty
          order by started_at desc limit 10) r
    cross join lateral (select question_id, position from quiz_answers
                        where user_id = p_user_id and session_id = r.id and served_at is not null order by position desc limit 100) a
    order by r.started_at desc, a.position desc);
  v_question_ids := array(
    select id from questions where pool = 'practice' and difficulty = p_difficulty and is_active
    order by array_position(v_seen, id) desc nulls first, random()
    limit (p_rules->>'questionsPerQuiz')::int);
  if cardinality(v_question_ids) < (p_rules->>'questionsPerQuiz')::int then
    raise exception using errcode = 'CQ403', message = 'Failed to start quiz. Please try again.', detail = 'SERVICE_UNAVAILABLE';
  end if;

  v_quiz := quiz_open(p_session_id, p_user_id, p_difficulty, p_mode, p_stake, v_question_ids, p_now,
    (p_rules->>'secondsPerQuestion')::double precision);
  if v_quiz is null then
    raise exception using errcode = 'CQ403', detail = 'INSUFFICIENT_BALANCE',
      message = format('Minimum $%s required to play challenge quiz. Please deposit money first.', p_rules->>'challengeMinBalanceText');
  end if;
  return v_quiz;
end $_$;

CREATE FUNCTION public.quiz_start_refusal(p_standing jsonb, p_rules jsonb, p_difficulty text, p_mode text, p_now timestamp with time zone) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE
    AS $_$
declare
  v_wait_ms double precision;
begin
  if p_standing->>'status' = 'blocked' and (p_standing->>'blockedUntil' is null or (p_standing->>'blockedUntil')::timestamptz > p_now) then
    return jsonb_build_object('code', 'USER_BLOCKED', 'message', p_rules->>'blockedMessage');
  end if;
  if (p_standing->>'quizzesToday')::int >= (p_rules->>'maxDailyQuizzes')::int then
    return jsonb_build_object('code', 'DAILY_LIMIT_REACHED',
      'message', format('Daily quiz limit reached (%s per day). Come back tomorrow!', p_rules->>'maxDailyQuizzes'));
  end if;
  if (p_standing->>'quizzesLastHour')::int >= (p_rules->>'maxHourlyQuizzes')::int then
    return jsonb_build_object('code', 'HOURLY_LIMIT_REACHED',
      'message', format('Hourly quiz limit reached (%s per hour). Please try again later.', p_rules->>'maxHourlyQuizzes'));
  end if;
  if p_standing->>'lastQuizAt' is not null then
    v_wait_ms := extract(epoch from ((p_standing->>'lastQuizAt')::timestamptz - p_now)) * 1000 + (p_rules->>'minTimeBetweenQuizzesMs')::double precision;
    if v_wait_ms > 0 then
      return jsonb_build_object('code', 'TIME_BETWEEN_QUIZZES', 'message', format('Please wait %s seconds', ceil(v_wait_ms / 1000)::bigint));
    end if;
  end if;
  if (p_rules->>'fraudDetection')::boolean and (p_standing->>'openFlags')::int > 0 then
    return jsonb_build_object('code', 'SUSPICIOUS_ACTIVITY',
      'message', 'Suspicious activity detected on your account. Please try again later or contact support.');
  end if;
  if p_difficulty <> 'easy' and (p_standing->>'questionsAnswered')::int < (p_rules->>'questionsBeforeHarder')::int then
    return jsonb_build_object('code', 'DIFFICULTY_RESTRICTION',
      'message', format('Answer at least %s questions to unlock medium and hard quizzes', p_rules->>'questionsBeforeHarder'));
  end if;
  if p_difficulty = 'hard' and (p_standing->>'level')::int < (p_rules->>'hardMinLevel')::int then
    return jsonb_build_object('code', 'LEVEL_RESTRICTION', 'message', format('Reach level %s to play hard quizzes', p_rules->>'hardMinLevel'));
  end if;
  if p_mode = 'challenge' and coalesce((p_standing->>'playable')::bigint, 0) < (p_rules->>'challengeMinBalance')::bigint then
    return jsonb_build_object('code', 'INSUFFICIENT_BALANCE',
      'message', format('Minimum $%s required to play challenge quiz. Please deposit money first.', p_rules->>'challengeMinBalanceText'));
  end if;
  return null;
end $_$;

CREATE FUNCTION public.quiz_streak_bonus(p_streak integer, p_high_win_rate boolean, p_every integer, p_amount bigint) RETURNS bigint
    LANGUAGE sql IMMUTABLE
    AS $$
  select case when p_streak < p_every or p_high_win_rate then 0 else p_amount * (p_streak / p_every) end
$$;

CREATE FUNCTION public.quiz_time_bonus(p_average_ms numeric, p_seconds_per_question numeric, p_bonus jsonb) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    AS $$
  select case
    when p_average_ms <= p_seconds_per_question * 1000 / 3 then (p_bonus->>'fast')::numeric
    when p_average_ms <= p_seconds_per_question * 2000 / 3 then (p_bonus->>'medium')::numeric
    else (p_bonus->>'slow')::numeric end
$$;

CREATE FUNCTION public.quiz_winnings(p_stake bigint, p_payout_basis_points integer) RETURNS bigint
    LANGUAGE sql IMMUTABLE
    AS $$
  select (p_stake * (p_payout_basis_points - 10000) + 5000) / 10000
$$;

CREATE FUNCTION public.referrals_queue_on_qualifying(p_user_id uuid) RETURNS void
    LANGUAGE plpgsql
    AS $$
begin
  if exists (select 1 from referrals where user_id = p_user_id and status = 'pending') then
    perform jobs_add_keyed('referrals__process', json_build_object('referredId', p_user_id),
      'referrals__process:' || p_user_id);
  end if;
end $$;

CREATE FUNCTION public.session_live(p_user_id uuid, p_family_id uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE
    AS $$
begin
  return exists (select 1 from refresh_tokens t where t.family_id = p_family_id and t.user_id = p_user_id
                 and t.revoked_at is null and t.expires_at > now());
end $$;

CREATE FUNCTION public.tournament_answer(p_user_id uuid, p_run_id uuid, p_question_id uuid, p_answer_index integer, p_now timestamp with time zone, p_rules jsonb) RETURNS jsonb
    LANGUAGE plpgsql
    AS $$
declare
  s record;
  v_next jsonb;
  v_all_finished boolean;
  v_answer_index int := p_answer_index;
  v_attempts int;
  v_closed boolean := false;
begin
  select u.status as user_status, u.blocked_until, p.tournament_id, p.run_finished_at, t.status, t.question_count, t.seconds_per_question,
         a.position, a.served_at, a.deadline_at, a.answered_at, a.option_order, a.key_index
  into s
  from users u
  join tournament_participants p on p.user_id = u.id and p.run_id = p_run_id
  join tournaments t on t.id = p.tournament_id
  left join tournament_answers a on a.tournament_id = p.tournament_id and a.user_id = u.id and a.question_id = p_question_id
  where u.id = p_user_id
  for no key update of p;
  if not found then return jsonb_build_object('error', 'NOT_FOUND'); end if;
  if s.user_status = 'blocked' and (s.blocked_until is null or s.blocked_until > p_now) then
    return jsonb_build_object('error', 'USER_BLOCKED');
  end if;
  if s.run_finished_at is not null or s.status <> 'active' then return jsonb_build_object('error', 'QUIZ_COMPLETED'); end if;
  if s.position is null or s.served_at is null then return jsonb_build_object('error', 'NOT_CURRENT_QUESTION'); end if;
  if s.answered_at is not null then return jsonb_build_object('error', 'ALREADY_ANSWERED'); end if;
  if p_now < s.served_at then return jsonb_build_object('refused', 'RAPID_ANSWERS'); end if;
  if p_now <= s.deadline_at and p_answer_index is not null and (p_rules->>'fraudDetection')::boolean
     and quiz_rapid_answer_refused(p_user_id, extract(epoch from (p_now - s.served_at)) * 1000, p_now, p_rules) then
    update tournament_answers set attempts = attempts + 1
    where tournament_id = s.tournament_id and user_id = p_user_id and position = s.position
    returning attempts into v_attempts;
    if v_attempts < (p_rules->>'attemptsPerQuestion')::int then return jsonb_build_object('refused', 'RAPID_ANSWERS'); end if;
    -- The question's last attempt was refused: it counts as wrong (no answer) and the run moves on.
    v_closed := true;
  end if;

  -- The player picks by the position shown; the answer keeps the question's own index.
  if s.option_order is not null and p_answer_index is not null then v_answer_index := s.option_order[p_answer_index + 1]; end if;
  if v_closed then v_answer_index := null; end if;
  update tournament_answers set answered_at = p_now, answer_index = v_answer_index,
    is_correct = p_now <= s.deadline_at and v_answer_index is not distinct from s.key_index
  where tournament_id = s.tournament_id and user_id = p_user_id and position = s.position;

  if s.position + 1 < s.question_count then
    update tournament_answers a set served_at = p_now, deadline_at = p_now + make_interval(secs => s.seconds_per_question)
    from questions q
    where a.tournament_id = s.tournament_id and a.user_id = p_user_id and a.position = s.position + 1 and q.id = a.question_id
    returning quiz_question_json(q.id, q.question, quiz_shown_options(q.options, a.option_order), q.difficulty, q.category, a.position, s.question_count,
      a.served_at, a.deadline_at, null, quiz_commitment(q.id, a.option_order, a.key_index, a.salt)) into v_next;
    return jsonb_build_object('next', v_next) || case when v_closed then jsonb_build_object('refused', 'RAPID_ANSWERS', 'closed', true) else '{}' end;
  end if;

  perform tournament_finish_run(s.tournament_id, p_user_id, p_now);
  -- The last finisher of a full tournament queues its settlement now. The tournament's row lock
  -- orders concurrent finishers; the check is a statement of its own, so its snapshot is taken after
  -- the lock and the last finisher sees every other run finished.
  perform 1 from tournaments where id = s.tournament_id for no key update;
  select t.current_participants = t.max_participants
     and not exists (select 1 from tournament_participants o where o.tournament_id = t.id and o.run_finished_at is null)
  into v_all_finished from tournaments t where t.id = s.tournament_id;
  if v_all_finished then perform tournament_schedule_completion(s.tournament_id, p_now); end if;
  return case when v_closed then jsonb_build_object('refused', 'RAPID_ANSWERS', 'closed', true) else '{}' end || jsonb_build_object('complete', true, 'result', (
    select jsonb_build_object('tournamentId', s.tournament_id, 'questionsAnswered', count(*) filter (where answered_at is not null),
      'totalQuestions', s.question_count, 'timeMs', (select time_ms from tournament_participants
        where tournament_id = s.tournament_id and user_id = p_user_id))
    from tournament_answers where tournament_id = s.tournament_id and user_id = p_user_id));
end $$;

CREATE FUNCTION public.tournament_finish_run(p_tournament_id uuid, p_user_id uuid, p_now timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
declare
  v_seconds int := (select seconds_per_question from tournaments where id = p_tournament_id);
begin
  update tournament_participants p set run_finished_at = p_now, correct_answers = r.correct, time_ms = r.time_ms
  from (
    select count(*) filter (where is_correct)::smallint as correct,
      coalesce(sum(case when answered_at is null then v_seconds * 1000
        else round(extract(epoch from (least(answered_at, deadline_at) - served_at)) * 1000) end), 0)::int as time_ms
    from tournament_answers where tournament_id = p_tournament_id and user_id = p_user_id) r
  where p.tournament_id = p_tournament_id and p.user_id = p_user_id and p.run_finished_at is null;
  -- A finished run is a tournament played (the profile's "Tournaments played"), before the tournament ends.
  if found then
    update users set total_tournaments = total_tournaments + 1 where id = p_user_id;
  end if;
end $$;

CREATE FUNCTION public.tournament_schedule_completion(p_tournament_id uuid, p_run_at timestamp with time zone) RETURNS void
    LANGUAGE plpgsql
    AS $$
begin
  perform jobs_add_keyed('tournaments__complete', json_build_object('tournamentId', p_tournament_id),
    'tournaments__complete:' || p_tournament_id, p_run_at, 10);
end $$;

CREATE FUNCTION public.transaction_counters_fold() RETURNS integer
    LANGUAGE sql
    AS $$
  with moved as (
    delete from transaction_counter_changes returning type, status, day, count, amount
  ), summed as (
    insert into transaction_counters as c (type, status, count, amount)
    select type, status, sum(count), sum(amount) from moved group by type, status
    on conflict (type, status) do update set count = c.count + excluded.count, amount = c.amount + excluded.amount
    returning 1
  ), days as (
    insert into transaction_days as d (day, type, status, count, amount)
    select day, type, status, sum(count), sum(amount) from moved where day is not null group by day, type, status
    on conflict (day, type, status) do update set count = d.count + excluded.count, amount = d.amount + excluded.amount
    returning 1
  )
  select count(*)::int from moved;
$$;

CREATE FUNCTION public.transactions_count(p_ids uuid[], p_change integer) RETURNS void
    LANGUAGE sql
    AS $$
  insert into transaction_counter_changes (type, status, day, count, amount)
  select type, status, (updated_at at time zone 'UTC')::date, p_change * count(*), p_change * coalesce(sum(amount), 0)
  from transactions where id = any(p_ids) group by 1, 2, 3;
$$;

CREATE FUNCTION public.user_roles_add(p_user uuid, p_role text) RETURNS void
    LANGUAGE plpgsql
    AS $$
begin
  perform 1 from users where id = p_user for update;
  if p_role = 'admin' then
    perform users_count(array[p_user], -1);
  end if;
  insert into user_roles (user_id, role) values (p_user, p_role) on conflict do nothing;
  if found then
    perform access_changed_notify(p_user);
  end if;
end $$;

CREATE FUNCTION public.user_roles_remove(p_user uuid, p_role text) RETURNS void
    LANGUAGE plpgsql
    AS $$
begin
  perform 1 from users where id = p_user for update;
  delete from user_roles where user_id = p_user and role = p_role;
  if found then
    perform access_changed_notify(p_user);
    if p_role = 'admin' then
      perform users_count(array[p_user], 1);
    end if;
  end if;
end $$;

CREATE FUNCTION public.users_count(p_user_ids uuid[], p_change integer) RETURNS void
    LANGUAGE sql
    AS $$
  insert into user_counters as c (status, telegram, count)
  select status, telegram_id is not null, p_change * count(*) from users u
  where u.id = any(p_user_ids)
    and not exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin')
  group by 1, 2 order by 1, 2
  on conflict (status, telegram) do update set count = c.count + excluded.count;
$$;

SET default_tablespace = '';

SET default_table_access_method = heap;

CREATE TABLE public.accounts (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    kind public.account_kind NOT NULL,
    balance bigint NOT NULL,
    locked bigint DEFAULT 0 NOT NULL,
    CONSTRAINT accounts_locked_check CHECK ((locked >= 0)),
    CONSTRAINT accounts_locked_covered CHECK (((balance IS NULL) OR (balance >= locked))),
    CONSTRAINT accounts_player CHECK ((((kind)::text = ANY (ARRAY['playable'::text, 'bonus'::text])) AND (balance >= 0)))
);

ALTER TABLE public.accounts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.accounts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.achievements (
    id text NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    type text NOT NULL,
    icon text NOT NULL,
    rarity text NOT NULL,
    reward bigint NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL,
    category text DEFAULT 'general'::text NOT NULL,
    metric text DEFAULT 'quizzes_completed'::text NOT NULL,
    target integer DEFAULT 1 NOT NULL,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    translations jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT achievements_category_check CHECK ((category = ANY (ARRAY['general'::text, 'quiz'::text, 'social'::text, 'tournament'::text, 'referral'::text]))),
    CONSTRAINT achievements_icon_check CHECK ((icon = ANY (ARRAY['trophy'::text, 'star'::text, 'award'::text, 'users'::text, 'target'::text, 'gift'::text]))),
    CONSTRAINT achievements_metric_check CHECK ((metric = ANY (ARRAY['quizzes_completed'::text, 'correct_answers'::text, 'perfect_quizzes'::text, 'answer_streak'::text, 'daily_bonus_streak'::text, 'level'::text, 'referrals'::text, 'tournaments_won'::text, 'tasks_completed'::text, 'deposits'::text, 'challenge_wins'::text, 'hard_quiz_score'::text]))),
    CONSTRAINT achievements_rarity_check CHECK ((rarity = ANY (ARRAY['common'::text, 'rare'::text, 'epic'::text, 'legendary'::text]))),
    CONSTRAINT achievements_reward_check CHECK ((reward >= 0)),
    CONSTRAINT achievements_target_check CHECK (((target >= 1) AND (target <= 1000000))),
    CONSTRAINT achievements_type_check CHECK ((type = ANY (ARRAY['quiz'::text, 'streak'::text, 'referral'::text, 'tournament'::text, 'social'::text, 'other'::text])))
);

CREATE TABLE public.activities (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    type text NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    reward bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    wording jsonb
);

ALTER TABLE public.activities ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.activities_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.admin_sessions (
    session_id uuid NOT NULL,
    user_id uuid NOT NULL,
    last_active_at timestamp with time zone NOT NULL,
    second_factor boolean DEFAULT false NOT NULL
);

CREATE TABLE public.admin_setup_tokens (
    token_hash text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.analytics_active_days (
    user_id uuid NOT NULL,
    day date NOT NULL
);

CREATE TABLE public.analytics_cohorts (
    cohort_day date NOT NULL,
    users integer NOT NULL,
    d1 integer NOT NULL,
    d7 integer NOT NULL,
    d30 integer NOT NULL,
    d90 integer NOT NULL
);

CREATE TABLE public.analytics_daily (
    day timestamp with time zone NOT NULL,
    new_users integer NOT NULL,
    new_telegram_users integer NOT NULL,
    quizzes_started integer NOT NULL,
    quizzes_easy integer NOT NULL,
    quizzes_medium integer NOT NULL,
    quizzes_hard integer NOT NULL,
    quizzes_challenge integer NOT NULL,
    quizzes_completed integer NOT NULL,
    questions_completed bigint NOT NULL,
    correct_completed bigint NOT NULL,
    bonus_claims integer NOT NULL,
    CONSTRAINT analytics_daily_day_check CHECK ((day = date_bin('1 day'::interval, day, '2000-01-03 00:00:00+00'::timestamp with time zone)))
);

CREATE TABLE public.analytics_hourly (
    hour timestamp with time zone NOT NULL,
    new_users integer DEFAULT 0 NOT NULL,
    new_telegram_users integer DEFAULT 0 NOT NULL,
    quizzes_started integer DEFAULT 0 NOT NULL,
    quizzes_easy integer DEFAULT 0 NOT NULL,
    quizzes_medium integer DEFAULT 0 NOT NULL,
    quizzes_hard integer DEFAULT 0 NOT NULL,
    quizzes_challenge integer DEFAULT 0 NOT NULL,
    quizzes_completed integer DEFAULT 0 NOT NULL,
    questions_completed integer DEFAULT 0 NOT NULL,
    correct_completed integer DEFAULT 0 NOT NULL,
    bonus_claims integer DEFAULT 0 NOT NULL
);

CREATE TABLE public.analytics_last_active (
    user_id uuid NOT NULL,
    day date NOT NULL
);

CREATE TABLE public.analytics_last_active_counts (
    day date NOT NULL,
    users integer NOT NULL
);

CREATE TABLE public.analytics_money_daily (
    day timestamp with time zone NOT NULL,
    type public.journal_type NOT NULL,
    journals integer NOT NULL,
    user_in bigint NOT NULL,
    user_out bigint NOT NULL,
    fees bigint NOT NULL,
    CONSTRAINT analytics_money_daily_day_check CHECK ((day = date_bin('1 day'::interval, day, '2000-01-03 00:00:00+00'::timestamp with time zone)))
);

CREATE TABLE public.analytics_money_hourly (
    hour timestamp with time zone NOT NULL,
    type public.journal_type NOT NULL,
    journals integer NOT NULL,
    user_in bigint NOT NULL,
    user_out bigint NOT NULL,
    fees bigint NOT NULL
);

CREATE TABLE public.analytics_money_slices (
    slice timestamp with time zone NOT NULL,
    type public.journal_type NOT NULL,
    journals integer NOT NULL,
    user_in bigint NOT NULL,
    user_out bigint NOT NULL,
    fees bigint NOT NULL
);

CREATE TABLE public.analytics_refreshes (
    id boolean DEFAULT true NOT NULL,
    refreshed_at timestamp with time zone NOT NULL,
    window_from timestamp with time zone NOT NULL,
    sliced_from timestamp with time zone,
    recount_from timestamp with time zone,
    CONSTRAINT analytics_refreshes_id_check CHECK (id)
);

CREATE TABLE public.analytics_slices (
    slice timestamp with time zone NOT NULL,
    new_users integer DEFAULT 0 NOT NULL,
    new_telegram_users integer DEFAULT 0 NOT NULL,
    quizzes_started integer DEFAULT 0 NOT NULL,
    quizzes_easy integer DEFAULT 0 NOT NULL,
    quizzes_medium integer DEFAULT 0 NOT NULL,
    quizzes_hard integer DEFAULT 0 NOT NULL,
    quizzes_challenge integer DEFAULT 0 NOT NULL,
    quizzes_completed integer DEFAULT 0 NOT NULL,
    questions_completed integer DEFAULT 0 NOT NULL,
    correct_completed integer DEFAULT 0 NOT NULL,
    bonus_claims integer DEFAULT 0 NOT NULL
);

CREATE TABLE public.answer_resettlements (
    correction_id uuid NOT NULL,
    session_id uuid NOT NULL,
    "position" smallint NOT NULL,
    user_id uuid NOT NULL,
    now_correct boolean NOT NULL,
    paid bigint DEFAULT 0 NOT NULL,
    xp integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.app_settings (
    id text NOT NULL,
    document jsonb DEFAULT '{}'::jsonb NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by uuid,
    CONSTRAINT app_settings_id_check CHECK ((id = 'appSettings'::text))
);

CREATE TABLE public.audit_log (
    id bigint NOT NULL,
    actor_id uuid,
    action text NOT NULL,
    target_type text NOT NULL,
    target_id text,
    before jsonb,
    after jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE public.audit_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.bonus_play_throughs (
    user_id uuid NOT NULL,
    locked_amount bigint NOT NULL,
    since timestamp with time zone NOT NULL,
    met_at timestamp with time zone,
    met_staked bigint,
    met_quizzes integer,
    CONSTRAINT bonus_play_throughs_locked_amount_check CHECK ((locked_amount >= 0)),
    CONSTRAINT bonus_play_throughs_met_check CHECK ((((met_at IS NULL) = (met_staked IS NULL)) AND ((met_at IS NULL) = (met_quizzes IS NULL))))
);

CREATE TABLE public.broadcast_reads (
    broadcast_id bigint NOT NULL,
    user_id uuid NOT NULL,
    read_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.broadcast_telegram_deliveries (
    broadcast_id bigint NOT NULL,
    user_id uuid NOT NULL,
    sent_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.notifications (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    type text NOT NULL,
    title text NOT NULL,
    message text NOT NULL,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    read_at timestamp with time zone,
    telegram_sent_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    wording jsonb
);

ALTER TABLE public.notifications ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.notifications_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.broadcasts (
    id bigint DEFAULT nextval('public.notifications_id_seq'::regclass) NOT NULL,
    type text NOT NULL,
    title text NOT NULL,
    message text NOT NULL,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    wording jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.chain_cursors (
    deposit_address_id uuid NOT NULL,
    "position" text NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.chain_transfers (
    network text NOT NULL,
    tx_hash text NOT NULL,
    log_index text NOT NULL,
    status text NOT NULL,
    transaction_id uuid,
    deposit_address_id uuid,
    amount bigint NOT NULL,
    source text,
    memo text,
    seen_at timestamp with time zone DEFAULT now() NOT NULL,
    trace_hash text,
    user_id uuid,
    CONSTRAINT chain_transfers_amount_check CHECK ((amount >= 0)),
    CONSTRAINT chain_transfers_deposit CHECK (((user_id IS NULL) = (transaction_id IS NULL))),
    CONSTRAINT chain_transfers_status_check CHECK ((status = ANY (ARRAY['credited'::text, 'unmatched'::text])))
);

CREATE TABLE public.daily_bonus_claims (
    user_id uuid NOT NULL,
    claim_date date NOT NULL,
    amount bigint NOT NULL,
    streak integer NOT NULL,
    multiplier numeric(4,2) NOT NULL,
    claimed_at timestamp with time zone DEFAULT now() NOT NULL,
    claim_no smallint DEFAULT 1 NOT NULL,
    CONSTRAINT daily_bonus_claims_claim_no_check CHECK ((claim_no >= 1))
);

CREATE TABLE public.deposit_addresses (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    network text NOT NULL,
    address text NOT NULL,
    label text NOT NULL,
    min_deposit bigint DEFAULT 1000000 NOT NULL,
    max_deposit bigint DEFAULT '10000000000'::bigint NOT NULL,
    processing_time text DEFAULT '5-10 minutes'::text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    verification jsonb DEFAULT '{"provider": "manual"}'::jsonb NOT NULL,
    CONSTRAINT deposit_addresses_check CHECK ((max_deposit >= min_deposit)),
    CONSTRAINT deposit_addresses_min_deposit_check CHECK ((min_deposit > 0))
);

CREATE TABLE public.deposit_intents (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    network text NOT NULL,
    deposit_address_id uuid,
    address text NOT NULL,
    amount bigint NOT NULL,
    memo text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    transaction_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT deposit_intents_amount_check CHECK ((amount > 0))
);

CREATE TABLE public.deposit_memos (
    memo text NOT NULL,
    user_id uuid NOT NULL,
    intent_id uuid NOT NULL
);

CREATE TABLE public.deposit_proofs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    content_type text NOT NULL,
    bytes bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.deposit_references (
    network text NOT NULL,
    reference_key text NOT NULL,
    user_id uuid NOT NULL,
    transaction_id uuid NOT NULL
);

CREATE TABLE public.email_addresses (
    email text NOT NULL,
    user_id uuid NOT NULL
);

CREATE TABLE public.email_identities (
    user_id uuid NOT NULL,
    email text NOT NULL,
    password_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    verified_at timestamp with time zone
);

CREATE TABLE public.email_token_hashes (
    token_hash text NOT NULL,
    user_id uuid NOT NULL,
    token_id bigint NOT NULL
);

CREATE TABLE public.email_tokens (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    purpose text NOT NULL,
    token_hash text NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    mailed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT email_tokens_purpose_check CHECK ((purpose = ANY (ARRAY['verify_email'::text, 'reset_password'::text])))
);

ALTER TABLE public.email_tokens ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.email_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.fraud_rescore_due (
    user_id uuid NOT NULL
);

CREATE TABLE public.idempotency_keys (
    user_id uuid NOT NULL,
    key text NOT NULL,
    request_hash text NOT NULL,
    status_code integer NOT NULL,
    response jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.journals (
    id bigint NOT NULL,
    type public.journal_type NOT NULL,
    user_id uuid NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    reference text,
    reverses bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE public.journals ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.journals_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.leaderboard_band_changes (
    period text NOT NULL,
    band smallint NOT NULL,
    players integer NOT NULL
);

CREATE TABLE public.leaderboard_bands (
    period text NOT NULL,
    band smallint NOT NULL,
    players bigint NOT NULL
);

CREATE TABLE public.leaderboard_entries (
    period text NOT NULL,
    user_id uuid NOT NULL,
    earnings bigint DEFAULT 0 NOT NULL,
    tasks integer DEFAULT 0 NOT NULL,
    band smallint DEFAULT 0 NOT NULL,
    prev_band smallint
);

CREATE TABLE public.mini_app_sessions (
    session_id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.networks (
    code text NOT NULL,
    name text NOT NULL,
    address_format text NOT NULL,
    fee_range text NOT NULL,
    speed text NOT NULL,
    sort_order integer DEFAULT 0 NOT NULL
);

CREATE TABLE public.notification_preferences (
    user_id uuid NOT NULL,
    muted text[] DEFAULT '{}'::text[] NOT NULL,
    telegram boolean DEFAULT true NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.notification_unread_counts (
    user_id uuid NOT NULL,
    unread integer NOT NULL,
    CONSTRAINT notification_unread_counts_unread_check CHECK ((unread >= 0))
);

CREATE TABLE public.play_breaks (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    CONSTRAINT play_breaks_check CHECK ((ends_at > starts_at)),
    CONSTRAINT play_breaks_kind_check CHECK ((kind = ANY (ARRAY['cool_off'::text, 'self_exclusion'::text])))
);

ALTER TABLE public.play_breaks ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.play_breaks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.play_limits (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    value bigint,
    period text,
    applies_from timestamp with time zone NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT play_limits_check CHECK (
CASE
    WHEN (kind = 'deposit'::text) THEN ((value IS NULL) = (period IS NULL))
    ELSE (period IS NULL)
END),
    CONSTRAINT play_limits_kind_check CHECK ((kind = ANY (ARRAY['daily_stake'::text, 'daily_loss'::text, 'deposit'::text, 'session_reminder'::text]))),
    CONSTRAINT play_limits_period_check CHECK ((period = ANY (ARRAY['day'::text, 'week'::text, 'month'::text]))),
    CONSTRAINT play_limits_value_check CHECK ((value > 0))
);

ALTER TABLE public.play_limits ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.play_limits_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.postings (
    id bigint NOT NULL,
    journal_id bigint NOT NULL,
    account_id bigint,
    amount bigint NOT NULL,
    user_id uuid NOT NULL,
    system_account_id bigint,
    CONSTRAINT postings_amount_check CHECK ((amount <> 0)),
    CONSTRAINT postings_one_account CHECK ((num_nonnulls(account_id, system_account_id) = 1))
);

ALTER TABLE public.postings ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.postings_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.practice_quiz_answers (
    session_id uuid NOT NULL,
    "position" smallint NOT NULL,
    question_id uuid NOT NULL,
    option_order smallint[] NOT NULL,
    key_index smallint NOT NULL,
    salt text DEFAULT replace((gen_random_uuid())::text, '-'::text, ''::text) NOT NULL,
    served_at timestamp with time zone,
    deadline_at timestamp with time zone,
    answered_at timestamp with time zone,
    answer_index smallint,
    is_correct boolean,
    timed_out boolean DEFAULT false NOT NULL
);

CREATE TABLE public.practice_quiz_sessions (
    id uuid NOT NULL,
    difficulty text NOT NULL,
    question_count smallint NOT NULL,
    started_at timestamp with time zone NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    CONSTRAINT practice_quiz_sessions_check CHECK ((expires_at > started_at)),
    CONSTRAINT practice_quiz_sessions_difficulty_check CHECK ((difficulty = ANY (ARRAY['easy'::text, 'medium'::text, 'hard'::text]))),
    CONSTRAINT practice_quiz_sessions_question_count_check CHECK (((question_count >= 1) AND (question_count <= 10)))
);

CREATE TABLE public.question_disputes (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    question_id uuid NOT NULL,
    user_id uuid NOT NULL,
    session_id uuid NOT NULL,
    reason text NOT NULL,
    status text DEFAULT 'open'::text NOT NULL,
    decision_reason text,
    correction_id uuid,
    decided_by uuid,
    decided_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT question_disputes_reason_check CHECK (((length(reason) >= 3) AND (length(reason) <= 500))),
    CONSTRAINT question_disputes_status_check CHECK ((status = ANY (ARRAY['open'::text, 'upheld'::text, 'rejected'::text])))
);

CREATE TABLE public.question_drafts (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    generation_id uuid NOT NULL,
    "position" smallint NOT NULL,
    question text NOT NULL,
    options jsonb NOT NULL,
    correct_index smallint NOT NULL,
    explanation text NOT NULL,
    category text NOT NULL,
    difficulty text NOT NULL,
    verdict text NOT NULL,
    reasons jsonb DEFAULT '[]'::jsonb NOT NULL,
    saved_question_id uuid,
    CONSTRAINT question_drafts_verdict_check CHECK ((verdict = ANY (ARRAY['passed'::text, 'failed'::text, 'unverified'::text])))
);

CREATE TABLE public.question_generations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    requested_by uuid NOT NULL,
    count smallint NOT NULL,
    difficulty text NOT NULL,
    topic text NOT NULL,
    model text NOT NULL,
    status text DEFAULT 'queued'::text NOT NULL,
    error text,
    prompt_tokens integer DEFAULT 0 NOT NULL,
    completion_tokens integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    pool text DEFAULT 'practice'::text NOT NULL,
    CONSTRAINT question_generations_count_check CHECK ((count = ANY (ARRAY[3, 5, 10, 15]))),
    CONSTRAINT question_generations_difficulty_check CHECK ((difficulty = ANY (ARRAY['easy'::text, 'medium'::text, 'hard'::text]))),
    CONSTRAINT question_generations_pool_check CHECK ((pool = ANY (ARRAY['practice'::text, 'tournament'::text]))),
    CONSTRAINT question_generations_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'running'::text, 'done'::text, 'failed'::text])))
);

CREATE TABLE public.question_key_corrections (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    question_id uuid NOT NULL,
    old_index smallint NOT NULL,
    new_index smallint NOT NULL,
    decided_by uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT question_key_corrections_changed CHECK ((new_index <> old_index)),
    CONSTRAINT question_key_corrections_new_index_check CHECK (((new_index >= 0) AND (new_index <= 3))),
    CONSTRAINT question_key_corrections_old_index_check CHECK (((old_index >= 0) AND (old_index <= 3)))
);

CREATE TABLE public.question_usage_rollup (
    id boolean DEFAULT true NOT NULL,
    rolled_up_to timestamp with time zone NOT NULL,
    CONSTRAINT question_usage_rollup_id_check CHECK (id)
);

CREATE TABLE public.questions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    question text NOT NULL,
    options jsonb NOT NULL,
    correct_index smallint NOT NULL,
    explanation text NOT NULL,
    difficulty text NOT NULL,
    category text NOT NULL,
    source text DEFAULT 'manual'::text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    points smallint DEFAULT 10 NOT NULL,
    created_by uuid,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    times_served integer DEFAULT 0 NOT NULL,
    times_right integer DEFAULT 0 NOT NULL,
    question_key text GENERATED ALWAYS AS (btrim(regexp_replace(lower(question), '[^a-z0-9]+'::text, ' '::text, 'g'::text))) STORED,
    pool text DEFAULT 'practice'::text NOT NULL,
    retired_at timestamp with time zone,
    CONSTRAINT questions_correct_index_check CHECK (((correct_index >= 0) AND (correct_index <= 3))),
    CONSTRAINT questions_difficulty_check CHECK ((difficulty = ANY (ARRAY['easy'::text, 'medium'::text, 'hard'::text]))),
    CONSTRAINT questions_explanation_check CHECK ((length(explanation) >= 20)),
    CONSTRAINT questions_options_check CHECK (((jsonb_typeof(options) = 'array'::text) AND (jsonb_array_length(options) = 4))),
    CONSTRAINT questions_points_check CHECK (((points >= 1) AND (points <= 100))),
    CONSTRAINT questions_pool_check CHECK ((pool = ANY (ARRAY['practice'::text, 'tournament'::text]))),
    CONSTRAINT questions_source_check CHECK ((source = ANY (ARRAY['seed'::text, 'manual'::text, 'ai'::text, 'import'::text])))
);

CREATE TABLE public.quiz_answers (
    session_id uuid NOT NULL,
    "position" smallint NOT NULL,
    question_id uuid NOT NULL,
    served_at timestamp with time zone,
    deadline_at timestamp with time zone,
    answered_at timestamp with time zone,
    answer_index smallint,
    is_correct boolean,
    timed_out boolean DEFAULT false NOT NULL,
    stake bigint,
    bet_result public.bet_result,
    win_amount bigint,
    attempts smallint DEFAULT 0 NOT NULL,
    option_order smallint[],
    salt text DEFAULT replace((gen_random_uuid())::text, '-'::text, ''::text) NOT NULL,
    key_index smallint NOT NULL,
    user_id uuid NOT NULL
);

CREATE TABLE public.quiz_counter_changes (
    started bigint NOT NULL,
    completed bigint NOT NULL,
    score_sum numeric NOT NULL
);

CREATE TABLE public.quiz_counters (
    id boolean DEFAULT true NOT NULL,
    started bigint NOT NULL,
    completed bigint NOT NULL,
    score_sum numeric NOT NULL,
    CONSTRAINT quiz_counters_id_check CHECK (id)
);

CREATE TABLE public.quiz_sessions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    difficulty public.quiz_difficulty NOT NULL,
    mode public.quiz_mode NOT NULL,
    stake bigint,
    status public.quiz_status DEFAULT 'active'::text NOT NULL,
    question_count smallint NOT NULL,
    correct_answers smallint DEFAULT 0 NOT NULL,
    score integer DEFAULT 0 NOT NULL,
    reward bigint DEFAULT 0 NOT NULL,
    streak_bonus bigint DEFAULT 0 NOT NULL,
    xp_gained integer DEFAULT 0 NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    completed_at timestamp with time zone,
    total_time_ms integer DEFAULT 0 NOT NULL,
    CONSTRAINT quiz_sessions_stake_check CHECK (((stake IS NULL) OR (stake > 0)))
);

CREATE TABLE public.rate_limits (
    key text NOT NULL,
    window_start timestamp with time zone NOT NULL,
    hits integer DEFAULT 0 NOT NULL
);

CREATE TABLE public.referral_codes (
    code text NOT NULL,
    user_id uuid NOT NULL
);

CREATE TABLE public.referral_refusals (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    referrer_id uuid,
    code text NOT NULL,
    reason public.referral_refusal_reason NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE public.referral_refusals ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.referral_refusals_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.referrals (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    referrer_id uuid NOT NULL,
    user_id uuid NOT NULL,
    code text NOT NULL,
    status public.referral_status DEFAULT 'pending'::text NOT NULL,
    reward_amount bigint DEFAULT 0 NOT NULL,
    referred_reward_amount bigint DEFAULT 0 NOT NULL,
    bonus_sent boolean DEFAULT false NOT NULL,
    cancel_reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    processed_at timestamp with time zone,
    CONSTRAINT referrals_check CHECK ((referrer_id <> user_id)),
    CONSTRAINT referrals_referred_reward_amount_check CHECK ((referred_reward_amount >= 0)),
    CONSTRAINT referrals_reward_amount_check CHECK ((reward_amount >= 0))
);

CREATE TABLE public.refresh_token_hashes (
    token_hash text NOT NULL,
    user_id uuid NOT NULL,
    token_id uuid NOT NULL
);

CREATE TABLE public.refresh_tokens (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    family_id uuid NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    revoked_at timestamp with time zone
);

CREATE TABLE public.risk_scores (
    user_id uuid NOT NULL,
    score smallint NOT NULL,
    level text NOT NULL,
    reasons jsonb NOT NULL,
    scored_at timestamp with time zone NOT NULL,
    CONSTRAINT risk_scores_level_check CHECK ((level = ANY (ARRAY['low'::text, 'medium'::text, 'high'::text]))),
    CONSTRAINT risk_scores_score_check CHECK (((score >= 0) AND (score <= 100)))
);

CREATE TABLE public.schema_functions (
    path text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.schema_migrations (
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.security_flags (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    code text NOT NULL,
    reason text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    resolved_at timestamp with time zone
);

ALTER TABLE public.security_flags ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.security_flags_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.seed_markers (
    key text NOT NULL,
    seeded_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.sign_in_signals (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    device_hash text,
    address_hash text NOT NULL,
    method text,
    CONSTRAINT sign_in_signals_method_check CHECK ((method = ANY (ARRAY['password'::text, 'telegram'::text])))
);

ALTER TABLE public.sign_in_signals ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sign_in_signals_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.system_accounts (
    id bigint DEFAULT nextval('public.accounts_id_seq'::regclass) NOT NULL,
    code text NOT NULL
);

CREATE TABLE public.system_journals (
    id bigint DEFAULT nextval('public.journals_id_seq'::regclass) NOT NULL,
    type public.journal_type NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    reference text,
    reverses bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.system_postings (
    journal_id bigint NOT NULL,
    id bigint DEFAULT nextval('public.postings_id_seq'::regclass) NOT NULL,
    system_account_id bigint NOT NULL,
    amount bigint NOT NULL,
    CONSTRAINT system_postings_amount_check CHECK ((amount <> 0))
);

CREATE TABLE public.task_completions (
    task_id uuid NOT NULL,
    user_id uuid NOT NULL,
    period text NOT NULL,
    reward bigint NOT NULL,
    journal_id bigint,
    proof_id uuid,
    data jsonb DEFAULT '{}'::jsonb NOT NULL,
    completed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT task_completions_reward_check CHECK ((reward >= 0))
);

CREATE TABLE public.task_proofs (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    task_id uuid NOT NULL,
    task_type text NOT NULL,
    user_id uuid NOT NULL,
    period text NOT NULL,
    username text NOT NULL,
    task_url text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    content_type text NOT NULL,
    screenshot bytea NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    submitted_at timestamp with time zone DEFAULT now() NOT NULL,
    reviewed_by uuid,
    reviewed_at timestamp with time zone,
    rejection_reason text,
    CONSTRAINT task_proofs_description_check CHECK ((length(description) <= 1000)),
    CONSTRAINT task_proofs_rejection_reason_check CHECK ((length(rejection_reason) <= 500)),
    CONSTRAINT task_proofs_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text]))),
    CONSTRAINT task_proofs_task_url_check CHECK (((length(task_url) >= 1) AND (length(task_url) <= 500))),
    CONSTRAINT task_proofs_username_check CHECK (((length(username) >= 1) AND (length(username) <= 100)))
);

CREATE TABLE public.task_starts (
    task_id uuid NOT NULL,
    user_id uuid NOT NULL,
    period text NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.tasks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    type text NOT NULL,
    title text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    reward bigint NOT NULL,
    action text DEFAULT 'share'::text NOT NULL,
    link text,
    partner_name text,
    verification text NOT NULL,
    requirements jsonb DEFAULT '{}'::jsonb NOT NULL,
    max_completions integer DEFAULT 0 NOT NULL,
    completions integer DEFAULT 0 NOT NULL,
    failed_verifications integer DEFAULT 0 NOT NULL,
    start_date timestamp with time zone,
    end_date timestamp with time zone,
    is_active boolean DEFAULT true NOT NULL,
    activated_at timestamp with time zone,
    created_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    translations jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT tasks_action_check CHECK ((action = ANY (ARRAY['share'::text, 'invite'::text, 'social'::text, 'subscribe'::text, 'create'::text, 'join'::text, 'game'::text, 'survey'::text, 'watch'::text, 'download'::text]))),
    CONSTRAINT tasks_check CHECK (((end_date IS NULL) OR (start_date IS NULL) OR (end_date > start_date))),
    CONSTRAINT tasks_check1 CHECK (((max_completions = 0) OR (completions <= max_completions))),
    CONSTRAINT tasks_completions_check CHECK ((completions >= 0)),
    CONSTRAINT tasks_description_check CHECK ((length(description) <= 2000)),
    CONSTRAINT tasks_link_check CHECK ((length(link) <= 500)),
    CONSTRAINT tasks_max_completions_check CHECK ((max_completions >= 0)),
    CONSTRAINT tasks_partner_name_check CHECK ((length(partner_name) <= 80)),
    CONSTRAINT tasks_requirements_check CHECK ((jsonb_typeof(requirements) = 'object'::text)),
    CONSTRAINT tasks_reward_check CHECK ((reward >= 0)),
    CONSTRAINT tasks_title_check CHECK (((length(title) >= 1) AND (length(title) <= 120))),
    CONSTRAINT tasks_type_check CHECK ((type = ANY (ARRAY['daily'::text, 'marketing'::text, 'partner'::text, 'referral'::text]))),
    CONSTRAINT tasks_verification_check CHECK ((verification = ANY (ARRAY['quiz'::text, 'telegram_channel'::text, 'referrals'::text, 'daily_login'::text, 'proof'::text, 'link'::text])))
);

CREATE TABLE public.telegram_ids (
    telegram_id bigint NOT NULL,
    user_id uuid NOT NULL
);

CREATE TABLE public.telegram_link_code_hashes (
    code_hash text NOT NULL,
    user_id uuid NOT NULL
);

CREATE TABLE public.telegram_link_codes (
    code_hash text NOT NULL,
    user_id uuid NOT NULL,
    telegram_username text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone,
    telegram_id bigint
);

CREATE TABLE public.telegram_updates (
    update_id bigint NOT NULL,
    received_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.tournament_answers (
    tournament_id uuid NOT NULL,
    user_id uuid NOT NULL,
    "position" smallint NOT NULL,
    question_id uuid NOT NULL,
    served_at timestamp with time zone,
    deadline_at timestamp with time zone,
    answered_at timestamp with time zone,
    answer_index smallint,
    is_correct boolean,
    option_order smallint[],
    attempts smallint DEFAULT 0 NOT NULL,
    salt text DEFAULT replace((gen_random_uuid())::text, '-'::text, ''::text) NOT NULL,
    key_index smallint NOT NULL
);

CREATE TABLE public.tournament_participants (
    tournament_id uuid NOT NULL,
    user_id uuid NOT NULL,
    seat integer NOT NULL,
    joined_at timestamp with time zone DEFAULT now() NOT NULL,
    fee_journal_id bigint,
    run_id uuid DEFAULT gen_random_uuid() NOT NULL,
    run_started_at timestamp with time zone,
    run_finished_at timestamp with time zone,
    correct_answers smallint,
    time_ms integer,
    rank integer,
    prize bigint
);

CREATE TABLE public.tournament_questions (
    tournament_id uuid NOT NULL,
    "position" smallint NOT NULL,
    question_id uuid NOT NULL
);

CREATE TABLE public.tournaments (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    category text DEFAULT 'general'::text NOT NULL,
    rules text DEFAULT ''::text NOT NULL,
    difficulty public.quiz_difficulty NOT NULL,
    question_count smallint NOT NULL,
    seconds_per_question smallint NOT NULL,
    entry_fee bigint NOT NULL,
    house_prize bigint DEFAULT 0 NOT NULL,
    fee_basis_points integer NOT NULL,
    prize_split smallint[] NOT NULL,
    max_participants integer NOT NULL,
    current_participants integer DEFAULT 0 NOT NULL,
    entry_fees bigint DEFAULT 0 NOT NULL,
    status public.tournament_status DEFAULT 'active'::text NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone NOT NULL,
    creator_id uuid,
    sponsored boolean DEFAULT false NOT NULL,
    pool_account_id bigint NOT NULL,
    sponsor_journal_id bigint,
    winner_id uuid,
    winner_score integer,
    winner_amount bigint,
    app_fee bigint,
    settled_at timestamp with time zone,
    settled_by uuid,
    cancel_reason text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    translations jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT tournaments_check CHECK ((current_participants <= max_participants)),
    CONSTRAINT tournaments_check1 CHECK ((ends_at > starts_at)),
    CONSTRAINT tournaments_entry_fee_check CHECK ((entry_fee >= 0)),
    CONSTRAINT tournaments_entry_fees_check CHECK ((entry_fees >= 0)),
    CONSTRAINT tournaments_fee_basis_points_check CHECK (((fee_basis_points >= 0) AND (fee_basis_points <= 10000))),
    CONSTRAINT tournaments_house_prize_check CHECK ((house_prize >= 0)),
    CONSTRAINT tournaments_max_participants_check CHECK (((max_participants >= 2) AND (max_participants <= 10000))),
    CONSTRAINT tournaments_name_check CHECK (((length(name) >= 1) AND (length(name) <= 100))),
    CONSTRAINT tournaments_question_count_check CHECK (((question_count >= 1) AND (question_count <= 50))),
    CONSTRAINT tournaments_seconds_per_question_check CHECK (((seconds_per_question >= 5) AND (seconds_per_question <= 120)))
);

CREATE TABLE public.transaction_counter_changes (
    type text NOT NULL,
    status text NOT NULL,
    count bigint NOT NULL,
    amount bigint NOT NULL,
    day date
);

CREATE TABLE public.transaction_counters (
    type text NOT NULL,
    status text NOT NULL,
    count bigint NOT NULL,
    amount bigint NOT NULL
);

CREATE TABLE public.transaction_days (
    day date NOT NULL,
    type text NOT NULL,
    status text NOT NULL,
    count bigint NOT NULL,
    amount bigint NOT NULL
);

CREATE TABLE public.transactions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    type text NOT NULL,
    amount bigint NOT NULL,
    fee bigint DEFAULT 0 NOT NULL,
    status text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    network text,
    wallet_address text,
    tx_hash text,
    details jsonb DEFAULT '{}'::jsonb NOT NULL,
    journal_id bigint,
    reviewed_by uuid,
    reviewed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    tx_hash_key text GENERATED ALWAYS AS (lower(regexp_replace(regexp_replace(tx_hash, '[\s\u00a0\u00ad\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+'::text, ''::text, 'g'::text), '^0x'::text, ''::text, 'i'::text))) STORED,
    reference_key text GENERATED ALWAYS AS (lower(regexp_replace(regexp_replace((details ->> 'reference'::text), '[\s\u00a0\u00ad\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+'::text, ''::text, 'g'::text), '^0x'::text, ''::text, 'i'::text))) STORED,
    CONSTRAINT transactions_amount_check CHECK ((amount >= 0)),
    CONSTRAINT transactions_fee_check CHECK ((fee >= 0)),
    CONSTRAINT transactions_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'processing'::text, 'completed'::text, 'failed'::text, 'rejected'::text])))
);

CREATE TABLE public.two_factor_recovery_codes (
    user_id uuid NOT NULL,
    code_hash text NOT NULL,
    used_at timestamp with time zone
);

CREATE TABLE public.two_factor_secrets (
    user_id uuid NOT NULL,
    secret_encrypted text NOT NULL,
    enabled_at timestamp with time zone,
    last_used_step bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.user_achievements (
    user_id uuid NOT NULL,
    achievement_id text NOT NULL,
    unlocked_at timestamp with time zone DEFAULT now() NOT NULL
);

CREATE TABLE public.user_avatars (
    user_id uuid NOT NULL,
    content_type text NOT NULL,
    width integer NOT NULL,
    height integer NOT NULL,
    bytes bytea NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_avatars_bytes_check CHECK (((octet_length(bytes) >= 1) AND (octet_length(bytes) <= 262144))),
    CONSTRAINT user_avatars_content_type_check CHECK ((content_type = ANY (ARRAY['image/png'::text, 'image/jpeg'::text, 'image/webp'::text]))),
    CONSTRAINT user_avatars_height_check CHECK (((height >= 1) AND (height <= 400))),
    CONSTRAINT user_avatars_width_check CHECK (((width >= 1) AND (width <= 400)))
);

CREATE TABLE public.user_blocks (
    id bigint NOT NULL,
    user_id uuid NOT NULL,
    reason text NOT NULL,
    blocked_at timestamp with time zone DEFAULT now() NOT NULL,
    until timestamp with time zone,
    blocked_by uuid,
    lifted_at timestamp with time zone,
    lifted_by uuid,
    CONSTRAINT user_blocks_reason_check CHECK (((length(reason) >= 1) AND (length(reason) <= 500)))
);

ALTER TABLE public.user_blocks ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.user_blocks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

CREATE TABLE public.user_counters (
    status text NOT NULL,
    telegram boolean NOT NULL,
    count bigint NOT NULL
);

CREATE TABLE public.user_roles (
    user_id uuid NOT NULL,
    role text NOT NULL,
    granted_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT user_roles_role_check CHECK ((role = ANY (ARRAY['player'::text, 'admin'::text])))
);

CREATE TABLE public.usernames (
    lower_username text NOT NULL,
    user_id uuid NOT NULL
);

CREATE TABLE public.users (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    username text,
    avatar text,
    status public.user_status DEFAULT 'active'::text NOT NULL,
    blocked_until timestamp with time zone,
    timezone text DEFAULT 'UTC'::text NOT NULL,
    level integer DEFAULT 1 NOT NULL,
    total_xp bigint DEFAULT 0 NOT NULL,
    tournaments_won integer DEFAULT 0 NOT NULL,
    total_tournaments integer DEFAULT 0 NOT NULL,
    questions_answered integer DEFAULT 0 NOT NULL,
    quizzes_completed integer DEFAULT 0 NOT NULL,
    correct_answers integer DEFAULT 0 NOT NULL,
    total_score bigint DEFAULT 0 NOT NULL,
    quiz_streak integer DEFAULT 0 NOT NULL,
    daily_streak integer DEFAULT 0 NOT NULL,
    last_bonus_claim_date date,
    last_bonus_claim_at timestamp with time zone,
    rank text DEFAULT 'Bronze'::text NOT NULL,
    total_earned bigint DEFAULT 0 NOT NULL,
    total_deposited bigint DEFAULT 0 NOT NULL,
    total_withdrawn bigint DEFAULT 0 NOT NULL,
    referral_earnings bigint DEFAULT 0 NOT NULL,
    tasks_completed integer DEFAULT 0 NOT NULL,
    has_deposited boolean DEFAULT false NOT NULL,
    withdrawal_enabled boolean DEFAULT true NOT NULL,
    is_verified boolean DEFAULT false NOT NULL,
    telegram_id bigint,
    telegram_username text,
    telegram_full_name text,
    telegram_photo_url text,
    referral_code text NOT NULL,
    referrer_id uuid,
    join_date timestamp with time zone DEFAULT now() NOT NULL,
    last_seen timestamp with time zone DEFAULT now() NOT NULL,
    timezone_changed_at timestamp with time zone,
    challenge_wins integer DEFAULT 0 NOT NULL,
    telegram_can_message boolean DEFAULT false NOT NULL,
    telegram_blocked_at timestamp with time zone,
    closed_at timestamp with time zone,
    bonus_reminded_at timestamp with time zone,
    language text,
    CONSTRAINT users_language_check CHECK ((language = ANY (ARRAY['en'::text, 'es'::text, 'fr'::text, 'de'::text, 'zh'::text]))),
    CONSTRAINT users_level_check CHECK ((level >= 1)),
    CONSTRAINT users_total_xp_check CHECK ((total_xp >= 0))
);

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.achievements
    ADD CONSTRAINT achievements_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.activities
    ADD CONSTRAINT activities_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.admin_sessions
    ADD CONSTRAINT admin_sessions_pkey PRIMARY KEY (user_id, session_id);

ALTER TABLE ONLY public.admin_setup_tokens
    ADD CONSTRAINT admin_setup_tokens_pkey PRIMARY KEY (token_hash);

ALTER TABLE ONLY public.analytics_active_days
    ADD CONSTRAINT analytics_active_days_pkey PRIMARY KEY (user_id, day);

ALTER TABLE ONLY public.analytics_cohorts
    ADD CONSTRAINT analytics_cohorts_pkey PRIMARY KEY (cohort_day);

ALTER TABLE ONLY public.analytics_daily
    ADD CONSTRAINT analytics_daily_pkey PRIMARY KEY (day);

ALTER TABLE ONLY public.analytics_hourly
    ADD CONSTRAINT analytics_hourly_pkey PRIMARY KEY (hour);

ALTER TABLE ONLY public.analytics_last_active_counts
    ADD CONSTRAINT analytics_last_active_counts_pkey PRIMARY KEY (day);

ALTER TABLE ONLY public.analytics_last_active
    ADD CONSTRAINT analytics_last_active_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.analytics_money_daily
    ADD CONSTRAINT analytics_money_daily_pkey PRIMARY KEY (day, type);

ALTER TABLE ONLY public.analytics_money_hourly
    ADD CONSTRAINT analytics_money_hourly_pkey PRIMARY KEY (hour, type);

ALTER TABLE ONLY public.analytics_money_slices
    ADD CONSTRAINT analytics_money_slices_pkey PRIMARY KEY (slice, type);

ALTER TABLE ONLY public.analytics_refreshes
    ADD CONSTRAINT analytics_refreshes_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.analytics_slices
    ADD CONSTRAINT analytics_slices_pkey PRIMARY KEY (slice);

ALTER TABLE ONLY public.answer_resettlements
    ADD CONSTRAINT answer_resettlements_pkey PRIMARY KEY (user_id, correction_id, session_id, "position");

ALTER TABLE ONLY public.app_settings
    ADD CONSTRAINT app_settings_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.bonus_play_throughs
    ADD CONSTRAINT bonus_play_throughs_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.broadcast_reads
    ADD CONSTRAINT broadcast_reads_pkey PRIMARY KEY (user_id, broadcast_id);

ALTER TABLE ONLY public.broadcast_telegram_deliveries
    ADD CONSTRAINT broadcast_telegram_deliveries_pkey PRIMARY KEY (broadcast_id, user_id);

ALTER TABLE ONLY public.broadcasts
    ADD CONSTRAINT broadcasts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.chain_cursors
    ADD CONSTRAINT chain_cursors_pkey PRIMARY KEY (deposit_address_id);

ALTER TABLE ONLY public.chain_transfers
    ADD CONSTRAINT chain_transfers_pkey PRIMARY KEY (network, tx_hash, log_index);

ALTER TABLE ONLY public.daily_bonus_claims
    ADD CONSTRAINT daily_bonus_claims_pkey PRIMARY KEY (user_id, claim_date, claim_no);

ALTER TABLE ONLY public.deposit_addresses
    ADD CONSTRAINT deposit_addresses_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.deposit_intents
    ADD CONSTRAINT deposit_intents_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.deposit_memos
    ADD CONSTRAINT deposit_memos_pkey PRIMARY KEY (memo);

ALTER TABLE ONLY public.deposit_proofs
    ADD CONSTRAINT deposit_proofs_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.deposit_references
    ADD CONSTRAINT deposit_references_pkey PRIMARY KEY (network, reference_key);

ALTER TABLE ONLY public.email_addresses
    ADD CONSTRAINT email_addresses_pkey PRIMARY KEY (email);

ALTER TABLE ONLY public.email_identities
    ADD CONSTRAINT email_identities_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.email_token_hashes
    ADD CONSTRAINT email_token_hashes_pkey PRIMARY KEY (token_hash);

ALTER TABLE ONLY public.email_tokens
    ADD CONSTRAINT email_tokens_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.fraud_rescore_due
    ADD CONSTRAINT fraud_rescore_due_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.idempotency_keys
    ADD CONSTRAINT idempotency_keys_pkey PRIMARY KEY (user_id, key);

ALTER TABLE ONLY public.journals
    ADD CONSTRAINT journals_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.leaderboard_bands
    ADD CONSTRAINT leaderboard_bands_pkey PRIMARY KEY (period, band);

ALTER TABLE ONLY public.leaderboard_entries
    ADD CONSTRAINT leaderboard_entries_pkey PRIMARY KEY (period, user_id);

ALTER TABLE ONLY public.mini_app_sessions
    ADD CONSTRAINT mini_app_sessions_pkey PRIMARY KEY (user_id, session_id);

ALTER TABLE ONLY public.networks
    ADD CONSTRAINT networks_pkey PRIMARY KEY (code);

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.notification_unread_counts
    ADD CONSTRAINT notification_unread_counts_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.play_breaks
    ADD CONSTRAINT play_breaks_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.play_limits
    ADD CONSTRAINT play_limits_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.postings
    ADD CONSTRAINT postings_pkey PRIMARY KEY (user_id, journal_id, id);

ALTER TABLE ONLY public.practice_quiz_answers
    ADD CONSTRAINT practice_quiz_answers_pkey PRIMARY KEY (session_id, "position");

ALTER TABLE ONLY public.practice_quiz_sessions
    ADD CONSTRAINT practice_quiz_sessions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.question_disputes
    ADD CONSTRAINT question_disputes_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.question_disputes
    ADD CONSTRAINT question_disputes_question_id_user_id_key UNIQUE (question_id, user_id);

ALTER TABLE ONLY public.question_drafts
    ADD CONSTRAINT question_drafts_generation_id_position_key UNIQUE (generation_id, "position");

ALTER TABLE ONLY public.question_drafts
    ADD CONSTRAINT question_drafts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.question_generations
    ADD CONSTRAINT question_generations_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.question_key_corrections
    ADD CONSTRAINT question_key_corrections_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.question_usage_rollup
    ADD CONSTRAINT question_usage_rollup_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.questions
    ADD CONSTRAINT questions_question_key UNIQUE (question);

ALTER TABLE ONLY public.quiz_answers
    ADD CONSTRAINT quiz_answers_pkey PRIMARY KEY (user_id, session_id, "position");

ALTER TABLE ONLY public.quiz_counters
    ADD CONSTRAINT quiz_counters_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.quiz_sessions
    ADD CONSTRAINT quiz_sessions_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.rate_limits
    ADD CONSTRAINT rate_limits_pkey PRIMARY KEY (key, window_start);

ALTER TABLE ONLY public.referral_codes
    ADD CONSTRAINT referral_codes_pkey PRIMARY KEY (code);

ALTER TABLE ONLY public.referral_refusals
    ADD CONSTRAINT referral_refusals_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.referrals
    ADD CONSTRAINT referrals_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.referrals
    ADD CONSTRAINT referrals_user_id_key UNIQUE (user_id);

ALTER TABLE ONLY public.refresh_token_hashes
    ADD CONSTRAINT refresh_token_hashes_pkey PRIMARY KEY (token_hash);

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.risk_scores
    ADD CONSTRAINT risk_scores_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.schema_functions
    ADD CONSTRAINT schema_functions_pkey PRIMARY KEY (path);

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (name);

ALTER TABLE ONLY public.security_flags
    ADD CONSTRAINT security_flags_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.seed_markers
    ADD CONSTRAINT seed_markers_pkey PRIMARY KEY (key);

ALTER TABLE ONLY public.sign_in_signals
    ADD CONSTRAINT sign_in_signals_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.system_accounts
    ADD CONSTRAINT system_accounts_code_key UNIQUE (code);

ALTER TABLE ONLY public.system_accounts
    ADD CONSTRAINT system_accounts_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.system_journals
    ADD CONSTRAINT system_journals_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.system_postings
    ADD CONSTRAINT system_postings_pkey PRIMARY KEY (journal_id, id);

ALTER TABLE ONLY public.task_completions
    ADD CONSTRAINT task_completions_pkey PRIMARY KEY (task_id, user_id, period);

ALTER TABLE ONLY public.task_proofs
    ADD CONSTRAINT task_proofs_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.task_starts
    ADD CONSTRAINT task_starts_pkey PRIMARY KEY (task_id, user_id, period);

ALTER TABLE ONLY public.tasks
    ADD CONSTRAINT tasks_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.telegram_ids
    ADD CONSTRAINT telegram_ids_pkey PRIMARY KEY (telegram_id);

ALTER TABLE ONLY public.telegram_link_code_hashes
    ADD CONSTRAINT telegram_link_code_hashes_pkey PRIMARY KEY (code_hash);

ALTER TABLE ONLY public.telegram_link_codes
    ADD CONSTRAINT telegram_link_codes_pkey PRIMARY KEY (user_id, code_hash);

ALTER TABLE ONLY public.telegram_updates
    ADD CONSTRAINT telegram_updates_pkey PRIMARY KEY (update_id);

ALTER TABLE ONLY public.tournament_answers
    ADD CONSTRAINT tournament_answers_pkey PRIMARY KEY (tournament_id, user_id, "position");

ALTER TABLE ONLY public.tournament_participants
    ADD CONSTRAINT tournament_participants_pkey PRIMARY KEY (tournament_id, user_id);

ALTER TABLE ONLY public.tournament_participants
    ADD CONSTRAINT tournament_participants_user_id_run_id_key UNIQUE (user_id, run_id);

ALTER TABLE ONLY public.tournament_questions
    ADD CONSTRAINT tournament_questions_pkey PRIMARY KEY (tournament_id, "position");

ALTER TABLE ONLY public.tournaments
    ADD CONSTRAINT tournaments_pkey PRIMARY KEY (id);

ALTER TABLE ONLY public.tournaments
    ADD CONSTRAINT tournaments_pool_account_id_key UNIQUE (pool_account_id);

ALTER TABLE ONLY public.transaction_counters
    ADD CONSTRAINT transaction_counters_pkey PRIMARY KEY (type, status);

ALTER TABLE ONLY public.transaction_days
    ADD CONSTRAINT transaction_days_pkey PRIMARY KEY (day, type, status);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.two_factor_recovery_codes
    ADD CONSTRAINT two_factor_recovery_codes_pkey PRIMARY KEY (user_id, code_hash);

ALTER TABLE ONLY public.two_factor_secrets
    ADD CONSTRAINT two_factor_secrets_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.user_achievements
    ADD CONSTRAINT user_achievements_pkey PRIMARY KEY (user_id, achievement_id);

ALTER TABLE ONLY public.user_avatars
    ADD CONSTRAINT user_avatars_pkey PRIMARY KEY (user_id);

ALTER TABLE ONLY public.user_blocks
    ADD CONSTRAINT user_blocks_pkey PRIMARY KEY (user_id, id);

ALTER TABLE ONLY public.user_counters
    ADD CONSTRAINT user_counters_pkey PRIMARY KEY (status, telegram);

ALTER TABLE ONLY public.user_roles
    ADD CONSTRAINT user_roles_pkey PRIMARY KEY (user_id, role);

ALTER TABLE ONLY public.usernames
    ADD CONSTRAINT usernames_pkey PRIMARY KEY (lower_username);

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

CREATE UNIQUE INDEX accounts_user_kind_idx ON public.accounts USING btree (user_id, kind);

CREATE INDEX analytics_last_active_day_idx ON public.analytics_last_active USING btree (day);

CREATE INDEX audit_log_action_idx ON public.audit_log USING btree (action, created_at DESC, id DESC);

CREATE INDEX audit_log_actor_idx ON public.audit_log USING btree (actor_id, created_at DESC, id DESC);

CREATE INDEX audit_log_created_idx ON public.audit_log USING btree (created_at DESC);

CREATE INDEX broadcasts_created_idx ON public.broadcasts USING btree (created_at);

CREATE INDEX chain_transfers_trace_idx ON public.chain_transfers USING btree (network, trace_hash) WHERE (trace_hash IS NOT NULL);

CREATE INDEX chain_transfers_unmatched_idx ON public.chain_transfers USING btree (seen_at DESC) WHERE (status = 'unmatched'::text);

CREATE INDEX daily_bonus_claims_date_idx ON public.daily_bonus_claims USING btree (claim_date);

CREATE INDEX daily_bonus_claims_recent_idx ON public.daily_bonus_claims USING btree (claimed_at DESC, user_id DESC, claim_no DESC);

CREATE UNIQUE INDEX deposit_addresses_network_address_idx ON public.deposit_addresses USING btree (network, address);

CREATE INDEX deposit_intents_user_idx ON public.deposit_intents USING btree (user_id, created_at DESC);

CREATE INDEX email_tokens_expires_at ON public.email_tokens USING btree (expires_at);

CREATE INDEX email_tokens_user_id ON public.email_tokens USING btree (user_id, purpose);

CREATE INDEX journals_created_idx ON public.journals USING btree (created_at);

CREATE INDEX leaderboard_band_changes_idx ON public.leaderboard_band_changes USING btree (period, band);

CREATE INDEX leaderboard_entries_rank_idx ON public.leaderboard_entries USING btree (period, band DESC, earnings DESC, user_id);

CREATE INDEX notifications_created_idx ON public.notifications USING btree (created_at);

CREATE INDEX notifications_unread_idx ON public.notifications USING btree (user_id) WHERE (read_at IS NULL);

CREATE INDEX play_breaks_user_idx ON public.play_breaks USING btree (user_id, ends_at DESC);

CREATE INDEX play_limits_user_idx ON public.play_limits USING btree (user_id, kind, applies_from DESC);

CREATE INDEX postings_account_idx ON public.postings USING btree (account_id) WHERE (account_id IS NOT NULL);

CREATE INDEX practice_quiz_sessions_expires_idx ON public.practice_quiz_sessions USING btree (expires_at);

CREATE INDEX question_disputes_id_idx ON public.question_disputes USING btree (id);

CREATE INDEX question_disputes_open_idx ON public.question_disputes USING btree (status, created_at DESC, id DESC);

CREATE INDEX question_generations_created_idx ON public.question_generations USING btree (created_at DESC, id DESC);

CREATE INDEX question_key_corrections_question_idx ON public.question_key_corrections USING btree (question_id);

CREATE INDEX questions_active_list_idx ON public.questions USING btree (is_active, created_at DESC, id DESC);

CREATE INDEX questions_category_list_idx ON public.questions USING btree (category, created_at DESC, id DESC);

CREATE INDEX questions_difficulty_list_idx ON public.questions USING btree (difficulty, created_at DESC, id DESC);

CREATE INDEX questions_key_idx ON public.questions USING btree (question_key);

CREATE INDEX questions_list_idx ON public.questions USING btree (created_at DESC, id DESC);

CREATE INDEX questions_pick_idx ON public.questions USING btree (pool, difficulty, is_active);

CREATE INDEX questions_pool_list_idx ON public.questions USING btree (pool, created_at DESC, id DESC);

CREATE INDEX questions_search_idx ON public.questions USING gin (question public.gin_trgm_ops);

CREATE INDEX questions_source_list_idx ON public.questions USING btree (source, created_at DESC, id DESC);

CREATE UNIQUE INDEX quiz_answers_question_idx ON public.quiz_answers USING btree (question_id, user_id, session_id);

CREATE INDEX quiz_sessions_completed_idx ON public.quiz_sessions USING btree (completed_at) WHERE (completed_at IS NOT NULL);

CREATE UNIQUE INDEX quiz_sessions_one_active_idx ON public.quiz_sessions USING btree (user_id) WHERE ((status)::text = 'active'::text);

CREATE INDEX quiz_sessions_started_idx ON public.quiz_sessions USING btree (started_at);

CREATE INDEX quiz_sessions_user_idx ON public.quiz_sessions USING btree (user_id, started_at DESC);

CREATE INDEX referral_refusals_created_idx ON public.referral_refusals USING btree (created_at DESC);

CREATE INDEX referrals_created_idx ON public.referrals USING btree (created_at DESC, id DESC);

CREATE INDEX referrals_referrer_idx ON public.referrals USING btree (referrer_id, created_at DESC, id DESC);

CREATE INDEX referrals_status_idx ON public.referrals USING btree (status, created_at DESC, id DESC);

CREATE INDEX refresh_tokens_family_idx ON public.refresh_tokens USING btree (user_id, family_id);

CREATE INDEX risk_scores_score_idx ON public.risk_scores USING btree (score DESC, user_id);

CREATE INDEX security_flags_id_idx ON public.security_flags USING btree (id);

CREATE INDEX security_flags_open_idx ON public.security_flags USING btree (created_at DESC, id DESC) WHERE (resolved_at IS NULL);

CREATE INDEX security_flags_user_idx ON public.security_flags USING btree (user_id, created_at DESC);

CREATE INDEX sign_in_signals_address_idx ON public.sign_in_signals USING btree (address_hash, user_id);

CREATE INDEX sign_in_signals_device_idx ON public.sign_in_signals USING btree (device_hash, user_id) WHERE (device_hash IS NOT NULL);

CREATE INDEX sign_in_signals_telegram_at_idx ON public.sign_in_signals USING btree (at) WHERE (method = 'telegram'::text);

CREATE INDEX sign_in_signals_user_idx ON public.sign_in_signals USING btree (user_id, at DESC);

CREATE INDEX system_journals_created_idx ON public.system_journals USING btree (created_at);

CREATE INDEX task_completions_user_idx ON public.task_completions USING btree (user_id, completed_at DESC);

CREATE INDEX task_proofs_id_idx ON public.task_proofs USING btree (id);

CREATE INDEX task_proofs_list_idx ON public.task_proofs USING btree (submitted_at DESC, id DESC);

CREATE UNIQUE INDEX task_proofs_one_pending_idx ON public.task_proofs USING btree (task_id, user_id) WHERE (status = 'pending'::text);

CREATE INDEX task_proofs_pending_idx ON public.task_proofs USING btree (submitted_at) WHERE (status = 'pending'::text);

CREATE INDEX task_proofs_player_idx ON public.task_proofs USING btree (user_id, task_id, submitted_at DESC);

CREATE INDEX task_proofs_status_idx ON public.task_proofs USING btree (status, submitted_at DESC, id DESC);

CREATE INDEX task_proofs_task_list_idx ON public.task_proofs USING btree (task_id, submitted_at DESC, id DESC);

CREATE INDEX task_proofs_type_idx ON public.task_proofs USING btree (task_type, status, submitted_at DESC, id DESC);

CREATE INDEX task_proofs_type_only_idx ON public.task_proofs USING btree (task_type, submitted_at DESC, id DESC);

CREATE INDEX task_proofs_user_list_idx ON public.task_proofs USING btree (user_id, submitted_at DESC, id DESC);

CREATE INDEX task_starts_user_idx ON public.task_starts USING btree (user_id, period);

CREATE INDEX tasks_admin_idx ON public.tasks USING btree (created_at DESC, id DESC) WHERE (deleted_at IS NULL);

CREATE INDEX tasks_live_idx ON public.tasks USING btree (type, created_at DESC) WHERE ((deleted_at IS NULL) AND is_active);

CREATE INDEX telegram_link_codes_user_idx ON public.telegram_link_codes USING btree (user_id, created_at DESC);

CREATE INDEX telegram_updates_received_at ON public.telegram_updates USING btree (received_at);

CREATE INDEX tournament_answers_user_answered_idx ON public.tournament_answers USING btree (user_id, answered_at);

CREATE INDEX tournament_participants_user_idx ON public.tournament_participants USING btree (user_id, joined_at DESC);

CREATE INDEX tournament_questions_question_idx ON public.tournament_questions USING btree (question_id);

CREATE INDEX tournaments_active_ends_idx ON public.tournaments USING btree (ends_at) WHERE ((status)::text = 'active'::text);

CREATE INDEX tournaments_category_created_idx ON public.tournaments USING btree (category, created_at DESC, id DESC);

CREATE INDEX tournaments_created_idx ON public.tournaments USING btree (created_at DESC, id DESC);

CREATE INDEX tournaments_name_trgm_idx ON public.tournaments USING gin (name public.gin_trgm_ops);

CREATE INDEX tournaments_status_created_idx ON public.tournaments USING btree (status, created_at DESC, id DESC);

CREATE INDEX transactions_created_idx ON public.transactions USING btree (created_at DESC, id DESC);

CREATE INDEX transactions_deposit_sender_idx ON public.transactions USING btree (network, ((details ->> 'senderKey'::text))) WHERE ((type = 'deposit'::text) AND (details ? 'senderKey'::text));

CREATE INDEX transactions_high_value_idx ON public.transactions USING btree (created_at DESC, id DESC) WHERE (amount > 10000000);

CREATE INDEX transactions_id_idx ON public.transactions USING btree (id);

CREATE INDEX transactions_reference_key_idx ON public.transactions USING btree (reference_key) WHERE (reference_key IS NOT NULL);

CREATE INDEX transactions_status_created_idx ON public.transactions USING btree (status, created_at DESC, id DESC);

CREATE INDEX transactions_tx_hash_key_idx ON public.transactions USING btree (tx_hash_key) WHERE (tx_hash_key IS NOT NULL);

CREATE INDEX transactions_tx_hash_key_trgm_idx ON public.transactions USING gin (tx_hash_key public.gin_trgm_ops) WHERE (tx_hash_key IS NOT NULL);

CREATE INDEX transactions_type_created_idx ON public.transactions USING btree (type, created_at DESC, id DESC);

CREATE INDEX transactions_type_status_created_idx ON public.transactions USING btree (type, status, created_at DESC, id DESC);

CREATE INDEX transactions_user_idx ON public.transactions USING btree (user_id, created_at DESC, id DESC);

CREATE INDEX transactions_user_money_idx ON public.transactions USING btree (user_id, type, created_at) WHERE (type = ANY (ARRAY['deposit'::text, 'withdrawal'::text]));

CREATE INDEX transactions_withdrawal_address_idx ON public.transactions USING btree (wallet_address, user_id) WHERE (type = 'withdrawal'::text);

CREATE INDEX user_achievements_achievement_idx ON public.user_achievements USING btree (achievement_id);

CREATE INDEX user_blocks_open_idx ON public.user_blocks USING btree (blocked_at DESC, id DESC) WHERE (lifted_at IS NULL);

CREATE INDEX user_blocks_user_idx ON public.user_blocks USING btree (user_id, blocked_at DESC);

CREATE INDEX users_bonus_reminder_idx ON public.users USING btree (last_bonus_claim_at) WHERE (daily_streak > 0);

CREATE INDEX users_join_idx ON public.users USING btree (join_date DESC, id DESC);

CREATE INDEX users_name_prefix_idx ON public.users USING btree (lower(name) text_pattern_ops);

CREATE INDEX users_referrer_idx ON public.users USING btree (referrer_id);

CREATE INDEX users_search_trgm_idx ON public.users USING gin ((((((((COALESCE(name, ''::text) || ' '::text) || COALESCE(username, ''::text)) || ' '::text) || COALESCE(telegram_username, ''::text)) || ' '::text) || COALESCE(telegram_full_name, ''::text))) public.gin_trgm_ops);

CREATE INDEX users_status_join_idx ON public.users USING btree (status, join_date DESC, id DESC);

CREATE INDEX users_username_prefix_idx ON public.users USING btree (lower(username) text_pattern_ops) WHERE (username IS NOT NULL);

CREATE STATISTICS public.users_username_lower_stats ON lower(username) FROM public.users;

CREATE TRIGGER journals_immutable BEFORE DELETE OR UPDATE ON public.journals FOR EACH ROW EXECUTE FUNCTION public.ledger_forbid_change();

CREATE TRIGGER postings_immutable BEFORE DELETE OR UPDATE ON public.postings FOR EACH ROW EXECUTE FUNCTION public.ledger_forbid_change();

CREATE TRIGGER system_journals_immutable BEFORE DELETE OR UPDATE ON public.system_journals FOR EACH ROW EXECUTE FUNCTION public.ledger_forbid_change();

CREATE TRIGGER system_postings_immutable BEFORE DELETE OR UPDATE ON public.system_postings FOR EACH ROW EXECUTE FUNCTION public.ledger_forbid_change();

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.activities
    ADD CONSTRAINT activities_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.admin_sessions
    ADD CONSTRAINT admin_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.analytics_active_days
    ADD CONSTRAINT analytics_active_days_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.analytics_last_active
    ADD CONSTRAINT analytics_last_active_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.answer_resettlements
    ADD CONSTRAINT answer_resettlements_correction_id_fkey FOREIGN KEY (correction_id) REFERENCES public.question_key_corrections(id);

ALTER TABLE ONLY public.answer_resettlements
    ADD CONSTRAINT answer_resettlements_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.bonus_play_throughs
    ADD CONSTRAINT bonus_play_throughs_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.broadcast_reads
    ADD CONSTRAINT broadcast_reads_broadcast_id_fkey FOREIGN KEY (broadcast_id) REFERENCES public.broadcasts(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.broadcast_reads
    ADD CONSTRAINT broadcast_reads_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.broadcast_telegram_deliveries
    ADD CONSTRAINT broadcast_telegram_deliveries_broadcast_id_fkey FOREIGN KEY (broadcast_id) REFERENCES public.broadcasts(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.broadcast_telegram_deliveries
    ADD CONSTRAINT broadcast_telegram_deliveries_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.chain_cursors
    ADD CONSTRAINT chain_cursors_deposit_address_id_fkey FOREIGN KEY (deposit_address_id) REFERENCES public.deposit_addresses(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.chain_transfers
    ADD CONSTRAINT chain_transfers_deposit_address_id_fkey FOREIGN KEY (deposit_address_id) REFERENCES public.deposit_addresses(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.daily_bonus_claims
    ADD CONSTRAINT daily_bonus_claims_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.deposit_addresses
    ADD CONSTRAINT deposit_addresses_network_fkey FOREIGN KEY (network) REFERENCES public.networks(code);

ALTER TABLE ONLY public.deposit_intents
    ADD CONSTRAINT deposit_intents_deposit_address_id_fkey FOREIGN KEY (deposit_address_id) REFERENCES public.deposit_addresses(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.deposit_intents
    ADD CONSTRAINT deposit_intents_transaction_fkey FOREIGN KEY (user_id, transaction_id) REFERENCES public.transactions(user_id, id);

ALTER TABLE ONLY public.deposit_intents
    ADD CONSTRAINT deposit_intents_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.deposit_proofs
    ADD CONSTRAINT deposit_proofs_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.email_identities
    ADD CONSTRAINT email_identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.email_tokens
    ADD CONSTRAINT email_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.fraud_rescore_due
    ADD CONSTRAINT fraud_rescore_due_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.idempotency_keys
    ADD CONSTRAINT idempotency_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.journals
    ADD CONSTRAINT journals_reverses_fkey FOREIGN KEY (user_id, reverses) REFERENCES public.journals(user_id, id);

ALTER TABLE ONLY public.journals
    ADD CONSTRAINT journals_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.leaderboard_entries
    ADD CONSTRAINT leaderboard_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.mini_app_sessions
    ADD CONSTRAINT mini_app_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.notification_unread_counts
    ADD CONSTRAINT notification_unread_counts_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.play_breaks
    ADD CONSTRAINT play_breaks_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.play_limits
    ADD CONSTRAINT play_limits_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.postings
    ADD CONSTRAINT postings_account_fkey FOREIGN KEY (user_id, account_id) REFERENCES public.accounts(user_id, id);

ALTER TABLE ONLY public.postings
    ADD CONSTRAINT postings_journal_fkey FOREIGN KEY (user_id, journal_id) REFERENCES public.journals(user_id, id);

ALTER TABLE ONLY public.postings
    ADD CONSTRAINT postings_system_account_id_fkey FOREIGN KEY (system_account_id) REFERENCES public.system_accounts(id);

ALTER TABLE ONLY public.practice_quiz_answers
    ADD CONSTRAINT practice_quiz_answers_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.practice_quiz_answers
    ADD CONSTRAINT practice_quiz_answers_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.practice_quiz_sessions(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.question_disputes
    ADD CONSTRAINT question_disputes_correction_id_fkey FOREIGN KEY (correction_id) REFERENCES public.question_key_corrections(id);

ALTER TABLE ONLY public.question_disputes
    ADD CONSTRAINT question_disputes_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id);

ALTER TABLE ONLY public.question_disputes
    ADD CONSTRAINT question_disputes_session_id_fkey FOREIGN KEY (user_id, session_id) REFERENCES public.quiz_sessions(user_id, id);

ALTER TABLE ONLY public.question_disputes
    ADD CONSTRAINT question_disputes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.question_drafts
    ADD CONSTRAINT question_drafts_generation_id_fkey FOREIGN KEY (generation_id) REFERENCES public.question_generations(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.question_drafts
    ADD CONSTRAINT question_drafts_saved_question_id_fkey FOREIGN KEY (saved_question_id) REFERENCES public.questions(id) ON DELETE SET NULL;

ALTER TABLE ONLY public.question_key_corrections
    ADD CONSTRAINT question_key_corrections_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id);

ALTER TABLE ONLY public.quiz_answers
    ADD CONSTRAINT quiz_answers_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id);

ALTER TABLE ONLY public.quiz_answers
    ADD CONSTRAINT quiz_answers_session_id_fkey FOREIGN KEY (user_id, session_id) REFERENCES public.quiz_sessions(user_id, id);

ALTER TABLE ONLY public.quiz_sessions
    ADD CONSTRAINT quiz_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.referral_refusals
    ADD CONSTRAINT referral_refusals_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.referrals
    ADD CONSTRAINT referrals_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.refresh_tokens
    ADD CONSTRAINT refresh_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.risk_scores
    ADD CONSTRAINT risk_scores_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.security_flags
    ADD CONSTRAINT security_flags_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.sign_in_signals
    ADD CONSTRAINT sign_in_signals_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.system_journals
    ADD CONSTRAINT system_journals_reverses_fkey FOREIGN KEY (reverses) REFERENCES public.system_journals(id);

ALTER TABLE ONLY public.system_postings
    ADD CONSTRAINT system_postings_journal_id_fkey FOREIGN KEY (journal_id) REFERENCES public.system_journals(id);

ALTER TABLE ONLY public.system_postings
    ADD CONSTRAINT system_postings_system_account_id_fkey FOREIGN KEY (system_account_id) REFERENCES public.system_accounts(id);

ALTER TABLE ONLY public.task_completions
    ADD CONSTRAINT task_completions_journal_fkey FOREIGN KEY (user_id, journal_id) REFERENCES public.journals(user_id, id);

ALTER TABLE ONLY public.task_completions
    ADD CONSTRAINT task_completions_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id);

ALTER TABLE ONLY public.task_completions
    ADD CONSTRAINT task_completions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.task_proofs
    ADD CONSTRAINT task_proofs_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id);

ALTER TABLE ONLY public.task_proofs
    ADD CONSTRAINT task_proofs_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.task_starts
    ADD CONSTRAINT task_starts_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id);

ALTER TABLE ONLY public.task_starts
    ADD CONSTRAINT task_starts_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.telegram_link_codes
    ADD CONSTRAINT telegram_link_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.tournament_answers
    ADD CONSTRAINT tournament_answers_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id);

ALTER TABLE ONLY public.tournament_answers
    ADD CONSTRAINT tournament_answers_tournament_id_user_id_fkey FOREIGN KEY (tournament_id, user_id) REFERENCES public.tournament_participants(tournament_id, user_id);

ALTER TABLE ONLY public.tournament_participants
    ADD CONSTRAINT tournament_participants_fee_journal_fkey FOREIGN KEY (user_id, fee_journal_id) REFERENCES public.journals(user_id, id);

ALTER TABLE ONLY public.tournament_participants
    ADD CONSTRAINT tournament_participants_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES public.tournaments(id);

ALTER TABLE ONLY public.tournament_participants
    ADD CONSTRAINT tournament_participants_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.tournament_questions
    ADD CONSTRAINT tournament_questions_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id);

ALTER TABLE ONLY public.tournament_questions
    ADD CONSTRAINT tournament_questions_tournament_id_fkey FOREIGN KEY (tournament_id) REFERENCES public.tournaments(id);

ALTER TABLE ONLY public.tournaments
    ADD CONSTRAINT tournaments_pool_account_id_fkey FOREIGN KEY (pool_account_id) REFERENCES public.system_accounts(id);

ALTER TABLE ONLY public.tournaments
    ADD CONSTRAINT tournaments_sponsor_journal_id_fkey FOREIGN KEY (sponsor_journal_id) REFERENCES public.system_journals(id);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_journal_fkey FOREIGN KEY (user_id, journal_id) REFERENCES public.journals(user_id, id);

ALTER TABLE ONLY public.transactions
    ADD CONSTRAINT transactions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.two_factor_recovery_codes
    ADD CONSTRAINT two_factor_recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.two_factor_secrets
    ADD CONSTRAINT two_factor_secrets_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.user_achievements
    ADD CONSTRAINT user_achievements_achievement_id_fkey FOREIGN KEY (achievement_id) REFERENCES public.achievements(id);

ALTER TABLE ONLY public.user_achievements
    ADD CONSTRAINT user_achievements_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.user_avatars
    ADD CONSTRAINT user_avatars_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

ALTER TABLE ONLY public.user_blocks
    ADD CONSTRAINT user_blocks_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);

ALTER TABLE ONLY public.user_roles
    ADD CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

