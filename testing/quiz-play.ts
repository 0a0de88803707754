import type { TestApi } from './test-api.ts';

/**
 * Test helper: the answer key of a question, read straight from the database (the API never sends
 * it), as the player sees the options: in the shown order of its latest served row (quiz_answers.option_order).
 */
export async function correctIndex(api: TestApi, questionId: string): Promise<number> {
  const [row] = await api.sql<{ correct_index: number }[]>`
    select coalesce(array_position(a.option_order, q.correct_index::smallint) - 1, q.correct_index) as correct_index
    from questions q left join lateral (
      select option_order from quiz_answers where question_id = q.id and served_at is not null
      order by answered_at is null desc, served_at desc limit 1) a on true
    where q.id = ${questionId}`;
  return row!.correct_index;
}

/** Plays a whole quiz, answering after `thinkMs` each, right when `right(i)` says so. Returns every answer response. */
export async function playQuiz(
  api: TestApi,
  token: string,
  options: {
    difficulty?: string;
    mode?: string;
    stake?: string;
    thinkMs?: number;
    right?: (i: number) => boolean;
  } = {},
) {
  const start = await api.call('POST', '/api/quiz/sessions', {
    token,
    body: {
      difficulty: options.difficulty ?? 'easy',
      mode: options.mode ?? 'standard',
      ...(options.stake ? { stake: options.stake } : {}),
    },
  });
  if (start.status !== 201) throw new Error(`start failed: ${start.status} ${start.text}`);
  const sessionId = start.json.data.session.id as string;
  let question = start.json.data.question;
  const answers: any[] = [];
  for (let i = 0; question; i++) {
    // After the first question the clock also runs through the previous answer's 3 s reveal.
    api.clock.advance((i > 0 ? 3_000 : 0) + (options.thinkMs ?? 5_000));
    const key = await correctIndex(api, question.id);
    const answerIndex = (options.right?.(i) ?? true) ? key : (key + 1) % 4;
    const res = await api.call('POST', `/api/quiz/sessions/${sessionId}/answers`, {
      token,
      body: { questionId: question.id, answerIndex },
    });
    if (res.status !== 200) throw new Error(`answer failed: ${res.status} ${res.text}`);
    answers.push(res.json.data);
    question = res.json.data.next;
  }
  return { sessionId, start: start.json.data, answers, result: answers.at(-1)?.result };
}

/**
 * A fixture for rules that only ask whether a player completed a quiz (a referral's qualifying
 * action): a completed quiz with every question answered, written straight to the database, so it
 * queues no referral job (quiz_finish does).
 */
export async function recordCompletedQuiz(api: TestApi, userId: string) {
  await api.sql`
    with added as (
      insert into quiz_sessions (user_id, difficulty, mode, status, question_count, completed_at)
      values (${userId}, 'easy', 'standard', 'completed', 10, now()) returning correct_answers, question_count)
    select quiz_counters_add(1, 1, quiz_score('completed', correct_answers, question_count)) from added`;
  await api.sql`update users set quizzes_completed = quizzes_completed + 1 where id = ${userId}`;
}
