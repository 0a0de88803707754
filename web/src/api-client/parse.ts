// An API answer read: the body, its `data`, or a file; a refusal thrown as ApiError in the contract's
// error shape. Both transports read with it (browser-request.ts, server.ts).
import { ApiError } from './client';

export async function parseBody<T>(res: Response): Promise<T> {
  const text = await res.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!res.ok) {
    const err = (body as { error?: { code?: unknown; message?: unknown; resetsAt?: unknown } } | null)?.error;
    const code = typeof err?.code === 'string' ? err.code : `HTTP_${res.status}`;
    const message = typeof err?.message === 'string' ? err.message : `Request failed (${res.status})`;
    throw new ApiError(res.status, code, message, typeof err?.resetsAt === 'string' ? err.resetsAt : undefined);
  }
  return body as T;
}

export async function parseResponse<T>(res: Response): Promise<T> {
  return (await parseBody<{ data: T } | null>(res))?.data as T;
}

export async function parseBlob(res: Response): Promise<Blob> {
  if (!res.ok) return parseBody<never>(res);
  return res.blob();
}
