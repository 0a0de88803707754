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

/** The player's screens under their layout: part of both route trees (routeTree.ts, entry-client.tsx). */
export const playerBranch = playerRoute.addChildren([
  homeRoute,
  quizRoute,
  bettingQuizRoute,
  tournamentsRoute,
  tournamentRoute,
  earnRoute,
  walletRoute,
  profileRoute,
  loginRoute,
]);
