// Builds the browser bundle (code-split per lazy route) and the Tailwind stylesheet into
// web/dist/assets with content-hashed names, then writes web/dist/manifest.json, which the
// SSR handler (api/web.ts) turns into the router manifest (scripts, preloads, css).
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BunPlugin } from 'bun';
import { minify } from 'terser';
import { compileCatalog } from '../i18n/compile-catalog';
import { LazyRoute } from '@tanstack/react-router';

export const webRoot = import.meta.dir;
export const distDir = path.join(webRoot, 'dist');
export const assetsDir = path.join(distDir, 'assets');
export const manifestPath = path.join(distDir, 'manifest.json');

export interface WebManifest {
  /** URL of the client entry module. */
  entry: string;
  /** URLs of the chunks the entry imports statically (preloaded as modulepreload on every page). */
  preloads: string[];
  /** Per lazy route (by route id): the URLs of its chunk and the chunks that chunk imports statically. */
  routes: Record<string, string[]>;
  /**
   * Per module loaded by a dynamic import() (by its path under web/src, without extension): its chunk
   * and the chunks that chunk imports statically, less the entry's. A chunk component the server
   * renders names these as modulepreload (web/src/chunk-component.tsx, decision 0042).
   */
  chunks: Record<string, string[]>;
  /** The back office's entry (pages under /admin) and its static chunks: the whole route tree (decision 0037). */
  admin: { entry: string; preloads: string[] };
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

/** Each language's catalog (i18n/locales/*.json) compiled at build time: the browser never carries the ICU compiler. */
const compiledCatalogs: BunPlugin = {
  name: 'compiled-catalogs',
  setup(build) {
    build.onLoad({ filter: /[\\/]i18n[\\/]locales[\\/][a-z]{2}\.json$/ }, async (args) => ({
      contents: JSON.stringify(compileCatalog(await Bun.file(args.path).json())),
      loader: 'json',
    }));
  },
};

/**
 * TanStack Store's selector hook imports the shim of useSyncExternalStore for React 17 and older; on
 * React 19 the shim hands back React's own hook, so the browser bundle takes the same package's build
 * for React 18 and later, without the shim's fallback (decision 0073).
 */
const noStoreShim: BunPlugin = {
  name: 'no-use-sync-external-store-shim',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim\/with-selector(\.js)?$/ }, (args) => ({
      path: Bun.resolveSync('use-sync-external-store/with-selector', args.resolveDir),
    }));
  },
};

/** lucide-react's icons drawn by web/src/components/lucide-icon.ts, the same <svg> with less code (decision 0073). */
const lucideIcon: BunPlugin = {
  name: 'lucide-icon',
  setup(build) {
    build.onResolve({ filter: /[\\/]createLucideIcon\.mjs$/ }, () => ({
      path: path.join(webRoot, 'src/components/lucide-icon.ts'),
    }));
  },
};

interface Metafile {
  inputs: Record<string, { imports: { path: string; kind: string; entryPoint?: string }[] }>;
  outputs: Record<string, { inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}

/** The route ids of the lazy routes a module exports (`export const Route = createLazyRoute(id)(...)`); metafile paths are relative to the working directory. */
async function lazyRouteIds(file: string): Promise<string[]> {
  const mod: Record<string, unknown> = await import(path.resolve(file));
  return Object.values(mod)
    .filter((value) => value instanceof LazyRoute)
    .map((route) => (route as LazyRoute<never>).options.id as string);
}

async function buildJs(): Promise<Pick<WebManifest, 'entry' | 'preloads' | 'routes' | 'chunks' | 'admin'>> {
  const result = await Bun.build({
    entrypoints: [path.join(webRoot, 'src/entry-client.tsx'), path.join(webRoot, 'src/entry-admin.tsx')],
    outdir: assetsDir,
    target: 'browser',
    format: 'esm',
    splitting: true,
    minify: true,
    sourcemap: 'none',
    metafile: true,
    naming: { entry: '[name]-[hash].[ext]', chunk: 'chunk-[hash].[ext]', asset: '[name]-[hash].[ext]' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [compiledCatalogs, noStoreShim, lucideIcon],
    // No table of every chunk's static imports in the entry (about 2 KB gzipped on every first load):
    // a lazy route's shared chunks then load after its own chunk (decision 0042).
    modulePreload: false,
  });
  if (!result.success) {
    throw new Error(`Bun.build failed:\n${result.logs.map((l) => String(l)).join('\n')}`);
  }
  const meta = result.metafile as Metafile | undefined;
  if (!meta) throw new Error('Bun.build produced no metafile');
  const outputs = Object.entries(meta.outputs).map(([out, info]) => ({ name: path.basename(out), ...info }));
  const entry = outputs.find((o) => o.name.startsWith('entry-client-'));
  const adminEntry = outputs.find((o) => o.name.startsWith('entry-admin-'));
  if (!entry || !adminEntry) throw new Error('Bun.build produced no entry point');
  const byName = new Map(outputs.map((o) => [o.name, o]));
  /** An output and every chunk it imports statically, transitively (what the browser fetches before it runs). */
  const staticClosure = (name: string, into = new Set<string>()): Set<string> => {
    if (into.has(name)) return into;
    into.add(name);
    for (const i of byName.get(name)?.imports ?? []) {
      if (i.kind === 'import-statement') staticClosure(path.basename(i.path), into);
    }
    return into;
  };
  const url = (name: string) => `/assets/${name}`;
  const onEveryPage = staticClosure(entry.name);

  // Each module loaded by a dynamic import() that exports lazy routes: the route's preloads are the
  // module's chunk and its static imports, less what every page loads already.
  const routes: Record<string, string[]> = {};
  const dynamicImports = new Map<string, string>(); // source module -> its chunk
  for (const input of Object.values(meta.inputs)) {
    for (const i of input.imports) {
      if (
        i.kind === 'dynamic-import' &&
        i.entryPoint &&
        path.resolve(i.entryPoint).startsWith(path.join(webRoot, 'src'))
      ) {
        dynamicImports.set(i.entryPoint, path.basename(i.path));
      }
    }
  }
  const chunks: Record<string, string[]> = {};
  for (const [file, chunk] of dynamicImports) {
    const files = [...staticClosure(chunk)].filter((name) => !onEveryPage.has(name)).map(url);
    for (const id of await lazyRouteIds(file)) routes[id] = files;
    chunks[path.relative(path.join(webRoot, 'src'), path.resolve(file)).replace(/\.[jt]sx?$/, '')] = files;
  }
  const adminStatic = staticClosure(adminEntry.name);
  return {
    entry: url(entry.name),
    preloads: [...onEveryPage].filter((n) => n !== entry.name).map(url),
    routes,
    chunks,
    admin: { entry: url(adminEntry.name), preloads: [...adminStatic].filter((n) => n !== adminEntry.name).map(url) },
  };
}

/**
 * A second minification of every script Bun wrote (decision 0042): terser's compressor and its
 * frequency-ordered name mangling take about 5% off the gzipped first load that Bun's minifier
 * leaves (React's and the router's code included). Names, hashes and imports stay as Bun wrote them.
 */
async function compress(): Promise<void> {
  const names = (await readdir(assetsDir)).filter((name) => name.endsWith('.js'));
  for (const name of names) {
    const file = path.join(assetsDir, name);
    const result = await minify(await readFile(file, 'utf8'), { module: true, compress: { passes: 2 }, mangle: true });
    if (result.code === undefined) throw new Error(`terser produced nothing for ${name}`);
    await writeFile(file, result.code);
  }
}

/** Writes `<name>.gz` (level 9) beside every script and stylesheet: api/web.ts sends it to browsers that accept gzip. */
async function precompress(): Promise<void> {
  const names = (await readdir(assetsDir)).filter((name) => name.endsWith('.js') || name.endsWith('.css'));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(assetsDir, name);
      await writeFile(`${file}.gz`, Bun.gzipSync(new Uint8Array(await readFile(file)), { level: 9 }));
    }),
  );
}

/** Builds web/dist from scratch; returns the manifest it wrote. */
export async function buildWeb(opts: { quiet?: boolean } = {}): Promise<WebManifest> {
  const started = performance.now();
  await rm(distDir, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const [js, css] = await Promise.all([buildJs().then(async (js) => (await compress(), js)), buildCss()]);
  await precompress();
  const manifest: WebManifest = { ...js, css, builtAt: new Date().toISOString() };
  await writeFile(manifestPath, JSON.stringify(manifest, null, 2));
  if (!opts.quiet) {
    console.log(
      `web: built ${js.entry} (+${js.preloads.length} preloads, ${Object.keys(js.routes).length} lazy routes), ${css} in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return manifest;
}

if (import.meta.main) {
  await buildWeb();
}
