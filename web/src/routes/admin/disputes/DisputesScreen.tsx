import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Check, CircleAlert, MessageSquareWarning, X } from 'lucide-react';
import { useState } from 'react';
import type { DisputedQuestion, DisputeStatus } from '../../../api-client/dispute-types';
import { useApi } from '../../../context';
import { formatCount } from '../../../format';
import { adminDisputesQuery } from '../../../queries/admin-disputes';
import { SummaryCard } from '../ui/cards';
import { InlineError, RefreshButton, SectionHeading } from '../ui/section';
import { TablePageSkeleton } from '../ui/table';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { formatDateTime } from '../../../format-time';

const STATUSES: { value: DisputeStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'upheld', label: 'Upheld' },
  { value: 'rejected', label: 'Rejected' },
];
const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * Disputes (issue 30, decision 0058): the questions players disputed, with every reason and the
 * counts per question. Deciding one dispute decides its question: reject with a reason, or uphold
 * with the corrected key (the question is deactivated and every answer to it re-settled).
 */
export function DisputesScreen() {
  const api = useApi();
  const [status, setStatus] = useState<DisputeStatus>('open');
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const query = useQuery(adminDisputesQuery(api, status));

  if (query.isPending) return <TablePageSkeleton label="Loading disputes" cards={2} columns={4} />;
  if (query.isError)
    return <InlineError error={query.error} onRetry={() => void query.refetch()} what="The disputes" />;
  const questions = query.data;
  const open = questions.reduce((n, q) => n + q.openCount, 0);
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Disputes"
        subtitle="Players who think an answer key is wrong. Upholding corrects the key and settles every answer to the question again."
        actions={<RefreshButton fetching={query.isFetching} onRefresh={() => void query.refetch()} />}
      />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3">
        <SummaryCard
          label="Questions"
          value={formatCount(questions.length)}
          icon={MessageSquareWarning}
          tone="primary"
          testId="disputes-questions"
        />
        <SummaryCard
          label="Open Disputes"
          value={formatCount(open)}
          icon={CircleAlert}
          tone="secondary"
          testId="disputes-open"
        />
      </section>
      <div role="tablist" aria-label="Dispute status" className="flex gap-2">
        {STATUSES.map((s) => (
          <button
            key={s.value}
            type="button"
            role="tab"
            aria-selected={status === s.value}
            className={clsx('btn min-h-9 px-4 text-sm', status === s.value ? 'btn-primary' : 'btn-ghost')}
            onClick={() => setStatus(s.value)}
          >
            {s.label}
          </button>
        ))}
      </div>
      {questions.length === 0 ? (
        <p className="card p-6 text-center text-sm text-muted" data-testid="disputes-empty">
          No {status} disputes. Players dispute a question from the quiz's reveal or its result screen.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {questions.map((q) => (
            <DisputedQuestionCard key={q.questionId} question={q} onDecide={setDeciding} />
          ))}
        </ul>
      )}
      <DecisionDialog decision={deciding} onClose={() => setDeciding(null)} />
    </div>
  );
}

function DisputedQuestionCard({
  question: q,
  onDecide,
}: {
  question: DisputedQuestion;
  onDecide: (d: Decision) => void;
}) {
  const openDispute = q.disputes.find((d) => d.status === 'open');
  return (
    <li className="card flex flex-col gap-3 p-4" data-testid="disputed-question">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{q.question}</p>
          <p className="text-xs text-muted">
            {q.openCount} open of {q.totalCount} · last {formatDateTime(q.lastAt)}
            {q.isActive ? '' : ' · inactive until reviewed'}
          </p>
        </div>
        {openDispute ? (
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-ghost min-h-9 px-3 text-sm"
              onClick={() => onDecide({ kind: 'reject', disputeId: openDispute.id, question: q })}
            >
              <X aria-hidden className="size-4" /> Reject
            </button>
            <button
              type="button"
              className="btn bg-accent min-h-9 px-3 text-sm text-white"
              onClick={() => onDecide({ kind: 'uphold', disputeId: openDispute.id, question: q })}
            >
              <Check aria-hidden className="size-4" /> Uphold
            </button>
          </div>
        ) : null}
      </div>
      <ol className="grid gap-1 text-sm sm:grid-cols-2">
        {q.options.map((option, i) => (
          <li
            key={option}
            className={clsx(
              'rounded-lg px-3 py-2',
              i === q.correctAnswer ? 'bg-accent/15 font-semibold' : 'bg-surface-2',
            )}
          >
            {LETTERS[i]}. {option} {i === q.correctAnswer ? <span className="text-xs text-accent">(key)</span> : null}
          </li>
        ))}
      </ol>
      <ul className="flex flex-col gap-2 text-sm" aria-label="Reasons">
        {q.disputes.map((d) => (
          <li key={d.id} className="rounded-lg border border-border px-3 py-2">
            <p>
              <span className="font-medium">{d.userName}</span>{' '}
              <span className="text-xs text-muted">
                {formatDateTime(d.createdAt)} · {d.status}
              </span>
            </p>
            <p className="text-muted">{d.reason}</p>
            {d.decisionReason ? <p className="text-xs text-muted">Rejected: {d.decisionReason}</p> : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
