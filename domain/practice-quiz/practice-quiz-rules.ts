import type { Settings } from '../settings/defaults.ts';

/**
 * A practice quiz's bounds (decision 0067): a handful of easy questions, so a guest tries the game
 * without a way to mine the question bank, and a life just long enough to play them at the quiz's own
 * pace (the settings' seconds per question and reveal), after which it is gone.
 */
export const PRACTICE_QUIZ = { difficulty: 'easy', questions: 5, lifetimeMinutes: 15 } as const;

/** The clock a practice question runs on: the quiz's, from the settings. */
export const practiceClock = (settings: Settings) => ({
  secondsPerQuestion: settings.quiz.secondsPerQuestion,
  revealSeconds: settings.quiz.revealSeconds,
});
