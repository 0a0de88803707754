import { databaseOutage, transaction, type Db, type Sql } from '../../db/connection.ts';
import { type LastQuiz, type QuizFacts, quizMayReach, type Requirement } from '../achievements/catalogue.ts';
import { unlockAchievements, unlockedAchievementJson } from '../achievements/unlock-achievements.ts';
import { formatAmount, type Micro } from '../money.ts';
import { quizRulesJson, type QuizRules } from './quiz-rules.ts';

/** A finished quiz as the database's `quiz_finish` reports it (domain/quiz/finish-quiz.sql), amounts in micro-USDT. */
export type FinishedQuiz = {
  userId: string;
  difficulty: string;
  score: number;
  correctAnswers: number;
  totalQuestions: number;
  scorePercent: number;
  reward: Micro;
  streakBonus: Micro;
  securityMultiplier: number;
  xpGained: number;
  level: number;
  leveledUp: boolean;
  /** The player's counters after the quiz and the requirements of the achievements they have not unlocked. */
  achievementFacts: QuizFacts & { locked: Requirement[] };
};

/**
 * Ends a session its player abandoned (the expiry worker; a new start does the same inside
 * `quiz_start`) through the database's `quiz_finish`, in one statement: the open question counts as
 * wrong (a challenge stake in escrow goes to the house) and the session ends `abandoned`, which earns
 * nothing and counts nowhere as a completed quiz (referrals, tasks, achievements, daily bonus,
 * statistics). The caller holds the player's and the session's row locks.
 */
export async function finishAbandonedSession(
  db: Db,
  userId: string,
  sessionId: string,
  now: Date,
  rules: QuizRules,
): Promise<void> {
  await db`select quiz_finish(${userId}, ${sessionId}, ${now}, ${db.json(quizRulesJson(rules) as never)}, true)`;
}

/**
 * The result the player sees for a quiz their last answer finished. Achievements earned by the quiz
 * are unlocked here, after the quiz committed, in a transaction of their own, and only when
 * `quiz_finish`'s counters show one is earned: unlocking is idempotent (once per player), so it
 * needs no lock shared with the quiz.
 */
export async function finishedQuizResult(sql: Sql, quiz: FinishedQuiz) {
  const lastQuiz = { scorePercent: quiz.scorePercent, difficulty: quiz.difficulty };
  const earned = quiz.achievementFacts.locked.some((req) => quizMayReach(req, quiz.achievementFacts, lastQuiz));
  // The player's row first, as every other writer of their money does (the start, the daily bonus):
  // the reward's account lock then never waits on a transaction that holds the row and wants the account.
  const achievementsUnlocked = earned ? await unlockEarned(sql, quiz.userId, lastQuiz) : [];
  return {
    score: quiz.score,
    correctAnswers: quiz.correctAnswers,
    totalQuestions: quiz.totalQuestions,
    scorePercent: quiz.scorePercent,
    reward: formatAmount(quiz.reward),
    streakBonus: quiz.streakBonus > 0 ? formatAmount(quiz.streakBonus) : undefined,
    securityMultiplier: quiz.securityMultiplier,
    xpGained: quiz.xpGained,
    level: quiz.level,
    leveledUp: quiz.leveledUp,
    achievementsUnlocked: achievementsUnlocked.map(unlockedAchievementJson),
  };
}

export type QuizResult = Awaited<ReturnType<typeof finishedQuizResult>>;

/**
 * The quiz has committed by now, so a failure here must not turn the player's result into an error:
 * it is logged and the achievement waits for the next check (the quiz-bound ones, a perfect score
 * or a strong hard quiz, are then missed).
 */
async function unlockEarned(sql: Sql, userId: string, lastQuiz: LastQuiz) {
  try {
    // The player's row first, as every other writer of their money does (the start, the daily bonus):
    // the reward's account lock then never waits on a transaction that holds the row and wants the account.
    return await transaction(sql, async (tx) => {
      await tx`select 1 from users where id = ${userId} for update`;
      return unlockAchievements(tx, userId, lastQuiz);
    });
  } catch (error) {
    const outage = databaseOutage(error);
    if (outage) console.warn(`achievements after a finished quiz: database unavailable ${outage}`);
    else console.error('achievements after a finished quiz:', error);
    return [];
  }
}
