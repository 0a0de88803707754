-- An answer that serves the next question runs four statements where it ran eight
-- (docs/decisions/0012-an-answer-in-four-statements.md).
-- * The session row is no longer written per answer: its current question is the one served and not
--   yet answered (the column current_index goes), and its right answers and score are counted from
--   the answers when it finishes (quiz_finish stores them on the session).
-- * quiz_answer locks the player's row and the answered question's row in one statement, found by
--   the question's id; a concurrent answer to the same question waits on both and then sees it answered.
-- * A wrong answer's next stake is taken by the conditional balance update itself (post_transfer
--   with p_refuse false returns null when the playable balance cannot cover it) instead of a locking
--   read first.
-- * The answer's row and the next question's row are written by one update, which also returns the
--   next question as the player sees it.

-- An answer names its question by id: the question's row in the session is found through this index
-- (question_id first, for the foreign key's checks), and a question is served once per session.
drop index quiz_answers_question_idx;
create unique index quiz_answers_question_idx on quiz_answers (question_id, session_id);

alter table quiz_sessions drop column current_index;

-- post_transfer of migration 0016; with `p_refuse` false a transfer the balance cannot cover writes
-- nothing and returns null instead of raising CQ402.
drop function post_transfer(text, uuid, text, bigint, text, text, text);
create function post_transfer(p_type text, p_user_id uuid, p_kind text, p_amount bigint, p_system text, p_description text, p_reference text,
  p_refuse boolean default true)
returns bigint language plpgsql as $$
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
    insert into postings (journal_id, account_id, amount)
    select journal.id, posting.account_id, posting.amount
    from journal, (values (v_account, p_amount),
      (coalesce((select id from accounts where code = p_system), ledger_unknown_system_account(p_system)), -p_amount)) as posting(account_id, amount))
  select id into v_journal from journal;
  return v_journal;
end $$;

-- A right answer's winnings on `p_stake`: basis points rounded half up, as domain/money.ts applyBasisPoints.
create function quiz_winnings(p_stake bigint, p_payout_basis_points int)
returns bigint language sql immutable as $$
  select (p_stake * (p_payout_basis_points - 10000) + 5000) / 10000
$$;

-- The bet as an answer reports it, null in standard mode. Stable, as jsonb_build_object is, so that it is inlined.
create function quiz_bet_json(p_stake bigint, p_correct boolean, p_payout_basis_points int)
returns jsonb language sql stable as $$
  select case when p_stake is not null then jsonb_build_object('stake', p_stake,
    'winAmount', case when p_correct then p_stake + quiz_winnings(p_stake, p_payout_basis_points) else 0 end, 'won', p_correct) end
$$;

-- Records the judged answer of the served question at `p_position` with no question after it (the
-- quiz finishes) and settles its challenge stake from escrow: a right answer pays the stake times the
-- payout multiplier (the stake back plus the winnings from the house), a wrong one sends the stake
-- to the house. Returns the bet (quiz_bet_json). `p_stake` is the session's stake per question (null
-- in standard mode).
drop function quiz_settle_answer(uuid, uuid, bigint, int, int, boolean, boolean, timestamptz, int, int, boolean);
create function quiz_settle_answer(p_session_id uuid, p_user_id uuid, p_stake bigint, p_position int, p_answer_index int,
  p_correct boolean, p_timed_out boolean, p_now timestamptz, p_payout_basis_points int)
returns jsonb language plpgsql as $$
declare
  v_winnings bigint := quiz_winnings(p_stake, p_payout_basis_points);
  v_recorded_stake bigint;
begin
  update quiz_answers set answered_at = p_now, answer_index = p_answer_index, is_correct = p_correct, timed_out = p_timed_out,
    bet_result = case when stake is null then null when p_correct then 'won' else 'lost' end,
    win_amount = case when stake is null then null when p_correct then stake + v_winnings else 0 end
  where session_id = p_session_id and position = p_position and answered_at is null
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
create function quiz_carry_answer(p_session_id uuid, p_user_id uuid, p_stake bigint, p_position int, p_total int, p_answer_index int,
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
    where session_id = p_session_id and position in (p_position, p_position + 1) and (position > p_position or answered_at is null)
    returning position, question_id, stake)
  select quiz_question_json(q.id, q.question, q.options, q.difficulty, q.category, p_position + 1, p_total, v_served,
      v_served + make_interval(secs => p_seconds_per_question), p_stake),
    exists (select 1 from written where position = p_position and stake is not distinct from p_stake)
  into v_next, v_recorded from written join questions q on q.id = written.question_id where written.position = p_position + 1;
  if v_recorded is not true then raise exception 'answer already recorded, or its stake differs from the session stake'; end if;
  return v_next;
end $$;

-- quiz_answer of migration 0018 (the rules it reads are listed there), with the player's row and
-- the answered question's row locked in one statement, and the next question served by
-- quiz_carry_answer. A concurrent answer to the same question waits on both locks and then reads
-- the row as the first answer left it: answered. The locks are FOR NO KEY UPDATE, the mode of the
-- updates that follow: after a stronger FOR UPDATE lock, an update of the same row makes
-- PostgreSQL record both in a new multixact.
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
  v_recent int;
  v_run_length int;
  v_run_quick boolean;
  v_answer_index int := p_answer_index;
  v_next jsonb;
  v_bet jsonb;
  v_end jsonb;
  v_attempts int;
  v_closed boolean := false;
begin
  select u.status as user_status, u.blocked_until, qs.id, qs.user_id, qs.stake, qs.status, qs.question_count, qs.started_at,
         a.position, a.served_at, a.deadline_at, a.answered_at, q.correct_index, q.explanation
  into s
  from users u
  join quiz_sessions qs on qs.id = p_session_id and qs.user_id = u.id
  join quiz_answers a on a.session_id = qs.id and a.question_id = p_question_id
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
    select status into v_status from quiz_sessions where id = p_session_id and user_id = p_user_id;
    if not found then return jsonb_build_object('error', 'NOT_FOUND'); end if;
    return jsonb_build_object('error', case when v_status = 'completed' then 'QUIZ_COMPLETED' else 'NOT_CURRENT_QUESTION' end);
  end if;
  if s.answered_at is not null then return jsonb_build_object('error', 'ALREADY_ANSWERED'); end if;
  if s.status = 'completed' then return jsonb_build_object('error', 'QUIZ_COMPLETED'); end if;
  if s.served_at is null then return jsonb_build_object('error', 'NOT_CURRENT_QUESTION'); end if;

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
        update quiz_answers set attempts = attempts + 1 where session_id = s.id and position = s.position
        returning attempts into v_attempts;
        if v_attempts < (p_rules->>'attemptsPerQuestion')::int then return jsonb_build_object('refused', 'RAPID_ANSWERS'); end if;
        -- The question's last attempt was refused: it counts as wrong (no answer) and the quiz moves on below.
        v_closed := true;
        v_answer_index := null;
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

  v_correct := not v_closed and not v_timed_out and v_answer_index is not null and v_answer_index = s.correct_index;
  -- The next question keeps this one's stake in escrow when the player can still cover it: a right
  -- answer always can; after a wrong one the playable balance must hold a new stake.
  if s.position + 1 < s.question_count then
    v_next := quiz_carry_answer(s.id, s.user_id, s.stake, s.position, s.question_count, v_answer_index, v_correct, v_timed_out, p_now,
      v_payout_basis_points, (p_rules->>'revealSeconds')::double precision, (p_rules->>'secondsPerQuestion')::double precision);
  end if;
  if v_next is null then
    v_bet := quiz_settle_answer(s.id, s.user_id, s.stake, s.position, v_answer_index, v_correct, v_timed_out, p_now, v_payout_basis_points);
    v_end := jsonb_build_object('complete', true, 'outOfFunds', s.position + 1 < s.question_count, 'result', quiz_finish(s.id, p_now, p_rules, false));
  else
    v_bet := quiz_bet_json(s.stake, v_correct, v_payout_basis_points);
    v_end := jsonb_build_object('next', v_next);
  end if;
  -- A closed question answers with the refusal, not a reveal: the player's pick was not judged.
  if v_closed then return jsonb_build_object('refused', 'RAPID_ANSWERS', 'closed', true) || v_end; end if;
  return jsonb_build_object('correct', v_correct, 'timedOut', v_timed_out, 'correctAnswer', s.correct_index, 'explanation', s.explanation,
    'bet', v_bet) || v_end;
end $$;

-- quiz_finish of migration 0017; the session's right answers and score are counted from its
-- answers here and stored on the session, which no answer writes any more.
create or replace function quiz_finish(p_session_id uuid, p_now timestamptz, p_rules jsonb, p_abandoned boolean)
returns jsonb language plpgsql as $$
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
  v_facts jsonb;
begin
  select id, user_id, stake, status, difficulty, mode, question_count into s from quiz_sessions where id = p_session_id;
  if not found then raise exception 'quiz session % not found', p_session_id; end if;
  if s.status = 'completed' then raise exception 'quiz session % is already completed', p_session_id; end if;
  select position, served_at, deadline_at into pending from quiz_answers
  where session_id = p_session_id and served_at is not null and answered_at is null;
  if found then
    perform quiz_settle_answer(s.id, s.user_id, s.stake, pending.position, null, false, true,
      greatest(pending.served_at, least(pending.deadline_at, p_now)),
      (p_rules->>'payoutBasisPoints')::int);
  end if;

  select correct_answers, questions_answered, quiz_streak, total_xp, level into u from users where id = s.user_id;
  -- A question closed by refused attempts has no answer time.
  select count(*) filter (where answer_index is not null or timed_out) as answered,
         coalesce(sum(extract(epoch from (answered_at - served_at)) * 1000) filter (where answer_index is not null or timed_out), 0)::int8 as total_ms,
         max(answered_at) filter (where answer_index is not null or timed_out) as last_at,
         count(*) as count,
         (count(*) filter (where is_correct))::int as correct,
         coalesce(bool_and(is_correct), true) as all_right,
         -- Right answers since the quiz's last wrong one (all of them when none was wrong).
         coalesce(max(position) - max(position) filter (where not is_correct), count(*)) as right_run,
         coalesce(sum(win_amount - stake) filter (where is_correct and stake is not null), 0)::int8 as winnings
  into t from quiz_answers where session_id = p_session_id and answered_at is not null;
  -- A player has one quiz at a time, so the latest started are the latest completed (the index serves it).
  v_recent := array(select (correct_answers * 100 / question_count)::int from quiz_sessions
                    where user_id = s.user_id and status = 'completed' order by started_at desc limit 2);

  v_completed_at := case when p_abandoned and t.last_at is not null then t.last_at else p_now end;
  v_questions_answered := u.questions_answered + t.count;
  v_correct_answers := u.correct_answers + t.correct;
  v_streak_at_start := case when t.all_right then u.quiz_streak else 0 end;
  v_streak := case when t.all_right then u.quiz_streak + t.count else t.right_run end;
  v_multiplier := quiz_security_multiplier(v_correct_answers, v_questions_answered);
  v_percent := quiz_score_percent(t.correct, s.question_count);
  v_average_ms := case when t.answered > 0 then t.total_ms::numeric / t.answered else (p_rules->>'secondsPerQuestion')::numeric * 1000 end;
  if s.mode = 'standard' then
    v_reward := quiz_reward((v_reward_rules->'baseReward'->>s.difficulty)::bigint, t.correct, s.question_count,
      quiz_time_bonus(v_average_ms, (p_rules->>'secondsPerQuestion')::numeric, v_reward_rules->'timeBonus'), v_multiplier,
      (v_reward_rules->>'minReward')::bigint, (v_reward_rules->>'rewardCapMultiplier')::numeric);
  end if;
  if v_streak / 5 > v_streak_at_start / 5 then
    v_bonus := least((p_rules->>'maxStreakBonus')::bigint, quiz_streak_bonus(v_streak, v_multiplier));
  end if;
  v_xp_gained := t.correct * (p_rules->>'xpPerCorrect')::int;
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
    total_xp = u.total_xp + v_xp_gained, level = v_level, quizzes_completed = quizzes_completed + 1,
    total_score = total_score + v_percent, last_seen = p_now
  where id = s.user_id
  returning jsonb_build_object('quizzesCompleted', quizzes_completed, 'quizStreak', quiz_streak, 'dailyStreak', daily_streak,
    'level', level, 'hasDeposited', has_deposited, 'challengeWins', challenge_wins) into v_facts;
  update quiz_sessions set status = 'completed', completed_at = v_completed_at, correct_answers = t.correct, score = t.correct * (p_rules->>'pointsPerCorrect')::int, reward = v_reward, streak_bonus = v_bonus,
    xp_gained = v_xp_gained, total_time_ms = t.total_ms
  where id = s.id;
  insert into activities (user_id, type, title, description, reward, created_at)
  values (s.user_id, 'quiz_completed', case when s.mode = 'challenge' then 'Challenge completed' else 'Quiz completed' end,
    format('%s/%s correct on %s (%s%%)', t.correct, s.question_count, s.difficulty, v_percent), v_reward + v_bonus, v_completed_at);
  if v_level > u.level then
    insert into activities (user_id, type, title, description, reward, created_at)
    values (s.user_id, 'level_up', format('Level %s reached', v_level), format('You reached level %s', v_level), null, v_completed_at);
  end if;
  if (p_rules->>'fraudDetection')::boolean and cardinality(v_recent) = 2 and v_percent >= v_threshold
     and v_recent[1] >= v_threshold and v_recent[2] >= v_threshold then
    insert into security_flags (user_id, code, reason, created_at)
    values (s.user_id, 'HIGH_WIN_RATE', format('Three quizzes in a row at %s%% or more', v_threshold), p_now);
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
    'achievementFacts', v_facts || jsonb_build_object('locked', coalesce((
      select jsonb_agg(a.id order by a.sort_order) from achievements a
      where a.is_active and not exists (select 1 from user_achievements ua where ua.user_id = s.user_id and ua.achievement_id = a.id)),
      '[]'::jsonb)));
end $$;
