import { afterAll, expect, test } from 'bun:test';
import { createTestDatabase } from '../testing/test-database.ts';
import { AppError } from './errors.ts';
import { hitRateLimit } from './rate-limit.ts';

const db = await createTestDatabase();
afterAll(() => db.drop());

const windowSeconds = 3_600;
/** Hits recorded `windowsBack` windows before the current one (the database's clock decides which is current). */
const hitsBefore = (key: string, windowsBack: number, hits: number) => db.sql`
  insert into rate_limits (key, window_start, hits)
  values (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}) - make_interval(secs => ${windowsBack * windowSeconds}), ${hits})`;

test('the limit holds within a window: the hit over the limit is refused with 429', async () => {
  const key = 'test:within';
  for (let i = 0; i < 5; i++) await hitRateLimit(db.sql, { key, limit: 5, windowSeconds });
  const refused = await hitRateLimit(db.sql, { key, limit: 5, windowSeconds }).catch((e) => e);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused.code).toBe('RATE_LIMITED');
});

test('the limit holds across a window boundary: the previous window still counts, weighed by its overlap', async () => {
  // Heavy use just before the boundary: without the previous window this first hit would pass.
  await hitsBefore('test:boundary', 1, 10_000);
  await expect(hitRateLimit(db.sql, { key: 'test:boundary', limit: 5, windowSeconds })).rejects.toThrow('Rate limited');
  // Two windows back lies wholly outside the last `windowSeconds`.
  await hitsBefore('test:old', 2, 10_000);
  await hitRateLimit(db.sql, { key: 'test:old', limit: 5, windowSeconds });
});
