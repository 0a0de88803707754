// A player's account status (the database's user_status domain). No imports: the back office imports it too.

export const USER_STATUSES = ['active', 'pending', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The Users list's status filter: a status, or all of them. */
export const USER_STATUS_FILTERS = ['all', ...USER_STATUSES] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/** A status as the back office shows it: a closed account (personal data erased) above the stored one. */
export type AccountStatus = UserStatus | 'closed';
