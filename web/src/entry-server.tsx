import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server';
import type { ServerManifest } from '@tanstack/router-core';
import { createServerApi, type ApiFetch } from './api-client/server';
import { acceptedLanguages } from '../../domain/identity/languages';
import { setServerChunkFiles } from './chunk-component';
import { setCatalogCompiler } from './i18n/catalogs';
import { compileCatalog } from '../../i18n/compile-catalog';
import { createAppRouter } from './router';

setCatalogCompiler(compileCatalog);

export interface AssetManifest {
  entry: string;
  preloads: string[];
  /** Per lazy route id: its chunks, preloaded only on the pages where that route matches. */
  routes: Record<string, string[]>;
  /** Per dynamically imported module: its chunks, preloaded where a chunk component of it renders. */
  chunks: Record<string, string[]>;
  /** The back office's entry, for pages under /admin (the player's entry has no admin routes). */
  admin: { entry: string; preloads: string[] };
  css: string;
}

/** Whether a path is the back office's (its own browser entry, with the admin route table). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Every page names its entry and that entry's static chunks (the back office's under /admin, the
 * player's elsewhere); a lazy route adds its own chunks when it matches.
 */
function routerManifest(assets: AssetManifest, admin: boolean): ServerManifest {
  const { entry, preloads } = admin ? assets.admin : assets;
  const routes: ServerManifest['routes'] = {
    __root__: {
      css: [assets.css],
      preloads: [entry, ...preloads],
      scripts: [{ attrs: { type: 'module', src: entry, async: true } }],
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
  setServerChunkFiles(opts.assets.chunks);
  const api = createServerApi({ apiFetch: opts.apiFetch, cookie: request.headers.get('cookie') });
  const manifest = routerManifest(opts.assets, isAdminPath(new URL(request.url).pathname));
  const deviceLanguages = acceptedLanguages(request.headers.get('accept-language'));
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ api, nonce: opts.nonce, deviceLanguages }),
    getRouterManifest: () => manifest,
  });
  return handler(defaultStreamHandler);
}
