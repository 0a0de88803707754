-- Starts a quiz in one statement: under the player's row lock it finishes an abandoned active quiz,
-- runs the spec's start checks, caps the stake of a player whose challenge results are under review,
-- picks the questions (unseen first, then seen longest ago) and opens the session with its first
-- question served and, in challenge mode, its stake in escrow. A refusal raises CQ403 with the error
-- code in the detail (CQ404 for an unknown player), so nothing is written.
--
-- Called by: startQuiz (domain/quiz/start-quiz.ts) for POST /api/quiz/sessions.
-- Calls: quiz_finish (finish-quiz.sql), player_standing and quiz_start_refusal (eligibility.sql),
--   play_state and play_refusal (domain/responsible-play/play-limits.sql),
--   post_transfer (domain/ledger/post-journal.sql), quiz_option_order, quiz_question_json and
--   quiz_shown_options, quiz_commitment (session-view.sql), quiz_counters_add (quiz-counters.sql).
-- Triggers: those of quiz_finish when an abandoned quiz is finished first.

create or replace function quiz_start(p_session_id uuid, p_user_id uuid, p_difficulty text, p_mode text, p_stake bigint, p_now timestamptz, p_rules jsonb)
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
end $$;

-- Opens a session on `p_question_ids` with the first question served at `p_now` and, in challenge
-- mode, its stake (`p_stake`) moved from the playable balance into escrow. Returns {"session",
-- "question"}, or null (nothing written) when the playable balance cannot cover the stake.
create or replace function quiz_open(p_session_id uuid, p_user_id uuid, p_difficulty text, p_mode text, p_stake bigint, p_question_ids uuid[],
  p_now timestamptz, p_seconds_per_question double precision)
returns jsonb language plpgsql as $$
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
