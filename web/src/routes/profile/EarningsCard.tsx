import { useSuspenseQuery } from '@tanstack/react-query';
import { MASK, useBalanceHidden } from '../../components/balanceVisibility';
import { Skeleton } from '../../components/Skeleton';
import { useApi } from '../../context';
import { currency } from '../../format-base';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { profileOverviewQuery } from '../../queries/profile-overview';
import { PROFILE_REFRESH } from './live';
import { ProgressBar } from '../../components/ProgressBar';

/** Percent of a decimal amount against a target, capped at 100 (amounts are decimal strings). */
function amountPercent(value: string, target: string): number {
  const t = Number(target);
  return t > 0 ? Math.min(100, Math.floor((Number(value) / t) * 100)) : 0;
}

/** Weekly and monthly earnings (monthly out of 1000 USDT, spec 001) and referral earnings, from the ledger. */
export function Earnings() {
  const api = useApi();
  const [hidden] = useBalanceHidden();
  const t = useT();
  const f = useFormat();
  const { data } = useSuspenseQuery({ ...profileOverviewQuery(api), ...PROFILE_REFRESH });
  const { weekly, monthly, monthlyTarget, referral } = data.earnings;
  const show = (v: string) => (hidden ? MASK : f.amount(v));
  const percent = amountPercent(monthly, monthlyTarget);
  return (
    <div className="flex flex-col gap-3" data-testid="earnings">
      <div>
        <div className="mb-1 flex items-baseline justify-between text-sm">
          <span className="text-muted">{t('profile.thisMonth')}</span>
          <span className="font-semibold tabular-nums" data-testid="earnings-monthly">
            {show(monthly)}{' '}
            <span className="text-muted">
              / {f.amount(monthlyTarget, 0)} {currency()}
            </span>
          </span>
        </div>
        <ProgressBar
          label={t('profile.monthlyTargetLabel')}
          value={percent}
          max={100}
          percent={percent}
          className="h-2"
          barClassName="bg-secondary"
        />
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">{t('profile.thisWeek')}</dt>
          <dd className="font-semibold text-accent tabular-nums" data-testid="earnings-weekly">
            {show(weekly)} {currency()}
          </dd>
        </div>
        <div className="rounded-xl bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">{t('profile.fromReferrals')}</dt>
          <dd className="font-semibold text-accent tabular-nums" data-testid="earnings-referral">
            {show(referral)} {currency()}
          </dd>
        </div>
      </dl>
    </div>
  );
}

export function EarningsSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-2 w-full rounded-full" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-14 rounded-xl" />
        <Skeleton className="h-14 rounded-xl" />
      </div>
    </div>
  );
}
