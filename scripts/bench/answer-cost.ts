// The CPU cost of one quiz request, by kind, on an idle machine: one player plays challenge quizzes
// one request at a time through the real app handler (in this process) against the local
// PostgreSQL, and each request's CPU is split into this process (app + postgres.js) and the
// database's backends (from /proc/<pid>/schedstat). Unlike the throughput bench, the figures do not depend on what
// else the machine is doing, so they show what a change to the answer path costs or saves.
//   bun scripts/bench/answer-cost.ts        (BENCH_QUIZZES, default 60)
import { readFileSync } from 'node:fs';
import { correctIndex } from '../../testing/quiz-play.ts';
import { createTestApi } from '../../testing/test-api.ts';
import { connect } from '../../db/connection.ts';
import { testServerUrl } from '../../testing/test-database.ts';
import { allowMachinePace } from './players.ts';

const quizzes = Number(process.env.BENCH_QUIZZES ?? 60);
const api = await createTestApi();
await allowMachinePace(api.sql);
const player = await api.register('Cost');
await api.fund(player.user.id, 10_000);

// The backends are listed over a connection to another database, so that query's own CPU is not
// counted; the list is read again every few quizzes in case the pool opened a connection.
const admin = connect(testServerUrl(), { max: 1 });
const database = (await api.sql<{ database: string }[]>`select current_database() as database`)[0]!.database;
let pids: number[] = [];
const listBackends = async () => {
  pids = (await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${database}`).map(
    (r) => r.pid,
  );
};

/** CPU time of this database's backends so far, from the scheduler's nanosecond counter. */
function backendCpuMs(): number {
  let ns = 0;
  for (const pid of pids) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a backend that ended between the two reads
    }
  }
  return ns / 1e6;
}

type Kind = 'start' | 'answer (next question)' | 'answer (last, finishes the quiz)';
const totals = new Map<Kind, { n: number; app: number; db: number; wall: number }>();
async function measure<T>(kind: (result: T) => Kind, run: () => Promise<T>): Promise<T> {
  const db0 = backendCpuMs();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await run();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const db = backendCpuMs() - db0;
  const entry = totals.get(kind(result)) ?? { n: 0, app: 0, db: 0, wall: 0 };
  totals.set(kind(result), {
    n: entry.n + 1,
    app: entry.app + (cpu.user + cpu.system) / 1000,
    db: entry.db + db,
    wall: entry.wall + wall,
  });
  return result;
}

for (let quiz = 0; quiz < quizzes; quiz++) {
  if (quiz % 10 === 0) await listBackends();
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

const ms = (n: number) => n.toFixed(2).padStart(7);
console.log(`\n${quizzes} challenge quizzes, one request at a time; CPU ms per request\n`);
console.log('| request                          | count |  app ms |   db ms | total ms | wall ms |');
console.log('|----------------------------------|------:|--------:|--------:|---------:|--------:|');
let all = { n: 0, app: 0, db: 0 };
for (const [kind, t] of totals) {
  console.log(
    `| ${kind.padEnd(32)} | ${String(t.n).padStart(5)} | ${ms(t.app / t.n)} | ${ms(t.db / t.n)} | ${ms((t.app + t.db) / t.n).padStart(8)} | ${ms(t.wall / t.n)} |`,
  );
  if (kind !== 'start') all = { n: all.n + t.n, app: all.app, db: all.db };
  all.app += t.app;
  all.db += t.db;
}
console.log(
  `\nper answer, starts included: app ${(all.app / all.n).toFixed(2)} ms + db ${(all.db / all.n).toFixed(2)} ms = ${((all.app + all.db) / all.n).toFixed(2)} ms of CPU`,
);
await admin.end();
await api.close();
