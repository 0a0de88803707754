// The Loss Prevention screen: the fraud job's risk scores, alerts, suspicious players and high-
// value transactions.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { AlertTriangle, DollarSign, ShieldAlert, ShieldQuestion, Users } from 'lucide-react';
import { useApi } from '../../../context';
import { formatCount } from '../../../format';
import { lossPreventionQuery } from '../../../queries/admin-users';
import { SummaryCard } from '../ui/cards';
import { AdminTable } from '../ui/list';
import { SectionHeading } from '../ui/section';
import { Td } from '../ui/table';
import { money } from '../ui/money';
import { formatDateTime } from '../../../format-time';

const LEVEL = {
  high: 'bg-danger/12 text-danger',
  medium: 'bg-secondary/12 text-secondary',
  low: 'bg-surface-2 text-muted',
};

export function LossPreventionScreen() {
  const api = useApi();
  const { data } = useSuspenseQuery(lossPreventionQuery(api));
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Loss Prevention"
        subtitle={`Risk from the fraud job's scores${data.stats.lastScoredAt ? `, last scored ${formatDateTime(data.stats.lastScoredAt)}` : ''}.`}
      />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Scored Users"
          value={formatCount(data.stats.scoredUsers)}
          icon={Users}
          tone="primary"
          testId="lp-scored"
        />
        <SummaryCard
          label="High Risk"
          value={formatCount(data.stats.highRisk)}
          icon={ShieldAlert}
          tone="secondary"
          testId="lp-high"
        />
        <SummaryCard
          label="Medium Risk"
          value={formatCount(data.stats.mediumRisk)}
          icon={ShieldQuestion}
          tone="muted"
          testId="lp-medium"
        />
        <SummaryCard
          label="Rewards Paid"
          value={money(data.stats.totalRewards)}
          icon={DollarSign}
          tone="accent"
          testId="lp-rewards"
        />
      </section>
      {data.alerts.length ? (
        <section aria-label="Risk alerts" className="flex flex-col gap-2">
          {data.alerts.map((a) => (
            <p
              key={a.message}
              className="flex items-center gap-2 rounded-xl bg-secondary/12 p-3 text-sm text-secondary"
            >
              <AlertTriangle aria-hidden className="size-4" /> {a.message}
            </p>
          ))}
        </section>
      ) : null}
      <AdminTable
        label="Suspicious users"
        columns={[
          { label: 'User' },
          { label: 'Risk' },
          { label: 'Reasons' },
          { label: 'Win rate', className: 'text-right' },
          { label: 'Earned', className: 'text-right' },
          { label: 'Status' },
        ]}
        fetching={false}
        testId="suspicious-users"
        empty={
          data.suspiciousUsers.length
            ? null
            : { title: 'No suspicious users.', hint: 'Players the fraud job scores medium or high risk appear here.' }
        }
      >
        {data.suspiciousUsers.map((u) => (
          <tr key={u.userId} className="hover:bg-surface-2/50">
            <Td>
              <UserLink id={u.userId} name={u.name} username={u.username} />
            </Td>
            <Td>
              <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold capitalize', LEVEL[u.riskLevel])}>
                {u.riskLevel} · {u.riskScore}
              </span>
            </Td>
            <Td className="text-xs text-muted">{u.reasons.join('; ')}</Td>
            <Td className="text-right tabular-nums">
              {u.winRate}% <span className="text-xs text-muted">of {u.questionsAnswered}</span>
            </Td>
            <Td className="text-right tabular-nums">{money(u.totalEarned)}</Td>
            <Td className="text-xs">{u.blocked ? 'Blocked' : 'Active'}</Td>
          </tr>
        ))}
      </AdminTable>
      <AdminTable
        label="High-value transactions"
        columns={[
          { label: 'User' },
          { label: 'Type' },
          { label: 'Amount', className: 'text-right' },
          { label: 'Date' },
        ]}
        minWidth="min-w-[640px]"
        fetching={false}
        empty={
          data.highValueTransactions.length
            ? null
            : { title: 'No high-value transactions.', hint: 'Transactions over $10 appear here.' }
        }
      >
        {data.highValueTransactions.map((t) => (
          <tr key={t.id} data-testid="high-value-row">
            <Td>
              <UserLink
                id={t.userId}
                name={t.userName ?? t.userId}
                username={t.username === 'unknown' ? null : t.username}
              />
            </Td>
            <Td className="capitalize">{t.type.replace(/_/g, ' ')}</Td>
            <Td className="text-right font-semibold tabular-nums">{money(t.amount)}</Td>
            <Td className="text-xs text-muted">{formatDateTime(t.timestamp)}</Td>
          </tr>
        ))}
      </AdminTable>
      <section className="card text-sm text-muted" aria-label="Tips">
        <p className="font-semibold text-fg">Tips</p>
        <p className="mt-1">
          A flag is a prompt to review, never a verdict: open the player, read the reasons, then block with a reason or
          dismiss the flag from Security.
        </p>
      </section>
    </div>
  );
}

/** A player's name opening their drawer on Users, with their handle under it. */
function UserLink({ id, name, username }: { id: string; name: string; username?: string | null }) {
  return (
    <>
      <Link to="/admin/users" search={{ user: id } as never} className="font-medium hover:text-primary">
        {name}
      </Link>
      {username ? <p className="text-xs text-muted">@{username}</p> : null}
    </>
  );
}
