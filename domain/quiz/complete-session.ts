import { allSettledOrThrow, type Tx } from '../../db/connection.ts';
import { recordActivity } from '../activities.ts';
import { unlockAchievements } from '../achievements/unlock-achievements.ts';
import { payUser } from '../ledger/pay-user.ts';
import { formatAmount } from '../money.ts';
import type { QuizRules } from './quiz-settings.ts';
import { levelForXp, quizReward, scorePercent, securityMultiplier, streakBonus, timeBonus } from './rules.ts';
import type { SessionRow } from './session-view.ts';
import { settleAnswer } from './settle-answer.ts';
import { flagUser } from './flag-user.ts';

/**
 * Finishes a session: a served question left unanswered counts as wrong; then the reward
 * (standard mode), the streak bonus, XP and level, statistics, achievements, the activity and the
 * perfect-score check. An abandoned session ends at its last deadline, not at `now`.
 */
export async function completeSession(tx: Tx, s: SessionRow, now: Date, rules: QuizRules, options: { abandoned?: boolean } = {}) {
  const [pending] = await tx<{ position: number; deadline_at: Date }[]>`
    select position, deadline_at from quiz_answers where session_id = ${s.id} and served_at is not null and answered_at is null`;
  if (pending) {
    await settleAnswer(tx, s, { position: pending.position, answerIndex: null, correct: false, timedOut: true, now: pending.deadline_at < now ? pending.deadline_at : now }, rules);
  }
  // Independent reads and writes go out together, so finishing a quiz waits for few round trips:
  // postgres.js pipelines them on the transaction's connection, in the order listed (`.execute()`
  // sends a query when it is listed; postgres.js queries are lazy and would otherwise go out after
  // the queries of the async functions beside them).
  const [[timing], [stats], answers] = await allSettledOrThrow([
    tx<{ answered: number; total_ms: number; last_at: Date | null }[]>`
      select count(*)::int as answered,
        coalesce(sum(extract(epoch from (answered_at - served_at)) * 1000), 0)::int8 as total_ms,
        max(answered_at) as last_at
      from quiz_answers where session_id = ${s.id} and answered_at is not null
        and (answer_index is not null or timed_out)`.execute(), // a question closed by refused attempts has no answer time
    tx<{ correct_answers: number; questions_answered: number; quiz_streak: number; total_xp: number; level: number }[]>`
      select correct_answers, questions_answered, quiz_streak, total_xp, level from users where id = ${s.user_id} for update`.execute(),
    tx<{ is_correct: boolean }[]>`select is_correct from quiz_answers where session_id = ${s.id} and answered_at is not null order by position`.execute(),
  ]);
  const completedAt = options.abandoned && timing!.last_at ? timing!.last_at : now;

  const multiplier = securityMultiplier(stats!.correct_answers, stats!.questions_answered);
  const percent = scorePercent(s.correct_answers, s.question_count);
  const averageMs = timing!.answered > 0 ? timing!.total_ms / timing!.answered : rules.secondsPerQuestion * 1000;
  const reward = s.mode === 'standard'
    ? quizReward(rules.reward, { difficulty: s.difficulty, correct: s.correct_answers, questionCount: s.question_count, timeBonus: timeBonus(rules.reward, averageMs, rules.secondsPerQuestion), securityMultiplier: multiplier })
    : 0;
  // The streak bonus is paid when the answer streak crossed a multiple of 5 during this quiz.
  const streakAtStart = streakBefore(answers, stats!.quiz_streak);
  const bonus = Math.floor(stats!.quiz_streak / 5) > Math.floor(streakAtStart / 5) ? Math.min(rules.maxStreakBonus, streakBonus(stats!.quiz_streak, multiplier)) : 0;
  const xpGained = s.correct_answers * rules.xpPerCorrect;
  const totalXp = stats!.total_xp + xpGained;
  const level = levelForXp(totalXp, stats!.level);

  await allSettledOrThrow([
    // Rewards are promotional credit: playable (withdrawable) only once the player has deposited.
    reward > 0 && payUser(tx, { userId: s.user_id, type: 'quiz_reward', amount: reward, into: 'bonus', from: 'house', description: `Quiz reward (${s.difficulty}, ${percent}%)`, details: { sessionId: s.id } }),
    bonus > 0 && payUser(tx, { userId: s.user_id, type: 'streak_bonus', amount: bonus, into: 'bonus', from: 'house', description: `Streak bonus (${stats!.quiz_streak} in a row)`, details: { sessionId: s.id } }),
    tx`
      update users set total_xp = ${totalXp}, level = ${level}, quizzes_completed = quizzes_completed + 1, total_score = total_score + ${percent}, last_seen = ${now}
      where id = ${s.user_id}`.execute(),
    tx`
      update quiz_sessions set status = 'completed', completed_at = ${completedAt}, reward = ${reward}, streak_bonus = ${bonus},
        xp_gained = ${xpGained}, total_time_ms = ${timing!.total_ms}
      where id = ${s.id}`.execute(),
    recordActivity(tx, {
      userId: s.user_id, type: 'quiz_completed', at: completedAt,
      title: `${s.mode === 'challenge' ? 'Challenge' : 'Quiz'} completed`,
      description: `${s.correct_answers}/${s.question_count} correct on ${s.difficulty} (${percent}%)`,
      reward: reward + bonus,
    }),
    level > stats!.level && recordActivity(tx, { userId: s.user_id, type: 'level_up', title: `Level ${level} reached`, description: `You reached level ${level}`, at: completedAt }),
  ]);
  s.status = 'completed';
  s.completed_at = completedAt;
  s.reward = reward;

  const [, achievementsUnlocked] = await allSettledOrThrow([
    rules.fraudDetection && percent >= rules.suspiciousScoreThreshold && checkPerfectScores(tx, s.user_id, rules, now),
    options.abandoned ? [] : unlockAchievements(tx, s.user_id, { scorePercent: percent, difficulty: s.difficulty }),
  ]);

  return {
    score: s.score,
    correctAnswers: s.correct_answers,
    totalQuestions: s.question_count,
    scorePercent: percent,
    reward: formatAmount(reward),
    streakBonus: bonus > 0 ? formatAmount(bonus) : undefined,
    securityMultiplier: multiplier,
    xpGained,
    level,
    leveledUp: level > stats!.level,
    achievementsUnlocked: achievementsUnlocked.map((a) => ({ ...a, reward: formatAmount(a.reward) })),
  };
}

/** The player's answer streak before this session's answers (the streak only grows within a run of right answers). */
function streakBefore(answers: { is_correct: boolean }[], streakNow: number): number {
  const allRight = answers.every((a) => a.is_correct);
  if (!allRight) return 0;
  return Math.max(0, streakNow - answers.length);
}

/**
 * Perfect-score suspicion: three quizzes in a row at or above the threshold flag the player for review.
 * A player has one quiz at a time, so the latest started are the latest completed (and the index serves it).
 */
async function checkPerfectScores(tx: Tx, userId: string, rules: QuizRules, now: Date) {
  const recent = await tx<{ percent: number }[]>`
    select (correct_answers * 100 / question_count)::int as percent from quiz_sessions
    where user_id = ${userId} and status = 'completed' order by started_at desc limit 3`;
  if (recent.length === 3 && recent.every((r) => r.percent >= rules.suspiciousScoreThreshold)) {
    await flagUser(tx, userId, 'HIGH_WIN_RATE', `Three quizzes in a row at ${rules.suspiciousScoreThreshold}% or more`, now);
  }
}
