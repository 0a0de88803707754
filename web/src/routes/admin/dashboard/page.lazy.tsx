import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Brain,
  CalendarClock,
  ChevronRight,
  ClipboardCheck,
  DollarSign,
  LifeBuoy,
  RefreshCw,
  Send,
  Trophy,
  UserCheck,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { AdminDashboard } from '../../../api/types';
import { Skeleton } from '../../../components/Skeleton';
import { useApi } from '../../../context';
import { formatAmount, formatCount, formatDate, formatDateTime, formatPercent } from '../../../format';
import { adminDashboardQuery } from '../../../queries/admin-dashboard';
import { screenPath } from '../paths';
import { SummaryCard } from '../ui/cards';

export const Route = createLazyRoute('/admin/guard/')({ component: Dashboard, pendingComponent: DashboardSkeleton });

function Dashboard() {
  const api = useApi();
  const { data, isFetching, refetch, dataUpdatedAt } = useSuspenseQuery(adminDashboardQuery(api));
  const { users, revenue, quiz, tournaments } = data.overview;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Dashboard</h1>
          <p className="mt-1 text-sm text-muted">Updated {formatDateTime(new Date(dataUpdatedAt).toISOString())}</p>
        </div>
        <button type="button" className="btn btn-ghost text-sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden className={clsx('size-4', isFetching && 'animate-spin')} /> Refresh
        </button>
      </div>

      <section aria-label="Key figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Total Users" value={formatCount(users.totalUsers)} icon={Users} tone="primary" />
        <StatCard label="Active Users" value={formatCount(users.activeUsers)} icon={UserCheck} tone="accent" />
        <StatCard label="Telegram Users" value={formatCount(users.telegramUsers)} icon={Send} tone="primary" />
        <StatCard
          label="Total Revenue"
          value={`$${formatAmount(revenue.totalRevenue)}`}
          icon={DollarSign}
          tone="secondary"
          note={`$${formatAmount(revenue.monthlyRevenue)} this month`}
        />
        <StatCard
          label="Daily Revenue"
          value={`$${formatAmount(revenue.dailyRevenue)}`}
          icon={Wallet}
          tone="secondary"
        />
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
          value={`$${formatAmount(tournaments.totalPrizePool)}`}
          icon={Trophy}
          tone="primary"
          note={`${formatCount(tournaments.totalParticipants)} participants`}
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <PendingActions pending={data.pending} pendingWithdrawals={revenue.pendingWithdrawals} />
        <Panel title="Quiz activity">
          <dl className="grid grid-cols-3 gap-3 p-4">
            <Figure label="Average score" value={formatPercent(quiz.averageScore)} />
            <Figure label="Completion rate" value={formatPercent(quiz.completionRate)} />
            <Figure label="Quizzes today" value={formatCount(quiz.dailyQuizzes)} />
          </dl>
          <dl className="grid grid-cols-3 gap-3 border-t border-line p-4">
            <Figure label="New users" value={formatCount(users.newUsers)} />
            <Figure label="Active tournaments" value={formatCount(tournaments.activeTournaments)} />
            <Figure label="Participants" value={formatCount(tournaments.totalParticipants)} />
          </dl>
        </Panel>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentUsers users={data.recent.users} />
        <RecentTransactions transactions={data.recent.transactions} />
        <RecentTournaments tournaments={data.recent.tournaments ?? []} />
      </div>
    </div>
  );
}

/** A dashboard figure; its value is found by `stat-<label>`. */
function StatCard(props: Omit<ComponentProps<typeof SummaryCard>, 'testId' | 'valueTestId' | 'large'>) {
  const valueTestId = `stat-${props.label.toLowerCase().replace(/\s+/g, '-')}`;
  return <SummaryCard {...props} large testId="stat-card" valueTestId={valueTestId} />;
}

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="overflow-hidden rounded-2xl border border-line bg-surface" aria-label={title}>
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 className="font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function PendingActions({
  pending,
  pendingWithdrawals,
}: {
  pending: AdminDashboard['pending'];
  pendingWithdrawals: string | number;
}) {
  const rows: Array<{ label: string; count: number; icon: LucideIcon; slug?: string; note?: string }> = [
    { label: 'Deposits', count: pending.deposits, icon: ArrowDownToLine, slug: 'transactions' },
    {
      label: 'Withdrawals',
      count: pending.withdrawals,
      icon: ArrowUpFromLine,
      slug: 'transactions',
      note: `$${formatAmount(pendingWithdrawals)} requested`,
    },
    { label: 'Verifications', count: pending.verifications, icon: ClipboardCheck, slug: 'task-verifications' },
    { label: 'Support Tickets', count: pending.supportTickets, icon: LifeBuoy },
    { label: 'Tournament Approvals', count: pending.tournamentApprovals, icon: CalendarClock, slug: 'tournaments' },
  ];
  return (
    <Panel title="Pending Actions">
      <ul className="divide-y divide-line">
        {rows.map((row) => {
          const inner = (
            <>
              <row.icon aria-hidden className="size-4 text-muted" />
              <span className="flex-1">
                <span className="block text-sm">{row.label}</span>
                {row.note && row.count > 0 ? (
                  <span className="block text-xs text-muted tabular-nums">{row.note}</span>
                ) : null}
              </span>
              <span
                className={clsx(
                  'min-w-8 rounded-md px-2 py-0.5 text-center text-sm font-semibold tabular-nums',
                  row.count > 0 ? 'bg-secondary/15 text-secondary' : 'bg-surface-2 text-muted',
                )}
              >
                {formatCount(row.count)}
              </span>
              {row.slug ? <ChevronRight aria-hidden className="size-4 text-muted" /> : <span className="w-4" />}
            </>
          );
          return (
            <li key={row.label} data-testid={`pending-${row.label.toLowerCase().replace(/\s+/g, '-')}`}>
              {row.slug ? (
                <Link to={screenPath(row.slug)} className="flex items-center gap-3 px-4 py-3 hover:bg-surface-2">
                  {inner}
                </Link>
              ) : (
                <div className="flex items-center gap-3 px-4 py-3">{inner}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

const STATUS_STYLE: Record<string, string> = {
  active: 'bg-accent/15 text-accent',
  completed: 'bg-accent/15 text-accent',
  approved: 'bg-accent/15 text-accent',
  pending: 'bg-secondary/15 text-secondary',
  blocked: 'bg-danger/15 text-danger',
  failed: 'bg-danger/15 text-danger',
  rejected: 'bg-danger/15 text-danger',
};

function StatusPill({ status }: { status: string }) {
  return (
    <span
      className={clsx(
        'rounded-md px-2 py-0.5 text-xs font-medium capitalize',
        STATUS_STYLE[status] ?? 'bg-surface-2 text-muted',
      )}
    >
      {status}
    </span>
  );
}

function RecentUsers({ users }: { users: AdminDashboard['recent']['users'] }) {
  return (
    <Panel
      title="Recent Users"
      action={
        <Link to={screenPath('users')} className="text-sm text-primary hover:underline">
          All users
        </Link>
      }
    >
      {users.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-muted">No users have signed up yet.</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="recent-users">
          {users.map((u) => (
            <li key={u.id} className="flex items-center gap-3 px-4 py-3">
              <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-2 text-sm font-semibold text-muted">
                {(u.name || u.email || '?').slice(0, 1).toUpperCase()}
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{u.name || 'Unnamed user'}</p>
                <p className="truncate text-xs text-muted">{u.email || 'Telegram account'}</p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <StatusPill status={u.status} />
                <span className="text-xs text-muted">{formatDate(u.joinDate)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function RecentTransactions({ transactions }: { transactions: AdminDashboard['recent']['transactions'] }) {
  return (
    <Panel
      title="Recent Transactions"
      action={
        <Link to={screenPath('transactions')} className="text-sm text-primary hover:underline">
          All transactions
        </Link>
      }
    >
      {transactions.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-muted">No transactions yet.</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="recent-transactions">
          {transactions.map((t) => (
            <li key={t.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{t.user || 'Unknown User'}</p>
                <p className="truncate text-xs text-muted capitalize">{t.type.replace(/_/g, ' ')}</p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <span className="text-sm font-semibold tabular-nums">${formatAmount(t.amount)}</span>
                <span className="flex items-center gap-2">
                  <StatusPill status={t.status} />
                  <span className="text-xs text-muted">{formatDate(t.date)}</span>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function RecentTournaments({ tournaments }: { tournaments: NonNullable<AdminDashboard['recent']['tournaments']> }) {
  return (
    <Panel
      title="Recent Tournaments"
      action={
        <Link to={screenPath('tournaments')} className="text-sm text-primary hover:underline">
          All tournaments
        </Link>
      }
    >
      {tournaments.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-muted">No tournaments yet.</p>
      ) : (
        <ul className="divide-y divide-line" data-testid="recent-tournaments">
          {tournaments.map((t) => (
            <li key={t.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{t.name}</p>
                <p className="text-xs text-muted">{formatCount(t.participants)} participants</p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <span className="text-sm font-semibold tabular-nums">${formatAmount(t.prizePool)}</span>
                <StatusPill status={t.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label="Loading dashboard">
      <Skeleton className="h-8 w-48" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}
