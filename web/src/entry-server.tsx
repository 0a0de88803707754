import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { createServerApi, type ApiFetch } from './api/client';
import { createAppRouter } from './router';

export interface AssetManifest {
  entry: string;
  preloads: string[];
  /** Per lazy route id: its chunks, preloaded only on the pages where that route matches. */
  routes: Record<string, string[]>;
  css: string;
}

/** Every page names the entry and its static chunks; a lazy route adds its own chunks when it matches. */
function routerManifest(assets: AssetManifest): ServerManifest {
  const routes: ServerManifest['routes'] = {
    __root__: {
      css: [assets.css],
      preloads: [assets.entry, ...assets.preloads],
      scripts: [{ attrs: { type: 'module', src: assets.entry, async: true } }],
    },
  };
  for (const [id, preloads] of Object.entries(assets.routes ?? {})) routes[id] = { preloads };
  return { routes };
}

/**
 * Renders one page request with streaming SSR; loaders call the API in-process via apiFetch. Every
 * inline script the router writes carries `nonce`, the one the page's Content-Security-Policy allows.
 */
export function renderPage(
  request: Request,
  opts: { apiFetch: ApiFetch; assets: AssetManifest; nonce: string },
): Promise<Response> {
  const api = createServerApi({ apiFetch: opts.apiFetch, cookie: request.headers.get('cookie') });
  const manifest = routerManifest(opts.assets);
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ api, nonce: opts.nonce }),
    getRouterManifest: () => manifest,
  });
  return handler(defaultStreamHandler);
}
