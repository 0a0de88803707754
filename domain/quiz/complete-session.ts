import { allSettledOrThrow, type Db, type Tx } from '../../db/connection.ts';
import { recordActivity } from '../activities.ts';
import { unlockAchievements } from '../achievements/unlock-achievements.ts';
import { payUser } from '../ledger/pay-user.ts';
import { formatAmount } from '../money.ts';
import type { QuizRules } from './quiz-settings.ts';
import { levelForXp, quizReward, scorePercent, securityMultiplier, streakBonus, timeBonus } from './rules.ts';
import type { SessionRow } from './session-view.ts';
import { flagUser } from './flag-user.ts';

export type FinishFacts = {
  session: Pick<SessionRow, 'id' | 'user_id' | 'difficulty' | 'mode' | 'question_count' | 'correct_answers' | 'score'>;
  user: { correctAnswers: number; questionsAnswered: number; quizStreak: number; totalXp: number; level: number };
  timing: { answered: number; totalMs: number; lastAt: string | null };
  answers: { count: number; allRight: boolean };
  recentPercents: number[];
};

/**
 * Finishes a session: a served question left unanswered counts as wrong; then the reward
 * (standard mode), the streak bonus, XP and level, statistics, achievements, the activity and the
 * perfect-score check. An abandoned session ends at its last deadline, not at `now`. The caller
 * holds the player's and the session's row locks.
 * Two round trips: `finishFacts` settles the open question and reads what the rules need (a caller
 * that already has them passes `facts`); then every write and the achievement reads go out
 * together, pipelined on the transaction's connection in the order listed. postgres.js queries are
 * lazy, so the plain statements here use `.execute()` and the helpers (payUser, recordActivity,
 * flagUser, unlockAchievements) send theirs when called; an awaited query would otherwise go out
 * a microtask later, after the ones listed below it.
 */
export async function completeSession(tx: Tx, sessionId: string, now: Date, rules: QuizRules, options: { abandoned?: boolean; facts?: FinishFacts } = {}) {
  const { session: s, user, timing, answers, recentPercents } = options.facts ?? (await finishFacts(tx, sessionId, now, rules, { settleOpen: true }))!;
  const completedAt = options.abandoned && timing.lastAt ? new Date(timing.lastAt) : now;

  const multiplier = securityMultiplier(user.correctAnswers, user.questionsAnswered);
  const percent = scorePercent(s.correct_answers, s.question_count);
  const averageMs = timing.answered > 0 ? timing.totalMs / timing.answered : rules.secondsPerQuestion * 1000;
  const reward = s.mode === 'standard'
    ? quizReward(rules.reward, { difficulty: s.difficulty, correct: s.correct_answers, questionCount: s.question_count, timeBonus: timeBonus(rules.reward, averageMs, rules.secondsPerQuestion), securityMultiplier: multiplier })
    : 0;
  // The streak bonus is paid when the answer streak crossed a multiple of 5 during this quiz.
  const streakAtStart = answers.allRight ? Math.max(0, user.quizStreak - answers.count) : 0;
  const bonus = Math.floor(user.quizStreak / 5) > Math.floor(streakAtStart / 5) ? Math.min(rules.maxStreakBonus, streakBonus(user.quizStreak, multiplier)) : 0;
  const xpGained = s.correct_answers * rules.xpPerCorrect;
  const totalXp = user.totalXp + xpGained;
  const level = levelForXp(totalXp, user.level);
  // Perfect-score suspicion: three quizzes in a row (this one and the two before) at or above the threshold.
  const suspicious = rules.fraudDetection && recentPercents.length === 2 && [percent, ...recentPercents].every((p) => p >= rules.suspiciousScoreThreshold);

  const [, , , , , , , achievementsUnlocked] = await allSettledOrThrow([
    // Rewards are promotional credit: playable (withdrawable) only once the player has deposited.
    reward > 0 && payUser(tx, { userId: s.user_id, type: 'quiz_reward', amount: reward, into: 'bonus', from: 'house', description: `Quiz reward (${s.difficulty}, ${percent}%)`, details: { sessionId: s.id } }),
    bonus > 0 && payUser(tx, { userId: s.user_id, type: 'streak_bonus', amount: bonus, into: 'bonus', from: 'house', description: `Streak bonus (${user.quizStreak} in a row)`, details: { sessionId: s.id } }),
    tx`
      update users set total_xp = ${totalXp}, level = ${level}, quizzes_completed = quizzes_completed + 1, total_score = total_score + ${percent}, last_seen = ${now}
      where id = ${s.user_id}`.execute(),
    tx`
      update quiz_sessions set status = 'completed', completed_at = ${completedAt}, reward = ${reward}, streak_bonus = ${bonus},
        xp_gained = ${xpGained}, total_time_ms = ${timing.totalMs}
      where id = ${s.id}`.execute(),
    recordActivity(tx, {
      userId: s.user_id, type: 'quiz_completed', at: completedAt,
      title: `${s.mode === 'challenge' ? 'Challenge' : 'Quiz'} completed`,
      description: `${s.correct_answers}/${s.question_count} correct on ${s.difficulty} (${percent}%)`,
      reward: reward + bonus,
    }),
    level > user.level && recordActivity(tx, { userId: s.user_id, type: 'level_up', title: `Level ${level} reached`, description: `You reached level ${level}`, at: completedAt }),
    suspicious && flagUser(tx, s.user_id, 'HIGH_WIN_RATE', `Three quizzes in a row at ${rules.suspiciousScoreThreshold}% or more`, now),
    // Its reads go out after the writes above, so they see this quiz counted.
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
    leveledUp: level > user.level,
    achievementsUnlocked: achievementsUnlocked.map((a) => ({ ...a, reward: formatAmount(a.reward) })),
  };
}

/**
 * What finishing the session needs, from the database's `quiz_finish_facts` (db/migrations/0009):
 * with `settleOpen` a question left open is settled as wrong first; without it the result is null
 * (nothing written) while a question is open or once the session is completed, so it can be sent
 * right behind an answer that may or may not have finished the quiz.
 */
export async function finishFacts(db: Db, sessionId: string, now: Date, rules: QuizRules, options: { settleOpen: boolean }): Promise<FinishFacts | null> {
  const [row] = await db<{ facts: FinishFacts | null }[]>`
    select quiz_finish_facts(${sessionId}, ${now}, ${rules.challenge.payoutBasisPoints}, ${rules.pointsPerCorrect}, ${options.settleOpen}) as facts`;
  return row!.facts;
}
