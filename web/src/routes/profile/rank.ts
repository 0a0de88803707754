import { useQuery } from '@tanstack/react-query';
import type { ProfileOverview } from '../../api-client/profile-types';
import { useApi } from '../../context';
import { type Translate, useT } from '../../i18n/i18n';
import { type Formatters, useFormat } from '../../i18n/use-format';
import { profileOverviewQuery } from '../../queries/profile-overview';

/** "#3 this week", "#12 all-time", or "Unranked" before the first reward. */
export function rankLabel(rank: ProfileOverview['rank'] | undefined, t: Translate, f: Formatters): string {
  if (!rank) return t('profile.unranked');
  return t(rank.period === 'week' ? 'profile.rankWeek' : 'profile.rankAllTime', { position: f.count(rank.position) });
}

/** The player's rank for the header panel: this week's leaderboard place, else all-time earnings. */
export function useProfileRank(enabled: boolean): string {
  const api = useApi();
  const t = useT();
  const f = useFormat();
  const { data, isPending, isError } = useQuery({ ...profileOverviewQuery(api), enabled });
  if (!enabled || isPending) return '…';
  if (isError) return '—';
  return rankLabel(data.rank, t, f);
}
