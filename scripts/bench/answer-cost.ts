// The CPU cost of one quiz request, by kind, on an idle machine: one player plays challenge quizzes
// one request at a time through the real app handler (in this process) against the local
// PostgreSQL, and each request's CPU is split into this process (app + postgres.js) and the
// database's backends (from /proc/<pid>/schedstat). Unlike the throughput bench, the figures do not depend on what
// else the machine is doing, so they show what a change to the answer path costs or saves.
//   bun scripts/bench/answer-cost.ts        (BENCH_QUIZZES, default 60)
import { correctIndex } from '../../testing/quiz-play.ts';
import { createTestApi } from '../../testing/test-api.ts';
import { allowMachinePace } from './players.ts';
import { createCostMeter } from './request-cost.ts';

const quizzes = Number(process.env.BENCH_QUIZZES ?? 60);
const api = await createTestApi();
await allowMachinePace(api.sql);
const player = await api.register('Cost');
await api.fund(player.user.id, 10_000);

const meter = await createCostMeter(api.sql);
const measure = meter.measure;

for (let quiz = 0; quiz < quizzes; quiz++) {
  if (quiz % 10 === 0) await meter.listBackends();
  api.clock.advance(60_000);
  const start = await measure(
    () => 'start',
    () =>
      api.call('POST', '/api/quiz/sessions', {
        token: player.token,
        body: { difficulty: 'easy', mode: 'challenge', stake: '0.1' },
      }),
  );
  if (start.status !== 201) throw new Error(`start: ${start.status} ${start.text}`);
  let question = start.json.data.question as { id: string } | null;
  for (let i = 0; question; i++) {
    api.clock.advance(5_000);
    const answerIndex =
      i % 2 === 0 ? await correctIndex(api, question.id) : 4 - 1 - (await correctIndex(api, question.id));
    const res = await measure(
      (r) => (r.json.data?.next ? 'answer (next question)' : 'answer (last, finishes the quiz)'),
      () =>
        api.call('POST', `/api/quiz/sessions/${start.json.data.session.id}/answers`, {
          token: player.token,
          body: { questionId: question!.id, answerIndex },
        }),
    );
    if (res.status !== 200) throw new Error(`answer: ${res.status} ${res.text}`);
    question = res.json.data.next ?? null;
  }
}

console.log(`\n${quizzes} challenge quizzes, one request at a time; CPU ms per request\n`);
meter.print();
let all = { n: 0, app: 0, db: 0 };
for (const [kind, t] of meter.totals) {
  if (kind !== 'start') all = { n: all.n + t.n, app: all.app, db: all.db };
  all.app += t.app;
  all.db += t.db;
}
console.log(
  `\nper answer, starts included: app ${(all.app / all.n).toFixed(2)} ms + db ${(all.db / all.n).toFixed(2)} ms = ${((all.app + all.db) / all.n).toFixed(2)} ms of CPU`,
);
await meter.close();
await api.close();
