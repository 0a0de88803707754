import { useQuery } from '@tanstack/react-query';
import type { ProfileOverview } from '../../api/profile-types';
import { useApi } from '../../context';
import { formatCount } from '../../format';
import { profileOverviewQuery } from '../../queries/profile-overview';

/** "#3 this week", "#12 all-time", or "Unranked" before the first reward. */
export function rankLabel(rank: ProfileOverview['rank'] | undefined): string {
  if (!rank) return 'Unranked';
  return `#${formatCount(rank.position)} ${rank.period === 'week' ? 'this week' : 'all-time'}`;
}

/** The player's rank for the header panel: this week's leaderboard place, else all-time earnings. */
export function useProfileRank(enabled: boolean): string {
  const api = useApi();
  const { data, isPending, isError } = useQuery({ ...profileOverviewQuery(api), enabled });
  if (!enabled || isPending) return '…';
  if (isError) return '—';
  return rankLabel(data.rank);
}
