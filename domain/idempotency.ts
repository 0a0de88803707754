import type { Db, Tx } from '../db/connection.ts';
import { AppError } from './errors.ts';

export const keyReusedMessage = 'This Idempotency-Key was already used with a different request';

export type StoredResponse = { status: number; body: unknown };
/** A request's Idempotency-Key and the hash of what it asks for. */
export type IdempotencyKey = { key: string; requestHash: string };

/**
 * Runs a money-moving request at most once per (user, key): the first run's response is stored in
 * the same transaction; a repeat with the same request gets it back, another request gets a 409.
 * A concurrent repeat waits on the key's row until the first transaction ends.
 *
 * The player's row is locked first (FOR UPDATE, the use cases' own first lock): the key row's
 * foreign key takes a share lock on it, and two keyed requests that each held that share lock and
 * then asked for the use case's FOR UPDATE deadlocked (issue 13).
 */
export async function withIdempotency(
  tx: Tx,
  scope: { userId: string } & Partial<IdempotencyKey>,
  run: () => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  if (!scope.key || !scope.requestHash) return { ...(await run()), replayed: false };
  await tx`select 1 from users where id = ${scope.userId} for update`;
  const claimed = await tx`
    insert into idempotency_keys (user_id, key, request_hash, status_code, response)
    values (${scope.userId}, ${scope.key}, ${scope.requestHash}, 0, 'null'::jsonb)
    on conflict (user_id, key) do nothing
    returning key`;
  if (claimed.length === 0) {
    const [prior] = await tx<{ request_hash: string; status_code: number; response: unknown }[]>`
      select request_hash, status_code, response from idempotency_keys where user_id = ${scope.userId} and key = ${scope.key}`;
    if (!prior || prior.request_hash !== scope.requestHash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', keyReusedMessage);
    }
    return { status: prior.status_code, body: prior.response, replayed: true };
  }
  const result = await run();
  await tx`
    update idempotency_keys set status_code = ${result.status}, response = ${tx.json(result.body as never)}
    where user_id = ${scope.userId} and key = ${scope.key}`;
  return { ...result, replayed: false };
}

/** Whether a request under this key ran or runs already: it will be answered with that first reply (or a 409). */
export async function keyIsTaken(db: Db, userId: string, key: string): Promise<boolean> {
  const [row] = await db`select 1 from idempotency_keys where user_id = ${userId} and key = ${key}`;
  return row !== undefined;
}

export async function hashRequest(method: string, path: string, body: unknown): Promise<string> {
  const hasher = new Bun.CryptoHasher('sha256');
  hasher.update(`${method} ${path}\n${JSON.stringify(body ?? null)}`);
  return hasher.digest('hex');
}
