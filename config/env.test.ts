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
    expect(() => loadEnv({ DATABASE_REPLICA_URL: 'mysql://replica/quiz' })).toThrow(
      'DATABASE_REPLICA_URL must be a postgres:// URL',
    );
    expect(() => loadEnv({ DATABASE_REPLICA_MAX_LAG_S: '0' })).toThrow('DATABASE_REPLICA_MAX_LAG_S must be at least 1');
  });

  test('the read replica is optional, and its reads leave it past 5 s of lag by default', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'quiz-env-'));
    expect(loadEnv({ DATA_DIR: dataDir })).toMatchObject({ DATABASE_REPLICA_MAX_LAG_S: 5 });
    expect(loadEnv({ DATA_DIR: dataDir }).DATABASE_REPLICA_URL).toBeUndefined();
    expect(
      loadEnv({ DATA_DIR: dataDir, DATABASE_REPLICA_URL: 'postgres://replica:5432/quiz' }).DATABASE_REPLICA_URL,
    ).toBe('postgres://replica:5432/quiz');
  });
});
