import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { Gift, LoaderCircle } from 'lucide-react';
import { toast } from './toast';
import { ApiError, errorMessage } from '../api/client';
import { idempotencyHeaders } from '../api/idempotency';
import type { DailyBonusClaim, DailyBonusStatus } from '../api/player-types';
import { useApi } from '../context';
import { FloatingRow, isQuizScreen } from './BottomNav';
import { currency, formatAmount } from '../format';
import { dailyBonusQuery, timeZoneHeaders } from '../queries/daily-bonus';
import { profileQuery } from '../queries/profile';
import { useSettings } from '../settings';

/** The id of the home screen's Daily Bonus card, where the header's daily-bonus button leads. */
export const DAILY_BONUS_ANCHOR = 'daily-bonus';

/** Claims today's bonus; the profile, the bonus status and the home lists follow at once. */
export function useClaimDailyBonus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<DailyBonusClaim>(
        '/api/daily-bonus/claim',
        {},
        { headers: { ...timeZoneHeaders(), ...idempotencyHeaders() } },
      ),
    onSuccess: (claim) => {
      queryClient.setQueryData(profileQuery(api).queryKey, claim.user);
      queryClient.setQueryData<DailyBonusStatus>(dailyBonusQuery(api).queryKey, (prev) =>
        prev
          ? {
              ...prev,
              available: false,
              streak: claim.streak,
              multiplier: claim.multiplier,
              nextAvailableAt: claim.nextAvailableAt,
            }
          : prev,
      );
      for (const key of [dailyBonusQuery(api).queryKey, ['activities'], ['achievements']])
        void queryClient.invalidateQueries({ queryKey: key });
      toast.success(`Daily bonus claimed: +${formatAmount(claim.amount)} ${currency()}`);
      for (const a of claim.achievementsUnlocked) toast.success(`Achievement unlocked: ${a.title}`);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Error claiming daily bonus'));
      // "not available": someone (another tab) claimed already; show the truth
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: dailyBonusQuery(api).queryKey });
        void queryClient.invalidateQueries({ queryKey: profileQuery(api).queryKey });
      }
    },
  });
}

/** The floating daily-bonus button: shown while the feature is on and today's bonus is unclaimed. */
export function DailyBonusButton({ withNav }: { withNav: boolean }) {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useQuery(profileQuery(api));
  const claim = useClaimDailyBonus();
  const onQuiz = useRouterState({ select: (s) => isQuizScreen(s.location.pathname) });
  if (!user || !settings.features.dailyBonus || !user.dailyBonusAvailable || onQuiz) return null;
  return (
    <FloatingRow withNav={withNav} side="start">
      <button
        type="button"
        aria-label="Claim daily bonus"
        disabled={claim.isPending}
        onClick={() => claim.mutate()}
        className="pointer-events-auto relative flex size-14 items-center justify-center rounded-full bg-secondary text-black shadow-lg shadow-secondary/25 transition-transform duration-150 active:scale-95"
      >
        {claim.isPending ? (
          <LoaderCircle aria-hidden className="size-6 animate-spin" />
        ) : (
          <Gift aria-hidden className="size-6" />
        )}
        <span aria-hidden className="absolute top-1 right-1 size-3 rounded-full bg-danger ring-2 ring-bg" />
      </button>
    </FloatingRow>
  );
}

/**
 * The header's daily-bonus button, next to the notifications: gold with a dot while today's bonus
 * is unclaimed. It leads to the home screen's Daily Bonus card (amount, multiplier, Claim Now or the
 * countdown) rather than claiming blind.
 */
export function DailyBonusHeaderButton({ available }: { available: boolean }) {
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  return (
    <Link
      to="/"
      hash={DAILY_BONUS_ANCHOR}
      aria-label={available ? 'Daily bonus available' : 'Daily bonus'}
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
