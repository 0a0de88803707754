-- Responsible play (decision 0059): play_state reads a player's limits in force, what each has used in
-- its period (the player's own calendar day, week or month) and any break; play_refusal judges one
-- action against a state: null when it may go ahead, else {"code": "LIMIT_REACHED", "limit",
-- "message", "resetsAt"}. Both run under the player's row lock, which every stake and deposit takes
-- first, so two concurrent actions cannot together pass a limit.
--
-- Called by: quiz_start (domain/quiz/start-quiz.sql: a quiz's start and its first stake), quiz_answer
--   (domain/quiz/answer-question.sql: each next stake), refusePlay (domain/responsible-play/refuse-play.ts:
--   tournaments and deposits), readStartChecks (domain/quiz/eligibility.ts: GET /api/quiz/eligibility),
--   readPlayLimits (play-limits.ts), notification_allowed (domain/notifications/notification-allowed.sql)
--   and fanOutBroadcast (domain/notifications/broadcast-telegram.ts): play_self_excluded.
-- Calls: nothing else of ours.
-- Triggers: none (read only).

-- The player's limits in force at `p_now` with what they used in their current period, and their
-- break, or null for an unknown player. Sums are read only for a limit that is set. A stake counts on
-- the day its question is served; a loss is a stake lost less the winnings of a stake won, on the day
-- it is answered. A paid tournament entry is a stake, and a loss less its prize, unless cancelled
-- (refunded). Deposits count pending and credited ones and open TON intents.
create or replace function play_state(p_user_id uuid, p_now timestamptz)
returns jsonb language plpgsql stable as $$
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

-- The end of the player's calendar `p_period` (day, week from Monday, month) holding local time `p_local`.
create or replace function play_period_end(p_period text, p_local timestamp, p_tz text)
returns timestamptz language sql stable as $$
  select (date_trunc(p_period, p_local) + ('1 ' || p_period)::interval) at time zone p_tz
$$;

-- Judges an action against a state (play_state) at `p_now`: a break refuses everything; `p_stake`
-- (null: no stake) must fit the daily stake limit and, as if lost, with `p_settling` (the loss of an
-- answer being settled in the same statement, negative for winnings) the daily loss limit; `p_deposit`
-- (null: no deposit) must fit the deposit limit. Null when allowed.
create or replace function play_refusal(p_state jsonb, p_stake bigint, p_settling bigint, p_deposit bigint)
returns jsonb language plpgsql stable as $$
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
end $$;

-- A refusal naming `p_limit`, with the message's %1$s the amount and %2$s the reset in the player's time zone.
create or replace function play_refusal_json(p_state jsonb, p_limit text, p_resets_at timestamptz, p_message text, p_amount bigint)
returns jsonb language sql stable as $$
  select jsonb_build_object('code', 'LIMIT_REACHED', 'limit', p_limit, 'resetsAt', p_resets_at,
    'message', format(p_message, to_char(p_amount / 1000000.0, 'FM999999999990.00'),
      to_char(p_resets_at at time zone (p_state->>'timezone'), 'YYYY-MM-DD HH24:MI') || ' (' || (p_state->>'timezone') || ')'))
$$;

-- Whether the player is self-excluded now (no marketing notifications then).
create or replace function play_self_excluded(p_user_id uuid)
returns boolean language sql stable as $$
  select exists (select 1 from play_breaks where user_id = p_user_id and kind = 'self_exclusion' and ends_at > now())
$$;
