import { createRoute, redirect } from '@tanstack/react-router';
import type { QuizMode } from '../api/player-types';
import type { TaskType } from '../api/task-types';
import { ErrorScreen } from '../components/ErrorScreen';
import { PageSkeleton } from '../components/Skeleton';
import type { RouterContext } from '../context';
import { pageTitle } from '../i18n/i18n';
import { achievementsQuery } from '../queries/achievements';
import { activitiesQuery } from '../queries/activities';
import { dailyBonusQuery } from '../queries/daily-bonus';
import { profileQuery } from '../queries/profile';
import { profileOverviewQuery } from '../queries/profile-overview';
import { eligibilityQuery, quizSessionQuery } from '../queries/quiz';
import { settingsQuery } from '../queries/settings';
import { tasksQuery } from '../queries/tasks';
import { lobbyQuery, tournamentQuery } from '../queries/tournaments';
import { recentDepositsQuery, walletQuery } from '../queries/wallet';
import { playerRoute } from './player';
import { QuizSkeleton } from './quiz/QuizSkeleton';

// Route definitions of the player screens (decision 0037): path, search, loader, title and the
// pending/error components stay in the entry so that data loading starts at once; each page's
// component lives in its own module, imported by `.lazy()`, so the bundler gives every screen a
// chunk of its own and a first load downloads only the screen it shows. The server loads the lazy
// module before it renders (full HTML), and the browser loads it before it hydrates.

export const homeRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: '/',
  loader: async ({ context }) => {
    if (context.maintenance) return;
    const { queryClient, api } = context;
    const user = await queryClient.ensureQueryData(profileQuery(api));
    if (!user) return;
    const { features } = await queryClient.ensureQueryData(settingsQuery(api));
    // The personal panels load together; one that fails shows its own Try Again, not an error page.
    await Promise.allSettled([
      import('./home').then((m) => m.loadPlayerHome()), // the signed-in home's chunk, with its data
      features.dailyBonus ? queryClient.ensureQueryData(dailyBonusQuery(api)) : null,
      queryClient.ensureQueryData(walletQuery(api)),
      queryClient.ensureQueryData(activitiesQuery(api, 5)),
      features.achievements ? queryClient.ensureQueryData(achievementsQuery(api)) : null,
    ]);
  },
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
}).lazy(async () => {
  const home = await import('./home');
  await home.beforeHydrate();
  return home.Route;
});

/** Prefetches the setup for a signed-in player, and the running quiz if there is one (resume after a reload). */
async function loadQuiz(context: RouterContext & { maintenance?: boolean }, mode: QuizMode) {
  if (context.maintenance) return;
  const { queryClient, api } = context;
  const user = await queryClient.ensureQueryData(profileQuery(api));
  if (!user) return;
  // Both are read fresh: a quiz may have moved on since they were cached (another tab, a reload).
  const eligibility = await queryClient.fetchQuery(eligibilityQuery(api, 'easy', mode));
  if (eligibility.activeSessionId)
    await queryClient.fetchQuery({ ...quizSessionQuery(api, eligibility.activeSessionId), staleTime: 0 });
}

export const quizRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'quiz',
  loader: ({ context }) => loadQuiz(context, 'standard'),
  head: pageTitle('nav.quiz'),
  pendingComponent: QuizSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./quiz/route').then((m) => m.Route));

/** The challenge quiz (the deposit page's Play Quiz): the same screen with challenge mode chosen. */
export const bettingQuizRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'betting-quiz',
  loader: ({ context }) => loadQuiz(context, 'challenge'),
  head: pageTitle('title.challengeQuiz'),
  pendingComponent: QuizSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./quiz/route').then((m) => m.BettingRoute));

export const tournamentsRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'tournaments',
  loader: async ({ context }) => {
    if (context.maintenance) return;
    await Promise.all([
      context.queryClient.ensureQueryData(profileQuery(context.api)),
      context.queryClient.ensureInfiniteQueryData(lobbyQuery(context.api, 'active')),
    ]);
  },
  head: pageTitle('nav.tournaments'),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./tournaments/route').then((m) => m.Route));

export const tournamentRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'tournaments/$tournamentId',
  loader: async ({ context, params }) => {
    if (context.maintenance) return;
    await Promise.all([
      context.queryClient.ensureQueryData(profileQuery(context.api)),
      context.queryClient.ensureQueryData(tournamentQuery(context.api, params.tournamentId)),
    ]);
  },
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
  loader: async ({ context, deps }) => {
    if (context.maintenance) return;
    const user = await context.queryClient.ensureQueryData(profileQuery(context.api));
    // The list streams in behind its skeleton: a slow read never holds the page.
    if (user) void context.queryClient.prefetchQuery(tasksQuery(context.api, deps.tab));
  },
  head: pageTitle('nav.earn'),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./earn/route').then((m) => m.Route));

export const walletRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'deposit',
  loader: async ({ context }) => {
    if (context.maintenance) return;
    const user = await context.queryClient.ensureQueryData(profileQuery(context.api));
    if (!user) return;
    await Promise.all([
      context.queryClient.ensureQueryData(walletQuery(context.api)),
      context.queryClient.ensureQueryData(recentDepositsQuery(context.api)),
    ]);
  },
  head: pageTitle('deposit.title'),
  errorComponent: ErrorScreen,
}).lazy(() => import('./wallet/route').then((m) => m.Route));

export const profileRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'profile',
  loader: async ({ context }) => {
    if (context.maintenance) return;
    const { queryClient, api } = context;
    const user = await queryClient.ensureQueryData(profileQuery(api));
    if (!user) return;
    // Each card loads on its own: a failed prefetch leaves that card to show its error, not the page.
    // The wallet section's prefetch comes from the page's own chunk (already being fetched for the page).
    await Promise.allSettled([
      import('../components/wallet/WalletSection').then((m) => m.prefetchProfileWallet(queryClient, api)),
      queryClient.prefetchQuery(profileOverviewQuery(api)),
      queryClient.prefetchQuery(activitiesQuery(api, 8)),
      queryClient.prefetchQuery(achievementsQuery(api)),
    ]);
  },
  head: pageTitle('nav.profile'),
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
}).lazy(() => import('./profile').then((m) => m.Route));

export const loginRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): { mode?: 'register' } =>
    search.mode === 'register' ? { mode: 'register' } : {},
  beforeLoad: async ({ context }) => {
    if (context.maintenance) return;
    const user = await context.queryClient.ensureQueryData(profileQuery(context.api));
    if (user) throw redirect({ to: '/profile' });
  },
  head: pageTitle('auth.signIn'),
  errorComponent: ErrorScreen,
}).lazy(() => import('./login').then((m) => m.Route));
