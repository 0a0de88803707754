import { listPositionSearch } from '../../../queries/admin-list';
import type { AdminTournamentFilter } from '../../../queries/tournaments';

const STATUSES = ['active', 'upcoming', 'completed', 'cancelled'];
export const TOURNAMENT_CATEGORIES = ['crypto', 'defi', 'nft', 'trading', 'general'] as const;

/** The Tournaments screen's URL search: unknown or malformed values are dropped. */
export function parseTournamentSearch(s: Record<string, unknown>): AdminTournamentFilter {
  return {
    search: typeof s.search === 'string' && s.search.trim() ? s.search.slice(0, 100) : undefined,
    status: typeof s.status === 'string' && STATUSES.includes(s.status) ? s.status : undefined,
    category:
      typeof s.category === 'string' && (TOURNAMENT_CATEGORIES as readonly string[]).includes(s.category)
        ? s.category
        : undefined,
    ...listPositionSearch(s),
  };
}
