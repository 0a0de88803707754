import { afterAll, beforeAll, expect, test } from 'bun:test';
import { connect as openSocket, type Socket } from 'node:net';
import { listen } from './listen.ts';

// A kept-alive connection left idle past Bun's default 10 s is still served: the API keeps it open
// longer than the reverse proxy keeps its own idle upstream connections, so it never closes one under a
// request the proxy is sending (issue 33's soak: two requests reset that way).

let server: ReturnType<typeof listen>;
beforeAll(() => {
  server = listen(async () => new Response('ok'), { hostname: '127.0.0.1', port: 0 });
});
afterAll(() => server.stop(true));

/** Sends one keep-alive request on the socket and resolves with the reply's first line, or `closed`. */
const ask = (socket: Socket) =>
  new Promise<string>((resolve) => {
    const onData = (chunk: Buffer) => {
      socket.off('close', onClose);
      resolve(chunk.toString().split('\r\n')[0]!);
    };
    const onClose = () => {
      socket.off('data', onData);
      resolve('closed');
    };
    socket.once('data', onData);
    socket.once('close', onClose);
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  });

test('a kept-alive connection idle for 12 s is still open and served', async () => {
  const socket = openSocket(server.port!, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let closedAt: number | null = null;
  socket.on('close', () => {
    closedAt = performance.now();
  });
  expect(await ask(socket)).toBe('HTTP/1.1 200 OK');
  await Bun.sleep(12_000);
  expect(closedAt).toBeNull();
  expect(await ask(socket)).toBe('HTTP/1.1 200 OK');
  socket.destroy();
}, 30_000);
