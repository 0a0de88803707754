import {
  adminDashboardRoute,
  adminGuardRoute,
  adminLoginRoute,
  adminRoute,
  adminSectionRoute,
  adminTransactionsRoute,
  adminWalletSettingsRoute,
} from './routes/admin/routes'
import { depositRoute } from './routes/deposit/route'
import { earnRoute, tournamentsRoute } from './routes/feature-pages'
import { homeRoute } from './routes/home'
import { loginRoute } from './routes/login'
import { playerRoute } from './routes/player'
import { profileRoute } from './routes/profile'
import { bettingQuizRoute, quizRoute } from './routes/quiz/route'
import { rootRoute } from './routes/root'

export const routeTree = rootRoute.addChildren([
  playerRoute.addChildren([homeRoute, quizRoute, bettingQuizRoute, tournamentsRoute, earnRoute, depositRoute, profileRoute, loginRoute]),
  adminRoute.addChildren([adminLoginRoute, adminGuardRoute.addChildren([adminDashboardRoute, adminTransactionsRoute, adminWalletSettingsRoute, adminSectionRoute])]),
])
