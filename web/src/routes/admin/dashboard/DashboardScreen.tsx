// The back-office home: key figures, pending actions, bonus and quiz activity, support, Telegram
// and the newest rows.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Brain,
  CalendarCheck,
  CalendarClock,
  ChevronRight,
  ClipboardCheck,
  DollarSign,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Send,
  Trophy,
  UserCheck,
  Users,
  Wallet,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { Skeleton } from '../../../components/Skeleton';
import { useApi } from '../../../context';
import { formatCount, formatPlural } from '../../../format';
import { adminDashboardQuery } from '../../../queries/admin-dashboard';
import { screenPath } from '../paths';
import { SummaryCard } from '../ui/cards';
import { money } from '../ui/money';
import { InlineError, RefreshButton } from '../ui/section';
// The back-office dashboard (spec 002 section 2.4, decision 0039). Every card reads its part of the
// dashboard query (or the Telegram card its own) and shows its own loading, empty and error state.
import { type DashboardQuery, Loaded } from './dashboard-query';
import { Empty, Figure, Panel, useCardQuery } from './panel';
import { RecentTournaments, RecentTransactions, RecentUsers } from './recent-lists';
import { SetupChecklist } from './setup-checklist';
import { TelegramCard } from './telegram-card';
import { CLAIMS, DAYS, PARTICIPANTS } from '../ui/nouns';
import { formatDateTime, formatPercent } from '../../../format-time';

export function DashboardScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const dashboard = useCardQuery(useQuery(adminDashboardQuery(api)));
  const fetching = dashboard.isFetching;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Dashboard</h1>
          <p className="mt-1 text-sm text-muted">
            {dashboard.dataUpdatedAt
              ? `Updated ${formatDateTime(new Date(dashboard.dataUpdatedAt).toISOString())}`
              : 'Loading figures...'}
          </p>
        </div>
        <RefreshButton fetching={fetching} onRefresh={refresh} />
      </div>

      <SetupChecklist />

      <TelegramCard />

      <KeyFigures dashboard={dashboard} />

      <div className="grid gap-6 lg:grid-cols-2">
        <PendingActions dashboard={dashboard} />
        <DailyBonusAnalytics dashboard={dashboard} />
        <QuizActivity dashboard={dashboard} />
        <SupportContact dashboard={dashboard} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentUsers dashboard={dashboard} />
        <RecentTransactions dashboard={dashboard} />
        <RecentTournaments dashboard={dashboard} />
      </div>
    </div>
  );
}

/** A dashboard figure; its value is found by `stat-<label>`. */
function StatCard(props: Omit<ComponentProps<typeof SummaryCard>, 'testId' | 'valueTestId' | 'large'>) {
  const valueTestId = `stat-${props.label.toLowerCase().replace(/\s+/g, '-')}`;
  return <SummaryCard {...props} large testId="stat-card" valueTestId={valueTestId} />;
}

function KeyFigures({ dashboard }: { dashboard: DashboardQuery }) {
  if (!dashboard.data) {
    return dashboard.isError ? (
      <section aria-label="Key figures" className="rounded-2xl border border-line bg-surface">
        <InlineError error={dashboard.error} onRetry={() => void dashboard.refetch()} what="Key figures" />
      </section>
    ) : (
      <section aria-label="Key figures" aria-busy="true" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </section>
    );
  }
  const { users, revenue, quiz, tournaments } = dashboard.data.overview;
  return (
    <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard label="Total Users" value={formatCount(users.totalUsers)} icon={Users} tone="primary" />
      <StatCard
        label="Active Users"
        value={formatCount(users.activeUsers)}
        icon={UserCheck}
        tone="accent"
        note="last 7 days, updated every 5 min"
      />
      <StatCard label="Telegram Users" value={formatCount(users.telegramUsers)} icon={Send} tone="primary" />
      <StatCard
        label="Total Revenue"
        value={money(revenue.totalRevenue)}
        icon={DollarSign}
        tone="secondary"
        note={`${money(revenue.monthlyRevenue)} this month`}
      />
      <StatCard label="Daily Revenue" value={money(revenue.dailyRevenue)} icon={Wallet} tone="secondary" />
      <StatCard
        label="Total Quizzes"
        value={formatCount(quiz.totalQuizzes)}
        icon={Brain}
        tone="accent"
        note={`${formatCount(quiz.dailyQuizzes)} today`}
      />
      <StatCard
        label="Tournaments"
        value={formatCount(tournaments.totalTournaments)}
        icon={Trophy}
        tone="secondary"
        note={`${formatCount(tournaments.activeTournaments)} active`}
      />
      <StatCard
        label="Prize Pool"
        value={money(tournaments.totalPrizePool)}
        icon={Trophy}
        tone="primary"
        note={formatPlural(tournaments.totalParticipants, PARTICIPANTS)}
      />
    </section>
  );
}

type PendingRow = {
  label: string;
  count: number;
  icon: LucideIcon;
  to: string;
  search?: Record<string, string>;
  note?: string;
};

function PendingActions({ dashboard }: { dashboard: DashboardQuery }) {
  return (
    <Panel title="Pending Actions" testId="pending-actions">
      <Loaded
        dashboard={dashboard}
        what="Pending actions"
        rows={4}
        render={({ pending, overview }) => {
          const rows: PendingRow[] = [
            {
              label: 'Withdrawals',
              count: pending.withdrawals,
              icon: ArrowUpFromLine,
              to: screenPath('transactions'),
              search: { type: 'withdrawal', status: 'pending' },
              note: `${money(overview.revenue.pendingWithdrawals)} requested`,
            },
            {
              label: 'Verifications',
              count: pending.verifications,
              icon: ClipboardCheck,
              to: screenPath('task-verifications'),
              note: `${formatCount(pending.taskProofs)} task proofs, ${formatCount(pending.deposits)} deposits`,
            },
            {
              label: 'Deposits',
              count: pending.deposits,
              icon: ArrowDownToLine,
              to: screenPath('transactions'),
              search: { type: 'deposit', status: 'pending' },
            },
            {
              label: 'Tournament Approvals',
              count: pending.tournamentApprovals,
              icon: CalendarClock,
              to: screenPath('tournaments'),
              search: { status: 'active' },
              note: 'ended, waiting to be settled',
            },
          ];
          const total = pending.withdrawals + pending.verifications + pending.tournamentApprovals;
          return (
            <>
              {total === 0 ? (
                <p className="border-b border-line bg-accent/8 px-4 py-2 text-xs text-accent">
                  Nothing is waiting for review.
                </p>
              ) : null}
              <ul className="divide-y divide-line">
                {rows.map((row) => (
                  <li key={row.label} data-testid={`pending-${row.label.toLowerCase().replace(/\s+/g, '-')}`}>
                    <Link
                      to={row.to}
                      search={(row.search ?? {}) as never}
                      className="flex items-center gap-3 px-4 py-3 hover:bg-surface-2"
                    >
                      <row.icon aria-hidden className="size-4 text-muted" />
                      <span className="min-w-0 flex-1">
                        <span className="block text-sm">{row.label}</span>
                        {row.note && row.count > 0 ? (
                          <span className="block truncate text-xs text-muted tabular-nums">{row.note}</span>
                        ) : null}
                      </span>
                      <span
                        className={clsx(
                          'min-w-8 rounded-md px-2 py-0.5 text-center text-sm font-semibold tabular-nums',
                          row.count > 0 ? 'bg-secondary/15 text-secondary' : 'bg-surface-2 text-muted',
                        )}
                        data-testid="pending-count"
                      >
                        {formatCount(row.count)}
                      </span>
                      <ChevronRight aria-hidden className="size-4 text-muted" />
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          );
        }}
      />
    </Panel>
  );
}

const days = (n: number) => formatPlural(n, DAYS);

function DailyBonusAnalytics({ dashboard }: { dashboard: DashboardQuery }) {
  return (
    <Panel
      title="Daily Bonus Analytics"
      testId="daily-bonus-analytics"
      action={
        <Link to={screenPath('daily-bonus')} className="text-sm text-primary hover:underline">
          Daily bonus
        </Link>
      }
    >
      <Loaded
        dashboard={dashboard}
        what="Daily bonus analytics"
        render={({ overview: { dailyBonus: b } }) =>
          b.totalClaims === 0 ? (
            <Empty>No daily bonus has been claimed yet.</Empty>
          ) : (
            <>
              <dl className="grid grid-cols-3 gap-3 p-4">
                <Figure label="Claims today" value={formatCount(b.claimsToday)} testId="bonus-claims-today" />
                <Figure label="This week" value={formatCount(b.claimsThisWeek)} />
                <Figure label="This month" value={formatCount(b.claimsThisMonth)} />
              </dl>
              <dl className="grid grid-cols-3 gap-3 border-t border-line p-4">
                <Figure label="Distributed" value={money(b.totalDistributed)} />
                <Figure label="Average streak" value={days(b.averageStreak)} />
                <Figure label="Top streak" value={days(b.topStreak)} />
              </dl>
              <p className="flex items-center gap-2 border-t border-line px-4 py-2 text-xs text-muted">
                <CalendarCheck aria-hidden className="size-3.5" /> {formatPlural(b.totalClaims, CLAIMS)} in all (UTC
                days)
              </p>
            </>
          )
        }
      />
    </Panel>
  );
}

function QuizActivity({ dashboard }: { dashboard: DashboardQuery }) {
  return (
    <Panel title="Quiz activity">
      <Loaded
        dashboard={dashboard}
        what="Quiz activity"
        rows={2}
        render={({ overview: { quiz, users, tournaments } }) => (
          <>
            <dl className="grid grid-cols-3 gap-3 p-4">
              <Figure label="Average score" value={formatPercent(quiz.averageScore)} />
              <Figure label="Completion rate" value={formatPercent(quiz.completionRate)} />
              <Figure label="Quizzes today" value={formatCount(quiz.dailyQuizzes)} />
            </dl>
            <dl className="grid grid-cols-3 gap-3 border-t border-line p-4">
              <Figure label="New users (7 days)" value={formatCount(users.newUsers)} />
              <Figure label="Active tournaments" value={formatCount(tournaments.activeTournaments)} />
              <Figure label="Participants" value={formatCount(tournaments.totalParticipants)} />
            </dl>
          </>
        )}
      />
    </Panel>
  );
}

/** There is no ticket system: the support contact players see, from the settings. */
function SupportContact({ dashboard }: { dashboard: DashboardQuery }) {
  return (
    <Panel
      title="Support"
      testId="support-contact"
      action={
        <Link to={screenPath('app-settings')} className="text-sm text-primary hover:underline">
          Edit
        </Link>
      }
    >
      <Loaded
        dashboard={dashboard}
        what="Support contact"
        rows={2}
        render={({ support }) =>
          !support.email && !support.telegram ? (
            <Empty>No support contact is set. Add one in App Settings.</Empty>
          ) : (
            <div className="flex flex-col gap-3 p-4">
              <p className="flex items-start gap-2 text-xs text-muted">
                <LifeBuoy aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                There is no ticket system: players reach support at this contact, shown in the app.
              </p>
              {support.email ? (
                <a href={`mailto:${support.email}`} className="flex items-center gap-2 text-sm hover:text-primary">
                  <Mail aria-hidden className="size-4 text-muted" /> {support.email}
                </a>
              ) : null}
              {support.telegram ? (
                <a
                  href={`https://t.me/${support.telegram.replace(/^@/, '')}`}
                  target="_blank"
                  rel="noreferrer"
                  className="flex items-center gap-2 text-sm hover:text-primary"
                >
                  <Send aria-hidden className="size-4 text-muted" /> {support.telegram}
                </a>
              ) : null}
            </div>
          )
        }
      />
    </Panel>
  );
}
