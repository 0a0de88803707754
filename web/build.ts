// Builds the browser bundle (code-split per lazy route) and the Tailwind stylesheet into
// web/dist/assets with content-hashed names, then writes web/dist/manifest.json, which the
// SSR handler (api/web.ts) turns into the router manifest (scripts, preloads, css).
import { mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BunPlugin } from 'bun';
import { compileCatalog } from './src/i18n/compile-catalog';

export const webRoot = import.meta.dir;
export const distDir = path.join(webRoot, 'dist');
export const assetsDir = path.join(distDir, 'assets');
export const manifestPath = path.join(distDir, 'manifest.json');

export interface WebManifest {
  /** URL of the client entry module. */
  entry: string;
  /** URLs of the chunks the entry imports statically (preloaded as modulepreload). */
  preloads: string[];
  /** URL of the stylesheet. */
  css: string;
  builtAt: string;
}

const repoRoot = path.resolve(webRoot, '..');

async function buildCss(): Promise<string> {
  const tmp = path.join(distDir, 'app.tmp.css');
  const bin = path.join(repoRoot, 'node_modules/.bin/tailwindcss');
  const proc = Bun.spawn([bin, '-i', path.join(webRoot, 'src/app.css'), '-o', tmp, '--minify'], {
    cwd: repoRoot,
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const code = await proc.exited;
  if (code !== 0) {
    const err = await new Response(proc.stderr).text();
    throw new Error(`tailwindcss failed (${code}): ${err}`);
  }
  const css = await readFile(tmp);
  await rm(tmp);
  const hash = Bun.hash(css).toString(36).slice(0, 10);
  const name = `app-${hash}.css`;
  await writeFile(path.join(assetsDir, name), css);
  return `/assets/${name}`;
}

/** Each language's catalog (web/src/i18n/locales/*.json) compiled at build time: the browser never carries the ICU compiler. */
const compiledCatalogs: BunPlugin = {
  name: 'compiled-catalogs',
  setup(build) {
    build.onLoad({ filter: /[\\/]i18n[\\/]locales[\\/][a-z]{2}\.json$/ }, async (args) => ({
      contents: JSON.stringify(compileCatalog(await Bun.file(args.path).json())),
      loader: 'json',
    }));
  },
};

async function buildJs(): Promise<{ entry: string; preloads: string[] }> {
  const result = await Bun.build({
    entrypoints: [path.join(webRoot, 'src/entry-client.tsx')],
    outdir: assetsDir,
    target: 'browser',
    format: 'esm',
    splitting: true,
    minify: true,
    sourcemap: 'none',
    naming: { entry: '[name]-[hash].[ext]', chunk: 'chunk-[hash].[ext]', asset: '[name]-[hash].[ext]' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [compiledCatalogs],
  });
  if (!result.success) {
    throw new Error(`Bun.build failed:\n${result.logs.map((l) => String(l)).join('\n')}`);
  }
  const entryOutput = result.outputs.find((o) => o.kind === 'entry-point');
  if (!entryOutput) throw new Error('Bun.build produced no entry point');
  const entryName = path.basename(entryOutput.path);
  // Chunks the entry imports statically: preload them so the browser fetches them in parallel.
  const code = await entryOutput.text();
  const preloads = new Set<string>();
  for (const m of code.matchAll(/(?:import|from)\s*["']\.\/(chunk-[\w-]+\.js)["']/g)) {
    if (m[1]) preloads.add(`/assets/${m[1]}`);
  }
  return { entry: `/assets/${entryName}`, preloads: [...preloads] };
}

/** Builds web/dist from scratch; returns the manifest it wrote. */
export async function buildWeb(opts: { quiet?: boolean } = {}): Promise<WebManifest> {
  const started = performance.now();
  await rm(distDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const [js, css] = await Promise.all([buildJs(), buildCss()]);
  const manifest: WebManifest = { ...js, css, builtAt: new Date().toISOString() };
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  if (!opts.quiet) {
    console.log(
      `web: built ${js.entry} (+${js.preloads.length} preloads), ${css} in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return manifest;
}

if (import.meta.main) {
  await buildWeb();
}
