import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true after it: what renders only in the browser (a
 * portal into <body>, a figure the stream may have cached before React hydrated) waits for it, so
 * the first browser render matches the server's HTML (React error #418 otherwise).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
