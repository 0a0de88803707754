import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { formatAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { betJson } from './bet-view.ts';
import { quizRules } from './quiz-rules.ts';
import type { Difficulty, QuizMode, QuizStatus } from './types.ts';

/** A session row with its current question's position (`current_index`, derived: see findSession). */
export type SessionRow = {
  id: string;
  user_id: string;
  difficulty: Difficulty;
  mode: QuizMode;
  stake: number | null;
  status: QuizStatus;
  question_count: number;
  current_index: number;
  correct_answers: number;
  score: number;
  reward: number;
  streak_bonus: number;
  xp_gained: number;
  started_at: Date;
  completed_at: Date | null;
  total_time_ms: number;
};

/** A session row as the database's `to_jsonb` gives it: times as ISO strings. */
export type SessionJsonRow = Omit<SessionRow, 'started_at' | 'completed_at' | 'current_index'> & {
  started_at: string;
  completed_at: string | null;
};

/** A session just opened: on its first question. */
export function sessionFromJson(s: SessionJsonRow): SessionRow {
  return {
    ...s,
    current_index: 0,
    started_at: new Date(s.started_at),
    completed_at: s.completed_at === null ? null : new Date(s.completed_at),
  };
}

/**
 * The player's own session (another player's is "not found"), with its current question's position:
 * the last one served (domain/quiz/answer-question.sql). An active quiz's right answers and score are counted from
 * its answers so far; a finished one has them on its row.
 */
export async function findSession(db: Db, userId: string, sessionId: string): Promise<SessionRow> {
  const [row] = await db<(SessionRow & { answered_right: number })[]>`
    select s.*, p.current_index, p.answered_right
    from quiz_sessions s cross join lateral (
      select coalesce(max(position) filter (where served_at is not null), 0)::int as current_index,
             (count(*) filter (where is_correct))::int as answered_right
      from quiz_answers where user_id = s.user_id and session_id = s.id) p
    where s.id = ${sessionId} and s.user_id = ${userId}`;
  if (!row) throw new AppError('NOT_FOUND', 'Quiz session not found');
  const { answered_right, ...session } = row;
  if (session.status !== 'active') return session;
  const { pointsPerCorrect } = quizRules(await readSettings(db));
  return { ...session, correct_answers: answered_right, score: answered_right * pointsPerCorrect };
}

export function sessionJson(s: SessionRow) {
  return {
    id: s.id,
    difficulty: s.difficulty,
    mode: s.mode,
    isChallengeMode: s.mode === 'challenge',
    stake: s.stake === null ? null : formatAmount(s.stake),
    status: s.status,
    index: s.current_index,
    total: s.question_count,
    correctAnswers: s.correct_answers,
    score: s.score,
    reward: formatAmount(s.reward),
    startedAt: s.started_at.toISOString(),
    completedAt: s.completed_at?.toISOString() ?? null,
    totalTime: s.total_time_ms,
  };
}
export type SessionJson = ReturnType<typeof sessionJson>;

/** A question as `quiz_question_json` builds it (domain/quiz/session-view.sql): no answer key, stake in micro-USDT. */
export type QuestionPayload = {
  id: string;
  index: number;
  total: number;
  question: string;
  options: string[];
  difficulty: Difficulty;
  category: string;
  servedAt: string;
  deadlineAt: string;
  stake: number | null;
  /** The hex SHA-256 of `{questionId}:{correctIndex}:{salt}` (decision 0058): the key, fixed before the answer. */
  commitment: string;
};

/** What a reveal shows of a served question: its key in the order shown and the salt of its commitment. */
export type Reveal = { correctIndex: number; salt: string };

export function questionJson(q: QuestionPayload) {
  return { ...q, stake: q.stake === null ? null : formatAmount(q.stake) };
}
export type QuizQuestionJson = ReturnType<typeof questionJson>;

/** The question at `position` of a session, without its answer. */
export async function questionAt(db: Db, userId: string, sessionId: string, position: number) {
  const [row] = await db<
    { q: QuestionPayload | null }[]
  >`select quiz_question_payload(${userId}, ${sessionId}, ${position}) as q`;
  return row!.q ? questionJson(row!.q) : null;
}

/** The question being asked, without its answer. */
export async function currentQuestion(db: Db, s: SessionRow) {
  return s.status === 'active' ? questionAt(db, s.user_id, s.id, s.current_index) : null;
}

/** After completion: every question with the player's answer, the right one and the bet outcome. */
export async function sessionReview(db: Db, userId: string, sessionId: string) {
  const rows = await db<
    {
      position: number;
      question_id: string;
      question: string;
      answer_index: number | null;
      correct_index: number;
      is_correct: boolean | null;
      timed_out: boolean;
      stake: number | null;
      bet_result: 'won' | 'lost' | null;
      win_amount: number | null;
      commitment: string;
      reveal: Reveal;
    }[]
  >`
    select a.position, a.question_id, q.question, a.is_correct, a.timed_out, a.stake, a.bet_result, a.win_amount,
      quiz_commitment(a.question_id, a.option_order, a.key_index, a.salt) as commitment,
      quiz_reveal_json(a.option_order, a.key_index, a.salt) as reveal,
      -- In the order the player was shown (quiz_answers.option_order), as the answer and its reveal spoke.
      coalesce(array_position(a.option_order, a.answer_index::smallint) - 1, a.answer_index) as answer_index,
      -- The key today: a corrected key (an upheld dispute) shows here, the served one in the reveal.
      quiz_shown_key(a.option_order, q.correct_index) as correct_index
    from quiz_answers a join questions q on q.id = a.question_id
    where a.user_id = ${userId} and a.session_id = ${sessionId} and a.served_at is not null order by a.position`;
  return rows.map((r) => ({
    index: r.position,
    questionId: r.question_id,
    question: r.question,
    answerIndex: r.answer_index,
    correctAnswer: r.correct_index,
    correct: r.is_correct === true,
    timedOut: r.timed_out,
    commitment: r.commitment,
    reveal: r.reveal,
    bet:
      r.stake === null || r.bet_result === null
        ? null
        : betJson({ stake: r.stake, winAmount: r.win_amount ?? 0, won: r.bet_result === 'won' }),
  }));
}
export type ReviewItem = Awaited<ReturnType<typeof sessionReview>>[number];

/** GET /api/quiz/sessions/:id: the session, its current question, and once it ended the review. */
export async function readSessionState(db: Db, userId: string, sessionId: string) {
  const session = await findSession(db, userId, sessionId);
  return {
    session: sessionJson(session),
    question: await currentQuestion(db, session),
    review: session.status !== 'active' ? await sessionReview(db, session.user_id, session.id) : undefined,
  };
}
export type SessionState = Awaited<ReturnType<typeof readSessionState>>;
