import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useApi } from '../context';
import { useFloatingButtonsShown } from './floating-buttons';
import { profileQuery } from '../queries/profile';
import { useSettings } from '../settings';

// The floating daily-bonus button is in every page's entry (the header's is in PlayerHeader's chunk); the claim (the
// mutation, its toasts, the floating button's body) is DailyBonusClaim.tsx, a chunk of its own that a
// guest never downloads (decision 0037). Hydration keeps the server's HTML until it has arrived.
const ClaimButton = lazy(() => import('./DailyBonusClaim').then((m) => ({ default: m.DailyBonusClaimButton })));
/** The id of the home screen's Daily Bonus card, where the header's daily-bonus button leads. */
export const DAILY_BONUS_ANCHOR = 'daily-bonus';

/** The floating daily-bonus button: shown while the feature is on, today's bonus is unclaimed and the screen has room (floating-buttons.ts) (its claim code loads then, DailyBonusClaim.tsx). */
export function DailyBonusButton({ withNav }: { withNav: boolean }) {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useQuery(profileQuery(api));
  const shown = useFloatingButtonsShown();
  if (!user || !settings.features.dailyBonus || !user.dailyBonusAvailable || !shown) return null;
  return (
    <Suspense fallback={null}>
      <ClaimButton withNav={withNav} />
    </Suspense>
  );
}
