import { AppError } from '../../domain/errors.ts';
import { maxScreenshotBytes } from '../../domain/tasks/submit-proof.ts';
import { maxProofBytes } from '../../domain/wallet/proof-image.ts';

// One set of body limits: each route's is its largest file (the domain's per-file limit, which
// answers with the spec's message) plus room for the form around it; a body over its route's limit
// is a 413 in the contract's shape. Bun's own limit (serverBodyLimitBytes) sits far above all of
// them, since Bun answers a body past it with an empty 413 and a closed connection.

const formRoom = 64 * 1024;
export const maxJsonBytes = 64 * 1024;
/** Deposit proofs (5 MB) and question files. */
export const maxMultipartBytes = maxProofBytes + 1024 * 1024;
/** Task screenshots, 10 MB (the contract's POST /api/tasks/:id/proofs). */
export const maxProofMultipartBytes = maxScreenshotBytes + formRoom;
/**
 * Bun's maxRequestBodySize. No body near it is ever read: a declared length over the route's limit
 * is refused before reading, and an undeclared one is counted as it arrives and dropped at the limit.
 */
export const serverBodyLimitBytes = 1024 * 1024 * 1024;
/** No request of the contract nests deeper than a few levels (the settings document is the deepest). */
export const maxJsonDepth = 16;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large');

/**
 * The body's bytes, counted as they arrive: a chunked body has no Content-Length to check first,
 * so reading stops (413) as soon as it passes `maxBytes`.
 */
export async function readCapped(request: Request, maxBytes: number): Promise<Blob> {
  if (!request.body) return new Blob();
  const chunks: BlobPart[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Blob(chunks);
}

/**
 * The deepest nesting of arrays and objects in JSON text, scanning no further than `limit` + 1:
 * JSON.parse and the validators recurse, and 20,000 nested brackets overflowed the stack.
 */
function nestingDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}

/** JSON text nested no deeper than `maxJsonDepth`, else a 400. */
export function refuseDeepNesting(text: string): string {
  if (nestingDeeperThan(text, maxJsonDepth)) {
    throw new AppError('VALIDATION_ERROR', `The request body nests deeper than ${maxJsonDepth} levels`);
  }
  return text;
}

/**
 * Request bodies are JSON objects: too deep, malformed, arrays and scalars are refused before
 * validation, and no message repeats the value.
 */
export function parseJsonObject(text: string): Record<string, unknown> {
  refuseDeepNesting(text);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('VALIDATION_ERROR', 'The request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}

/** A multipart form as an object (a repeated field becomes an array), read within `maxBytes`. */
export async function parseMultipart(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const bytes = await readCapped(request, maxBytes);
  const headers = { 'content-type': request.headers.get('content-type') ?? '' }; // with its boundary
  let form: FormData;
  try {
    form = await new Response(bytes, { headers }).formData();
  } catch {
    throw new AppError('VALIDATION_ERROR', 'The request body is not a valid multipart form');
  }
  const body: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const prior = body[name];
    body[name] = prior === undefined ? value : Array.isArray(prior) ? [...prior, value] : [prior, value];
  }
  return body;
}
