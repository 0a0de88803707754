import { useSuspenseQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Gift, Send, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import type { ReferralStatus } from '../../api-client/engagement-types';
import { Panel } from '../../components/Panel';
import { Skeleton } from '../../components/Skeleton';
import { CopyButton } from '../../components/wallet/CopyButton';
import { useApi } from '../../context';
import { referralsQuery } from '../../queries/referrals';
import { InviteModal } from './InviteModal';
import { shareInvite } from './share';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { formatDate } from '../../format-time';

const STATUS: Record<ReferralStatus, { label: MessageKey; className: string }> = {
  pending: { label: 'referrals.pending', className: 'bg-secondary/15 text-secondary' },
  completed: { label: 'referrals.completed', className: 'bg-accent/15 text-accent' },
  cancelled: { label: 'referrals.cancelled', className: 'bg-danger/15 text-danger' },
};

/** The referral programme card of the Earn page: the link, real stats and the invited friends. */
export function ReferralCard() {
  const t = useT();
  return (
    <Panel
      id="referral-programme"
      title={
        <span className="flex items-center gap-2">
          <Gift aria-hidden className="size-4 text-secondary" /> {t('referrals.title')}
        </span>
      }
      skeleton={<ReferralSkeleton />}
    >
      <ReferralContent />
    </Panel>
  );
}

function ReferralContent() {
  const api = useApi();
  const { data } = useSuspenseQuery(referralsQuery(api));
  const [inviting, setInviting] = useState(false);
  const { stats, settings } = data;
  const t = useT();
  const f = useFormat();
  const qualifying = settings.qualifyingAction === 'deposit' ? t('referrals.firstDeposit') : t('referrals.firstQuiz');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {t('referrals.pitch', {
          reward: f.usdt(settings.referralReward),
          action: qualifying,
          referred: f.usdt(settings.referredReward),
        })}
      </p>
      <div>
        <p className="mb-1.5 text-xs font-medium text-muted">{t('referrals.yourLink')}</p>
        <div className="flex items-center gap-2">
          <output
            className="field flex min-w-0 flex-1 items-center truncate font-mono text-xs"
            data-testid="referral-link"
          >
            {data.link}
          </output>
          <CopyButton text={data.link} label={t('referrals.copyLink')} message={t('referrals.linkCopied')} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => shareInvite(data.link, t('referrals.shareText'), api)}
        >
          <Send aria-hidden className="size-4 shrink-0" /> {t('referrals.share')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden className="size-4 shrink-0" /> {t('referrals.invite')}
        </button>
      </div>
      <dl className="grid grid-cols-3 gap-2" data-testid="referral-stats">
        {(
          [
            [t('referrals.invited'), f.count(stats.invited)],
            [t('referrals.qualified'), f.count(stats.qualified)],
            [t('referrals.earned'), f.amount(stats.earned)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl bg-surface-2 px-2.5 py-2">
            <dt className="text-[11px] text-muted">{label}</dt>
            <dd className="truncate text-sm font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-semibold">{t('referrals.friends')}</h3>
        {data.referrals.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-3 text-sm text-muted">
            <Users aria-hidden className="size-4 shrink-0" /> {t('referrals.noFriends')}
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" aria-label={t('referrals.friends')}>
            {data.referrals.map((r) => (
              <li key={r.id} className="flex items-center gap-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{r.referredName}</p>
                  <p className="text-xs text-muted">
                    {t('referrals.joined', { date: formatDate(r.createdAt, f.locale) })}
                  </p>
                </div>
                {r.status === 'completed' ? (
                  <span className="text-sm font-semibold text-accent tabular-nums">+{f.usdt(r.rewardAmount)}</span>
                ) : null}
                <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS[r.status].className)}>
                  {t(STATUS[r.status].label)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <InviteModal
        open={inviting}
        link={data.link}
        reward={settings.referredReward}
        onClose={() => setInviting(false)}
      />
    </div>
  );
}

function ReferralSkeleton() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={t('referrals.loading')}>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-11 w-full rounded-xl" />
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="h-11 rounded-xl" />
        <Skeleton className="h-11 rounded-xl" />
      </div>
      <div className="grid grid-cols-3 gap-2">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-14 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
