import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, gotoHydrated, registerPlayer, test, useSession } from './fixtures';

// web/e2e/server.ts built web/dist before the server started.
const assetsDir = join(process.cwd(), 'web/dist/assets');

function chunksContaining(markers: string[]): string[] {
  return readdirSync(assetsDir)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => {
      const code = readFileSync(join(assetsDir, f), 'utf8');
      return markers.some((m) => code.includes(m));
    });
}

// Texts that only the back office's lazy route files contain.
const ADMIN_MARKERS = [
  'Pending Actions',
  'Access denied',
  'Admin sign-in',
  'Personal data is erased and every session ends',
];
// A Telegram bridge method name: only the SDK chunk has it.
const TELEGRAM_MARKERS = ['web_app_request_viewport'];

function scriptRecorder(page: import('@playwright/test').Page) {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js')) scripts.add(path.replace('/assets/', ''));
  });
  return scripts;
}

test('admin code and the Telegram SDK live in their own chunks', () => {
  const adminChunks = chunksContaining(ADMIN_MARKERS);
  const telegramChunks = chunksContaining(TELEGRAM_MARKERS);
  expect(adminChunks.length).toBeGreaterThan(0);
  expect(telegramChunks.length).toBeGreaterThan(0);
  for (const chunk of [...adminChunks, ...telegramChunks]) expect(chunk).not.toMatch(/^entry-client/);
});

test('player pages download no admin code and no Telegram SDK', async ({ page, request, baseURL }) => {
  const forbidden = new Set([...chunksContaining(ADMIN_MARKERS), ...chunksContaining(TELEGRAM_MARKERS)]);
  const player = await registerPlayer(request, 'Chunk Watcher');
  await useSession(page, baseURL!, player);
  const scripts = scriptRecorder(page);
  for (const path of ['/', '/profile', '/quiz', '/login', '/earn']) await gotoHydrated(page, path);
  // and client-side navigation, with link hover preloading
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: 'Start Quiz' }).hover();
  await page.getByRole('link', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await page.waitForLoadState('networkidle');

  expect([...scripts].some((s) => s.startsWith('entry-client'))).toBe(true);
  expect([...scripts].filter((s) => forbidden.has(s))).toEqual([]);
});

test('control: an admin page does download admin chunks', async ({ page }) => {
  const adminChunks = new Set(chunksContaining(ADMIN_MARKERS));
  const scripts = scriptRecorder(page);
  await gotoHydrated(page, '/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  expect([...scripts].filter((s) => adminChunks.has(s)).length).toBeGreaterThan(0);
});
