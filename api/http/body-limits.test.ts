import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { listen } from './listen.ts';

// Over a real listener: in-process calls (app.handle) never meet Bun's own body limit.

let api: TestApi;
let server: ReturnType<typeof listen>;
let player: string;
let taskId: string;
setDefaultTimeout(60_000);

beforeAll(async () => {
  api = await createTestApi();
  server = listen(api.handle, { hostname: '127.0.0.1', port: 0 });
  const admin = await api.registerAdmin();
  player = (await api.register()).token;
  const task = await api.call('POST', '/api/admin/tasks', {
    token: admin,
    body: { title: 'Share a post', type: 'marketing', reward: '0.5', verification: 'proof' },
  });
  expect(task.status).toBe(201);
  taskId = task.json.data.id;
});
afterAll(async () => {
  server.stop(true);
  await api.close();
});

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82];
const megabytes = (n: number) => Math.round(n * 1024 * 1024);
/** A screenshot of `size` bytes that is a PNG by its first bytes. */
const screenshotOf = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(png);
  return bytes;
};
const sendProof = (screenshot: Uint8Array<ArrayBuffer>) => {
  const form = new FormData();
  form.append('username', '@player');
  form.append('taskUrl', 'https://x.com/player/status/1');
  form.append('screenshot', new File([screenshot], 'shot.png', { type: 'image/png' }));
  return fetch(`${server.url}api/tasks/${taskId}/proofs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${player}` },
    body: form,
  });
};
const expectRefusedInShape = async (res: Response) => {
  expect(res.status).toBe(413);
  expect((await res.json()).error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
};

describe('body limits agree with the contract', () => {
  test('a 9.5 MB screenshot is accepted: the contract allows 10 MB', async () => {
    const res = await sendProof(screenshotOf(megabytes(9.5)));
    expect(res.status).toBe(201);
    expect((await res.json()).data.status).toBe('pending');
  });

  test('an 11 MB screenshot gets 413 in the error shape with the security headers', async () => {
    await expectRefusedInShape(await sendProof(screenshotOf(megabytes(11))));
  });

  test('a 50 MB body gets 413 in the error shape, not a reset connection, declared or streamed', async () => {
    await expectRefusedInShape(await sendProof(screenshotOf(megabytes(50))));
    // Without a Content-Length the body is counted as it arrives and refused at the route's limit.
    const chunk = new Uint8Array(megabytes(1));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 50) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await fetch(`${server.url}api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
    });
    await expectRefusedInShape(streamed);
  });
});
