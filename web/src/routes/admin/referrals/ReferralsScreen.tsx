import type { ReferralSettingsBody } from '../../../../../api/referrals/admin-routes';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import {
  ChevronLeft,
  ChevronRight,
  Clock,
  Crown,
  DollarSign,
  LoaderCircle,
  PlayCircle,
  TrendingUp,
  UserCheck,
  Users,
} from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../api-client/client';
import type { AdminReferrals, ReferralSettings, ReferralStatus } from '../../../api-client/engagement-types';
import { FormError } from '../../../components/FormError';
import { Skeleton } from '../../../components/Skeleton';
import { useApi } from '../../../context';
import { formatCount, formatDateTime, formatUsdt } from '../../../format';
import { adminReferralSettingsQuery, adminReferralsQuery } from '../../../queries/referrals';
import { SummaryCard } from '../ui/cards';
import { InlineError, SectionHeading } from '../ui/section';
import { Th } from '../ui/table';
import { money } from '../ui/money';

const TABS = ['Overview', 'Leaderboard', 'All Referrals', 'Settings'] as const;
type Tab = (typeof TABS)[number];

const STATUS_STYLE: Record<ReferralStatus, string> = {
  pending: 'bg-secondary/15 text-secondary',
  completed: 'bg-accent/15 text-accent',
  cancelled: 'bg-danger/15 text-danger',
};
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
        description: `${processed} ${processed === 1 ? 'referral' : 'referrals'} processed.`,
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
                · {formatCount(stats.topReferrer.totalReferrals)}{' '}
                {stats.topReferrer.totalReferrals === 1 ? 'referral' : 'referrals'} ·{' '}
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

function AllReferrals() {
  const api = useApi();
  const [status, setStatus] = useState<ReferralStatus | undefined>(undefined);
  // Keyset paging: the cursors of the pages visited so far, so Previous goes back exactly.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const query = useQuery(adminReferralsQuery(api, status, cursor));
  const page = cursors.length;
  return (
    <section aria-label="All referrals" className="overflow-hidden rounded-xl border border-line bg-surface">
      <div className="flex flex-wrap items-center gap-2 border-b border-line p-3">
        <label className="text-sm text-muted" htmlFor="referral-status">
          Status
        </label>
        <select
          id="referral-status"
          className="field max-w-48"
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as ReferralStatus | undefined);
            setCursors([undefined]);
          }}
        >
          <option value="">All statuses</option>
          <option value="pending">Pending</option>
          <option value="completed">Completed</option>
          <option value="cancelled">Cancelled</option>
        </select>
      </div>
      {query.isError ? (
        <InlineError error={query.error} onRetry={() => void query.refetch()} what="Referrals" />
      ) : (
        <div className="max-h-[60vh] overflow-auto">
          <table
            className="w-full min-w-[860px] border-separate border-spacing-0 text-sm"
            data-testid="referrals-table"
          >
            <thead>
              <tr>
                <Th>Referrer</Th>
                <Th>Referred</Th>
                <Th>Status</Th>
                <Th className="text-right">Rewards</Th>
                <Th>Created</Th>
                <Th>Processed</Th>
              </tr>
            </thead>
            <tbody className={clsx(query.isFetching && 'opacity-60')}>
              {query.isPending ? (
                Array.from({ length: 5 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={6} className="border-t border-line px-3 py-2.5">
                      <Skeleton className="h-4 w-full" />
                    </td>
                  </tr>
                ))
              ) : query.data.data.length === 0 ? (
                <tr>
                  <td colSpan={6} className="px-3 py-12 text-center">
                    <p className="font-medium">{status ? `No ${status} referrals.` : 'No referrals yet.'}</p>
                    <p className="mt-1 text-sm text-muted">Referrals appear here when players sign up with a code.</p>
                  </td>
                </tr>
              ) : (
                query.data.data.map((r) => (
                  <tr key={r.id}>
                    <td className="border-t border-line px-3 py-2.5">{r.referrerUsername}</td>
                    <td className="border-t border-line px-3 py-2.5">{r.referredUsername}</td>
                    <td className="border-t border-line px-3 py-2.5">
                      <span
                        className={clsx(
                          'rounded-full px-2 py-0.5 text-xs font-semibold capitalize',
                          STATUS_STYLE[r.status],
                        )}
                      >
                        {r.status}
                      </span>
                    </td>
                    <td className="border-t border-line px-3 py-2.5 text-right tabular-nums">
                      {r.status === 'completed'
                        ? `${formatUsdt(r.rewardAmount)} + ${formatUsdt(r.referredRewardAmount)}`
                        : '—'}
                    </td>
                    <td className="border-t border-line px-3 py-2.5 whitespace-nowrap text-muted tabular-nums">
                      {formatDateTime(r.createdAt)}
                    </td>
                    <td className="border-t border-line px-3 py-2.5 whitespace-nowrap text-muted tabular-nums">
                      {r.processedAt ? formatDateTime(r.processedAt) : '—'}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex items-center justify-end gap-2 border-t border-line p-3 text-sm">
        <span className="mr-auto text-muted tabular-nums">Page {page}</span>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          disabled={page === 1}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </button>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          disabled={!query.data?.nextCursor}
          onClick={() => query.data?.nextCursor && setCursors([...cursors, query.data.nextCursor])}
        >
          Next <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </section>
  );
}

function SettingsTab() {
  const api = useApi();
  const query = useQuery(adminReferralSettingsQuery(api));
  if (query.isPending) return <Skeleton className="h-72 max-w-xl rounded-xl" />;
  if (query.isError) return <InlineError error={query.error} onRetry={() => void query.refetch()} what="Settings" />;
  return <SettingsForm initial={query.data} />;
}

function SettingsForm({ initial }: { initial: ReferralSettings }) {
  const api = useApi();
  const id = useId();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: ReferralSettingsBody) => api.put<ReferralSettings>('/api/admin/referral-settings', body),
    onSuccess: () => {
      setError(null);
      toast.success('Referral settings updated successfully!');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'settings'] });
    },
    onError: (e) => {
      setError(errorMessage(e));
      toast.error('Error updating settings');
    },
  });
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    save.mutate({
      referralReward: String(form.get('referralReward') ?? ''),
      referredReward: String(form.get('referredReward') ?? ''),
      maxReferralsPerUser: Number(form.get('maxReferralsPerUser')),
      botUsername: String(form.get('botUsername') ?? ''),
      qualifyingAction: form.get('qualifyingAction') === 'deposit' ? 'deposit' : 'quiz',
    });
  }
  const field = (name: keyof ReferralSettings, label: string, props: Record<string, unknown>, hint?: string) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input id={`${id}-${name}`} name={name} className="field" defaultValue={String(initial[name])} {...props} />
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid max-w-2xl gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2"
      aria-label="Referral settings"
    >
      {field('referralReward', 'Referrer reward (USDT)', { inputMode: 'decimal', required: true })}
      {field('referredReward', 'Referred player reward (USDT)', { inputMode: 'decimal', required: true })}
      {field('maxReferralsPerUser', 'Max referrals per user', { type: 'number', min: 1, max: 1000, required: true })}
      {field(
        'botUsername',
        'Bot username',
        { placeholder: 'TELEGRAM_BOT_USERNAME' },
        'Empty: the server setting, else web links.',
      )}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={`${id}-qualifyingAction`} className="text-sm font-medium">
          Qualifying action
        </label>
        <select
          id={`${id}-qualifyingAction`}
          name="qualifyingAction"
          className="field"
          defaultValue={initial.qualifyingAction}
        >
          <option value="quiz">First completed quiz</option>
          <option value="deposit">First approved deposit</option>
        </select>
        <p className="text-xs text-muted">Nothing is paid until the referred player does this.</p>
      </div>
      <FormError message={error} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </button>
      </div>
    </form>
  );
}
