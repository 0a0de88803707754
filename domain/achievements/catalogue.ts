import type { Translations } from '../identity/translations.ts';

/**
 * The closed list of requirement metrics the server evaluates for achievements (seeded and admin
 * made alike): an achievement is earned once its metric reaches its target.
 */
export const ACHIEVEMENT_METRICS = [
  'quizzes_completed',
  'correct_answers',
  'perfect_quizzes',
  'answer_streak',
  'daily_bonus_streak',
  'level',
  'referrals',
  'tournaments_won',
  'tasks_completed',
  'deposits',
  'challenge_wins',
  'hard_quiz_score',
] as const;
export type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];
export type Requirement = { metric: AchievementMetric; target: number };

/** An achievement's title and description worded per player language (decision 0072); the main text is the fallback. */
export type AchievementTranslations = Translations<'title' | 'description'>;

export const ACHIEVEMENT_TYPES = ['quiz', 'streak', 'referral', 'tournament', 'social', 'other'] as const;
export const ACHIEVEMENT_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export const ACHIEVEMENT_ICONS = ['trophy', 'star', 'award', 'users', 'target', 'gift'] as const;
export const ACHIEVEMENT_CATEGORIES = ['general', 'quiz', 'social', 'tournament', 'referral'] as const;

/** The last finished quiz, for the metrics a single quiz decides. */
export type LastQuiz = { scorePercent: number; difficulty: string };

/** A player's value of every metric (the counts that need a query of their own are read only when asked). */
export type MetricValues = Record<AchievementMetric, number>;

/** The counters `quiz_finish` returns for the player (domain/quiz), enough to tell whether a quiz may have earned something. */
export type QuizFacts = {
  quizzesCompleted: number;
  correctAnswers?: number;
  quizStreak: number;
  dailyStreak: number;
  level: number;
  challengeWins: number;
};

/**
 * Whether a finished quiz may have reached the requirement: decided from the counters the quiz
 * returned, so a quiz that earned nothing opens no transaction. Metrics a quiz never moves are false.
 */
export function quizMayReach(req: Requirement, facts: QuizFacts, lastQuiz: LastQuiz): boolean {
  switch (req.metric) {
    case 'quizzes_completed':
      return facts.quizzesCompleted >= req.target;
    case 'correct_answers':
      return (facts.correctAnswers ?? Number.POSITIVE_INFINITY) >= req.target;
    case 'answer_streak':
      return facts.quizStreak >= req.target;
    case 'daily_bonus_streak':
      return facts.dailyStreak >= req.target;
    case 'level':
      return facts.level >= req.target;
    case 'challenge_wins':
      return facts.challengeWins >= req.target;
    case 'perfect_quizzes':
      return lastQuiz.scorePercent === 100;
    case 'hard_quiz_score':
      return lastQuiz.difficulty === 'hard' && lastQuiz.scorePercent >= req.target;
    default:
      return false;
  }
}
