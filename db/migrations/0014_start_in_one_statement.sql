-- Starting a quiz is one statement (docs/decisions/0009-starting-a-quiz-in-one-statement.md): the
-- spec's start checks (spec 000 section 5) move from domain/quiz/eligibility.ts into
-- quiz_start_refusal, which the eligibility endpoint also calls.

-- The spec's start checks in order for a standing (player_standing) at `p_now`: null when the quiz
-- may start, else {"code", "message"}. `p_rules` (domain/quiz/quiz-settings.ts quizRulesJson):
-- blockedMessage, maxDailyQuizzes, maxHourlyQuizzes, minTimeBetweenQuizzesMs, fraudDetection,
-- questionsBeforeHarder, hardMinLevel, challengeMinBalance (micro-USDT) and challengeMinBalanceText.
create function quiz_start_refusal(p_standing jsonb, p_rules jsonb, p_difficulty text, p_mode text, p_now timestamptz)
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

-- Starts a quiz, all in one statement, under the player's row lock (so two concurrent starts cannot
-- both pass a limit): an abandoned active quiz is finished first (its unanswered question counts as
-- wrong), then the start checks, the question pick and the new session with its first question
-- served (quiz_open). Questions are picked at random, preferring ones the player was not served in
-- their last 10 quizzes of that difficulty; when the bank runs short, the ones seen longest ago
-- fill the rest (only those recent answers are read, so the cost does not grow with the player's
-- history). Returns {"session", "question"}. A refused start raises CQ403 with the error code as
-- its detail and the player's message as its message, so nothing it wrote stays (an abandoned quiz
-- stays active); an unknown player raises CQ404.
create function quiz_start(p_session_id uuid, p_user_id uuid, p_difficulty text, p_mode text, p_stake bigint, p_now timestamptz, p_rules jsonb)
returns jsonb language plpgsql as $$
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
  if v_active is not null then perform quiz_finish(v_active, p_now, p_rules, true); end if;

  v_refusal := quiz_start_refusal(player_standing(p_user_id, p_now, (p_rules->>'flagBlockHours')::double precision),
    p_rules, p_difficulty, p_mode, p_now);
  if v_refusal is not null then
    raise exception using errcode = 'CQ403', message = v_refusal->>'message', detail = v_refusal->>'code';
  end if;

  -- Most recently served first: a question's first position in the array is when it was last seen.
  -- Per recent quiz through the answers' primary key (the LIMIT keeps the planner from scanning
  -- every answer, which a plan cached while the table was small would otherwise do).
  v_seen := array(
    select a.question_id
    from (select id, started_at from quiz_sessions where user_id = p_user_id and difficulty = p_difficulty
          order by started_at desc limit 10) r
    cross join lateral (select question_id, position from quiz_answers
                        where session_id = r.id and served_at is not null order by position desc limit 100) a
    order by r.started_at desc, a.position desc);
  v_question_ids := array(
    select id from questions where difficulty = p_difficulty and is_active
    order by array_position(v_seen, id) desc nulls first, random()
    limit (p_rules->>'questionsPerQuiz')::int);
  if cardinality(v_question_ids) < (p_rules->>'questionsPerQuiz')::int then
    raise exception using errcode = 'CQ403', message = 'Failed to start quiz. Please try again.', detail = 'SERVICE_UNAVAILABLE';
  end if;

  v_quiz := quiz_open(p_session_id, p_user_id, p_difficulty, p_mode, p_stake, v_question_ids, p_now,
    (p_rules->>'revealSeconds')::double precision, (p_rules->>'secondsPerQuestion')::double precision);
  if v_quiz is null then
    raise exception using errcode = 'CQ403', detail = 'INSUFFICIENT_BALANCE',
      message = format('Minimum $%s required to play challenge quiz. Please deposit money first.', p_rules->>'challengeMinBalanceText');
  end if;
  return v_quiz;
end $$;
