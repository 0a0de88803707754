import { Link, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { Gift } from 'lucide-react';
import { useT } from '../i18n/i18n';
import { DAILY_BONUS_ANCHOR } from './DailyBonus';

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
