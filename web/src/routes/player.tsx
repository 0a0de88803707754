import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createRoute, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { BottomNav, contentClearance, QuickQuizButton } from '../components/BottomNav';
import { DailyBonusButton } from '../components/DailyBonus';
import { BlockNoticeScreen, ErrorScreen, Maintenance } from '../components/rare-screens';
import { Header } from '../components/Header';
import { PageSkeleton, Skeleton } from '../components/Skeleton';
import { useApi } from '../context';
import { blockNoticeQuery } from '../queries/block-notice';
import { profileQuery } from '../queries/profile';
import { settingsQuery } from '../queries/settings';
import { isMaintenanceOn, useSettings } from '../settings';
import { setHapticsEnabled } from '../telegram/haptics';
import { rootRoute } from './root';

/**
 * Pathless layout of every player screen: header, page, bottom navigation; or the maintenance page;
 * or, for a player the API refuses as blocked, the blocked screen (decision 0066), never a sign-out.
 */
export const playerRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'player',
  beforeLoad: async ({ context }) => {
    // loaded by the root route (which shows the error screen if they cannot be read)
    const settings = await context.queryClient.ensureQueryData(settingsQuery(context.api));
    return { maintenance: isMaintenanceOn(settings) };
  },
  loader: async ({ context }) => {
    if (context.maintenance) return;
    await context.queryClient.ensureQueryData(profileQuery(context.api));
  },
  component: PlayerLayout,
  pendingComponent: PlayerLayoutSkeleton,
  errorComponent: ErrorScreen,
});

function PlayerLayout() {
  const settings = useSettings();
  const api = useApi();
  // Read from the cache only: filled when the API refused the player as blocked (profileQuery, the error screen).
  const { data: notice } = useQuery({ ...blockNoticeQuery(api), enabled: false });
  if (isMaintenanceOn(settings)) {
    return <Maintenance />;
  }
  if (notice?.block) return <BlockNoticeScreen />;
  return <PlayerFrame />;
}

function PlayerFrame() {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useSuspenseQuery(profileQuery(api));
  const { showHeader, showBottomNav, compactMode, showAnimations } = settings.layout;
  const vibration = settings.notifications?.notificationVibration !== false;
  useEffect(() => setHapticsEnabled(vibration), [vibration]);
  return (
    <div
      data-compact={compactMode ? '' : undefined}
      data-motion={showAnimations ? undefined : 'off'}
      data-testid="player-frame"
      className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col bg-bg min-[481px]:border-x min-[481px]:border-line"
      style={{ paddingLeft: 'var(--safe-left)', paddingRight: 'var(--safe-right)' }}
    >
      {showHeader ? <Header user={user} settings={settings} /> : <div style={{ height: 'var(--safe-top)' }} />}
      <main
        className="flex-1 px-4 pt-4"
        // the last content scrolls clear of the floating buttons
        style={{ paddingBottom: contentClearance(showBottomNav) }}
      >
        <Outlet />
      </main>
      {showBottomNav ? <BottomNav settings={settings} user={user} /> : null}
      <QuickQuizButton withNav={showBottomNav} />
      <DailyBonusButton withNav={showBottomNav} />
    </div>
  );
}

function PlayerLayoutSkeleton() {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col">
      <div
        className="flex items-center gap-3 border-b border-line px-4 pb-3"
        style={{ paddingTop: 'calc(var(--safe-top) + 12px)' }}
      >
        <Skeleton className="size-11 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
      <div className="px-4 pt-4">
        <PageSkeleton />
      </div>
    </div>
  );
}
