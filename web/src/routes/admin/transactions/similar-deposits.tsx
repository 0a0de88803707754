import { TriangleAlert } from 'lucide-react';
import type { Transaction } from '../../../api-client/types';
import { StatusBadge } from '../../../components/wallet/StatusBadge';

import { ReviewChip } from '../ui/review-chip';
import { formatDateTime } from '../../../format-time';

/** On a pending deposit's row: its reference was reported before (a look-alike spelling included). */
export function SimilarDepositsChip({ tx, onOpen }: { tx: Transaction; onOpen: () => void }) {
  const count = tx.similarDeposits?.length ?? 0;
  if (count === 0) return null;
  const label = `Reference seen ${count === 1 ? 'once' : `${count} times`} before`;
  return (
    <ReviewChip label={label} tone="danger" onOpen={onOpen} testId="similar-deposits">
      <TriangleAlert aria-hidden className="size-3.5" />
      Seen before{count > 1 ? ` ×${count}` : ''}
    </ReviewChip>
  );
}

/** In a pending deposit's details: every earlier deposit whose reference normalises to the same one. */
export function SimilarDepositsList({ tx }: { tx: Transaction }) {
  if (!tx.similarDeposits?.length) return null;
  return (
    <section className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm">
      <h3 className="flex items-center gap-1.5 font-semibold text-danger">
        <TriangleAlert aria-hidden className="size-4" /> Earlier deposits with the same reference
      </h3>
      <ul className="mt-2 space-y-2">
        {tx.similarDeposits.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{d.userName || 'Unknown User'}</span>
            <span className="text-muted">{d.network ?? 'N/A'}</span>
            <StatusBadge status={d.status} />
            <span className="text-xs text-muted tabular-nums">{formatDateTime(d.date)}</span>
            <span className="w-full font-mono text-xs break-all text-muted">{d.reference}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
