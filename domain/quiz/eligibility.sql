-- The spec's start checks (spec 000 section 5): player_standing reads what they need to know about a
-- player, quiz_start_refusal judges a standing in the spec's order with its codes and messages.
--
-- Called by: quiz_start (start-quiz.sql), and readStartChecks (domain/quiz/eligibility.ts) for
--   GET /api/quiz/eligibility.
-- Calls: nothing of ours.
-- Triggers: none (read only).

-- What the start checks need to know about a player at `p_now` (quiz_start_refusal), or null when the
-- player does not exist. The daily limit counts the last 24 hours, not a calendar day a time-zone
-- change could restart. A player has one quiz at a time, so the latest started is the latest to end.
-- PL/pgSQL, not SQL: its plan is cached per connection.
create or replace function player_standing(p_user_id uuid, p_now timestamptz, p_flag_block_hours double precision)
returns jsonb language plpgsql stable as $$
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

-- The spec's start checks in order for a standing (player_standing) at `p_now`: null when the quiz
-- may start, else {"code", "message"}. `p_rules` (domain/quiz/quiz-settings.ts quizRulesJson):
-- blockedMessage, maxDailyQuizzes, maxHourlyQuizzes, minTimeBetweenQuizzesMs, fraudDetection,
-- questionsBeforeHarder, hardMinLevel, challengeMinBalance (micro-USDT) and challengeMinBalanceText.
create or replace function quiz_start_refusal(p_standing jsonb, p_rules jsonb, p_difficulty text, p_mode text, p_now timestamptz)
returns jsonb language plpgsql immutable as $$
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
end $$;
