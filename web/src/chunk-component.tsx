// A component whose code is a chunk of its own, for what a guest's first visit never shows (the
// signed-in header, the signed-in home: decision 0037). Where the server's HTML holds it (its
// wrapper carries `data-chunk`), the browser loads the chunk before it hydrates, so hydration
// renders the same tree at once and a tap on the server's HTML is never lost; elsewhere it loads
// when it first renders, behind its own fallback.
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

export interface ChunkComponent<P> {
  (props: P): ReactNode;
  /** Loads the chunk (a route loader starts it with its data; the router calls it before it shows a route's error, pending or not-found component). */
  preload: () => Promise<void>;
  /** Browser, before hydration: loads the chunk when the server's HTML holds this component. */
  ready: () => Promise<unknown>;
}

const defined: ChunkComponent<never>[] = [];
const afterLoad: ChunkComponent<never>[] = [];

export function chunkComponent<P extends object>(
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
        loading = undefined; // a chunk that failed to arrive (offline) is asked for again next time
        throw error;
      },
    );
    return loading;
  };
  const preload = () => loadOnce().then(() => {});
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per chunk, at module level (never during a render)
  function Chunk(props: P) {
    // Chosen once per mount: never remounted when the lazy one resolves.
    const [Component] = useState(() => loaded ?? Lazy);
    return (
      <div data-chunk={name} className="contents">
        <Suspense fallback={fallback(props)}>
          <Component {...props} />
        </Suspense>
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
