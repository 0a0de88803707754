import { Elysia } from 'elysia';
import { databaseOutage } from '../../db/connection.ts';
import { AppError, errorStatus, type ErrorCode } from '../../domain/errors.ts';

/** Seconds a client waits before it tries a request again that met a database away for a moment. */
export const databaseRetryAfterSeconds = 2;

export const errorBody = (code: ErrorCode, message: string, resetsAt?: Date) => ({
  error: { code, message, ...(resetsAt ? { resetsAt: resetsAt.toISOString() } : {}) },
});

export function errorResponse(
  code: ErrorCode,
  message: string,
  status: number = errorStatus[code],
  headers: Record<string, string> = {},
  resetsAt?: Date,
) {
  return new Response(JSON.stringify(errorBody(code, message, resetsAt)), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The first human message of a validation failure (valibot issues through Elysia's Standard Schema support). */
function validationMessage(error: unknown): string {
  const all = (error as { all?: { message?: unknown; summary?: unknown; path?: unknown }[] }).all;
  const first = Array.isArray(all) ? all[0] : undefined;
  const message =
    typeof first?.message === 'string' ? first.message : typeof first?.summary === 'string' ? first.summary : null;
  return message && message.length < 300 ? message : 'Invalid request';
}

/** Unique indexes whose violation has a message of its own. */
const uniqueConflicts: Record<string, { code: ErrorCode; message: string }> = {
  usernames_pkey: { code: 'USERNAME_TAKEN', message: 'This username is already taken' },
  email_addresses_pkey: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' },
  telegram_ids_pkey: { code: 'CONFLICT', message: 'This Telegram account already belongs to another player' },
  deposit_references_pkey: { code: 'CONFLICT', message: 'This transaction reference was already submitted' },
};

/** Every 429 says when to come back: the refusal's own time, else a minute. */
const appErrorResponse = (error: AppError) =>
  errorResponse(
    error.code,
    error.message,
    error.status,
    error.status === 429 ? { 'retry-after': String(error.retryAfterSeconds ?? 60) } : {},
    error.resetsAt,
  );

/** One error handler: every failure leaves in the contract's shape, never with a stack trace. */
export const errorHandler = new Elysia({ name: 'error-handler' }).onError({ as: 'global' }, ({ code, error }) => {
  if (error instanceof AppError) return appErrorResponse(error);
  // Elysia wraps what the body parser (api/http/request-body.ts) throws.
  const cause = (error as { cause?: unknown }).cause;
  if (code === 'PARSE' && cause instanceof AppError) return appErrorResponse(cause);
  switch (code) {
    case 'VALIDATION':
      return errorResponse('VALIDATION_ERROR', validationMessage(error));
    case 'PARSE':
      return errorResponse('INVALID_JSON', 'The request body is not valid JSON');
    case 'NOT_FOUND':
      return errorResponse('NOT_FOUND', 'Not found');
    case 'INVALID_COOKIE_SIGNATURE':
      return errorResponse('UNAUTHORIZED', 'Invalid cookie');
  }
  const outage = databaseOutage(error);
  if (outage) {
    console.warn(`database unavailable ${outage}`); // expected while PostgreSQL restarts: one line, no stack trace
    return errorResponse('SERVICE_UNAVAILABLE', 'Service temporarily unavailable. Please try again.', 503, {
      'retry-after': String(databaseRetryAfterSeconds),
    });
  }
  const sqlState = String((error as { code?: unknown })?.code ?? '');
  // A unique index caught a race the use case's own check could not see: the thing already exists.
  if (sqlState === '23505') {
    const constraint = String((error as { constraint_name?: unknown }).constraint_name ?? '');
    const known = uniqueConflicts[constraint];
    return known ? errorResponse(known.code, known.message) : errorResponse('CONFLICT', 'This was already done');
  }
  // Data exceptions (a NUL character, an out-of-range number or date) come from the input, not from us.
  if (sqlState.startsWith('22'))
    return errorResponse('VALIDATION_ERROR', 'The request contains a value that cannot be stored');
  console.error('unexpected error', error);
  return errorResponse('INTERNAL_ERROR', 'Something went wrong. Please try again.');
});
