import { transaction, type Sql, type Tx } from '../../db/connection.ts';
import { AppError } from '../../domain/errors.ts';
import { lockActiveUser } from '../../domain/identity/lock-user.ts';
import { hashRequest, withIdempotency, type IdempotencyKey } from '../../domain/idempotency.ts';
import type { Reply } from './reply.ts';

/**
 * The request's `Idempotency-Key` (1 to 255 characters) and the hash of what it asks for (method,
 * path and `fingerprint`, the parsed input), or undefined without a key.
 */
export async function idempotencyOf(request: Request, fingerprint: unknown): Promise<IdempotencyKey | undefined> {
  const key = request.headers.get('idempotency-key') ?? undefined;
  if (key === undefined) return undefined;
  if (key.length < 1 || key.length > 255) {
    throw new AppError('VALIDATION_ERROR', 'Idempotency-Key must be 1 to 255 characters');
  }
  return { key, requestHash: await hashRequest(request.method, new URL(request.url).pathname, fingerprint) };
}

/** A JSON reply, marked `Idempotent-Replayed: true` when it is a stored first reply sent again. */
export function replyOnce<Body>(body: Body, status: number, replayed: boolean): Reply<Body> {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    },
  });
}

/**
 * Runs a money-moving request in one transaction under its `Idempotency-Key`: the same key with the
 * same request returns the first response and moves nothing again; the same key with another
 * request is a 409. Without a key the request simply runs. Every money-moving POST goes through it
 * (docs/decisions/0018): `return runIdempotent(sql, request, { userId, fingerprint: body }, async (tx) => ({ status: 201, body: { data: await useCase(tx, input) } }));`
 */
export async function runIdempotent<Body>(
  sql: Sql,
  request: Request,
  scope: { userId: string; fingerprint: unknown; lockUserFirst?: boolean },
  run: (tx: Tx) => Promise<{ status: number; body: Body }>,
): Promise<Reply<Body>> {
  const once = await idempotencyOf(request, scope.fingerprint);
  const result = await transaction(sql, async (tx) => {
    // withIdempotency locks the user's row (FOR UPDATE) before the key's row; lockUserFirst also
    // refuses a blocked player before anything else.
    if (scope.lockUserFirst) await lockActiveUser(tx, scope.userId);
    return withIdempotency(tx, { userId: scope.userId, ...once }, () => run(tx));
  });
  // A replayed body is the one `run` returned the first time.
  return replyOnce(result.body as Body, result.status, result.replayed);
}
