// The whole test suite: `bun run test`. Unit and integration tests (bun test, real PostgreSQL), the
// type check, then the browser tests (Playwright driving the system Chromium).
import { existsSync } from 'node:fs';
import { ensureTestDatabaseServer } from './test-database.ts';

const chromium = '/usr/bin/chromium';

function run(command: string[]): number {
  console.log(`\n$ ${command.join(' ')}`);
  return Bun.spawnSync(command, { stdout: 'inherit', stderr: 'inherit', env: process.env }).exitCode ?? 1;
}

function ensureChromium(): boolean {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('installing Chromium from the Debian packages');
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', 'chromium']);
  }
  return existsSync(chromium);
}

const stopDatabase = await ensureTestDatabaseServer();
// Formatting and lint first: unformatted code fails the suite (`bun run format` fixes it).
let failed = run([process.execPath, 'x', 'biome', 'ci', '.']) !== 0;
// bunfig.toml's `timeout` is not read by this Bun (its default is 5 s): tests that start databases get 30 s.
failed = run([process.execPath, 'test', '--timeout', '30000', ...process.argv.slice(2)]) !== 0 || failed;
if (process.argv.length <= 2) {
  failed = run([process.execPath, 'x', 'tsc', '--noEmit', '-p', '.']) !== 0 || failed;
  if (!ensureChromium()) {
    console.error(
      `Chromium is required for the browser tests: install it (apt-get install chromium) so that ${chromium} exists`,
    );
    failed = true;
  } else {
    failed = run([process.execPath, 'x', 'playwright', 'test']) !== 0 || failed;
  }
}
await stopDatabase();
process.exit(failed ? 1 : 0);
