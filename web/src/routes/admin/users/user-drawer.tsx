import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, LoaderCircle, ShieldCheck, Trash2, Wallet } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../ui/error-message';
import type { AdminUserDetail } from '../../../api-client/types';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { useApi } from '../../../context';
import { formatAmount, formatPlural } from '../../../format';
import { adminUserQuery, refreshAdminUsers } from '../../../queries/admin-users';
import { UserStatusBadge } from './status';
import { HOURS } from '../ui/nouns';
import { formatDateTime } from '../../../format-time';

/** One player in full: profile, balances, activity, flags, risk, referrals, blocks and audit trail. */
export function UserDrawer({ userId, onClose }: { userId: string; onClose: () => void }) {
  const api = useApi();
  const { data: user, error, isPending, refetch } = useQuery(adminUserQuery(api, userId));
  const [dialog, setDialog] = useState<'block' | 'unblock' | 'withdrawals' | 'close' | null>(null);
  return (
    <Modal open onClose={onClose} title={user?.fullName ?? 'User'} size="lg">
      {isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading user">
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
      ) : error ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-danger">{errorMessage(error)}</p>
          <button type="button" className="btn btn-ghost text-sm" onClick={() => void refetch()}>
            Try Again
          </button>
        </div>
      ) : (
        <UserDetails user={user} onAction={setDialog} />
      )}
      {user && dialog === 'block' ? (
        <BlockDialog user={{ id: user.id, name: user.fullName ?? user.id }} onClose={() => setDialog(null)} />
      ) : null}
      {user && dialog && dialog !== 'block' ? (
        <ConfirmDialog user={user} kind={dialog} onClose={() => setDialog(null)} />
      ) : null}
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-muted">{children}</p>;

function UserDetails({
  user,
  onAction,
}: {
  user: AdminUserDetail;
  onAction: (kind: 'block' | 'unblock' | 'withdrawals' | 'close') => void;
}) {
  const closed = user.status === 'closed';
  return (
    <div className="flex flex-col gap-5 text-sm" data-testid="user-drawer">
      <div className="flex flex-wrap items-center gap-2">
        <UserStatusBadge status={user.status} />
        {user.blockedUntil ? (
          <span className="text-xs text-muted">until {formatDateTime(user.blockedUntil)}</span>
        ) : null}
        <span className="text-xs text-muted">
          Level {user.level} · joined {formatDateTime(user.joinDate)}
          {user.email ? ` · ${user.email}` : ''}
          {user.telegramUsername ? ` · @${user.telegramUsername}` : ''}
        </span>
        {user.telegramBlockedAt ? (
          <span
            className="rounded-full bg-danger/15 px-2 py-0.5 text-xs font-medium text-danger"
            data-testid="bot-blocked"
          >
            Blocked the bot {formatDateTime(user.telegramBlockedAt)}: no bot messages until they start it again
          </span>
        ) : null}
      </div>
      {closed ? null : (
        <div className="flex flex-wrap gap-2">
          {user.status === 'blocked' ? (
            <button type="button" className="btn btn-ghost text-sm" onClick={() => onAction('unblock')}>
              <ShieldCheck aria-hidden className="size-4" /> Unblock
            </button>
          ) : (
            <button type="button" className="btn btn-ghost text-sm text-danger" onClick={() => onAction('block')}>
              <Ban aria-hidden className="size-4" /> Block
            </button>
          )}
          <button type="button" className="btn btn-ghost text-sm" onClick={() => onAction('withdrawals')}>
            <Wallet aria-hidden className="size-4" />{' '}
            {user.withdrawalEnabled ? 'Turn withdrawals off' : 'Turn withdrawals on'}
          </button>
          <button type="button" className="btn btn-ghost text-sm text-danger" onClick={() => onAction('close')}>
            <Trash2 aria-hidden className="size-4" /> Close account
          </button>
        </div>
      )}
      <Section title="Balances">
        <dl className="grid grid-cols-3 gap-2">
          {[
            ['Playable', user.playableBalance],
            ['Bonus', user.bonusBalance],
            ['Locked', formatAmount(Number(user.playableBalance) - Number(user.availableBalance))],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-surface-2 p-3">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="font-semibold tabular-nums">${formatAmount(value as string)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="Risk">
        {user.risk ? (
          <div>
            <p className="font-semibold">
              Score {user.risk.score} · <span className="capitalize">{user.risk.level}</span>
            </p>
            <ul className="mt-1 list-disc pl-5 text-muted">
              {user.risk.reasons.length ? user.risk.reasons.map((r) => <li key={r}>{r}</li>) : <li>No signals</li>}
            </ul>
          </div>
        ) : (
          <Empty>Not scored yet: the fraud job scores players after quizzes, withdrawals and sign-ins.</Empty>
        )}
      </Section>
      <Section title="Security flags">
        {user.flags.length ? (
          <ul className="flex flex-col gap-1">
            {user.flags.map((f) => (
              <li key={f.id} className="flex justify-between gap-2">
                <span>
                  {f.reason} <span className="text-xs text-muted">({f.code})</span>
                </span>
                <span className="text-xs text-muted">{f.resolved ? 'closed' : 'open'}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No flags.</Empty>
        )}
      </Section>
      <Section title="Recent transactions">
        {user.recentTransactions.length ? (
          <ul className="flex flex-col gap-1">
            {user.recentTransactions.map((t) => (
              <li key={t.id} className="flex justify-between gap-2 tabular-nums">
                <span>
                  {t.type.replace(/_/g, ' ')} <span className="text-xs text-muted">{t.status}</span>
                </span>
                <span>${formatAmount(t.amount)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No transactions yet.</Empty>
        )}
      </Section>
      <Section title="Recent quizzes">
        {user.recentQuizzes.length ? (
          <ul className="flex flex-col gap-1">
            {user.recentQuizzes.map((q) => (
              <li key={q.id} className="flex justify-between gap-2 tabular-nums">
                <span className="capitalize">
                  {q.difficulty} {q.mode} · {q.correctAnswers}/{q.questionCount}
                  {q.status === 'abandoned' ? ' · abandoned' : ''}
                </span>
                <span className="text-xs text-muted">{formatDateTime(q.startedAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No quizzes yet.</Empty>
        )}
      </Section>
      <Section title="Referrals">
        <p>Referred by {user.referrer ? user.referrer.name : 'nobody'}</p>
        {user.referrals.length ? (
          <p className="text-muted">Invited: {user.referrals.map((r) => r.name).join(', ')}</p>
        ) : (
          <Empty>Invited nobody yet.</Empty>
        )}
      </Section>
      <Section title="Blocks">
        {user.blocks.length ? (
          <ul className="flex flex-col gap-1">
            {user.blocks.map((b) => (
              <li key={b.id} className="flex justify-between gap-2">
                <span>{b.reason}</span>
                <span className="text-xs text-muted">
                  {formatDateTime(b.blockedAt)} → {b.until ? formatDateTime(b.until) : 'permanent'} · {b.status}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>Never blocked.</Empty>
        )}
      </Section>
      <Section title="Audit trail">
        {user.audit.length ? (
          <ul className="flex flex-col gap-1">
            {user.audit.map((a) => (
              <li key={a.id} className="flex justify-between gap-2">
                <span>
                  {a.action} <span className="text-xs text-muted">by {a.actor ?? 'system'}</span>
                </span>
                <span className="text-xs text-muted">{formatDateTime(a.createdAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No admin actions on this player.</Empty>
        )}
      </Section>
    </div>
  );
}

/** Block with a reason (required) and a duration in hours (default 24) or permanently. */
export function BlockDialog({ user, onClose }: { user: { id: string; name: string }; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState('');
  const [hours, setHours] = useState('24');
  const [permanent, setPermanent] = useState(false);
  const block = useMutation({
    mutationFn: () => api.put(`/api/admin/users/${user.id}/block`, { reason, hours: permanent ? null : Number(hours) }),
    onSuccess: async () => {
      toast.success(
        permanent
          ? `User ${user.id} blocked permanently`
          : `User ${user.id} blocked for ${formatPlural(Number(hours), HOURS)}`,
      );
      await refreshAdminUsers(queryClient);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const hoursValid = permanent || (/^\d{1,4}$/.test(hours) && Number(hours) >= 1 && Number(hours) <= 8760);
  return (
    <Modal
      open
      onClose={onClose}
      title={`Block ${user.name}`}
      size="sm"
      busy={block.isPending}
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={!reason.trim() || !hoursValid || block.isPending}
            onClick={() => block.mutate()}
          >
            {block.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null} Block user
          </button>
        </div>
      }
    >
      <div className="flex flex-col gap-3 text-sm">
        <label htmlFor={`${id}-reason`} className="font-medium">
          Reason
        </label>
        <textarea
          id={`${id}-reason`}
          data-autofocus
          className="field min-h-20"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="What the player did (shown in the block record and the audit log)"
        />
        <label htmlFor={`${id}-hours`} className="font-medium">
          Duration in hours
        </label>
        <input
          id={`${id}-hours`}
          className="field"
          inputMode="numeric"
          disabled={permanent}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
        />
        {!hoursValid ? <p className="text-xs text-danger">Hours must be 1 to 8760</p> : null}
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={permanent} onChange={(e) => setPermanent(e.target.checked)} /> Permanent
        </label>
      </div>
    </Modal>
  );
}

const CONFIRM = {
  unblock: { title: 'Unblock', text: 'The player can play and move money again at once.', button: 'Unblock user' },
  withdrawals: { title: 'Withdrawals', text: '', button: 'Confirm' },
  close: {
    title: 'Close account',
    text: 'Personal data is erased and every session ends; the ledger is kept. Refused while the player holds money or has anything pending.',
    button: 'Close account',
  },
} as const;

function ConfirmDialog({
  user,
  kind,
  onClose,
}: {
  user: AdminUserDetail;
  kind: 'unblock' | 'withdrawals' | 'close';
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const copy = CONFIRM[kind];
  const action = useMutation({
    mutationFn: () =>
      kind === 'unblock'
        ? api.put(`/api/admin/users/${user.id}/unblock`)
        : kind === 'withdrawals'
          ? api.put(`/api/admin/users/${user.id}/withdrawals`, { enabled: !user.withdrawalEnabled })
          : api.delete(`/api/admin/users/${user.id}`),
    onSuccess: async () => {
      toast.success(
        kind === 'unblock'
          ? `User ${user.id} unblocked`
          : kind === 'withdrawals'
            ? `Withdrawals ${user.withdrawalEnabled ? 'off' : 'on'} for ${user.fullName}`
            : 'Account closed',
      );
      await refreshAdminUsers(queryClient);
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const text =
    kind === 'withdrawals'
      ? user.withdrawalEnabled
        ? 'The player will not be able to request withdrawals until you turn them back on.'
        : 'The player will be able to request withdrawals again.'
      : copy.text;
  return (
    <Modal
      open
      onClose={onClose}
      title={`${copy.title}: ${user.fullName}`}
      size="sm"
      busy={action.isPending}
      footer={
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={kind === 'unblock' ? 'btn btn-primary' : 'btn btn-danger'}
            disabled={action.isPending}
            onClick={() => action.mutate()}
          >
            {copy.button}
          </button>
        </div>
      }
    >
      <p className="text-sm text-muted">{text}</p>
    </Modal>
  );
}
