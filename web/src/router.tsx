import { createRouterFor } from './router-options';
import { routeTree } from './routeTree';

/** A router of the whole route tree (the server, the back office's entry, tests). */
export function createAppRouter(opts: Parameters<typeof createRouterFor>[1]) {
  return createRouterFor(routeTree, opts);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
