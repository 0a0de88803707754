// bun test preload: tests never read the developer's .env database, and run in the test environment.
process.env.NODE_ENV = 'test';
