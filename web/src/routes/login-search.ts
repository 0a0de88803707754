import { useRouterState } from '@tanstack/react-router';

// The sign-in page's search: the tab (`?mode=register`) and where the player was going
// (`?redirect=/tournaments/...`), kept only when it is a path of this app (never another site's
// address), so signing in lands there, or on Home when none was given.
export type LoginSearch = { mode?: 'register'; redirect?: string };

const LOCAL_PATH = /^\/(?![/\\])/;

export function loginSearch(search: Record<string, unknown>): LoginSearch {
  const redirect =
    typeof search.redirect === 'string' && LOCAL_PATH.test(search.redirect) ? search.redirect : undefined;
  return {
    ...(search.mode === 'register' ? { mode: 'register' as const } : {}),
    ...(redirect && !redirect.startsWith('/login') ? { redirect } : {}),
  };
}

/** Where a signed-in player goes from the sign-in page. */
export const afterSignIn = (search: LoginSearch): string => loginSearch({ redirect: search.redirect }).redirect ?? '/';

/** The `redirect` that brings the player back to this screen after signing in (none from Home). */
export function useReturnHere(): string | undefined {
  const href = useRouterState({ select: (s) => s.location.href });
  return href === '/' ? undefined : href;
}
