import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The first README command as a new user runs it: no DATABASE_URL, so the embedded PGlite.
const dataDir = mkdtempSync(join(tmpdir(), 'quiz-embedded-'));
const port = 41_000 + Math.floor(Math.random() * 2_000);
const env: Record<string, string> = {
  ...(process.env as Record<string, string>),
  DATA_DIR: dataDir,
  PORT: String(port),
  NODE_ENV: 'development',
};
delete env.DATABASE_URL;
const app = Bun.spawn([process.execPath, 'scripts/start.ts'], { env, stdout: 'pipe', stderr: 'pipe' });
let printed = '';
void (async () => {
  for await (const chunk of app.stdout) printed += new TextDecoder().decode(chunk);
})();

afterAll(() => {
  app.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForHealth(): Promise<Response> {
  for (let i = 0; i < 240; i++) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch {
      if (app.exitCode !== null) break;
      await Bun.sleep(500);
    }
  }
  throw new Error(`the product did not start: ${await new Response(app.stderr).text()}`);
}

test('bun run start on the embedded database: health, sign-up, profile, a quiz answer', async () => {
  const health = await waitForHealth();
  expect(await health.json()).toEqual({ data: { status: 'ok', db: 'ok' } });
  const register = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'embedded@example.com', password: 'long enough pw', name: 'Embedded' }),
  });
  expect(register.status).toBe(201);
  const { data } = await register.json();
  const profile = await fetch(`http://127.0.0.1:${port}/api/users/profile`, {
    headers: { authorization: `Bearer ${data.accessToken}` },
  });
  expect((await profile.json()).data).toMatchObject({
    name: 'Embedded',
    email: 'embedded@example.com',
    // No SMTP_URL: the address cannot be verified, so the welcome bonus waits (decision 0053).
    emailVerified: false,
    bonusBalance: '0',
  });
  // The answer path runs in PL/pgSQL (domain/quiz/answer-question.sql): PGlite must run it too.
  const post = (path: string, body: object) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${data.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const started = (await (await post('/api/quiz/sessions', { difficulty: 'easy', mode: 'standard' })).json()).data;
  const answered = await post(`/api/quiz/sessions/${started.session.id}/answers`, {
    questionId: started.question.id,
    answerIndex: 0,
  });
  expect(answered.status).toBe(200);
  expect((await answered.json()).data).toMatchObject({ timedOut: false, next: { index: 1, total: 10 } });
  const home = await fetch(`http://127.0.0.1:${port}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain('Crypto Master');
}, 150_000);

test('with no admin, the start prints a one-time setup link that creates the first admin', async () => {
  await waitForHealth();
  const link = /Set up the back office: (\S+)/.exec(printed)?.[1];
  expect(link).toMatch(new RegExp(`^http://localhost:${port}/admin/setup\\?token=[\\w-]{40,}$`));
  const token = new URL(link!).searchParams.get('token');
  const setUp = await fetch(`http://127.0.0.1:${port}/api/admin/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, email: 'owner@example.com', password: 'a long owner password', name: 'Owner' }),
  });
  expect(setUp.status).toBe(201);
  expect((await setUp.json()).data.user).toMatchObject({ isAdmin: true, bonusBalance: '0' });
  const page = await fetch(link!.replace('localhost', '127.0.0.1'));
  expect(page.status).toBe(200);
}, 150_000);
