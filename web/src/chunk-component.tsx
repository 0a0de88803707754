// A component whose code is a chunk of its own, for what a guest's first visit never shows (the
// signed-in header, the signed-in home, the rare screens: decision 0042). Its name is its module's
// path under web/src. Where the server renders it, the page names its chunk and that chunk's imports
// (`<link rel="modulepreload">`, from the build's manifest), and its wrapper carries `data-chunk`:
// the browser loads the chunk before it hydrates, so hydration renders the same tree at once and a
// tap on the server's HTML is never lost. Elsewhere it loads when it first renders, behind its own
// fallback; a chunk that fails to arrive shows the fallback, and the next mount asks for it again.
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { preloadModule } from 'react-dom';

export interface ChunkComponent<P> {
  (props: P): ReactNode;
  /** Loads the chunk (a route loader starts it with its data; the router calls it before it shows a route's error, pending or not-found component). */
  preload: () => Promise<void>;
  /** Browser, before hydration: loads the chunk when the server's HTML holds this component. */
  ready: () => Promise<unknown>;
}

const defined: ChunkComponent<never>[] = [];
const afterLoad: ChunkComponent<never>[] = [];
/** Server: each chunk component's files (its chunk first), by name (the build's `manifest.chunks`). */
let serverChunkFiles: Record<string, string[]> = {};

/** entry-server.tsx: the build's chunk files, for the modulepreload links of the chunk components a page renders. */
export function setServerChunkFiles(files: Record<string, string[]>): void {
  serverChunkFiles = files;
}

/** A chunk that did not arrive (offline, a new deploy): what ChunkBoundary shows its fallback for. */
class ChunkLoadError extends Error {}

/**
 * Shows `fallback` instead of a part whose chunk could not be loaded (a new mount tries again); any
 * other error goes on to the route's error screen as before.
 */
class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    if (this.state.error instanceof ChunkLoadError) return this.props.fallback;
    throw this.state.error;
  }
}

export function chunkComponent<P extends object>(
  /** The module's path under web/src, without extension: `components/PlayerHeader`. */
  name: string,
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
  /** Also load it once the page has loaded (client-start.ts): it must be at hand when asked for (offline too). */
  options: { afterPageLoad?: boolean } = {},
): ChunkComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // React.lazy keeps a failure for good: the next mount gets a new one, which asks again.
        loading = undefined;
        Lazy = makeLazy();
        throw new ChunkLoadError(`chunk ${name} did not load`, { cause: error });
      },
    );
    return loading;
  };
  const makeLazy = () => lazy(() => loadOnce().then((component) => ({ default: component })));
  let Lazy = makeLazy();
  const preload = () => loadOnce().then(() => {});
  // biome-ignore lint/correctness/noComponentHookFactories: called once per chunk, at module level (never during a render)
  function Chunk(props: P) {
    // Chosen once per mount: never remounted when the lazy one resolves.
    const [Part] = useState(() => loaded ?? Lazy);
    if (typeof document === 'undefined') for (const href of serverChunkFiles[name] ?? []) preloadModule(href);
    return (
      <div data-chunk={name} className="contents">
        <ChunkBoundary fallback={fallback(props)}>
          <Suspense fallback={fallback(props)}>
            <Part {...props} />
          </Suspense>
        </ChunkBoundary>
      </div>
    );
  }
  const ready = () =>
    typeof document !== 'undefined' && document.querySelector(`[data-chunk="${name}"]`) ? preload() : Promise.resolve();
  // The server renders it at once (its modules load in-process).
  if (typeof document === 'undefined') void preload();
  const component = Object.assign(Chunk, { preload, ready });
  defined.push(component as unknown as ChunkComponent<never>);
  if (options.afterPageLoad) afterLoad.push(component as unknown as ChunkComponent<never>);
  return component;
}

/**
 * boot.tsx, before hydration: the chunks of the entry's chunk components that the server's HTML
 * holds. One defined in a lazy route's module is not defined yet then: that route's lazy loader
 * awaits its `ready()`.
 */
export function loadServerRenderedChunks(): Promise<unknown> {
  return Promise.all(defined.map((component) => component.ready()));
}

/** client-start.ts, after the page has loaded: the chunks that must be at hand when asked for. */
export function loadChunksAfterPageLoad(): Promise<unknown> {
  return Promise.all(afterLoad.map((component) => component.preload()));
}
