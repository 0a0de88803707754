import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../context';
import { leaderboardQuery } from '../../queries/leaderboard';

/** The player's all-time leaderboard place for the header panel ("#12"), or Unranked before any reward. */
export function useLeaderboardRank(enabled: boolean): string {
  const api = useApi();
  const { data, isPending, isError } = useQuery({ ...leaderboardQuery(api, 'all'), enabled });
  if (!enabled || isPending) return '…';
  if (isError) return '—';
  return data.me ? `#${data.me.rank}` : 'Unranked';
}
