// The Security screen: the figures, blocked players, security flags to resolve and the live quiz
// rules.
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Ban, Flag, Gauge, ShieldCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../ui/error-message';
import type { SecurityFlag } from '../../../api-client/types';
import { Modal } from '../../../components/Modal';
import { useApi } from '../../../context';
import { formatCount } from '../../../format';
import { refreshAdminUsers, securityFlagsQuery, securityQuery } from '../../../queries/admin-users';
import { SummaryCard } from '../ui/cards';
import { SectionHeading } from '../ui/section';
import { QuickActions } from './quick-actions';
import { formatDateTime } from '../../../format-time';

export function SecurityScreen() {
  const api = useApi();
  const { data } = useSuspenseQuery(securityQuery(api));
  const [allFlags, setAllFlags] = useState(false);
  const queryClient = useQueryClient();
  const unblock = useMutation({
    mutationFn: (id: string) => api.put(`/api/admin/users/${id}/unblock`),
    onSuccess: async (_data, id) => {
      toast.success(`User ${id} unblocked`);
      await refreshAdminUsers(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const rules = data.rules;
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading title="Security" subtitle="Blocks, security flags and the quiz rules in force right now." />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Total Users"
          value={formatCount(data.stats.totalUsers)}
          icon={Users}
          tone="primary"
          testId="security-users"
        />
        <SummaryCard
          label="Blocked Users"
          value={formatCount(data.stats.blockedUsers)}
          icon={Ban}
          tone="muted"
          testId="security-blocked"
        />
        <SummaryCard
          label="Open Flags"
          value={formatCount(data.stats.securityFlags)}
          icon={Flag}
          tone="secondary"
          testId="security-flags"
        />
        <SummaryCard
          label="Average Score"
          value={`${data.stats.averageScore}%`}
          icon={Gauge}
          tone="accent"
          testId="security-score"
        />
      </section>
      <div className="grid gap-6 xl:grid-cols-2">
        <section className="card flex flex-col gap-3" aria-labelledby="blocked-title">
          <h2 id="blocked-title" className="font-semibold">
            Blocked users
          </h2>
          {data.blockedUsers.length === 0 ? (
            <p className="text-sm text-muted">Nobody is blocked right now.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line text-sm">
              {data.blockedUsers.map((b) => (
                <li key={b.id} className="flex items-center justify-between gap-2 py-2">
                  <div>
                    <p className="font-medium">{b.userName}</p>
                    <p className="text-xs text-muted">
                      {b.reason} · until {b.until ? formatDateTime(b.until) : 'permanent'}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn btn-ghost min-h-9 text-sm"
                    disabled={unblock.isPending}
                    onClick={() => unblock.mutate(b.userId)}
                  >
                    <ShieldCheck aria-hidden className="size-4" /> Unblock
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card flex flex-col gap-3" aria-labelledby="flags-title">
          <div className="flex items-center justify-between">
            <h2 id="flags-title" className="font-semibold">
              Recent security flags
            </h2>
            <button type="button" className="btn btn-ghost min-h-9 text-sm" onClick={() => setAllFlags(true)}>
              View All Flags
            </button>
          </div>
          <FlagList flags={data.recentFlags} empty="No open flags." />
        </section>
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <section className="card flex flex-col gap-3" aria-labelledby="rules-title">
          <h2 id="rules-title" className="font-semibold">
            Quiz limits and rules (live settings)
          </h2>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            {[
              ['Daily quizzes', rules.maxDailyQuizzes],
              ['Hourly quizzes', rules.maxHourlyQuizzes],
              ['Gap between quizzes', `${Math.round(rules.minTimeBetweenQuizzesMs / 1000)} s`],
              ['Suspicious score', `${rules.suspiciousScoreThreshold}% or more`],
              ['Rapid answer', `${rules.rapidAnswerMs / 1000} s`],
              ['Consecutive correct', `max ${rules.maxConsecutiveCorrect}`],
              ['Fraud detection', rules.fraudDetection ? 'On' : 'Off'],
              ['Risk flag at score', rules.riskFlagThreshold],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-surface-2 p-3">
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <QuickActions />
      </div>
      <section className="card text-sm text-muted" aria-label="Tips">
        <p className="font-semibold text-fg">Tips</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>
            Block with a reason and a duration: the reason goes to the audit log, and the block lifts itself when it
            ends.
          </li>
          <li>Resolve a flag once you have acted on it; dismiss it when the review found nothing wrong.</li>
          <li>The rules above are the live settings: change them under System Settings or App Settings.</li>
        </ul>
      </section>
      {allFlags ? <AllFlags onClose={() => setAllFlags(false)} /> : null}
    </div>
  );
}

function FlagList({ flags, empty }: { flags: SecurityFlag[]; empty: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: 'resolved' | 'dismissed' }) =>
      api.put(`/api/admin/security/flags/${id}`, { outcome }),
    onSuccess: async (_d, v) => {
      toast.success(v.outcome === 'resolved' ? 'Flag resolved' : 'Flag dismissed');
      await refreshAdminUsers(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  if (flags.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line text-sm" data-testid="flag-list">
      {flags.map((f) => (
        <li key={f.id} className="flex items-center justify-between gap-2 py-2">
          <div>
            <p className="font-medium">
              {f.userName} <span className="text-xs text-muted">{f.code}</span>
            </p>
            <p className="text-xs text-muted">
              {f.reason} · {formatDateTime(f.timestamp)}
            </p>
          </div>
          {f.resolved ? (
            <span className="text-xs text-muted">closed</span>
          ) : (
            <div className="flex gap-1">
              <button
                type="button"
                className="btn btn-ghost min-h-9 px-3 text-xs"
                disabled={close.isPending}
                onClick={() => close.mutate({ id: f.id, outcome: 'resolved' })}
              >
                Resolve
              </button>
              <button
                type="button"
                className="btn btn-ghost min-h-9 px-3 text-xs"
                disabled={close.isPending}
                onClick={() => close.mutate({ id: f.id, outcome: 'dismissed' })}
              >
                Dismiss
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function AllFlags({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const [cursor, setCursor] = useState<string | undefined>();
  const { data, error, isPending, refetch } = useQuery(securityFlagsQuery(api, { cursor }));
  return (
    <Modal open onClose={onClose} title="Security flags" size="lg">
      {isPending ? (
        <p className="text-sm text-muted" aria-busy="true">
          Loading flags…
        </p>
      ) : error ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-danger">{errorMessage(error)}</p>
          <button type="button" className="btn btn-ghost text-sm" onClick={() => void refetch()}>
            Try Again
          </button>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <FlagList flags={data.data} empty="No open flags." />
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className="btn btn-ghost min-h-9 text-sm"
              disabled={!data.prevCursor}
              onClick={() => setCursor(data.prevCursor ?? undefined)}
            >
              Previous
            </button>
            <button
              type="button"
              className="btn btn-ghost min-h-9 text-sm"
              disabled={!data.nextCursor}
              onClick={() => setCursor(data.nextCursor ?? undefined)}
            >
              Next
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
