// The web app as an Elysia plugin, mounted after every /api route: hashed static assets under
// /assets, and every other GET rendered by TanStack Router with streaming SSR. Page loaders call
// the API in-process through apiFetch, with the visitor's cookie.
import { Elysia } from 'elysia';
import { join } from 'node:path';
import { assetsDir, manifestPath, type WebManifest, webRoot } from '../web/build.ts';
import { renderPage } from '../web/src/entry-server.tsx';
import { gzipPage } from './http/gzip-page.ts';
import { contentSecurityPolicy } from './http/security-headers.ts';

const ASSET_NAME = /^[A-Za-z0-9._-]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notBuilt = () =>
  new Response('The web app is not built yet: run `bun web/build.ts` (the start script does it).', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

const renderFailed = () =>
  new Response(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Something went wrong</title></head>' +
      '<body style="font-family:system-ui,sans-serif;background:#0a0f1d;color:#e8edf7;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0">' +
      '<main style="text-align:center;padding:24px"><h1>Something went wrong</h1><p>Please refresh the page.</p>' +
      '<a href="" style="display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border-radius:12px;background:#00BFFF;color:#0a0f1d;font-weight:600;text-decoration:none">Refresh Page</a></main></body></html>',
    { status: 500, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );

export function webPlugin(opts: {
  apiFetch: (req: Request) => Promise<Response>;
  /** TONCONNECT_CONNECT_SRC: the origins pages may connect to for TON Connect. */
  connectSources?: string;
}): Elysia {
  let manifest: WebManifest | undefined;
  let manifestMtime = 0;

  /** Read once, and again whenever a new build replaces it. */
  async function loadManifest(): Promise<WebManifest | undefined> {
    const file = Bun.file(manifestPath);
    if (!(await file.exists())) return undefined;
    if (!manifest || file.lastModified !== manifestMtime) {
      manifest = (await file.json()) as WebManifest;
      manifestMtime = file.lastModified;
    }
    return manifest;
  }

  const icon = (name: string, type: string) =>
    new Response(Bun.file(join(webRoot, name)), {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=86400' },
    });

  return (
    new Elysia({ name: 'web' })
      .get('/favicon.svg', () => icon('favicon.svg', 'image/svg+xml'))
      // Wallets show it when a player connects with TON Connect (the manifest's iconUrl): PNG, 180x180, since they refuse SVG.
      .get('/tonconnect-icon.png', () => icon('tonconnect-icon.png', 'image/png'))
      .get('/assets/*', async ({ params, request }) => {
        const name = params['*'];
        if (!ASSET_NAME.test(name) || name.endsWith('.gz')) return new Response('Not found', { status: 404 });
        const file = Bun.file(join(assetsDir, name));
        if (!(await file.exists()))
          return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
        const headers = { 'content-type': file.type, 'cache-control': IMMUTABLE, vary: 'accept-encoding' };
        // The build's precompressed copy (scripts and the stylesheet), for every browser that takes gzip.
        const gzip = Bun.file(join(assetsDir, `${name}.gz`));
        if (/\bgzip\b/.test(request.headers.get('accept-encoding') ?? '') && (await gzip.exists())) {
          return new Response(gzip, { headers: { ...headers, 'content-encoding': 'gzip' } });
        }
        return new Response(file, { headers });
      })
      .get('/*', async ({ request }) => {
        const path = new URL(request.url).pathname;
        if (path === '/api' || path.startsWith('/api/')) {
          return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
        }
        const assets = await loadManifest();
        if (!assets) return notBuilt();
        try {
          // A new nonce per page: only the router's own inline scripts carry it.
          const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
          const response = await renderPage(request, { apiFetch: opts.apiFetch, assets, nonce });
          try {
            // Pages carry the visitor's own data: never stored by shared caches.
            response.headers.set('cache-control', 'private, no-cache');
            response.headers.set('content-security-policy', contentSecurityPolicy(nonce, opts.connectSources));
          } catch {
            // redirect responses have immutable headers
          }
          return gzipPage(response, request);
        } catch (error) {
          if (request.signal.aborted) return new Response(null, { status: 499 });
          console.error('web: server rendering failed', error);
          return renderFailed();
        }
      }) as unknown as Elysia
  );
}
