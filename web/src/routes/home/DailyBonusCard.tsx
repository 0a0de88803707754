import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { CircleCheck, Gift, LoaderCircle, Lock } from 'lucide-react';
import { useEffect } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { DAILY_BONUS_ANCHOR } from '../../components/DailyBonus';
import { useClaimDailyBonus } from '../../components/DailyBonusClaim';
import { formatCountdown, useNow } from '../../components/useNow';
import { useApi } from '../../context';
import { dailyBonusQuery } from '../../queries/daily-bonus';
import { HighlightCard } from './HighlightCard';
import { HOME_REFRESH } from './live';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';

export function DailyBonusCard() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: bonus } = useSuspenseQuery({ ...dailyBonusQuery(api), ...HOME_REFRESH });
  const claim = useClaimDailyBonus();
  const t = useT();
  const f = useFormat();
  const now = useNow(1_000, !bonus.available);
  const remaining = now === null ? null : Date.parse(bonus.nextAvailableAt) - now;
  const requirement = bonus.requirements?.[0];
  const locked = requirement ? t(`bonus.req.${requirement.key}`, { level: requirement.level }) : null;
  const due = !bonus.available && !locked && remaining !== null && remaining <= 0;

  useEffect(() => {
    // local midnight passed: ask the server whether today's bonus is open
    if (due) void queryClient.invalidateQueries({ queryKey: dailyBonusQuery(api).queryKey });
  }, [due, api, queryClient]);

  return (
    <HighlightCard
      id="daily-bonus-heading"
      anchor={DAILY_BONUS_ANCHOR}
      testId="daily-bonus-card"
      tint="from-secondary/15"
      iconTile="bg-secondary/20 text-secondary"
      icon={<Gift aria-hidden className="size-6" />}
      heading={t('bonus.title')}
      action={
        bonus.available ? (
          <button
            type="button"
            className="btn btn-primary shrink-0 px-3.5"
            disabled={claim.isPending}
            onClick={() => claim.mutate()}
          >
            {claim.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {t('bonus.claimNow')}
          </button>
        ) : locked ? (
          <span className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-xl bg-surface-2 px-3 text-sm font-semibold text-muted">
            <Lock aria-hidden className="size-4" /> {t('bonus.locked')}
          </span>
        ) : (
          <span className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-xl bg-accent/15 px-3 text-sm font-semibold text-accent">
            <CircleCheck aria-hidden className="size-4" /> {t('bonus.claimed')}
          </span>
        )
      }
    >
      <p className="text-sm text-muted tabular-nums">
        {locked ? (
          <span data-testid="bonus-locked">{locked}</span>
        ) : bonus.available ? (
          <>
            <span className="font-semibold text-secondary">+{f.usdt(bonus.nextAmount)}</span> ·{' '}
            {t('unit.multiplier', { value: bonus.multiplier })}
          </>
        ) : (
          <span data-testid="bonus-countdown">
            {t('bonus.nextIn')}{' '}
            <span className="whitespace-nowrap">{remaining === null ? '--:--:--' : formatCountdown(remaining)}</span>
          </span>
        )}
      </p>
    </HighlightCard>
  );
}

export function DailyBonusCardSkeleton() {
  return (
    <div aria-hidden className="card flex items-center gap-3">
      <Skeleton className="size-12 rounded-2xl" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-3.5 w-40" />
      </div>
      <Skeleton className="h-11 w-24 rounded-xl" />
    </div>
  );
}
