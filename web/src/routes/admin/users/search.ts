import { type AdminListPosition, listPositionSearch } from '../../../queries/admin-list';
import { USER_STATUS_FILTERS } from '../../../../../domain/users/user-statuses';
import type { AdminUserFilter, UserStatusFilter } from '../../../queries/admin-users';

export interface UserSearch extends AdminUserFilter, AdminListPosition {
  /** The open user drawer. */
  user?: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Users screen's URL search: unknown or malformed values are dropped. */
export function parseUserSearch(s: Record<string, unknown>): UserSearch {
  return {
    search: typeof s.search === 'string' && s.search.trim() ? s.search.slice(0, 100) : undefined,
    status:
      typeof s.status === 'string' && (USER_STATUS_FILTERS as readonly string[]).includes(s.status)
        ? (s.status as UserStatusFilter)
        : undefined,
    user: typeof s.user === 'string' && uuid.test(s.user) ? s.user : undefined,
    ...listPositionSearch(s),
  };
}
