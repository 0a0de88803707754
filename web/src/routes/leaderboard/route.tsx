import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { Trophy } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState';
import { type PlayerContext, useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { leaderboardQuery } from '../../queries/leaderboard';
import { profileQuery } from '../../queries/profile';
import { settingsQuery } from '../../queries/settings';
import { useSettings } from '../../settings';
import { WeeklyLeaderboard } from './WeeklyLeaderboard';

/** How many players the page lists (the Earn page's card lists 10). */
export const LEADERBOARD_PAGE_SIZE = 50;

export const Route = createLazyRoute('/player/leaderboard')({ component: LeaderboardPage });

/**
 * The route's loader (player-routes.ts): the player and this week's board, both in the server's HTML
 * (the board reads with useQuery, which does not suspend: data arriving after the HTML would not match it).
 */
export async function load({ queryClient, api, maintenance }: PlayerContext) {
  if (maintenance) return;
  const [, { features }] = await Promise.all([
    queryClient.ensureQueryData(profileQuery(api)),
    queryClient.ensureQueryData(settingsQuery(api)),
  ]);
  if (features.leaderboard) await queryClient.ensureQueryData(leaderboardQuery(api, 'week', LEADERBOARD_PAGE_SIZE));
}

/** /leaderboard: this week's and all-time top earners, the player's own place marked or shown below. */
function LeaderboardPage() {
  const { data: user } = useSuspenseQuery(profileQuery(useApi()));
  const settings = useSettings();
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <div className="pt-1">
        <h1 className="text-2xl font-bold">{t('leaderboard.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('leaderboard.subtitle')}</p>
      </div>
      {settings.features.leaderboard ? (
        <WeeklyLeaderboard userId={user?.id ?? null} limit={LEADERBOARD_PAGE_SIZE} />
      ) : (
        <EmptyState icon={<Trophy aria-hidden className="size-7" />} title={t('leaderboard.unavailable')}>
          {t('leaderboard.switchedOff')}
        </EmptyState>
      )}
    </div>
  );
}
