import type { Sql } from '../../db/connection.ts';
import type { BenchUser } from './fixtures.ts';
import { openHttpConnection } from './http-client.ts';
import { Recorder, type Measurement } from './stats.ts';

/**
 * Challenge-mode players against the API child: each keeps one quiz going, staking 0.1 per question
 * and answering at once; only the answer submissions are timed (starting a new quiz is not).
 * The bench database turns off the human-pace rules first (rapid-answer monitor, quiz gaps and
 * limits, the 3 s reveal, the per-client request limit), which would otherwise refuse a machine answering this fast.
 */
export async function allowMachinePace(sql: Sql): Promise<void> {
  await sql`
    update app_settings set document = document
      || jsonb_build_object('security', coalesce(document->'security', '{}'::jsonb) || '{"enableFraudDetection": false, "maxDailyQuizzes": 100000, "maxHourlyQuizzes": 10000, "minTimeBetweenQuizzes": 0}'::jsonb)
      || jsonb_build_object('quiz', coalesce(document->'quiz', '{}'::jsonb) || '{"revealSeconds": 0}'::jsonb)
    where id = 'appSettings'`;
  // Every client here is one address: the per-client API limit (System Settings > Security) would refuse most of them.
  await sql`
    update app_settings set document = jsonb_set(document, '{system}', coalesce(document->'system', '{}'::jsonb)
      || jsonb_build_object('security', coalesce(document #> '{system,security}', '{}'::jsonb) || '{"enableRateLimit": false}'::jsonb))
    where id = 'appSettings'`;
  await Bun.sleep(1_200); // the API caches settings for a second
}

type Question = { id: string };

export async function challengePlayers(input: {
  apiUrl: string;
  users: BenchUser[];
  concurrency: number;
  seconds: number;
}): Promise<Measurement> {
  const recorder = new Recorder();
  // The same answers split by what the server does besides judging: serve the next question, or finish the quiz.
  const next = new Recorder();
  const last = new Recorder();
  const started = performance.now();
  const until = started + input.seconds * 1000;
  let firstError: string | undefined;

  const play = async (user: BenchUser) => {
    const connection = await openHttpConnection(input.apiUrl);
    const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown) => {
      const res = await connection.post(path, headers, JSON.stringify(body));
      return { status: res.status, json: () => JSON.parse(res.body) as unknown };
    };
    try {
      let sessionId = '';
      let question: Question | null = null;
      while (performance.now() < until) {
        if (!question) {
          const res = await post('/api/quiz/sessions', { difficulty: 'easy', mode: 'challenge', stake: '0.1' });
          const body = res.json() as {
            data?: { session: { id: string }; question: Question };
            error?: { message: string };
          };
          if (!body.data) {
            recorder.errors += 1;
            firstError ??= `start: ${res.status} ${body.error?.message}`;
            await Bun.sleep(50);
            continue;
          }
          sessionId = body.data.session.id;
          question = body.data.question;
          continue;
        }
        const t0 = performance.now();
        const res = await post(`/api/quiz/sessions/${sessionId}/answers`, {
          questionId: question.id,
          answerIndex: Math.floor(Math.random() * 4),
        });
        const body = res.json() as { data?: { next?: Question }; error?: { message: string } };
        if (res.status !== 200 || !body.data) {
          recorder.errors += 1;
          firstError ??= `answer: ${res.status} ${body.error?.message}`;
          question = null;
          continue;
        }
        const ms = performance.now() - t0;
        recorder.record(ms);
        (body.data.next ? next : last).record(ms);
        question = body.data.next ?? null;
      }
    } finally {
      connection.close();
    }
  };
  await Promise.all(input.users.slice(0, input.concurrency).map(play));
  if (firstError) console.error('  first error:', firstError);
  const seconds = (performance.now() - started) / 1000;
  const split = (label: string, m: Measurement) =>
    `${label} ${m.ok.toLocaleString('en-US')} (p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms)`;
  const detail = `${split('serving the next question', next.summarise(seconds))}; ${split('finishing the quiz', last.summarise(seconds))}`;
  return { ...recorder.summarise(seconds), detail };
}
