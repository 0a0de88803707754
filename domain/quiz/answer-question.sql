-- The answer path (decision 0049): judges one answer to a quiz question by the server's clock in one
-- statement, runs the spec's monitoring, then either serves the next question (a challenge stake stays
-- in escrow and one journal carries the net movement) or settles the last question and finishes the
-- quiz (also when the next stake cannot be covered or would pass the player's own limits). quiz_answer_once is the same under an Idempotency-Key.
--
-- Called by: answerQuestion (domain/quiz/answer-question.ts) for POST /api/quiz/sessions/:id/answers,
--   behind session_live in the same statement; quiz_settle_answer also by quiz_finish.
-- Calls: quiz_carry_answer and quiz_settle_answer (post_transfer, post_journal), quiz_finish
--   (finish-quiz.sql), play_state and play_refusal (domain/responsible-play/play-limits.sql),
--   fraud_mark_rescore_due (domain/fraud/mark-rescore-due.sql), quiz_question_json,
--   quiz_shown_options, quiz_shown_key, quiz_commitment and quiz_reveal_json (session-view.sql).
-- Triggers: none.

-- Locks the player's row and the answered question's row in one statement. A concurrent answer to the
-- same question waits on both locks and then reads the row as the first answer left it: answered. The
-- locks are FOR NO KEY UPDATE, the mode of the updates that follow: after a stronger FOR UPDATE lock,
-- an update of the same row makes PostgreSQL record both in a new multixact. The rules it reads are
-- `p_rules`, built by quizRulesJson (domain/quiz/quiz-rules.ts). Returns {"error"} or {"refused"} for
-- a refusal (a refused answer's flag is kept), else the reveal with "next" or "complete".
create or replace function quiz_answer(p_user_id uuid, p_session_id uuid, p_question_id uuid, p_answer_index int, p_now timestamptz, p_rules jsonb)
returns jsonb language plpgsql as $$
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

-- Records the judged answer at `p_position` when no question follows it (the quiz's last, a next stake
-- the player cannot cover, or the open question quiz_finish counts as wrong) and settles its stake out
-- of escrow: quiz_payout (the stake back plus the winnings) or quiz_stake_lost (the stake to the house).
-- Returns the bet, null in standard mode.
create or replace function quiz_settle_answer(p_session_id uuid, p_user_id uuid, p_stake bigint, p_position int, p_answer_index int,
  p_correct boolean, p_timed_out boolean, p_now timestamptz, p_payout_basis_points int)
returns jsonb language plpgsql as $$
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

-- Records the judged answer of the served question at `p_position` and serves the next one at the
-- same stake, which stays in escrow: the journal carries only the net movement, the winnings from
-- the house after a right answer, or the player's new stake to the house after a wrong one. Returns
-- the next question as the player sees it, or null (nothing written) when the playable balance
-- cannot cover the new stake. The next question's clock starts when this answer's reveal ends.
create or replace function quiz_carry_answer(p_session_id uuid, p_user_id uuid, p_stake bigint, p_position int, p_total int, p_answer_index int,
  p_correct boolean, p_timed_out boolean, p_now timestamptz, p_payout_basis_points int, p_reveal_seconds double precision,
  p_seconds_per_question double precision)
returns jsonb language plpgsql as $$
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

-- The bet as an answer reports it, null in standard mode. Stable, as jsonb_build_object is, so that it is inlined.
create or replace function quiz_bet_json(p_stake bigint, p_correct boolean, p_payout_basis_points int)
returns jsonb language sql stable as $$
  select case when p_stake is not null then jsonb_build_object('stake', p_stake,
    'winAmount', case when p_correct then p_stake + quiz_winnings(p_stake, p_payout_basis_points) else 0 end, 'won', p_correct) end
$$;

-- A right answer's winnings on `p_stake`: basis points rounded half up, as domain/money.ts applyBasisPoints.
create or replace function quiz_winnings(p_stake bigint, p_payout_basis_points int)
returns bigint language sql immutable as $$
  select (p_stake * (p_payout_basis_points - 10000) + 5000) / 10000
$$;

-- quiz_answer under an Idempotency-Key (docs/decisions/0018), in the same one statement: the answer
-- first, then the key row with the answer's outcome, so a keyed answer costs one statement more.
-- The player's row is locked by quiz_answer before the key row's foreign key asks for its share lock.
-- A key already used rolls the whole statement back (an answer a replay ran again, a refusal's
-- attempt) with CQ409, whose detail is the first outcome (same request) or null (another request).
create or replace function quiz_answer_once(p_key text, p_request_hash text, p_user_id uuid, p_session_id uuid, p_question_id uuid,
  p_answer_index int, p_now timestamptz, p_rules jsonb)
returns jsonb language plpgsql as $$
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
