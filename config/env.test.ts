import { describe, expect, test } from 'bun:test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from './env.ts';

describe('configuration', () => {
  test('defaults, and a development JWT secret generated once under the data directory', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quiz-env-'));
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATABASE_POOL_SIZE: 10,
      TELEGRAM_INIT_MAX_AGE_S: 86400,
      OPENAI_MODEL: 'gpt-4o-mini',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(env.JWT_SECRET);
    expect(loadEnv({ DATA_DIR: dataDir }).JWT_SECRET).toBe(env.JWT_SECRET);
  });

  test('production refuses to start without its secrets, with a clear message', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start in production without DATABASE_URL, JWT_SECRET, TELEGRAM_BOT_TOKEN',
    );
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://x',
        JWT_SECRET: 'x'.repeat(40),
        TELEGRAM_BOT_TOKEN: '1:a',
      }),
    ).not.toThrow();
  });

  test('bad values are refused', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow('Invalid configuration: PORT');
    expect(() => loadEnv({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE must be at least 1');
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow('JWT_SECRET must be at least 32 characters');
    expect(() => loadEnv({ ADMIN_EMAIL: 'not-an-email' })).toThrow('ADMIN_EMAIL must be an email address');
  });
});
