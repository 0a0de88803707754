import { boot } from './boot';
import { playerBranch } from './player-tree';
import { adminDocumentRoute, adminDocumentSplatRoute } from './routes/admin/document-route';
import { rootRoute } from './routes/root';
import { createRouterFor } from './router-options';
import type { routeTree } from './routeTree';

// The player's browser entry (every page but /admin...): the player's routes, and /admin as a link
// that loads a new page (decision 0037). The server renders with the whole tree (routeTree.ts); for a
// player page both trees match the same routes, so hydration sees the same matches.
const playerTree = rootRoute.addChildren([playerBranch, adminDocumentRoute.addChildren([adminDocumentSplatRoute])]);

// Typed as the whole tree: links to /admin stay checked; at run time they land in adminDocumentRoute.
void boot((opts) => createRouterFor(playerTree as unknown as typeof routeTree, opts));
