import type { Sql } from '../../db/connection.ts';
import { hitRateLimit } from '../../domain/rate-limit.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';

/**
 * The per-address limit of the public endpoints that write without an account (sign-ups, sign-ins,
 * guest practice quizzes): `rateLimitMax` requests per `rateLimitWindow` minutes of the security
 * settings for each endpoint and client address, counted in the database so every API process shares
 * it; off with `enableRateLimit`. Over it: 429 RATE_LIMITED with Retry-After.
 */
export async function limitByAddress(sql: Sql, input: { endpoint: string; address: string }): Promise<void> {
  const { security } = (await readSettings(sql)).system;
  if (!security.enableRateLimit) return;
  await hitRateLimit(sql, {
    key: `${input.endpoint}:${input.address}`,
    limit: security.rateLimitMax,
    windowSeconds: security.rateLimitWindow * 60,
  });
}
