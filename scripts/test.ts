// The whole test suite: `bun run test`. Unit and integration tests (bun test, real PostgreSQL), the
// type check, then the browser tests (Playwright driving the system Chromium). It ends with a summary
// of every step and the bun tests that failed, so the last lines of a long CI log say what broke.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureTestDatabaseServer } from './test-database.ts';

const chromium = '/usr/bin/chromium';
const bunTestReport = 'test-results/bun-test.xml';
const steps: { name: string; exitCode: number }[] = [];

function run(command: string[]): number {
  console.log(`\n$ ${command.join(' ')}`);
  return Bun.spawnSync(command, { stdout: 'inherit', stderr: 'inherit', env: process.env }).exitCode ?? 1;
}

function step(name: string, command: string[]) {
  steps.push({ name, exitCode: run(command) });
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

const xmlEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#\d+|\w+);/g, (entity, name: string) =>
    name.startsWith('#') ? String.fromCharCode(Number(name.slice(1))) : (xmlEntities[name] ?? entity),
  );

/** The failed test cases of bun test's JUnit report: "file:line name — first line of the message". */
function failedBunTests(): string[] {
  if (!existsSync(bunTestReport)) return [];
  const report = readFileSync(bunTestReport, 'utf8');
  const failed: string[] = [];
  for (const [, attributes, body] of report.matchAll(/<testcase ([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const failure = body?.match(/<failure[^>]*message="([^"]*)"/);
    if (!failure) continue;
    const attribute = (name: string) =>
      unescapeXml(attributes?.match(new RegExp(`(?:^|\\s)${name}="([^"]*)"`))?.[1] ?? '');
    const message = unescapeXml(failure[1] ?? '').split('\n')[0];
    failed.push(`${attribute('file')}:${attribute('line')} ${attribute('name')} — ${message}`);
  }
  return failed;
}

const stopDatabase = await ensureTestDatabaseServer();
mkdirSync('test-results', { recursive: true });
rmSync(bunTestReport, { force: true });
// Formatting and lint first: unformatted code fails the suite (`bun run format` fixes it).
step('biome ci', [process.execPath, 'x', 'biome', 'ci', '.']);
// bunfig.toml's `timeout` is not read by this Bun (its default is 5 s): tests that start databases get 30 s.
step('bun test', [
  process.execPath,
  'test',
  '--timeout',
  '30000',
  '--reporter=junit',
  `--reporter-outfile=${bunTestReport}`,
  ...process.argv.slice(2),
]);
if (process.argv.length <= 2) {
  step('tsc', [process.execPath, 'x', 'tsc', '--noEmit', '-p', '.']);
  if (!ensureChromium()) {
    console.error(
      `Chromium is required for the browser tests: install it (apt-get install chromium) so that ${chromium} exists`,
    );
    steps.push({ name: 'playwright (no Chromium)', exitCode: 1 });
  } else {
    step('playwright', [process.execPath, 'x', 'playwright', 'test']);
  }
}
await stopDatabase();

console.log('\nSummary');
for (const { name, exitCode } of steps) console.log(`  ${exitCode === 0 ? 'ok    ' : 'FAILED'} ${name}`);
for (const line of failedBunTests()) console.log(`  bun test failed: ${line}`);
process.exit(steps.some((s) => s.exitCode !== 0) ? 1 : 0);
