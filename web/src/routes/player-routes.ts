import { createRoute, redirect } from '@tanstack/react-router';
import type { TaskType } from '../api-client/task-types';
import { ErrorScreen } from '../components/rare-screens';
import { PageSkeleton } from '../components/Skeleton';
import { pageTitle } from '../i18n/i18n';
import { profileQuery } from '../queries/profile';
import { playerRoute } from './player';
import { QuizSkeleton } from './quiz/QuizSkeleton';
import { linkSearch } from './identity/link-search';
import { parseFairnessSearch } from './fairness/search';
import { afterSignIn, loginSearch } from './login-search';

// Route definitions of the player screens (decision 0037): path, search, title and the pending and
// error components stay in the entry; each page's component and its loader (with the queries it
// reads) live in its own module, imported by `.lazy()` and by the loader, so the bundler gives every
// screen one chunk of its own and a first load downloads only the screen it shows (decision 0042).
// Links preload on intent, so a tap finds the chunk and the data on their way. The server loads the
// lazy module before it renders (full HTML), and the browser loads it before it hydrates.

export const homeRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: '/',
  loader: ({ context }) => import('./home').then((m) => m.load(context)),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
}).lazy(async () => {
  const home = await import('./home');
  await home.beforeHydrate();
  return home.Route;
});

export const quizRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'quiz',
  loader: ({ context }) => import('./quiz/route').then((m) => m.load(context, 'standard')),
  head: pageTitle('nav.quiz'),
  pendingComponent: QuizSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./quiz/route').then((m) => m.Route));

/** The challenge quiz (the deposit page's Play Quiz): the same screen with challenge mode chosen. */
export const bettingQuizRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'betting-quiz',
  loader: ({ context }) => import('./quiz/route').then((m) => m.load(context, 'challenge')),
  head: pageTitle('title.challengeQuiz'),
  pendingComponent: QuizSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./quiz/route').then((m) => m.BettingRoute));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function practiceSearch(search: Record<string, unknown>): { redirect?: string; session?: string } {
  return {
    ...loginSearch({ redirect: search.redirect }),
    ...(typeof search.session === 'string' && UUID.test(search.session) ? { session: search.session } : {}),
  };
}

/**
 * A guest's practice quiz (decision 0067); `redirect`: the screen the guest came from, where signing up
 * from the result returns; `session`: the practice quiz under way, so a reload goes on with it.
 */
export const practiceQuizRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'practice-quiz',
  validateSearch: practiceSearch,
  // Read when the page is entered (a reload, a link); the page itself moves the quiz on after that.
  loader: ({ context, location, cause }) =>
    cause === 'stay'
      ? undefined
      : import('./practice-quiz/route').then((m) => m.load(context, practiceSearch(location.search).session)),
  head: pageTitle('practice.title'),
  pendingComponent: QuizSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./practice-quiz/route').then((m) => m.Route));

export const tournamentsRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'tournaments',
  loader: ({ context }) => import('./tournaments/route').then((m) => m.load(context)),
  head: pageTitle('nav.tournaments'),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./tournaments/route').then((m) => m.Route));

export const tournamentRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'tournaments/$tournamentId',
  loader: ({ context, params }) => import('./tournaments/detail').then((m) => m.load(context, params.tournamentId)),
  head: pageTitle('title.tournament'),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./tournaments/detail').then((m) => m.Route));

const TASK_TYPES: readonly TaskType[] = ['daily', 'marketing', 'referral', 'partner'];

export interface EarnSearch {
  tab?: TaskType;
}

export const earnRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'earn',
  validateSearch: (s: Record<string, unknown>): EarnSearch => ({
    tab: TASK_TYPES.includes(s.tab as TaskType) ? (s.tab as TaskType) : undefined,
  }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'daily' }),
  loader: ({ context, deps }) => import('./earn/route').then((m) => m.load(context, deps.tab)),
  head: pageTitle('nav.earn'),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./earn/route').then((m) => m.Route));

export const leaderboardRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'leaderboard',
  loader: ({ context }) => import('./leaderboard/route').then((m) => m.load(context)),
  head: pageTitle('leaderboard.title'),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./leaderboard/route').then((m) => m.Route));

export const walletRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'deposit',
  loader: ({ context }) => import('./wallet/route').then((m) => m.load(context)),
  head: pageTitle('deposit.title'),
  errorComponent: ErrorScreen,
}).lazy(() => import('./wallet/route').then((m) => m.Route));

export const profileRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'profile',
  loader: ({ context }) => import('./profile').then((m) => m.load(context)),
  head: pageTitle('nav.profile'),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./profile').then((m) => m.Route));

export const loginRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'login',
  validateSearch: loginSearch,
  beforeLoad: async ({ context, search }) => {
    if (context.maintenance) return;
    const user = await context.queryClient.ensureQueryData(profileQuery(context.api));
    if (user) throw redirect({ href: afterSignIn(search) });
  },
  head: pageTitle('auth.signIn'),
  errorComponent: ErrorScreen,
}).lazy(() => import('./login').then((m) => m.Route));

// The pages of the links mailed to email accounts, and "Forgot password?" (decision 0053).
export const verifyEmailRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'verify-email',
  validateSearch: linkSearch,
  head: pageTitle('verify.title'),
  errorComponent: ErrorScreen,
}).lazy(() => import('./identity/verify-email').then((m) => m.Route));

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'forgot-password',
  head: pageTitle('forgot.title'),
  errorComponent: ErrorScreen,
}).lazy(() => import('./identity/forgot-password').then((m) => m.Route));

export const resetPasswordRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'reset-password',
  validateSearch: linkSearch,
  head: pageTitle('reset.title'),
  errorComponent: ErrorScreen,
}).lazy(() => import('./identity/reset-password').then((m) => m.Route));

export const fairnessRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'fairness',
  validateSearch: parseFairnessSearch,
  head: pageTitle('fair.title'),
  errorComponent: ErrorScreen,
}).lazy(() => import('./fairness/route').then((m) => m.Route));
