import { retrying, type Sql } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { blockedMessage } from '../identity/lock-user.ts';
import { rapidAnswers, rapidAnswersClosed } from '../quiz/answer-question.ts';
import { quizRules, quizRulesJson } from '../quiz/quiz-rules.ts';
import { questionJson, type QuestionPayload } from '../quiz/session-view.ts';
import { readSettings } from '../settings/read-settings.ts';

type Refused = { refused?: 'RAPID_ANSWERS'; closed?: true };
type Outcome =
  | { error: keyof typeof errors }
  | (Refused & { next: QuestionPayload })
  | (Refused & {
      complete: true;
      result: { tournamentId: string; questionsAnswered: number; totalQuestions: number; timeMs: number };
    })
  | { refused: 'RAPID_ANSWERS'; closed?: undefined };

const errors = {
  NOT_FOUND: () => new AppError('NOT_FOUND', 'Quiz session not found'),
  USER_BLOCKED: () => new AppError('USER_BLOCKED', blockedMessage),
  ALREADY_ANSWERED: () => new AppError('ALREADY_ANSWERED', 'This question has already been answered'),
  QUIZ_COMPLETED: () => new AppError('QUIZ_COMPLETED', 'This quiz is already completed'),
  NOT_CURRENT_QUESTION: () => new AppError('VALIDATION_ERROR', 'This is not the current question'),
};

/** Nothing about the answer until the tournament completes, so early players cannot pass keys on. */
const sealed = { correct: null, timedOut: null, correctAnswer: null, explanation: null, reveal: null };

/**
 * Judges one answer of a tournament run with the server's clock, in one statement (the database's
 * `tournament_answer`, answer-run.sql), with the quiz's rapid-answer monitoring: a refused answer
 * is a 403 RAPID_ANSWERS (its flag is kept; the question's last refused attempt closes it as wrong,
 * and `POST /api/tournaments/:id/play` resumes at the next). The reply is the quiz's answer shape
 * with the judgement sealed: the next question, or after the last one the run's result without its score.
 */
export async function answerRun(
  sql: Sql,
  input: { userId: string; runId: string; questionId: string; answerIndex: number | null; now: Date },
) {
  const rules = quizRulesJson(quizRules(await readSettings(sql)));
  const outcome = await retrying(async () => {
    const [row] = await sql<{ outcome: Outcome }[]>`
      select tournament_answer(${input.userId}, ${input.runId}, ${input.questionId}, ${input.answerIndex}, ${input.now},
        ${sql.json(rules as never)}) as outcome`;
    return row!.outcome;
  });
  if ('error' in outcome) throw errors[outcome.error]();
  if (outcome.refused) {
    const { code, message } = outcome.closed ? rapidAnswersClosed : rapidAnswers;
    throw new AppError(code, message);
  }
  if ('next' in outcome) return { ...sealed, next: questionJson(outcome.next), result: undefined };
  return { ...sealed, next: undefined, result: { ...outcome.result, tournament: true } };
}
export type RunAnswer = Awaited<ReturnType<typeof answerRun>>;
