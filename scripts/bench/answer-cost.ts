// The CPU cost of one quiz request, by kind, on an idle machine: one player plays challenge quizzes
// one request at a time through the real app handler (in this process) against the local
// PostgreSQL, and each request's CPU is split into this process (app + postgres.js) and the
// database's backends (from /proc/<pid>/schedstat). Unlike the throughput bench, the figures do not depend on what
// else the machine is doing, so they show what a change to the answer path costs or saves.
//   bun scripts/bench/answer-cost.ts        (BENCH_QUIZZES, default 60)
// With BENCH_BEFORE=<another checkout of the repo, e.g. a worktree of main>, that checkout's app is
// measured too, on its own database, quiz by quiz interleaved with this one's.
// With BENCH_STATEMENTS=<n> against a server with pg_stat_statements loaded (track = all, the
// extension created in template1 before the test template is built), the n statements that took
// each side's database longest during the quizzes are listed too. The answer picked is read from
// the database outside the measured requests (`correctIndex`); that read shows in the list.
import { join } from 'node:path';
import type { correctIndex as CorrectIndex } from '../../testing/quiz-play.ts';
import { allowMachinePace } from './players.ts';
import { benchTrees, createCostMeter, testApiOf } from './request-cost.ts';

const quizzes = Number(process.env.BENCH_QUIZZES ?? 60);
const statements = Number(process.env.BENCH_STATEMENTS ?? 0);
/** One app (this checkout's or BENCH_BEFORE's) on its own database, with a funded player. */
async function openSide({ name, tree }: { name: string; tree: string }) {
  const { correctIndex } = (await import(join(tree, 'testing/quiz-play.ts'))) as {
    correctIndex: typeof CorrectIndex;
  };
  const api = await testApiOf(tree);
  await allowMachinePace(api.sql);
  const player = await api.register('Cost');
  await api.fund(player.user.id, 10_000);
  const meter = await createCostMeter(api.sql);
  if (statements) await api.sql`select pg_stat_statements_reset()`;
  return { name, api, player, meter, correctIndex };
}
type Side = Awaited<ReturnType<typeof openSide>>;

/** One challenge quiz, its requests measured one at a time. */
async function playQuiz({ api, player, meter, correctIndex }: Side) {
  api.clock.advance(60_000);
  const start = await meter.measure(
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
    const res = await meter.measure(
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

async function report({ name, api, meter }: Side) {
  if (name) console.log(`\n${name}:`);
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
  if (!statements) return;
  const top = await api.sql<{ calls: number; total: number; mean: number; query: string }[]>`
    select calls, round(total_exec_time::numeric, 1)::float8 as total, round(mean_exec_time::numeric, 3)::float8 as mean,
      left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 110) as query
    from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
    order by total_exec_time desc limit ${statements}`;
  console.log(`\nthe ${statements} statements the database spent longest on (total ms, calls, mean ms):\n`);
  for (const s of top)
    console.log(
      `${String(s.total).padStart(8)} ${String(s.calls).padStart(6)} ${String(s.mean).padStart(7)}  ${s.query}`,
    );
}

const sides: Side[] = [];
for (const tree of benchTrees()) sides.push(await openSide(tree));
for (let quiz = 0; quiz < quizzes; quiz++)
  for (const side of sides) {
    if (quiz % 10 === 0) await side.meter.listBackends();
    await playQuiz(side);
  }
console.log(`\n${quizzes} challenge quizzes, one request at a time; CPU ms per request\n`);
for (const side of sides) {
  await report(side);
  await side.meter.close();
  await side.api.close();
}
