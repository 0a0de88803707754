// What a first visit downloads before the page runs: every script and modulepreload the
// server-rendered HTML names, plus any chunk those import statically (the browser fetches those
// too), each gzipped at level 9 as web/build.ts precompresses them for the wire. Used by the e2e
// test (web/e2e/chunks.spec.ts) and the bench (scripts/bench/web.ts) against one budget.

import { gzipSync } from 'node:zlib';

/** Issue 21: at most 120 KB of gzipped JavaScript for the first load of `/` (the bench's and the e2e test's budget). */
export const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

/**
 * What the e2e test holds the first load to, under the budget (decision 0073): about 116.4 KB since
 * Lingui's runtime, lucide's icon component and the helpers only lazy screens use left it, plus a
 * margin of about half a kilobyte, so that growth is caught before it reaches the budget.
 */
export const FIRST_LOAD_CEILING_BYTES = 117 * 1024;

export interface FirstLoad {
  files: { url: string; raw: number; gzip: number }[];
  rawTotal: number;
  gzipTotal: number;
}

/** The URLs of the scripts and modulepreloads an HTML page names, in order, without repeats. */
export function namedScripts(html: string, base: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
    if (tag.toLowerCase().startsWith('<script')) {
      const src = attr('src');
      if (src) urls.add(new URL(src, base).href);
    } else if (attr('rel')?.toLowerCase() === 'modulepreload') {
      const href = attr('href');
      if (href) urls.add(new URL(href, base).href);
    }
  }
  return [...urls];
}

/** Fetches `path` as a first visit (no cookies) and sizes the JavaScript it needs before it runs. */
export async function measureFirstLoad(baseUrl: string, path: string): Promise<FirstLoad> {
  const page = await fetch(new URL(path, baseUrl));
  if (!page.ok) throw new Error(`GET ${path}: ${page.status}`);
  const queue = namedScripts(await page.text(), page.url);
  const seen = new Set(queue);
  const files: FirstLoad['files'] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    files.push({ url: new URL(url).pathname, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    // static imports of a chunk (`import"./chunk-x.js"`, `from"./chunk-x.js"`); dynamic import() is not followed
    for (const m of new TextDecoder().decode(bytes).matchAll(/(?:import|from)\s*["'](\.\/[\w.-]+\.js)["']/g)) {
      const next = new URL(m[1]!, url).href;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return {
    files,
    rawTotal: files.reduce((sum, f) => sum + f.raw, 0),
    gzipTotal: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}
