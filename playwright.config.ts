import { defineConfig, devices } from '@playwright/test';
import { createServer } from 'node:net';

// One server for the whole run (web/e2e/server.ts: fresh database, fresh build, `bun api/main.ts`)
// on a free port. The port is chosen once by the runner; workers inherit it through the env.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

process.env.E2E_PORT ||= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const BACK_OFFICE = [/\/admin(-2fa|-questions|-users|-wallet)?\.spec\.ts$/, /\/first-run\.spec\.ts$/];
const BOTH_VIEWPORTS = [/\/(navigation|home|player-polish|admin-polish)\.spec\.ts$/];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: 'web/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/artifacts',
  // CI's two shared cores run two browsers, the e2e server, its worker and PostgreSQL: long flows passed
  // 30 s there at load 10+ (each step's own 10 s limit still catches a real failure).
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI only: the 2 shared cores make some long specs brush the 30 s limit; a real failure fails twice.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    // Each spec runs at the viewport its user holds: player flows on a phone, the back office on a
    // desktop; the specs about layout (navigation, home, polish) run at both (decision 0065).
    {
      name: 'mobile',
      testIgnore: [/settings\.spec\.ts|game-rules\.spec\.ts/, ...BACK_OFFICE],
      use: { ...chromium, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      testMatch: [...BACK_OFFICE, ...BOTH_VIEWPORTS],
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    // These specs change the shared settings (and one renames its table): they run alone, one
    // test at a time, after the other projects, and the three files never overlap.
    {
      name: 'settings',
      testMatch: /\/settings\.spec\.ts$/,
      dependencies: ['mobile', 'desktop'],
      fullyParallel: false,
      use: { ...chromium, viewport: { width: 390, height: 844 } },
    },
    {
      name: 'admin-settings',
      testMatch: /\/admin-settings\.spec\.ts$/,
      dependencies: ['settings'],
      fullyParallel: false,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'game-rules',
      testMatch: /\/game-rules\.spec\.ts$/,
      dependencies: ['admin-settings'],
      fullyParallel: false,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node_modules/.bin/bun web/e2e/server.ts',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets web/e2e/server.ts drop its database (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
