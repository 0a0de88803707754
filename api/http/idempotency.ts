import { transaction, type Sql, type Tx } from '../../db/connection.ts';
import { AppError } from '../../domain/errors.ts';
import { hashRequest, withIdempotency } from '../../domain/idempotency.ts';

/**
 * Runs a money-moving request in one transaction under its `Idempotency-Key` (1 to 255 characters):
 * the same key with the same request returns the first response and moves nothing again; the same
 * key with another request is a 409. Without a key the request simply runs.
 */
export async function runIdempotent(
  sql: Sql,
  request: Request,
  scope: { userId: string; fingerprint: unknown },
  run: (tx: Tx) => Promise<{ status: number; body: unknown }>,
): Promise<Response> {
  const key = request.headers.get('idempotency-key') ?? undefined;
  if (key !== undefined && (key.length < 1 || key.length > 255)) {
    throw new AppError('VALIDATION_ERROR', 'Idempotency-Key must be 1 to 255 characters');
  }
  const requestHash = await hashRequest(request.method, new URL(request.url).pathname, scope.fingerprint);
  const result = await transaction(sql, (tx) => withIdempotency(tx, { userId: scope.userId, key, requestHash }, () => run(tx)));
  return new Response(JSON.stringify(result.body), {
    status: result.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...(result.replayed ? { 'idempotent-replayed': 'true' } : {}) },
  });
}
