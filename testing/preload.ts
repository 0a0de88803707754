// bun test preload: tests never read the developer's .env database, and run in the test environment;
// postgres.js is mended as in every process (bunfig.toml preload).
import '../db/postgres-js-fix.ts';

process.env.NODE_ENV = 'test';
