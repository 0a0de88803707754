import type { QuizQuestionJson, Reveal } from '../quiz/session-view.ts';

/**
 * A guest's practice quiz (decision 0067) as the database's practice_quiz_json builds it
 * (domain/practice-quiz/practice-quiz.sql): where it is, its right answers so far and when it expires.
 */
export type PracticeQuizJson = {
  id: string;
  difficulty: 'easy';
  status: 'active' | 'completed';
  index: number;
  total: number;
  correctAnswers: number;
  expiresAt: string;
};

/** After the last answer: the score, and nothing else (no reward, no XP). */
export type PracticeQuizResult = { correctAnswers: number; totalQuestions: number; scorePercent: number };

/** The reveal of one answer, then the next question or the result, as a quiz's answer has them (no bet). */
export type PracticeQuizAnswer = {
  correct: boolean;
  timedOut: boolean;
  correctAnswer: number;
  explanation: string;
  reveal: Reveal;
  next?: QuizQuestionJson;
  result?: PracticeQuizResult;
};

export const practiceQuizNotFound = 'Practice quiz not found or expired';
