import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, CircleCheck, CircleX, Clock, ExternalLink, FileImage, ImageIcon, LoaderCircle, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../ui/error-message';
import type { AdminTaskProof } from '../../../api-client/task-types';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { toast } from '../../../components/toast';
import { StatusBadge } from '../../../components/wallet/StatusBadge';
import { useApi } from '../../../context';
import { formatAmount, formatCount, formatPlural } from '../../../format';
import { type AdminTaskFilter, adminTaskProofsQuery, refreshAdminTasks } from '../../../queries/tasks';
import { capitalise, ListTable, TASK_TYPES, TaskFilters, useCursorPages } from '../tasks/admin-task-ui';
import { SummaryCard } from '../ui/cards';
import { InlineError, RefreshButton, SectionHeading } from '../ui/section';
import { TablePageSkeleton, Td } from '../ui/table';
import { DAYS } from '../ui/nouns';
import { formatDateTime } from '../../../format-time';

const age = (hours: number) =>
  hours < 1 ? 'under 1 h' : hours < 48 ? `${hours} h` : formatPlural(Math.floor(hours / 24), DAYS);

function OverdueBadge({ proof }: { proof: AdminTaskProof }) {
  if (!proof.overdue) return null;
  return (
    <span className="mt-1 inline-flex items-center gap-1 rounded-md bg-danger/15 px-2 py-0.5 text-xs font-semibold text-danger">
      <Clock aria-hidden className="size-3.5" /> Overdue
    </span>
  );
}

/** Task verifications (spec 002 section 2.11): the screenshot proofs waiting for review, within 24 hours. */
export function TaskVerificationsScreen() {
  const api = useApi();
  const [filter, setFilter] = useState<AdminTaskFilter>({});
  const pages = useCursorPages(JSON.stringify(filter));
  const query = useQuery({
    ...adminTaskProofsQuery(api, { ...filter, cursor: pages.cursor }),
    placeholderData: keepPreviousData,
  });
  const [reviewing, setReviewing] = useState<AdminTaskProof | null>(null);

  if (query.isPending) return <TablePageSkeleton label="Loading task proofs" cards={4} columns={6} />;
  if (query.isError)
    return <InlineError error={query.error} onRetry={() => void query.refetch()} what="The task proofs" />;
  const { data, counts, nextCursor } = query.data;
  // counters that stopped at the cap read "10,000+"
  const capped = (n: number) => `${formatCount(n)}${counts.capped && n >= 10_000 ? '+' : ''}`;
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Task Verifications"
        subtitle={`Review screenshot proofs: players are promised an answer within 24 hours.${counts.overdue ? ` ${counts.overdue} overdue.` : ''}`}
        actions={<RefreshButton fetching={query.isFetching} onRefresh={() => void query.refetch()} />}
      />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Total Proofs"
          value={capped(counts.total)}
          icon={FileImage}
          tone="primary"
          testId="proofs-total"
        />
        <SummaryCard
          label="Approved"
          value={capped(counts.approved)}
          icon={CircleCheck}
          tone="accent"
          testId="proofs-approved"
        />
        <SummaryCard
          label="Rejected"
          value={capped(counts.rejected)}
          icon={CircleX}
          tone="muted"
          testId="proofs-rejected"
        />
        <SummaryCard
          label="Pending Review"
          value={formatCount(counts.pending)}
          icon={Clock}
          tone="secondary"
          testId="proofs-pending"
        />
      </section>
      <ListTable
        label="Task proofs"
        filters={
          <TaskFilters
            filter={filter}
            onChange={setFilter}
            placeholder="Search by task name or user..."
            statuses={['pending', 'approved', 'rejected']}
            types={TASK_TYPES}
          />
        }
        headers={[
          { label: 'Task' },
          { label: 'User' },
          { label: 'Proof Details' },
          { label: 'Status' },
          { label: 'Submitted At' },
          { label: 'Actions' },
        ]}
        minWidth="min-w-[980px]"
        fetching={query.isFetching}
        empty={{ title: 'No task proofs found.', hint: 'Proofs appear here when players submit them.' }}
        pages={pages}
        page={{ shown: data.length, nextCursor }}
      >
        {data.map((proof) => (
          <tr key={proof.id} className="hover:bg-surface-2/50" data-testid="proof-row">
            <Td>
              <p className="font-medium">{proof.taskTitle}</p>
              <p className="line-clamp-1 max-w-xs text-xs text-muted">{proof.taskDescription}</p>
              <p className="text-xs font-semibold text-secondary tabular-nums">${formatAmount(proof.taskReward)}</p>
            </Td>
            <Td>
              <p className="font-medium">{proof.userName}</p>
              <p className="font-mono text-xs text-muted">#{proof.userId.slice(0, 8)}</p>
              <p className="text-xs text-muted">{proof.username}</p>
            </Td>
            <Td>
              <a
                href={proof.taskUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
              >
                View Task <ExternalLink aria-hidden className="size-3.5" />
              </a>
              <p className="flex items-center gap-1 text-xs text-muted">
                <ImageIcon aria-hidden className="size-3.5" /> Screenshot provided
              </p>
              {proof.description ? (
                <p className="line-clamp-1 max-w-xs text-xs text-muted">{proof.description}</p>
              ) : null}
            </Td>
            <Td>
              <StatusBadge status={proof.status} />
              <br />
              <OverdueBadge proof={proof} />
            </Td>
            <Td className="text-xs whitespace-nowrap text-muted tabular-nums">
              <p>{formatDateTime(proof.submittedAt)}</p>
              {proof.status === 'pending' ? <p>waiting {age(proof.ageHours)}</p> : null}
            </Td>
            <Td>
              <button type="button" className="btn btn-ghost min-h-8 px-3 text-xs" onClick={() => setReviewing(proof)}>
                {proof.status === 'pending' ? 'Review' : 'View'}
              </button>
            </Td>
          </tr>
        ))}
      </ListTable>
      <ProofReview proof={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}

/** The screenshot, fetched with the admin's token (it is never public). */
function Screenshot({ proofId }: { proofId: string }) {
  const api = useApi();
  const shot = useQuery({
    queryKey: ['admin', 'task-proof-screenshot', proofId],
    queryFn: async ({ signal }) =>
      URL.createObjectURL(await api.download(`/api/admin/task-proofs/${proofId}/screenshot`, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (shot.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (shot.isError) return <InlineError error={shot.error} onRetry={() => void shot.refetch()} what="The screenshot" />;
  return (
    <img src={shot.data} alt="Proof screenshot" className="max-h-96 w-full rounded-xl bg-surface-2 object-contain" />
  );
}

function ProofReview({ proof, onClose }: { proof: AdminTaskProof | null; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setRejecting(false);
    setReason('');
    setError(null);
  }, [proof?.id]);
  const decide = useMutation({
    mutationFn: (action: 'approve' | 'reject') =>
      api.put<AdminTaskProof>(`/api/admin/task-proofs/${proof!.id}/${action}`, action === 'reject' ? { reason } : {}),
    onSuccess: (_, action) => {
      toast.success(action === 'approve' ? 'Task proof approved successfully!' : 'Task proof rejected successfully!');
      void refreshAdminTasks(queryClient);
      onClose();
    },
    onError: (e, action) => {
      const message = errorMessage(e, '');
      setError(
        message
          ? `Failed to ${action} proof: ${message}`
          : action === 'approve'
            ? 'Failed to approve proof'
            : 'Failed to reject proof',
      );
      void refreshAdminTasks(queryClient);
    },
  });
  const pending = proof?.status === 'pending';
  return (
    <Modal
      open={proof !== null}
      onClose={onClose}
      busy={decide.isPending}
      size="lg"
      title="Task Proof Review"
      footer={
        pending ? (
          rejecting ? (
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setRejecting(false)}>
                Back
              </button>
              <button
                type="button"
                className="btn bg-danger text-white"
                disabled={decide.isPending}
                onClick={() => {
                  if (!reason.trim()) return setError('Please provide a reason for rejection');
                  decide.mutate('reject');
                }}
              >
                <X aria-hidden className="size-4" /> Confirm Reject
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setRejecting(true)}>
                <X aria-hidden className="size-4" /> Reject
              </button>
              <button
                type="button"
                className="btn bg-accent text-white"
                disabled={decide.isPending}
                onClick={() => decide.mutate('approve')}
              >
                {decide.isPending ? (
                  <LoaderCircle aria-hidden className="size-4 animate-spin" />
                ) : (
                  <Check aria-hidden className="size-4" />
                )}
                Approve
              </button>
            </>
          )
        ) : undefined
      }
    >
      {proof ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <section className="flex flex-col gap-1 text-sm">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Task</h3>
            <p className="font-semibold">{proof.taskTitle}</p>
            <p className="text-muted">{proof.taskDescription}</p>
            <p>
              Reward <span className="font-semibold text-secondary">${formatAmount(proof.taskReward)}</span> ·{' '}
              {capitalise(proof.taskType)}
            </p>
            {proof.taskLink ? (
              <a
                href={proof.taskLink}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
              >
                Open Task <ExternalLink aria-hidden className="size-3.5" />
              </a>
            ) : null}
          </section>
          <section className="flex flex-col gap-1 text-sm">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">User</h3>
            <p className="font-semibold">{proof.userName}</p>
            <p className="font-mono text-xs text-muted">{proof.userId}</p>
            <p>Username given: {proof.username}</p>
            <a
              href={proof.taskUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
            >
              Task URL <ExternalLink aria-hidden className="size-3.5" />
            </a>
          </section>
          <div className="sm:col-span-2">
            <Screenshot proofId={proof.id} />
          </div>
          {proof.description ? <p className="text-sm sm:col-span-2">{proof.description}</p> : null}
          <section className="flex flex-wrap items-center gap-2 text-xs text-muted sm:col-span-2">
            <StatusBadge status={proof.status} />
            <span>Submitted {formatDateTime(proof.submittedAt)}</span>
            {pending ? <span>· waiting {age(proof.ageHours)}</span> : null}
            <OverdueBadge proof={proof} />
            {proof.reviewedAt ? (
              <span>
                · {capitalise(proof.status)} by {proof.reviewedBy ?? 'an admin'} {formatDateTime(proof.reviewedAt)}
              </span>
            ) : null}
            {proof.rejectionReason ? <span>· Reason: {proof.rejectionReason}</span> : null}
          </section>
          {pending && rejecting ? (
            <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
              Enter rejection reason:
              <textarea
                className="field min-h-20 py-2"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={500}
                data-autofocus
              />
            </label>
          ) : null}
          <div className="sm:col-span-2">
            <FormError message={error} />
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
