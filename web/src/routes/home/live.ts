/** Home refreshes every 5 seconds (spec 000 section 9), in the background: cached data stays on screen. */
export const HOME_REFRESH = { refetchInterval: 5_000 } as const;
