// The dashboard's lists of the newest players, transactions and tournaments, each linking to its screen.

import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { formatPlural } from '../../../format';
import { screenPath } from '../paths';
import { money } from '../ui/money';
// The back-office dashboard (spec 002 section 2.4, decision 0039). Every card reads its part of the
// dashboard query (or the Telegram card its own) and shows its own loading, empty and error state.
import { type DashboardQuery, Loaded } from './dashboard-query';
import { Empty, Panel } from './panel';
import { PARTICIPANTS } from '../ui/nouns';
import { formatDate } from '../../../format-time';

const STATUS_STYLE: Record<string, string> = {
  active: 'bg-accent/15 text-accent',
  completed: 'bg-accent/15 text-accent',
  approved: 'bg-accent/15 text-accent',
  upcoming: 'bg-primary/15 text-primary',
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

function AllLink({ slug, children }: { slug: string; children: ReactNode }) {
  return (
    <Link to={screenPath(slug)} className="text-sm text-primary hover:underline">
      {children}
    </Link>
  );
}

export function RecentUsers({ dashboard }: { dashboard: DashboardQuery }) {
  return (
    <Panel title="Recent Users" action={<AllLink slug="users">All users</AllLink>}>
      <Loaded
        dashboard={dashboard}
        what="Recent users"
        rows={5}
        render={({ recent: { users } }) =>
          users.length === 0 ? (
            <Empty>No users have signed up yet.</Empty>
          ) : (
            <ul className="divide-y divide-line" data-testid="recent-users">
              {users.map((u) => (
                <li key={u.id}>
                  <Link
                    to={screenPath('users')}
                    search={{ user: u.id } as never}
                    className="flex items-center gap-3 px-4 py-3 hover:bg-surface-2"
                  >
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
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      />
    </Panel>
  );
}

export function RecentTransactions({ dashboard }: { dashboard: DashboardQuery }) {
  return (
    <Panel title="Recent Transactions" action={<AllLink slug="transactions">All transactions</AllLink>}>
      <Loaded
        dashboard={dashboard}
        what="Recent transactions"
        rows={5}
        render={({ recent: { transactions } }) =>
          transactions.length === 0 ? (
            <Empty>No transactions yet.</Empty>
          ) : (
            <ul className="divide-y divide-line" data-testid="recent-transactions">
              {transactions.map((t) => (
                <li key={t.id} className="flex items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{t.user || 'Unknown User'}</p>
                    <p className="truncate text-xs text-muted capitalize">{t.type.replace(/_/g, ' ')}</p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <span className="text-sm font-semibold tabular-nums">{money(t.amount)}</span>
                    <span className="flex items-center gap-2">
                      <StatusPill status={t.status} />
                      <span className="text-xs text-muted">{formatDate(t.date)}</span>
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      />
    </Panel>
  );
}

export function RecentTournaments({ dashboard }: { dashboard: DashboardQuery }) {
  return (
    <Panel title="Recent Tournaments" action={<AllLink slug="tournaments">All tournaments</AllLink>}>
      <Loaded
        dashboard={dashboard}
        what="Recent tournaments"
        rows={5}
        render={({ recent }) =>
          (recent.tournaments ?? []).length === 0 ? (
            <Empty>No tournaments yet.</Empty>
          ) : (
            <ul className="divide-y divide-line" data-testid="recent-tournaments">
              {(recent.tournaments ?? []).map((t) => (
                <li key={t.id} className="flex items-center gap-3 px-4 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{t.name}</p>
                    <p className="text-xs text-muted">{formatPlural(t.participants, PARTICIPANTS)}</p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <span className="text-sm font-semibold tabular-nums">{money(t.prizePool)}</span>
                    <StatusPill status={t.status} />
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      />
    </Panel>
  );
}
