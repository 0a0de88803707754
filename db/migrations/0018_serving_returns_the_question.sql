-- Serving a question returns it as the player sees it, from the statement that starts its clock
-- (docs/decisions/0011-fewer-executor-steps-per-answer.md): an answer that serves the next question
-- no longer reads it back in a query of its own (quiz_question_payload, which joined the session
-- for the question count the caller already has). quiz_answer also takes the player's and the
-- session's locks in one statement, and no longer counts the answer on the player's row
-- (quiz_settle_answer of migration 0017).

-- A question as the player sees it: no answer key. Times as ISO-8601 UTC strings, the stake in micro-USDT.
-- Stable, as to_char is: a SQL function is inlined into the calling query only when it is declared
-- no less volatile than its body, and otherwise planned again on every call.
create function quiz_question_json(p_question_id uuid, p_question text, p_options jsonb, p_difficulty text, p_category text,
  p_position int, p_total int, p_served_at timestamptz, p_deadline_at timestamptz, p_stake bigint)
returns jsonb language sql stable as $$
  select jsonb_build_object(
    'id', p_question_id, 'index', p_position, 'total', p_total, 'question', p_question, 'options', p_options,
    'difficulty', p_difficulty, 'category', p_category,
    'servedAt', to_char(p_served_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'deadlineAt', to_char(p_deadline_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'stake', p_stake)
$$;

-- The question at `p_position` of a session (resuming a quiz).
create or replace function quiz_question_payload(p_session_id uuid, p_position int)
returns jsonb language plpgsql stable as $$
begin
  return (select quiz_question_json(q.id, q.question, q.options, q.difficulty, q.category, a.position, s.question_count, a.served_at, a.deadline_at, a.stake)
  from quiz_answers a join questions q on q.id = a.question_id join quiz_sessions s on s.id = a.session_id
  where a.session_id = p_session_id and a.position = p_position);
end $$;

drop function quiz_serve_question(uuid, uuid, bigint, int, timestamptz, double precision, double precision, boolean);

-- Serves the question at `p_position` of `p_total`: starts its server-side clock and, in challenge
-- mode, moves the stake from the playable balance into escrow. Returns the question as the player
-- sees it, or null (nothing written) when the stake cannot be covered. A question after an answer
-- starts when the previous answer's reveal ends. `p_stake` is the session's stake per question
-- (null in standard mode). With `p_carried` the stake is already in escrow and the session already
-- on this question (quiz_settle_answer with `p_carry` did both). The caller holds the player's row lock.
create function quiz_serve_question(p_session_id uuid, p_user_id uuid, p_stake bigint, p_position int, p_total int, p_now timestamptz,
  p_reveal_seconds double precision, p_seconds_per_question double precision, p_carried boolean default false)
returns jsonb language plpgsql as $$
declare
  v_available bigint;
  v_served timestamptz;
  v_question jsonb;
  v_question_id uuid;
begin
  if p_stake is not null and not p_carried then
    select balance - locked into v_available from accounts where user_id = p_user_id and kind = 'playable' for update;
    if coalesce(v_available, 0) < p_stake then return null; end if;
    perform post_transfer('quiz_stake', p_user_id, 'playable', -p_stake, 'quiz_escrow', format('Challenge stake, question %s', p_position + 1),
      p_session_id || ':' || p_position);
  end if;
  v_served := p_now + make_interval(secs => case when p_position > 0 then p_reveal_seconds else 0 end);
  update quiz_answers set served_at = v_served, deadline_at = v_served + make_interval(secs => p_seconds_per_question), stake = p_stake
  where session_id = p_session_id and position = p_position
  returning question_id into v_question_id;
  select quiz_question_json(q.id, q.question, q.options, q.difficulty, q.category, p_position, p_total, v_served,
    v_served + make_interval(secs => p_seconds_per_question), p_stake)
  into v_question from questions q where q.id = v_question_id;
  -- A carried stake's settlement already moved the session on (quiz_settle_answer), in the same update as its score.
  if not p_carried then
    update quiz_sessions set current_index = p_position where id = p_session_id;
  end if;
  return v_question;
end $$;

-- quiz_open of migration 0011, with the first question from quiz_serve_question.
create or replace function quiz_open(p_session_id uuid, p_user_id uuid, p_difficulty text, p_mode text, p_stake bigint, p_question_ids uuid[],
  p_now timestamptz, p_reveal_seconds double precision, p_seconds_per_question double precision)
returns jsonb language plpgsql as $$
declare
  v_question jsonb;
begin
  insert into quiz_sessions (id, user_id, difficulty, mode, stake, question_count, started_at)
  values (p_session_id, p_user_id, p_difficulty, p_mode, p_stake, cardinality(p_question_ids), p_now);
  insert into quiz_answers (session_id, position, question_id)
  select p_session_id, ordinality - 1, id from unnest(p_question_ids) with ordinality as id;
  v_question := quiz_serve_question(p_session_id, p_user_id, p_stake, 0, cardinality(p_question_ids), p_now, p_reveal_seconds, p_seconds_per_question);
  if v_question is null then return null; end if;
  return jsonb_build_object('session', (select to_jsonb(s) from quiz_sessions s where s.id = p_session_id), 'question', v_question);
end $$;

-- Judges one answer with the server's clock (domain/quiz/answer-question.ts), in one statement.
-- Takes the player's row lock and the session's in one statement, so concurrent answers to one
-- question are ordered and the second finds it answered. Monitoring runs first: a refused answer is not
-- processed, but the flag it raises is kept; a question whose last attempt is refused counts as
-- wrong and the quiz moves on ("complete" with the refusal when that was the last question).
-- Returns {"error": code} (nothing written), {"refused": code} (the flag and the attempt written),
-- or the reveal {"correct", "timedOut", "correctAnswer", "explanation", "bet"} with either "next"
-- (the next question, served) or "complete": true with the finished quiz's "result" (quiz_finish;
-- "outOfFunds" when the quiz ended early because the next stake could not be covered).
-- `p_rules`: fraudDetection, rapidAnswerMs, rapidWindowMs, rapidAnswersToFlag, maxConsecutiveCorrect,
-- attemptsPerQuestion, payoutBasisPoints, pointsPerCorrect, revealSeconds, secondsPerQuestion, and
-- what quiz_finish reads.
create or replace function quiz_answer(p_user_id uuid, p_session_id uuid, p_question_id uuid, p_answer_index int, p_now timestamptz, p_rules jsonb)
returns jsonb language plpgsql as $$
declare
  s record;
  v_status text;
  v_blocked_until timestamptz;
  v_rapid_ms double precision := (p_rules->>'rapidAnswerMs')::double precision;
  v_max_run int := (p_rules->>'maxConsecutiveCorrect')::int;
  v_elapsed_ms double precision;
  v_timed_out boolean;
  v_correct boolean;
  v_recent int;
  v_run_length int;
  v_run_quick boolean;
  v_reveal jsonb;
  v_next int;
  v_carry boolean;
  v_available bigint;
  v_attempts int;
  v_closed boolean := false;
begin
  -- The player and the session under their locks, with the session's current question when that is
  -- served and unanswered.
  select u.status as user_status, u.blocked_until, qs.id, qs.user_id, qs.stake, qs.status, qs.current_index, qs.question_count,
         qs.started_at, a.question_id, a.served_at, a.deadline_at, q.correct_index, q.explanation
  into s
  from users u
  join quiz_sessions qs on qs.id = p_session_id and qs.user_id = u.id
  left join quiz_answers a on a.session_id = qs.id and a.position = qs.current_index and a.answered_at is null and a.served_at is not null
  left join questions q on q.id = a.question_id
  where u.id = p_user_id
  for update of u, qs;
  if found then
    v_status := s.user_status;
    v_blocked_until := s.blocked_until;
  else
    -- No such session for this player: the player's own state decides the error.
    select status, blocked_until into v_status, v_blocked_until from users where id = p_user_id;
    if not found then return jsonb_build_object('error', 'USER_NOT_FOUND'); end if;
  end if;
  if v_status = 'blocked' and (v_blocked_until is null or v_blocked_until > p_now) then return jsonb_build_object('error', 'USER_BLOCKED'); end if;
  if s.id is null then return jsonb_build_object('error', 'NOT_FOUND'); end if;

  if s.status = 'completed' or s.question_id is null or s.question_id <> p_question_id then
    if exists (select 1 from quiz_answers where session_id = s.id and question_id = p_question_id and answered_at is not null) then
      return jsonb_build_object('error', 'ALREADY_ANSWERED');
    end if;
    if s.status = 'completed' or s.question_id is null then return jsonb_build_object('error', 'QUIZ_COMPLETED'); end if;
    return jsonb_build_object('error', 'NOT_CURRENT_QUESTION');
  end if;

  v_next := s.current_index + 1;

  v_timed_out := p_now > s.deadline_at;
  v_elapsed_ms := extract(epoch from (p_now - s.served_at)) * 1000;
  if not v_timed_out and p_answer_index is not null and (p_rules->>'fraudDetection')::boolean then
    -- monitorQuizSession of the spec: the third rapid answer within the window flags and is refused.
    if v_elapsed_ms < v_rapid_ms then
      select count(*) into v_recent
      from quiz_answers a join quiz_sessions q on q.id = a.session_id
      -- Only sessions that can hold an answer inside the window (a quiz lasts minutes), through the
      -- (user_id, started_at) index, so the count does not grow with the player's history.
      where q.user_id = p_user_id and q.started_at > p_now - make_interval(secs => (p_rules->>'rapidWindowMs')::double precision / 1000) - interval '1 hour'
        and a.answered_at > p_now - make_interval(secs => (p_rules->>'rapidWindowMs')::double precision / 1000)
        and a.answer_index is not null and a.answered_at - a.served_at < make_interval(secs => v_rapid_ms / 1000);
      if v_recent + 1 >= (p_rules->>'rapidAnswersToFlag')::int then
        insert into security_flags (user_id, code, reason, created_at)
        values (p_user_id, 'RAPID_ANSWERS', format('%s answers under %s s within %s s', v_recent + 1,
          trim_scale((v_rapid_ms / 1000)::numeric), trim_scale(((p_rules->>'rapidWindowMs')::numeric / 1000))), p_now);
        update quiz_answers set attempts = attempts + 1 where session_id = s.id and position = s.current_index
        returning attempts into v_attempts;
        if v_attempts < (p_rules->>'attemptsPerQuestion')::int then return jsonb_build_object('refused', 'RAPID_ANSWERS'); end if;
        -- The question's last attempt was refused: it counts as wrong (no answer) and the quiz moves on below.
        v_closed := true;
      end if;
    end if;
    -- More than the allowed consecutive right answers, all quick, raise a flag for review (the answer still counts).
    select count(*), coalesce(bool_and(r.is_correct and r.answered_at - r.served_at < make_interval(secs => v_rapid_ms * 2 / 1000)), false)
      into v_run_length, v_run_quick
    from (select is_correct, answered_at, served_at from quiz_answers
          where session_id = s.id and answered_at is not null order by position desc limit v_max_run) r;
    if not v_closed and v_run_length = v_max_run and v_run_quick and v_elapsed_ms < v_rapid_ms * 2
       and not exists (select 1 from security_flags where user_id = p_user_id and code = 'SUSPICIOUS_ACTIVITY' and created_at >= s.started_at) then
      insert into security_flags (user_id, code, reason, created_at)
      values (p_user_id, 'SUSPICIOUS_ACTIVITY', format('More than %s quick right answers in a row', v_max_run), p_now);
    end if;
  end if;

  v_correct := not v_closed and not v_timed_out and p_answer_index is not null and p_answer_index = s.correct_index;
  -- The next question keeps this one's stake in escrow when the player can still cover it: a right
  -- answer always can; after a wrong one the playable balance must hold a new stake.
  v_carry := v_next < s.question_count;
  if v_carry and s.stake is not null and not v_correct then
    select balance - locked into v_available from accounts where user_id = p_user_id and kind = 'playable' for update;
    v_carry := coalesce(v_available, 0) >= s.stake;
  end if;
  v_reveal := jsonb_build_object('correct', v_correct, 'timedOut', v_timed_out, 'correctAnswer', s.correct_index, 'explanation', s.explanation,
    'bet', quiz_settle_answer(s.id, s.user_id, s.stake, s.current_index, case when v_closed then null else p_answer_index end, v_correct, v_timed_out, p_now,
      (p_rules->>'payoutBasisPoints')::int, (p_rules->>'pointsPerCorrect')::int, v_carry));
  -- A closed question answers with the refusal, not a reveal: the player's pick was not judged.
  if v_closed then v_reveal := jsonb_build_object('refused', 'RAPID_ANSWERS', 'closed', true); end if;

  if v_carry then
    return v_reveal || jsonb_build_object('next', quiz_serve_question(s.id, s.user_id, s.stake, v_next, s.question_count, p_now,
      (p_rules->>'revealSeconds')::double precision, (p_rules->>'secondsPerQuestion')::double precision, true));
  end if;
  return v_reveal || jsonb_build_object('complete', true, 'outOfFunds', v_next < s.question_count,
    'result', quiz_finish(s.id, p_now, p_rules, false));
end $$;
