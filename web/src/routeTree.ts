import {
  adminGuardRoute,
  adminLoginRoute,
  adminRoute,
  adminScreenRoutes,
  adminSectionRoute,
} from './routes/admin/routes';
import { walletRoute } from './routes/wallet/route';
import { earnRoute } from './routes/earn/route';
import { homeRoute } from './routes/home';
import { loginRoute } from './routes/login';
import { playerRoute } from './routes/player';
import { profileRoute } from './routes/profile';
import { bettingQuizRoute, quizRoute } from './routes/quiz/route';
import { rootRoute } from './routes/root';
import { tournamentRoute } from './routes/tournaments/detail';
import { tournamentsRoute } from './routes/tournaments/route';

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
