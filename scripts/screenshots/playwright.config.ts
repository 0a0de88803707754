import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

// The screenshot flows (scripts/screenshots.ts): the browser tests' server, browsers and projects,
// but its own files, so `npm test` never runs them and they count as no test.
const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.shots.ts',
  outputDir: `${root}test-results/screenshot-artifacts`,
  projects: base.projects?.filter((project) => project.name === 'mobile' || project.name === 'desktop'),
  webServer: base.webServer && !Array.isArray(base.webServer) ? { ...base.webServer, cwd: root } : base.webServer,
});
