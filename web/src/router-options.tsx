// The router's options, for any route tree: the whole one (router.tsx) or the player's (entry-client.tsx).
import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { ApiError, type Api } from './api-client/client';
import { ErrorScreen } from './components/rare-screens';
import { PageSkeleton } from './components/Skeleton';
import type { routeTree } from './routeTree';

/** A new QueryClient and router per server request (with the page's script nonce), and once per page in the browser. */
export function createRouterFor(
  tree: typeof routeTree,
  opts: { api: Api; nonce?: string; deviceLanguages: readonly string[] },
) {
  const isServer = typeof window === 'undefined';
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Client errors (4xx) will not fix themselves by retrying; server rendering never retries.
        retry: isServer ? false : (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
  const router = createRouter({
    routeTree: tree,
    context: { queryClient, api: opts.api, deviceLanguages: opts.deviceLanguages },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching and staleness.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorScreen,
    defaultPendingComponent: PageSkeleton,
    scrollRestoration: true,
    ...(opts.nonce ? { ssr: { nonce: opts.nonce } } : {}),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}
