import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test, waitForHydration } from './fixtures';
import { PLAYER_PASSWORD } from './env';

// A newcomer's first run (decision 0051): a server started with nothing of the operator's set
// (first-run-server.ts: no admin, no bot, no SMTP, no AI key) prints a setup link; opening it creates
// the first admin in the browser, who lands on the dashboard with its setup checklist; a player's
// Deposit screen says deposits are not set up yet. Its own server, since the shared one has an admin.

test.describe.configure({ timeout: 120_000 });

let server: ChildProcess;
let output = '';
let baseUrl = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The link the server printed, as a newcomer reads it in the terminal. */
async function printedSetupLink(): Promise<string> {
  for (let i = 0; i < 240; i++) {
    const match = /Set up the back office: (\S+)/.exec(output);
    if (match) return match[1]!;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no setup link was printed:\n${output}`);
}

/** Starts first-run-server.ts on a free port, gathering what it prints. */
async function startFirstRunServer() {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn('node_modules/.bin/bun', ['web/e2e/first-run-server.ts', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const gather = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout!.on('data', gather);
  server.stderr!.on('data', gather);
}

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
});

test('from the printed setup link to a working back office, and deposits not set up yet', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one newcomer is enough: back-office flows run at 1280x800');
  await startFirstRunServer();
  const link = await printedSetupLink();
  expect(link).toMatch(/\/admin\/setup\?token=[\w-]{40,}$/);
  // The link names PUBLIC_URL's default (localhost); the server listens on 127.0.0.1.
  const url = new URL(link);
  const setupPath = `${url.pathname}${url.search}`;

  // The sign-in page, before anyone set up, says how to get in.
  await page.goto(`${baseUrl}/admin/login`);
  await waitForHydration(page);
  await expect(page.getByTestId('setup-hint')).toContainText('No admin account exists yet');

  await page.goto(`${baseUrl}${setupPath}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Set up the back office' })).toBeVisible();
  await page.getByLabel('Your name').fill('Operator');
  await page.getByLabel('Email').fill('operator@example.com');
  await page.getByLabel(/^Password/).fill('a long operator password');
  await page.getByRole('button', { name: 'Create admin account' }).click();

  await expect(page).toHaveURL(`${baseUrl}/admin`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const checklist = page.getByTestId('setup-checklist');
  await expect(checklist).toBeVisible();
  for (const item of ['depositAddresses', 'telegramBot', 'email', 'aiKey', 'supportContact', 'twoFactor'])
    await expect(checklist.getByTestId(`setup-item-${item}`)).toHaveAttribute('data-done', 'false');
  await expect(checklist.getByRole('link', { name: /Add your deposit addresses/ })).toHaveAttribute(
    'href',
    '/admin/wallet-settings',
  );
  await expect(checklist.getByTestId('setup-item-email')).toContainText('SMTP_URL');

  // The link is spent: opening it again says the back office is set up.
  await page.goto(`${baseUrl}${setupPath}`);
  await expect(page.getByTestId('setup-done')).toBeVisible();

  // A player's Deposit screen: no address nobody here owns, no QR code.
  const register = await request.post(`${baseUrl}/api/auth/register`, {
    data: { email: 'first-player@example.com', password: PLAYER_PASSWORD, name: 'First Player' },
  });
  expect(register.status()).toBe(201);
  const session = (await register.json()).data as { accessToken: string; refreshToken: string };
  await page.context().clearCookies();
  await page
    .context()
    .addCookies([{ name: 'access_token', value: session.accessToken, url: baseUrl, sameSite: 'Lax' }]);
  await page.evaluate((token) => window.localStorage.setItem('cq.refreshToken', token), session.refreshToken);
  await page.goto(`${baseUrl}/deposit`);
  await waitForHydration(page);
  await expect(page.getByText('Deposits are not set up yet. Please check back later.')).toBeVisible();
  await expect(page.getByTestId('address-qr')).toHaveCount(0);
});
