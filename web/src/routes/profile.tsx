import { createRoute } from '@tanstack/react-router';
import { ErrorScreen } from '../components/ErrorScreen';
import { PageSkeleton } from '../components/Skeleton';
import { prefetchProfileWallet } from '../components/wallet/WalletSection';
import { achievementsQuery } from '../queries/achievements';
import { activitiesQuery } from '../queries/activities';
import { profileQuery } from '../queries/profile';
import { profileOverviewQuery } from '../queries/profile-overview';
import { playerRoute } from './player';
import { ProfilePage } from './profile/ProfilePage';

export const profileRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'profile',
  loader: async ({ context }) => {
    if (context.maintenance) return;
    const user = await context.queryClient.ensureQueryData(profileQuery(context.api));
    if (!user) return;
    // Each card loads on its own: a failed prefetch leaves that card to show its error, not the page.
    await Promise.all([
      prefetchProfileWallet(context.queryClient, context.api),
      context.queryClient.prefetchQuery(profileOverviewQuery(context.api)),
      context.queryClient.prefetchQuery(activitiesQuery(context.api, 8)),
      context.queryClient.prefetchQuery(achievementsQuery(context.api)),
    ]);
  },
  head: () => ({ meta: [{ title: 'Profile' }] }),
  component: ProfilePage,
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
});
