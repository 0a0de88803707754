import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Gift, LoaderCircle } from 'lucide-react';
import { ApiError } from '../api-client/client';
import { idempotencyHeaders } from '../api-client/idempotency';
import type { DailyBonusClaim, DailyBonusStatus } from '../api-client/player-types';
import { useApi } from '../context';
import { useT } from '../i18n/i18n';
import { useErrorText } from '../i18n/error-text';
import { useLocalized } from '../i18n/localized';
import { useFormat } from '../i18n/use-format';
import { dailyBonusQuery, timeZoneHeaders } from '../queries/daily-bonus';
import { profileQuery } from '../queries/profile';
import { FloatingRow } from './BottomNav';
import { toast } from './toast';

// Claiming the daily bonus: loaded by DailyBonus.tsx's floating button and the home screen's card,
// only for a signed-in player whose bonus is available (decision 0037).

/** Claims today's bonus; the profile, the bonus status and the home lists follow at once. */
export function useClaimDailyBonus() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT();
  const f = useFormat();
  const errorText = useErrorText();
  const local = useLocalized();
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
      toast.success(t('bonus.claimedToast', { amount: f.amount(claim.amount) }));
      for (const a of claim.achievementsUnlocked)
        toast.success(t('bonus.achievementToast', { title: local(a.title, a.translations, 'title') }));
    },
    onError: (error) => {
      toast.error(errorText(error, 'bonus.claimError'));
      // "not available": someone (another tab) claimed already; show the truth
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: dailyBonusQuery(api).queryKey });
        void queryClient.invalidateQueries({ queryKey: profileQuery(api).queryKey });
      }
    },
  });
}

/** The floating daily-bonus button's body (DailyBonus.tsx shows it while today's bonus is unclaimed). */
export function DailyBonusClaimButton({ withNav }: { withNav: boolean }) {
  const claim = useClaimDailyBonus();
  const t = useT();
  return (
    <FloatingRow withNav={withNav} side="start">
      <button
        type="button"
        aria-label={t('bonus.claimButton')}
        data-floating=""
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
