import type { Difficulty } from '../quiz/types.ts';
import type { QuestionPool, QuestionSource } from '../../db/questions/value-lists.ts';

/** A `questions` row as the admin screens read it. */
export type QuestionRow = {
  id: string;
  question: string;
  options: string[];
  correct_index: number;
  explanation: string;
  category: string;
  difficulty: Difficulty;
  points: number;
  source: QuestionSource;
  is_active: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  times_served: number;
  times_right: number;
  pool: QuestionPool;
  retired_at: Date | null;
};

export const questionJson = (r: QuestionRow) => ({
  id: r.id,
  question: r.question,
  options: r.options,
  correctAnswer: r.correct_index,
  explanation: r.explanation,
  category: r.category,
  difficulty: r.difficulty,
  points: r.points,
  source: r.source,
  isActive: r.is_active,
  pool: r.pool,
  /** When a tournament that served this tournament question ended: it is never drawn again. */
  retiredAt: r.retired_at?.toISOString() ?? null,
  status: r.is_active ? ('active' as const) : ('inactive' as const),
  createdBy: r.created_by,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  usage: {
    timesServed: r.times_served,
    // Share of the served answers that were right (null until the question was served).
    rightShare: r.times_served > 0 ? Math.round((r.times_right * 1000) / r.times_served) / 1000 : null,
  },
});

export type QuestionJson = ReturnType<typeof questionJson>;

export const questionColumns =
  'id, question, options, correct_index, explanation, category, difficulty, points, source, is_active, created_by, created_at, updated_at, times_served, times_right, pool, retired_at';
