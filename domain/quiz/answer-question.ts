import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { readSettings } from '../settings/read-settings.ts';
import type { Refusal } from './eligibility.ts';
import { completeSession } from './complete-session.ts';
import { flagUser } from './flag-user.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import { quizRules, type QuizRules } from './quiz-settings.ts';
import { currentQuestion, findSession, type SessionRow } from './session-view.ts';
import { serveQuestion } from './serve-question.ts';
import { settleAnswer } from './settle-answer.ts';

export type AnswerInput = { userId: string; sessionId: string; questionId: string; answerIndex: number | null; now: Date };

/**
 * Judges one answer with the server's clock. Monitoring runs first: a refused answer is not
 * processed, but the flag it raises is kept, so the refusal is returned (the transaction commits)
 * rather than thrown. Exactly one answer per question: the session row lock orders concurrent
 * answers and the second finds the question already answered.
 */
export async function answerQuestion(tx: Tx, input: AnswerInput) {
  const rules = quizRules(await readSettings(tx));
  await lockActiveUser(tx, input.userId, input.now);
  const s = await findSession(tx, input.userId, input.sessionId, { lock: true });
  const [current] = await tx<{ question_id: string; served_at: Date; deadline_at: Date; correct_index: number; explanation: string }[]>`
    select a.question_id, a.served_at, a.deadline_at, q.correct_index, q.explanation
    from quiz_answers a join questions q on q.id = a.question_id
    where a.session_id = ${s.id} and a.position = ${s.current_index} and a.answered_at is null and a.served_at is not null`;
  if (s.status === 'completed' || !current) {
    const [answered] = await tx`select 1 from quiz_answers where session_id = ${s.id} and question_id = ${input.questionId} and answered_at is not null`;
    if (answered) throw new AppError('ALREADY_ANSWERED', 'This question has already been answered');
    throw new AppError('QUIZ_COMPLETED', 'This quiz is already completed');
  }
  if (current.question_id !== input.questionId) {
    const [answered] = await tx`select 1 from quiz_answers where session_id = ${s.id} and question_id = ${input.questionId} and answered_at is not null`;
    if (answered) throw new AppError('ALREADY_ANSWERED', 'This question has already been answered');
    throw new AppError('VALIDATION_ERROR', 'This is not the current question');
  }

  const timedOut = input.now > current.deadline_at;
  const elapsedMs = input.now.getTime() - current.served_at.getTime();
  if (!timedOut && input.answerIndex !== null) {
    const refusal = await monitorAnswer(tx, s, elapsedMs, input.now, rules);
    if (refusal) return { refused: refusal };
  }

  const correct = !timedOut && input.answerIndex === current.correct_index;
  const bet = await settleAnswer(tx, s, { position: s.current_index, answerIndex: input.answerIndex, correct, timedOut, now: input.now }, rules);
  const reveal = { correct, timedOut, correctAnswer: current.correct_index, explanation: current.explanation, bet: bet ?? undefined };

  const nextPosition = s.current_index + 1;
  if (nextPosition < s.question_count && (await serveQuestion(tx, s, nextPosition, input.now, rules))) {
    return { answer: { ...reveal, next: await currentQuestion(tx, s) } };
  }
  const outOfFunds = nextPosition < s.question_count;
  const result = await completeSession(tx, s, input.now, rules);
  return { answer: { ...reveal, result: { ...result, endedEarly: outOfFunds ? 'Insufficient balance for the next stake' : undefined } } };
}

/**
 * monitorQuizSession of the spec: an answer under the rapid threshold is rapid; the third rapid
 * answer within the window flags the player and is refused. More than the allowed consecutive
 * right answers that are all quick raises a flag for review (the answer still counts).
 */
async function monitorAnswer(tx: Tx, s: SessionRow, elapsedMs: number, now: Date, rules: QuizRules): Promise<Refusal | null> {
  if (!rules.fraudDetection) return null;
  if (elapsedMs < rules.rapidAnswerMs) {
    const since = new Date(now.getTime() - rules.rapidWindowMs);
    const [recent] = await tx<{ n: number }[]>`
      select count(*)::int as n from quiz_answers a join quiz_sessions q on q.id = a.session_id
      where q.user_id = ${s.user_id} and a.answered_at > ${since} and a.answer_index is not null
        and a.answered_at - a.served_at < make_interval(secs => ${rules.rapidAnswerMs / 1000})`;
    if (recent!.n + 1 >= rules.rapidAnswersToFlag) {
      await flagUser(tx, s.user_id, 'RAPID_ANSWERS', `${recent!.n + 1} answers under ${rules.rapidAnswerMs / 1000} s within ${rules.rapidWindowMs / 1000} s`, now);
      return { code: 'RAPID_ANSWERS', message: 'Answering too quickly - please take your time' };
    }
  }
  const lastRun = await tx<{ is_correct: boolean; quick: boolean }[]>`
    select is_correct, answered_at - served_at < make_interval(secs => ${(rules.rapidAnswerMs * 2) / 1000}) as quick
    from quiz_answers where session_id = ${s.id} and answered_at is not null
    order by position desc limit ${rules.maxConsecutiveCorrect}`;
  if (lastRun.length === rules.maxConsecutiveCorrect && lastRun.every((a) => a.is_correct && a.quick) && elapsedMs < rules.rapidAnswerMs * 2) {
    const [already] = await tx`select 1 from security_flags where user_id = ${s.user_id} and code = 'SUSPICIOUS_ACTIVITY' and created_at >= ${s.started_at}`;
    if (!already) await flagUser(tx, s.user_id, 'SUSPICIOUS_ACTIVITY', `More than ${rules.maxConsecutiveCorrect} quick right answers in a row`, now);
  }
  return null;
}
