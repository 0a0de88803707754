-- The player's answer counters move once per quiz, when it finishes, instead of with every answer
-- (docs/decisions/0011-fewer-executor-steps-per-answer.md): an answer no longer updates the
-- player's row (five indexes, its checks); quiz_answer itself is redefined in migration 0018.
-- quiz_finish counts the answers, right answers, the streak, challenge wins and winnings from the
-- quiz's settled answers; every rule that reads them (the security multiplier, the streak bonus, the start checks
-- after an abandoned quiz is finished, the achievements) runs after that, as before.

-- Records the judged answer of the served question at `p_position`, updates the session's score,
-- and settles a challenge stake: a right answer pays
-- the stake times the payout multiplier (stake back from escrow plus the winnings from the house), a
-- wrong one sends the stake to the house. With `p_carry` the caller serves the next question at the
-- same stake, so the stake stays in escrow for it and the journal carries only the net movement:
-- the winnings from the house, or the player's new stake to the house (the player's playable
-- balance must cover it: the caller checks, or post_transfer refuses with CQ402); the session's
-- current question moves on here too, in the update that keeps its score. Returns null in
-- standard mode, else the bet {"stake", "winAmount", "won"}. `p_stake` is the session's stake per
-- question (null in standard mode). The player's answer counters move when the quiz finishes
-- (quiz_finish, migration 0017).
create or replace function quiz_settle_answer(p_session_id uuid, p_user_id uuid, p_stake bigint, p_position int, p_answer_index int,
  p_correct boolean, p_timed_out boolean, p_now timestamptz, p_payout_basis_points int, p_points_per_correct int,
  p_carry boolean default false)
returns jsonb language plpgsql as $$
declare
  v_stake bigint := p_stake;
  v_recorded_stake bigint;
  v_winnings bigint := 0;
  v_win bigint := 0;
  v_reference text := p_session_id || ':' || p_position;
  v_won text := format('Challenge won, question %s', p_position + 1);
  v_lost text := format('Challenge lost, question %s', p_position + 1);
begin
  if v_stake is not null then
    -- Basis points rounded half up, as domain/money.ts applyBasisPoints.
    v_winnings := (v_stake * (p_payout_basis_points - 10000) + 5000) / 10000;
    if p_correct then v_win := v_stake + v_winnings; end if;
  end if;
  update quiz_answers set answered_at = p_now, answer_index = p_answer_index, is_correct = p_correct, timed_out = p_timed_out,
    bet_result = case when stake is null then null when p_correct then 'won' else 'lost' end,
    win_amount = case when stake is null then null else v_win end
  where session_id = p_session_id and position = p_position and answered_at is null
  returning stake into v_recorded_stake;
  if not found then raise exception 'answer already recorded'; end if;
  if v_recorded_stake is distinct from v_stake then raise exception 'the stake in escrow differs from the session stake'; end if;
  -- With `p_carry` the session moves on to the next question here (quiz_serve_question then leaves it).
  if p_correct or p_carry then
    update quiz_sessions set correct_answers = correct_answers + case when p_correct then 1 else 0 end,
      score = score + case when p_correct then p_points_per_correct else 0 end,
      current_index = case when p_carry then p_position + 1 else current_index end
    where id = p_session_id;
  end if;
  if v_stake is null then return null; end if;

  if p_carry and p_correct then
    -- A payout multiplier of 1 has no winnings: nothing moves.
    if v_winnings > 0 then
      perform post_transfer('quiz_payout', p_user_id, 'playable', v_winnings, 'house', v_won, v_reference);
    end if;
  elsif p_carry then
    perform post_transfer('quiz_stake_lost', p_user_id, 'playable', -v_stake, 'house', v_lost, v_reference);
  elsif p_correct then
    perform post_journal('quiz_payout', p_user_id, v_won, v_reference, null,
      jsonb_build_array(jsonb_build_object('system', 'quiz_escrow', 'amount', -v_stake))
      || case when v_winnings > 0 then jsonb_build_array(jsonb_build_object('system', 'house', 'amount', -v_winnings)) else '[]'::jsonb end
      || jsonb_build_array(jsonb_build_object('user', p_user_id, 'kind', 'playable', 'amount', v_stake + v_winnings)));
  else
    perform post_journal('quiz_stake_lost', p_user_id, v_lost, v_reference, null, jsonb_build_array(
      jsonb_build_object('system', 'quiz_escrow', 'amount', -v_stake),
      jsonb_build_object('system', 'house', 'amount', v_stake)));
  end if;
  return jsonb_build_object('stake', v_stake, 'winAmount', v_win, 'won', p_correct);
end $$;

-- Finishes a session: a served question left unanswered counts as wrong (settled at its deadline, or
-- at `p_now` if that is earlier, but not before it was served); then the player's answer counters
-- (answers, right answers, the streak of right answers, challenge wins and winnings, all from this
-- quiz's settled answers), the reward (standard mode), the streak bonus (when the answer streak
-- crossed a multiple of 5 during this quiz), XP and level, statistics, the activities and the perfect-score check (three quizzes in a row at the threshold).
-- An abandoned session ends at its last answer, not at `p_now`. The caller holds the player's and
-- the session's row locks. Returns the result (amounts in micro-USDT) with "userId",
-- "difficulty", and "achievementFacts": the player's counters after this quiz and the active
-- achievements not yet unlocked, for domain/achievements to check.
-- `p_rules`: payoutBasisPoints, pointsPerCorrect, secondsPerQuestion, xpPerCorrect, maxStreakBonus,
-- fraudDetection, suspiciousScoreThreshold, reward {baseReward {easy, medium, hard}, timeBonus, minReward, rewardCapMultiplier}.
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
  select id, user_id, stake, status, difficulty, mode into s from quiz_sessions where id = p_session_id;
  if not found then raise exception 'quiz session % not found', p_session_id; end if;
  if s.status = 'completed' then raise exception 'quiz session % is already completed', p_session_id; end if;
  select position, served_at, deadline_at into pending from quiz_answers
  where session_id = p_session_id and served_at is not null and answered_at is null;
  if found then
    perform quiz_settle_answer(s.id, s.user_id, s.stake, pending.position, null, false, true,
      greatest(pending.served_at, least(pending.deadline_at, p_now)),
      (p_rules->>'payoutBasisPoints')::int, (p_rules->>'pointsPerCorrect')::int);
  end if;

  select id, user_id, difficulty, mode, question_count, correct_answers, score into s from quiz_sessions where id = p_session_id;
  select correct_answers, questions_answered, quiz_streak, total_xp, level into u from users where id = s.user_id;
  -- A question closed by refused attempts has no answer time.
  select count(*) filter (where answer_index is not null or timed_out) as answered,
         coalesce(sum(extract(epoch from (answered_at - served_at)) * 1000) filter (where answer_index is not null or timed_out), 0)::int8 as total_ms,
         max(answered_at) filter (where answer_index is not null or timed_out) as last_at,
         count(*) as count,
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
  v_correct_answers := u.correct_answers + s.correct_answers;
  v_streak_at_start := case when t.all_right then u.quiz_streak else 0 end;
  v_streak := case when t.all_right then u.quiz_streak + t.count else t.right_run end;
  v_multiplier := quiz_security_multiplier(v_correct_answers, v_questions_answered);
  v_percent := quiz_score_percent(s.correct_answers, s.question_count);
  v_average_ms := case when t.answered > 0 then t.total_ms::numeric / t.answered else (p_rules->>'secondsPerQuestion')::numeric * 1000 end;
  if s.mode = 'standard' then
    v_reward := quiz_reward((v_reward_rules->'baseReward'->>s.difficulty)::bigint, s.correct_answers, s.question_count,
      quiz_time_bonus(v_average_ms, (p_rules->>'secondsPerQuestion')::numeric, v_reward_rules->'timeBonus'), v_multiplier,
      (v_reward_rules->>'minReward')::bigint, (v_reward_rules->>'rewardCapMultiplier')::numeric);
  end if;
  if v_streak / 5 > v_streak_at_start / 5 then
    v_bonus := least((p_rules->>'maxStreakBonus')::bigint, quiz_streak_bonus(v_streak, v_multiplier));
  end if;
  v_xp_gained := s.correct_answers * (p_rules->>'xpPerCorrect')::int;
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
    challenge_wins = challenge_wins + case when s.mode = 'challenge' then s.correct_answers else 0 end,
    total_earned = total_earned + t.winnings,
    total_xp = u.total_xp + v_xp_gained, level = v_level, quizzes_completed = quizzes_completed + 1,
    total_score = total_score + v_percent, last_seen = p_now
  where id = s.user_id
  returning jsonb_build_object('quizzesCompleted', quizzes_completed, 'quizStreak', quiz_streak, 'dailyStreak', daily_streak,
    'level', level, 'hasDeposited', has_deposited, 'challengeWins', challenge_wins) into v_facts;
  update quiz_sessions set status = 'completed', completed_at = v_completed_at, reward = v_reward, streak_bonus = v_bonus,
    xp_gained = v_xp_gained, total_time_ms = t.total_ms
  where id = s.id;
  insert into activities (user_id, type, title, description, reward, created_at)
  values (s.user_id, 'quiz_completed', case when s.mode = 'challenge' then 'Challenge completed' else 'Quiz completed' end,
    format('%s/%s correct on %s (%s%%)', s.correct_answers, s.question_count, s.difficulty, v_percent), v_reward + v_bonus, v_completed_at);
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
    'score', s.score,
    'correctAnswers', s.correct_answers,
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
