-- Finishes a quiz in one call: settles a question left open as wrong (at its deadline, never before it
-- was served), counts the session's answers, applies the reward rules of spec 000 section 9 (the small
-- functions below it), pays the reward and the streak bonus, updates the player's counters, XP and
-- level, closes the session, writes the activities and the fraud flags, notifies a level-up, queues the
-- referral job on the player's first completed quiz, and returns the result with the achievement facts
-- its caller checks. Refuses a session that is already ended.
--
-- Called by: quiz_answer (answer-question.sql: the quiz's last answer, or a next stake that cannot be
--   covered), quiz_start (start-quiz.sql: an abandoned active quiz) and finishAbandonedSession
--   (domain/quiz/finish-quiz.ts, for the quiz__expire_sessions job).
-- Calls: quiz_settle_answer, pay_user (domain/ledger/pay-user.sql), quiz_security_multiplier,
--   quiz_score_percent, quiz_time_bonus, quiz_reward (apply_basis_points), quiz_streak_bonus,
--   level_for_xp (domain/levels.sql), notifications_level_up (domain/notifications/level-up.sql),
--   referrals_queue_on_qualifying (domain/referrals/queue-referral.sql), quiz_counters_add and
--   quiz_score (quiz-counters.sql).
-- Triggers: none.

-- The session's right answers and score are counted from its answers and stored on the session here:
-- no answer writes the session row. The last answer finishes a quiz `completed`; a quiz its player left
-- (`p_abandoned`: the expiry job, a new start) ends `abandoned` at its last answer: its open question
-- is settled as a timeout and its answers count as answers (questions answered, right answers, answer
-- streak, challenge wins and stakes), but the quiz itself earns nothing and counts nowhere as completed
-- (no reward, streak bonus, score, XP, quizzes_completed or quiz_completed activity), so it fires no
-- referral and meets no task, achievement or daily bonus condition.
create or replace function quiz_finish(p_user_id uuid, p_session_id uuid, p_now timestamptz, p_rules jsonb, p_abandoned boolean)
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

-- A standard quiz's reward: base per correct answer x correct x time bonus x security multiplier, at
-- least the minimum (when at least one answer was right, so empty quizzes cannot be farmed) and at
-- most cap multiplier x base x question count.
create or replace function quiz_reward(p_base bigint, p_correct int, p_question_count int, p_time_bonus numeric, p_multiplier numeric,
  p_min_reward bigint, p_cap_multiplier numeric)
returns bigint language sql immutable as $$
  select case when p_correct = 0 then 0 else least(
    apply_basis_points(p_base * p_question_count, round(p_cap_multiplier * 10000)::bigint),
    greatest(p_min_reward, apply_basis_points(p_base * p_correct, round(p_time_bonus * p_multiplier * 10000)::bigint))) end
$$;

-- Score percent: correct answers over questions, rounded half up.
create or replace function quiz_score_percent(p_correct int, p_question_count int)
returns int language sql immutable as $$
  select case when p_question_count > 0 then round(p_correct * 100.0 / p_question_count)::int else 0 end
$$;

-- Security multiplier: the `high` tier's multiplier (0.5) when the win rate is above its `winRate` (95%)
-- after at least its `minAnswers` (50), else the `watch` tier's (0.8 above 90% after 20), else 1
-- (`p_tiers` is the settings' security.highWinRate and watchWinRate, as quizRules passes them).
create or replace function quiz_security_multiplier(p_correct_answers int, p_questions_answered int, p_tiers jsonb)
returns numeric language sql immutable as $$
  select case
    when p_questions_answered >= (p_tiers->'high'->>'minAnswers')::int
      and p_correct_answers * 100.0 / p_questions_answered > (p_tiers->'high'->>'winRate')::numeric
      then (p_tiers->'high'->>'multiplier')::numeric
    when p_questions_answered >= (p_tiers->'watch'->>'minAnswers')::int
      and p_correct_answers * 100.0 / p_questions_answered > (p_tiers->'watch'->>'winRate')::numeric
      then (p_tiers->'watch'->>'multiplier')::numeric
    else 1 end
$$;

-- Streak bonus: `p_amount` (2 USDT) x floor(streak / `p_every` (5)) when the streak is at least `p_every`,
-- none while the high win-rate tier of the security multiplier applies (`p_high_win_rate`; spec 000
-- section 9: "multiplier above 0.5"; amount and step are the settings' quiz.streakBonus*).
create or replace function quiz_streak_bonus(p_streak int, p_high_win_rate boolean, p_every int, p_amount bigint)
returns bigint language sql immutable as $$
  select case when p_streak < p_every or p_high_win_rate then 0 else p_amount * (p_streak / p_every) end
$$;

-- Time bonus by the average answer time: within a third of the limit `fast`, within two thirds
-- `medium`, else `slow` (`p_bonus` is the settings' {"fast", "medium", "slow"}).
create or replace function quiz_time_bonus(p_average_ms numeric, p_seconds_per_question numeric, p_bonus jsonb)
returns numeric language sql immutable as $$
  select case
    when p_average_ms <= p_seconds_per_question * 1000 / 3 then (p_bonus->>'fast')::numeric
    when p_average_ms <= p_seconds_per_question * 2000 / 3 then (p_bonus->>'medium')::numeric
    else (p_bonus->>'slow')::numeric end
$$;
