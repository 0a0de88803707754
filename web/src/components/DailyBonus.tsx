import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { Gift } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useApi } from '../context';
import { isQuizScreen } from './BottomNav';
import { profileQuery } from '../queries/profile';
import { useSettings } from '../settings';
import { useT } from '../i18n/i18n';

// The header's and the floating daily-bonus buttons are in every page's entry; the claim (the
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

/**
 * The header's daily-bonus button, next to the notifications: gold with a dot while today's bonus
 * is unclaimed. It leads to the home screen's Daily Bonus card (amount, multiplier, Claim Now or the
 * countdown) rather than claiming blind.
 */
export function DailyBonusHeaderButton({ available }: { available: boolean }) {
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  const t = useT();
  return (
    <Link
      to="/"
      hash={DAILY_BONUS_ANCHOR}
      aria-label={available ? t('bonus.available') : t('bonus.headerLink')}
      onClick={(e) => {
        // Already home: scroll to the card (the router does not move for the address it is on).
        const card = onHome ? document.getElementById(DAILY_BONUS_ANCHOR) : null;
        if (!card) return;
        e.preventDefault();
        card.scrollIntoView({ block: 'start' });
      }}
      className={clsx(
        'relative flex h-11 w-9 items-center justify-center rounded-xl transition-colors duration-150',
        available ? 'text-secondary' : 'text-muted hover:text-fg',
      )}
    >
      <Gift aria-hidden className="size-5" />
      {available ? (
        <span aria-hidden className="absolute top-2 right-1 size-2.5 rounded-full bg-danger ring-2 ring-bg" />
      ) : null}
    </Link>
  );
}
