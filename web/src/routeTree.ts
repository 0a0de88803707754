import {
  adminGuardRoute,
  adminLoginRoute,
  adminRoute,
  adminScreenRoutes,
  adminSectionRoute,
} from './routes/admin/routes';
import { playerRoute } from './routes/player';
import {
  bettingQuizRoute,
  earnRoute,
  homeRoute,
  loginRoute,
  profileRoute,
  quizRoute,
  tournamentRoute,
  tournamentsRoute,
  walletRoute,
} from './routes/player-routes';
import { rootRoute } from './routes/root';

export const routeTree = rootRoute.addChildren([
  playerRoute.addChildren([
    homeRoute,
    quizRoute,
    bettingQuizRoute,
    tournamentsRoute,
    tournamentRoute,
    earnRoute,
    walletRoute,
    profileRoute,
    loginRoute,
  ]),
  adminRoute.addChildren([adminLoginRoute, adminGuardRoute.addChildren([...adminScreenRoutes, adminSectionRoute])]),
]);
