import { expect, test } from 'bun:test';
import { gunzipSync } from 'node:zlib';
import { gzipPage } from './gzip-page.ts';

const html = '<!DOCTYPE html><html><body>'.padEnd(20_000, 'x');
const encoder = new TextEncoder();

/** A page streamed in two parts, the second only after `release()`. */
function streamedPage() {
  let release = () => {};
  const later = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(html));
      await later;
      controller.enqueue(encoder.encode('</body></html>'));
      controller.close();
    },
  });
  const response = new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  return { response, release };
}

const asking = (acceptEncoding?: string) =>
  new Request('http://localhost/', { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

test('a page is gzipped for a browser that takes gzip, each streamed part sent as it comes', async () => {
  const { response, release } = streamedPage();
  const page = gzipPage(response, asking('gzip, deflate, br'));
  expect(page.headers.get('content-encoding')).toBe('gzip');
  expect(page.headers.get('vary')).toBe('accept-encoding');
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const reader = page.body!.getReader();
  const parts: Uint8Array[] = [];
  // The first part arrives, decodable, while the renderer still holds the rest.
  while (gunzipSync(Buffer.concat(parts), { finishFlush: 2 }).length < html.length) {
    const { value, done } = await reader.read();
    expect(done).toBe(false);
    parts.push(value!);
  }
  release();
  for (let next = await reader.read(); !next.done; next = await reader.read()) parts.push(next.value);
  const bytes = Buffer.concat(parts);
  expect(bytes.length).toBeLessThan(html.length / 10);
  expect(gunzipSync(bytes).toString()).toBe(`${html}</body></html>`);
});

test('a browser that does not take gzip, and a response without a body, get the response as it was', async () => {
  const { response, release } = streamedPage();
  release();
  const plain = gzipPage(response, asking());
  expect(plain).toBe(response);
  expect(await plain.text()).toBe(`${html}</body></html>`);
  const redirect = Response.redirect('http://localhost/login', 302);
  expect(gzipPage(redirect, asking('gzip'))).toBe(redirect);
});
