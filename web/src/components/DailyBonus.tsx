import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useApi } from '../context';
import { isQuizScreen } from './nav-entries';
import { profileQuery } from '../queries/profile';
import { useSettings } from '../settings';

// The floating daily-bonus button is in every page's entry (the header's is in PlayerHeader's chunk); the claim (the
// mutation, its toasts, the floating button's body) is DailyBonusClaim.tsx, a chunk of its own that a
// guest never downloads (decision 0037). Hydration keeps the server's HTML until it has arrived.
const ClaimButton = lazy(() => import('./DailyBonusClaim').then((m) => ({ default: m.DailyBonusClaimButton })));
/** The id of the home screen's Daily Bonus card, where the header's daily-bonus button leads. */
export const DAILY_BONUS_ANCHOR = 'daily-bonus';

/** The floating daily-bonus button: shown while the feature is on and today's bonus is unclaimed (its claim code loads then, DailyBonusClaim.tsx). */
export function DailyBonusButton({ withNav }: { withNav: boolean }) {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useQuery(profileQuery(api));
  const onQuiz = useRouterState({ select: (s) => isQuizScreen(s.location.pathname) });
  if (!user || !settings.features.dailyBonus || !user.dailyBonusAvailable || onQuiz) return null;
  return (
    <Suspense fallback={null}>
      <ClaimButton withNav={withNav} />
    </Suspense>
  );
}
