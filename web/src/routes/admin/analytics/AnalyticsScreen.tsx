// The Analytics screen: a period's players, money, quizzes, tournaments and retention, from the
// rolled-up figures.
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { Activity, Brain, ChartColumn, DollarSign, Gift, LoaderCircle, RefreshCw, Target, Users } from 'lucide-react';
import { useMemo } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../ui/error-message';
import type { Analytics, AnalyticsPeriod } from '../../../api-client/types';
import { EmptyState } from '../../../components/EmptyState';
import { useApi } from '../../../context';
import { formatAmount, formatPlural } from '../../../format';
import { currency } from '../../../format-base';
import { ANALYTICS_PERIODS, analyticsQuery } from '../../../queries/analytics';
import { BarChart, type BarSeries } from '../ui/bar-chart';
import { SummaryCard } from '../ui/cards';
import { DownloadButton } from '../ui/download-button';
import { PLAYERS } from '../ui/nouns';
import { SectionHeading } from '../ui/section';
import { formatDateTime, formatShort } from '../../../format-time';

const route = getRouteApi('/admin/guard/analytics');

const PERIOD_LABEL: Record<AnalyticsPeriod, string> = {
  '24h': '24h',
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
};

/** Amounts shortened to K and M, in the settings' currency name (decision 0040). */
const money = (v: string | number) => `${formatShort(v)} ${currency()}`;

function bucketLabel(at: string, bucket: Analytics['bucket']): string {
  const d = new Date(at);
  if (bucket === 'hour') return `${String(d.getUTCHours()).padStart(2, '0')}:00`;
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The CSV of what the screen shows: the overview, then one row per bar. */
function analyticsCsv(a: Analytics): Blob {
  const lines = [
    `Analytics,${a.period},${a.from},${a.to}`,
    'Figure,Value',
    ...Object.entries(a.overview).map(([k, v]) => `${k},${v}`),
    ...a.retention.cohorts.map((c) => `retentionDay${c.day},${c.rate ?? ''}`),
    '',
    'Period start (UTC),New users,Quizzes completed,Deposits,Withdrawals,Fees,Rewards',
    ...a.series.map((s) => [s.at, s.newUsers, s.quizzes, s.deposits, s.withdrawals, s.fees, s.rewards].join(',')),
  ];
  return new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' });
}

export function AnalyticsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const search = route.useSearch() as { period?: AnalyticsPeriod };
  const period = search.period ?? '7d';
  const { data } = useSuspenseQuery(analyticsQuery(api, period));
  const refresh = useMutation({
    mutationFn: () => api.post('/api/admin/analytics/refresh'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'analytics'] }),
    onError: (error) => toast.error('Analytics could not be refreshed.', { description: errorMessage(error) }),
  });
  const labels = useMemo(() => data.series.map((s) => bucketLabel(s.at, data.bucket)), [data]);
  const growth = useMemo<BarSeries[]>(
    () => [{ label: 'New users', color: '#00BFFF', values: data.series.map((s) => s.newUsers) }],
    [data],
  );
  const revenue = useMemo<BarSeries[]>(
    () => [
      { label: 'Deposits', color: '#10b981', values: data.series.map((s) => Number(s.deposits)) },
      { label: 'Withdrawals', color: '#f43f5e', values: data.series.map((s) => Number(s.withdrawals)) },
      { label: 'Fees', color: '#FFD700', values: data.series.map((s) => Number(s.fees)) },
      { label: 'Rewards paid', color: '#a78bfa', values: data.series.map((s) => Number(s.rewards)) },
    ],
    [data],
  );
  const o = data.overview;
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Analytics"
        subtitle={
          data.refreshedAt
            ? `Figures up to ${formatDateTime(data.refreshedAt)} (refreshed every 5 minutes)`
            : 'Not computed yet: press Refresh.'
        }
        actions={
          <>
            <div role="group" aria-label="Period" className="flex rounded-xl border border-line bg-surface p-1">
              {ANALYTICS_PERIODS.map((p) => (
                <Link
                  key={p}
                  to="/admin/analytics"
                  search={p === '7d' ? {} : { period: p }}
                  aria-current={p === period ? 'page' : undefined}
                  className={clsx(
                    'rounded-lg px-3 py-1.5 text-sm font-medium',
                    p === period ? 'bg-primary text-white' : 'text-muted hover:text-fg',
                  )}
                >
                  {p}
                </Link>
              ))}
            </div>
            <button
              type="button"
              className="btn btn-ghost text-sm"
              onClick={() => refresh.mutate()}
              disabled={refresh.isPending}
            >
              {refresh.isPending ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              ) : (
                <RefreshCw aria-hidden className="size-4" />
              )}
              Refresh
            </button>
            <DownloadButton label="Export" fileName={`analytics_${period}.csv`} file={async () => analyticsCsv(data)} />
          </>
        }
      />
      {data.refreshedAt === null ? (
        <EmptyState icon={<ChartColumn aria-hidden className="size-7" />} title="No analytics yet">
          The figures are computed from the database by a job every 5 minutes. Press Refresh to compute them now.
        </EmptyState>
      ) : null}
      <section aria-label="Overview" className="grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-6">
        <SummaryCard
          large
          label="Total Users"
          value={formatShort(o.totalUsers)}
          note={`+${formatShort(o.newUsers)} in ${PERIOD_LABEL[period]}`}
          icon={Users}
          tone="primary"
          testId="analytics-users"
        />
        <SummaryCard
          large
          label="Active Users"
          value={formatShort(o.activeUsers)}
          note={`in ${PERIOD_LABEL[period]}`}
          icon={Activity}
          tone="accent"
          testId="analytics-active"
        />
        <SummaryCard
          large
          label="Deposits"
          value={money(o.deposits)}
          note={`$${formatAmount(o.deposits)}`}
          icon={DollarSign}
          tone="accent"
          testId="analytics-deposits"
        />
        <SummaryCard
          large
          label="Quizzes Completed"
          value={formatShort(o.quizzesCompleted)}
          icon={Brain}
          tone="primary"
          testId="analytics-quizzes"
        />
        <SummaryCard
          large
          label="Average Score"
          value={`${o.averageScore}%`}
          note="correct answers"
          icon={Target}
          tone="secondary"
          testId="analytics-score"
        />
        <SummaryCard
          large
          label="Rewards Paid"
          value={money(o.rewardsPaid)}
          note={`$${formatAmount(o.rewardsPaid)}`}
          icon={Gift}
          tone="secondary"
          testId="analytics-rewards"
        />
      </section>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <section aria-label="User growth" className="card flex flex-col gap-3">
          <h2 className="font-semibold">User Growth</h2>
          <BarChart label="New users per period" labels={labels} series={growth} format={formatShort} />
        </section>
        <section aria-label="Revenue trend" className="card flex flex-col gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-semibold">Revenue Trend</h2>
            <p className="text-xs text-muted tabular-nums">
              In {money(data.revenue.deposits)} · Out {money(data.revenue.withdrawals)} · Fees{' '}
              {money(data.revenue.fees)}
            </p>
          </div>
          <BarChart
            label="Deposits, withdrawals, fees and rewards per period"
            labels={labels}
            series={revenue}
            format={money}
          />
        </section>
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        <QuizStats quiz={data.quiz} />
        <TournamentStats t={data.tournaments} />
        <Retention retention={data.retention} />
      </div>
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-surface-2/60 px-3 py-2">
      <p className="text-xs text-muted">{label}</p>
      <p className="text-lg font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function Share({ label, value, total, color }: { label: string; value: number; total: number; color: string }) {
  const pct = total > 0 ? Math.round((value / total) * 1000) / 10 : 0;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="text-muted tabular-nums">
          {formatShort(value)} · {pct}%
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-surface-2">
        <div className="h-full rounded-full" style={{ width: `${pct}%`, background: color }} />
      </div>
    </div>
  );
}

function QuizStats({ quiz }: { quiz: Analytics['quiz'] }) {
  const { easy, medium, hard } = quiz.difficulty;
  const total = easy + medium + hard;
  return (
    <section aria-label="Quiz statistics" className="card flex flex-col gap-4">
      <h2 className="font-semibold">Quiz Statistics</h2>
      <div className="grid grid-cols-2 gap-2">
        <Figure label="Started" value={formatShort(quiz.started)} />
        <Figure label="Completed" value={formatShort(quiz.completed)} />
        <Figure label="Completion rate" value={`${quiz.completionRate}%`} />
        <Figure label="Challenge mode" value={formatShort(quiz.challenge)} />
      </div>
      <h3 className="text-sm font-medium text-muted">Difficulty distribution</h3>
      <Share label="Easy" value={easy} total={total} color="#10b981" />
      <Share label="Medium" value={medium} total={total} color="#FFD700" />
      <Share label="Hard" value={hard} total={total} color="#f43f5e" />
    </section>
  );
}

const SHARE_COLOURS = ['#FFD700', '#cbd5e1', '#d97706', '#00BFFF', '#a78bfa'];

function TournamentStats({ t }: { t: Analytics['tournaments'] }) {
  const total = t.prizeDistribution.reduce((sum, p) => sum + Number(p.amount), 0);
  return (
    <section aria-label="Tournament statistics" className="card flex flex-col gap-4">
      <h2 className="font-semibold">Tournament Statistics</h2>
      <div className="grid grid-cols-2 gap-2">
        <Figure label="Entries" value={formatShort(t.entries)} />
        <Figure label="Completed" value={formatShort(t.completed)} />
        <Figure label="Entry fees" value={money(t.entryFees)} />
        <Figure label="Prizes paid" value={money(t.prizesPaid)} />
      </div>
      <h3 className="text-sm font-medium text-muted">Prize distribution</h3>
      {total === 0 ? (
        <p className="text-sm text-muted">No tournament paid out in this period.</p>
      ) : (
        t.prizeDistribution.map((p, i) => (
          <Share
            key={p.label}
            label={p.label}
            value={Number(p.amount)}
            total={total}
            color={SHARE_COLOURS[i] ?? '#94a3b8'}
          />
        ))
      )}
    </section>
  );
}

function Retention({ retention }: { retention: Analytics['retention'] }) {
  return (
    <section aria-label="Retention" className="card flex flex-col gap-4">
      <h2 className="font-semibold">Retention</h2>
      <div className="grid grid-cols-2 gap-2">
        {retention.cohorts.map((c) => (
          <div key={c.day} className="rounded-xl bg-surface-2/60 px-3 py-2" data-testid={`retention-d${c.day}`}>
            <p className="text-xs text-muted">Day {c.day}</p>
            <p className="text-lg font-bold tabular-nums">{c.rate === null ? '—' : `${c.rate}%`}</p>
            <p className="text-xs text-muted tabular-nums">
              {c.users > 0
                ? `${formatShort(c.active)} of ${formatPlural(c.users, PLAYERS, undefined, formatShort(c.users))}`
                : 'no cohort old enough'}
            </p>
          </div>
        ))}
      </div>
      <p className="text-xs text-muted">
        Players who signed up in the period, active again on day N after signing up. {retention.definition}
      </p>
    </section>
  );
}
