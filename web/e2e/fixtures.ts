import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { PLAYER_PASSWORD } from './env';

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

export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
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

export async function registerPlayer(request: APIRequestContext, name = 'Test Player'): Promise<Session> {
  const res = await request.post('/api/auth/register', {
    data: { email: uniqueEmail(), password: PLAYER_PASSWORD, name },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as { data: Session }).data;
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
