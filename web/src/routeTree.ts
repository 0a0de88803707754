import { playerBranch } from './player-tree';
import {
  adminGuardRoute,
  adminLoginRoute,
  adminRoute,
  adminScreenRoutes,
  adminSectionRoute,
  adminSetupRoute,
} from './routes/admin/routes';
import { rootRoute } from './routes/root';

/**
 * Every route: the server renders with it, and the back office's browser entry (entry-admin.tsx)
 * hydrates with it. The player's browser entry (entry-client.tsx) has the player's branch only, so a
 * first load never carries the admin route table (decision 0037).
 */
export const routeTree = rootRoute.addChildren([
  playerBranch,
  adminRoute.addChildren([
    adminLoginRoute,
    adminSetupRoute,
    adminGuardRoute.addChildren([...adminScreenRoutes, adminSectionRoute]),
  ]),
]);
