// The Referrals screen: the programme's figures, the top referrers, every referral and the referral
// settings, as tabs.
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Clock, Crown, DollarSign, LoaderCircle, PlayCircle, TrendingUp, UserCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../ui/error-message';
import type { AdminReferrals } from '../../../api-client/engagement-types';
import { useApi } from '../../../context';
import { formatCount, formatUsdt, formatPlural } from '../../../format';
import { adminReferralsQuery } from '../../../queries/referrals';
import { SummaryCard } from '../ui/cards';
import { SectionHeading } from '../ui/section';
import { Th } from '../ui/table';
import { money } from '../ui/money';
import { AllReferrals } from './AllReferrals';
import { SettingsTab } from './ReferralSettingsForm';
import { REFERRALS } from '../ui/nouns';

const TABS = ['Overview', 'Leaderboard', 'All Referrals', 'Settings'] as const;

type Tab = (typeof TABS)[number];

const REFUSALS: Record<string, string> = {
  invalid_format: 'Invalid format',
  referrer_not_found: 'Referrer not found',
  self_referral: 'Cannot refer yourself',
  already_has_referrer: 'Already has a referrer',
  referrer_at_max: 'Referrer at the maximum',
  referrals_disabled: 'Referrals switched off',
};

export function ReferralsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Tab>('Overview');
  const { data } = useSuspenseQuery(adminReferralsQuery(api, undefined, undefined));
  const process = useMutation({
    mutationFn: () => api.post<{ processed: number }>('/api/admin/referrals/process-pending'),
    onSuccess: ({ processed }) => {
      toast.success('Pending referrals processed successfully!', {
        description: `${formatPlural(processed, REFERRALS)} processed.`,
      });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'referrals'] });
    },
    onError: (error) => toast.error('Error processing referrals', { description: errorMessage(error) }),
  });
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Referrals"
        subtitle="Invitations, rewards paid after the qualifying action, and the programme's settings."
        actions={
          <button
            type="button"
            className="btn btn-primary text-sm"
            onClick={() => process.mutate()}
            disabled={process.isPending}
          >
            {process.isPending ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <PlayCircle aria-hidden className="size-4" />
            )}
            {process.isPending ? 'Processing...' : 'Process Pending'}
          </button>
        }
      />
      <div role="tablist" aria-label="Referral views" className="flex gap-1 overflow-x-auto border-b border-line">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === tab}
            onClick={() => setTab(t)}
            className={clsx(
              '-mb-px min-h-10 shrink-0 border-b-2 px-4 text-sm font-semibold whitespace-nowrap transition-colors',
              t === tab ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg',
            )}
          >
            {t}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab}>
        {tab === 'Overview' ? <Overview data={data} /> : null}
        {tab === 'Leaderboard' ? <TopReferrers data={data} /> : null}
        {tab === 'All Referrals' ? <AllReferrals /> : null}
        {tab === 'Settings' ? <SettingsTab /> : null}
      </div>
    </div>
  );
}

function Overview({ data }: { data: AdminReferrals }) {
  const { stats } = data;
  const refusals = Object.entries(stats.refusals);
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="Stats" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Total Referrals"
          value={formatCount(stats.totalReferrals)}
          icon={Users}
          tone="primary"
          testId="referrals-total"
        />
        <SummaryCard
          label="Successful"
          value={formatCount(stats.successfulReferrals)}
          icon={UserCheck}
          tone="accent"
          testId="referrals-successful"
        />
        <SummaryCard
          label="Pending"
          value={formatCount(stats.pendingReferrals)}
          icon={Clock}
          tone="secondary"
          testId="referrals-pending"
        />
        <SummaryCard
          label="Rewards Paid"
          value={money(stats.totalRewardsPaid)}
          icon={DollarSign}
          tone="accent"
          testId="referrals-paid"
        />
      </section>
      <div className="grid gap-3 lg:grid-cols-3">
        <div className="rounded-xl border border-line bg-surface p-4">
          <p className="flex items-center gap-2 text-xs font-medium text-muted">
            <TrendingUp aria-hidden className="size-4" /> Average per referrer
          </p>
          <p className="mt-1 text-xl font-bold tabular-nums">{stats.averageReferralsPerUser}</p>
        </div>
        <div className="rounded-xl border border-line bg-surface p-4">
          <p className="flex items-center gap-2 text-xs font-medium text-muted">
            <Crown aria-hidden className="size-4 text-secondary" /> Top referrer
          </p>
          {stats.topReferrer ? (
            <p className="mt-1 text-sm">
              <span className="font-semibold">{stats.topReferrer.username}</span>
              <span className="text-muted tabular-nums">
                {' '}
                · {formatPlural(stats.topReferrer.totalReferrals, REFERRALS)} ·{' '}
                {formatUsdt(stats.topReferrer.totalEarnings)}
              </span>
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted">No completed referrals yet.</p>
          )}
        </div>
        <div className="rounded-xl border border-line bg-surface p-4">
          <p className="text-xs font-medium text-muted">Refused codes</p>
          {refusals.length === 0 ? (
            <p className="mt-1 text-sm text-muted">None refused.</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-0.5 text-sm">
              {refusals.map(([reason, count]) => (
                <li key={reason} className="flex justify-between gap-2">
                  <span>{REFUSALS[reason] ?? reason}</span>
                  <span className="font-semibold tabular-nums">{formatCount(count)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

function TopReferrers({ data }: { data: AdminReferrals }) {
  return (
    <section aria-label="Top referrers" className="overflow-hidden rounded-xl border border-line bg-surface">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <thead>
          <tr>
            <Th>Rank</Th>
            <Th>Referrer</Th>
            <Th className="text-right">Successful referrals</Th>
            <Th className="text-right">Earned</Th>
          </tr>
        </thead>
        <tbody>
          {data.leaderboard.length === 0 ? (
            <tr>
              <td colSpan={4} className="px-3 py-12 text-center text-muted">
                No completed referrals yet.
              </td>
            </tr>
          ) : (
            data.leaderboard.map((r, i) => (
              <tr key={r.userId} className="border-t border-line">
                <td className="border-t border-line px-3 py-2.5 font-semibold tabular-nums">{i + 1}</td>
                <td className="border-t border-line px-3 py-2.5">
                  {r.username}
                  {r.telegramUsername ? <span className="ml-1 text-muted">@{r.telegramUsername}</span> : null}
                </td>
                <td className="border-t border-line px-3 py-2.5 text-right tabular-nums">
                  {formatCount(r.totalReferrals)}
                </td>
                <td className="border-t border-line px-3 py-2.5 text-right tabular-nums">
                  {formatUsdt(r.totalEarnings)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
