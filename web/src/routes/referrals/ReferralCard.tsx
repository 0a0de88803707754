import { useSuspenseQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Gift, Send, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import type { ReferralStatus } from '../../api/engagement-types';
import { Panel } from '../../components/Panel';
import { Skeleton } from '../../components/Skeleton';
import { CopyButton } from '../../components/wallet/CopyButton';
import { useApi } from '../../context';
import { currency, formatAmount, formatCount, formatDate, formatUsdt } from '../../format';
import { referralsQuery } from '../../queries/referrals';
import { InviteModal } from './InviteModal';
import { shareInvite } from './share';

const STATUS: Record<ReferralStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-secondary/15 text-secondary' },
  completed: { label: 'Completed', className: 'bg-accent/15 text-accent' },
  cancelled: { label: 'Cancelled', className: 'bg-danger/15 text-danger' },
};

/** The referral programme card of the Earn page: the link, real stats and the invited friends. */
export function ReferralCard() {
  return (
    <Panel
      id="referral-programme"
      title={
        <span className="flex items-center gap-2">
          <Gift aria-hidden className="size-4 text-secondary" /> Referral Programme
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
  const qualifying = settings.qualifyingAction === 'deposit' ? 'first deposit' : 'first quiz';
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Earn <span className="font-semibold text-secondary">{formatUsdt(settings.referralReward)}</span> for every
        friend who joins with your link and completes their {qualifying}; they get {formatUsdt(settings.referredReward)}{' '}
        too.
      </p>
      <div>
        <p className="mb-1.5 text-xs font-medium text-muted">Your invite link</p>
        <div className="flex items-center gap-2">
          <output
            className="field flex min-w-0 flex-1 items-center truncate font-mono text-xs"
            data-testid="referral-link"
          >
            {data.link}
          </output>
          <CopyButton text={data.link} label="Copy referral link" message="Referral link copied to clipboard!" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => shareInvite(data.link, 'Join me in Crypto Master!')}
        >
          <Send aria-hidden className="size-4 shrink-0" /> Share
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden className="size-4 shrink-0" /> Invite Friend
        </button>
      </div>
      <dl className="grid grid-cols-3 gap-2" data-testid="referral-stats">
        {(
          [
            ['Invited', formatCount(stats.invited)],
            ['Qualified', formatCount(stats.qualified)],
            [`Earned (${currency()})`, formatAmount(stats.earned)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl bg-surface-2 px-2.5 py-2">
            <dt className="text-[11px] text-muted">{label}</dt>
            <dd className="truncate text-sm font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-semibold">Invited friends</h3>
        {data.referrals.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-3 text-sm text-muted">
            <Users aria-hidden className="size-4 shrink-0" /> No friends yet. Share your link to invite the first one.
          </p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" aria-label="Invited friends">
            {data.referrals.map((r) => (
              <li key={r.id} className="flex items-center gap-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{r.referredName}</p>
                  <p className="text-xs text-muted">Joined {formatDate(r.createdAt)}</p>
                </div>
                {r.status === 'completed' ? (
                  <span className="text-sm font-semibold text-accent tabular-nums">+{formatUsdt(r.rewardAmount)}</span>
                ) : null}
                <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS[r.status].className)}>
                  {STATUS[r.status].label}
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
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading referrals">
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
