import { isDeepStrictEqual } from 'node:util';
import { AppError } from '../errors.ts';

/**
 * A settings document a client sent back (react-admin and Refine PUT what they GET): the fields the
 * server owns (`lastUpdated`, `updatedBy`, `readOnly`, `choices`, a screen's figures) are dropped
 * when they equal what the server gives now, and refused by name when changed (decision 0056).
 * Called by the settings endpoints before they read the changes.
 */
export function withoutServerFields(
  body: Record<string, unknown>,
  current: Record<string, unknown>,
  serverOwned: readonly string[],
): Record<string, unknown> {
  // As the client received it: dates as text.
  const given = JSON.parse(JSON.stringify(current)) as Record<string, unknown>;
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!serverOwned.includes(key)) rest[key] = value;
    else if (!isDeepStrictEqual(value, given[key]))
      throw new AppError('VALIDATION_ERROR', `${key} is set by the server and cannot be changed`);
  }
  return rest;
}
