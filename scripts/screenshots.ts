// Pictures of the main screens for a human look, at 390x844 (mobile) and 1280x800 (desktop):
// `bun scripts/screenshots.ts [--project=mobile]` writes test-results/screens/<project>-<screen>.png.
// The flows are in scripts/screenshots/*.shots.ts; they check nothing (the browser tests in web/e2e do).
const config = 'scripts/screenshots/playwright.config.ts';
const run = Bun.spawnSync([process.execPath, 'x', 'playwright', 'test', '--config', config, ...process.argv.slice(2)], {
  stdout: 'inherit',
  stderr: 'inherit',
});
console.log('screenshots in test-results/screens/');
process.exit(run.exitCode ?? 1);
