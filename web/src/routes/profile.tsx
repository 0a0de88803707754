import { createLazyRoute } from '@tanstack/react-router';
import { prefetchProfileWallet } from '../components/wallet/WalletSection';
import type { PlayerContext } from '../context';
import { achievementsQuery } from '../queries/achievements';
import { activitiesQuery } from '../queries/activities';
import { profileQuery } from '../queries/profile';
import { profileOverviewQuery } from '../queries/profile-overview';
import { ProfilePage } from './profile/ProfilePage';

// The profile's lazy chunk (decision 0037): the route itself (path, title) is in player-routes.ts;
// the page and its cards live in ./profile/.
export const Route = createLazyRoute('/player/profile')({ component: ProfilePage });

/** The route's loader (player-routes.ts): each card loads on its own, so a failed prefetch leaves that card to show its error, not the page. */
export async function load({ queryClient, api, maintenance }: PlayerContext) {
  if (maintenance) return;
  const user = await queryClient.ensureQueryData(profileQuery(api));
  if (!user) return;
  await Promise.allSettled([
    prefetchProfileWallet(queryClient, api),
    queryClient.prefetchQuery(profileOverviewQuery(api)),
    queryClient.prefetchQuery(activitiesQuery(api, 8)),
    queryClient.prefetchQuery(achievementsQuery(api)),
  ]);
}
