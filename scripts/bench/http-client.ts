// A keep-alive HTTP/1.1 connection for the bench's stateful players: one request at a time, written
// and read on a raw socket in the runner's event loop. fetch would do the same work through its own
// client thread, and on a 2-core machine every core the load generator takes is one the server
// under test does not get (docs/benchmarks.md, "CPU" column).

export type HttpResponse = { status: number; body: string };
export type HttpConnection = {
  post: (path: string, headers: Record<string, string>, body: string) => Promise<HttpResponse>;
  close: () => void;
};

const headerEnd = Buffer.from('\r\n\r\n');

/** Opens one connection to `baseUrl` (http only). A response must carry Content-Length. */
export async function openHttpConnection(baseUrl: string): Promise<HttpConnection> {
  const { hostname, port, host } = new URL(baseUrl);
  let buffered = Buffer.alloc(0);
  let waiting: { resolve: (r: HttpResponse) => void; reject: (e: Error) => void } | null = null;
  let unsent: Buffer | null = null;
  let closed: Error | null = null;

  const fail = (error: Error) => {
    const pending = waiting;
    waiting = null;
    pending?.reject(error);
  };
  /** Completes the pending request once its whole response is buffered. */
  const settle = () => {
    if (!waiting) return;
    const end = buffered.indexOf(headerEnd);
    if (end < 0) return;
    const head = buffered.subarray(0, end).toString('latin1');
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) return fail(new Error(`response without Content-Length: ${head.split('\r\n')[0]}`));
    const total = end + headerEnd.length + Number(length[1]);
    if (buffered.length < total) return;
    const status = Number(head.slice(9, 12));
    const body = buffered.subarray(end + headerEnd.length, total).toString('utf8');
    buffered = buffered.subarray(total);
    const pending = waiting;
    waiting = null;
    pending.resolve({ status, body });
  };

  const socket = await Bun.connect({
    hostname,
    port: Number(port),
    socket: {
      data(_socket, chunk) {
        buffered = buffered.length ? Buffer.concat([buffered, chunk]) : Buffer.from(chunk);
        settle();
      },
      drain(socket) {
        if (!unsent) return;
        const written = Math.max(socket.write(unsent), 0);
        unsent = written < unsent.length ? unsent.subarray(written) : null;
      },
      close() {
        closed ??= new Error('connection closed');
        fail(closed);
      },
      error(_socket, error) {
        closed ??= error;
        fail(error);
      },
    },
  });

  return {
    post(path, headers, body) {
      if (closed) return Promise.reject(closed);
      if (waiting) return Promise.reject(new Error('one request at a time per connection'));
      const lines = [`POST ${path} HTTP/1.1`, `host: ${host}`, `content-length: ${Buffer.byteLength(body)}`];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      return new Promise<HttpResponse>((resolve, reject) => {
        waiting = { resolve, reject };
        const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`);
        const written = socket.write(request);
        if (written < request.length) unsent = request.subarray(Math.max(written, 0));
      });
    },
    close: () => socket.end(),
  };
}
