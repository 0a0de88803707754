import { playerRoute } from './routes/player';
import {
  bettingQuizRoute,
  earnRoute,
  fairnessRoute,
  forgotPasswordRoute,
  homeRoute,
  leaderboardRoute,
  loginRoute,
  practiceQuizRoute,
  profileRoute,
  quizRoute,
  resetPasswordRoute,
  tournamentRoute,
  tournamentsRoute,
  verifyEmailRoute,
  walletRoute,
} from './routes/player-routes';

/** The player's screens under their layout: part of both route trees (routeTree.ts, entry-client.tsx). */
export const playerBranch = playerRoute.addChildren([
  homeRoute,
  quizRoute,
  bettingQuizRoute,
  practiceQuizRoute,
  tournamentsRoute,
  tournamentRoute,
  earnRoute,
  leaderboardRoute,
  walletRoute,
  profileRoute,
  loginRoute,
  verifyEmailRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  fairnessRoute,
]);
