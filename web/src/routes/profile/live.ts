/** The profile page refreshes its data every 5 seconds (spec 001, section 9). */
export const PROFILE_REFRESH = { refetchInterval: 5_000 } as const;
