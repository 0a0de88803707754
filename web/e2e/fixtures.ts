import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { dbUrlFile, mailFile, PLAYER_PASSWORD } from './env';

export { expect };

interface PageErrors {
  /** Errors that the test provokes on purpose (e.g. the browser's log line for a 401). */
  allow(pattern: RegExp): void;
}

/** Every test fails on any console error or uncaught page error it did not expect. */
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors.filter((e) => !allowed.some((p) => p.test(e)))).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The page has hydrated: the root's flag, and every form control of the page's content carries React's
 * props. The root hydrates before the route's own Suspense boundaries, so on a loaded machine a control
 * the server rendered can still be dead HTML when the flag is set: text typed into it then is not in
 * React's state, and a click on it is replayed against the state without it.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('main :is(button, input, select, textarea)')).every((control) =>
      Object.keys(control).some((key) => key.startsWith('__reactProps$')),
    ),
  );
}

export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; name: string; email: string; isAdmin: boolean };
}

let counter = 0;
export function uniqueEmail(prefix = 'player') {
  counter += 1;
  return `${prefix}${counter}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * The newest link to `path` mailed to an address, from the e2e server's SMTP catcher (server.ts),
 * waiting for the worker to send it.
 */
export async function mailedLink(email: string, path: '/verify-email' | '/reset-password'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readFile(mailFile(process.env.E2E_PORT ?? '3100'), 'utf8'))
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { to: string[]; text: string })
          .filter((mail) => mail.to.includes(email.toLowerCase()));
        link = mails
          .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
          .filter((url) => new URL(url).pathname === path)
          .at(-1);
        return link;
      },
      { message: `a ${path} link mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/**
 * A new email account, verified by the link mailed to it (as the player would: it pays the welcome
 * bonus and allows withdrawals), with the user as the verification left it.
 */
export async function registerPlayer(request: APIRequestContext, name = 'Test Player'): Promise<Session> {
  const email = uniqueEmail();
  const res = await request.post('/api/auth/register', { data: { email, password: PLAYER_PASSWORD, name } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const session = ((await res.json()) as { data: Session }).data;
  const token = new URL(await mailedLink(email, '/verify-email')).searchParams.get('token');
  const verified = await request.post('/api/auth/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { ...session, user: ((await verified.json()) as { data: Session['user'] }).data };
}

/**
 * A new admin of the test's own (signed up, then given the role in the database): for specs that
 * change what an admin has, so the shared admin of the other specs stays as it was.
 */
export async function registerAdmin(request: APIRequestContext, name: string): Promise<Session> {
  const admin = await registerPlayer(request, name);
  await withDb((sql) => sql`select user_roles_add(${admin.user.id}, 'admin')`);
  return admin;
}

/** Work on the test server's database (state a test cannot reach through the app), on a connection of its own. */
export async function withDb<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(readFileSync(dbUrlFile(process.env.E2E_PORT!), 'utf8'), { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end();
  }
}

export async function login(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: Session }).data;
}

/** Puts a session into the browser the way the app keeps it: access cookie + refresh token in localStorage. */
export async function useSession(page: Page, baseURL: string, session: Session) {
  await page
    .context()
    .addCookies([{ name: 'access_token', value: session.accessToken, url: baseURL, sameSite: 'Lax' }]);
  await page.addInitScript((token) => window.localStorage.setItem('cq.refreshToken', token), session.refreshToken);
}
