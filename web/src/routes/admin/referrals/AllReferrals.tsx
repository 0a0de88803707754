// The Referrals screen's All Referrals tab: every referral, by status, page after page (keyset cursor).

import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { ReferralStatus } from '../../../api-client/engagement-types';
import { Skeleton } from '../../../components/Skeleton';
import { useApi } from '../../../context';
import { formatUsdt } from '../../../format';
import { adminReferralsQuery } from '../../../queries/referrals';
import { InlineError } from '../ui/section';
import { Th } from '../ui/table';
import { formatDateTime } from '../../../format-time';

const STATUS_STYLE: Record<ReferralStatus, string> = {
  pending: 'bg-secondary/15 text-secondary',
  completed: 'bg-accent/15 text-accent',
  cancelled: 'bg-danger/15 text-danger',
};

export function AllReferrals() {
  const api = useApi();
  const [status, setStatus] = useState<ReferralStatus | undefined>(undefined);
  // Keyset paging: the cursors of the pages visited so far, so Previous goes back exactly.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const query = useQuery(adminReferralsQuery(api, status, cursor));
  const page = cursors.length;
  return (
    <section aria-label="All referrals" className="overflow-hidden rounded-xl border border-line bg-surface">
      <div className="flex flex-wrap items-center gap-2 border-b border-line p-3">
        <label className="text-sm text-muted" htmlFor="referral-status">
          Status
        </label>
        <select
          id="referral-status"
          className="field max-w-48"
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as ReferralStatus | undefined);
            setCursors([undefined]);
          }}
        >
          <option value="">All statuses</option>
          <option value="pending">Pending</option>
          <option value="completed">Completed</option>
          <option value="cancelled">Cancelled</option>
        </select>
      </div>
      {query.isError ? (
        <InlineError error={query.error} onRetry={() => void query.refetch()} what="Referrals" />
      ) : (
        <div className="max-h-[60vh] overflow-auto">
          <table
            className="w-full min-w-[860px] border-separate border-spacing-0 text-sm"
            data-testid="referrals-table"
          >
            <thead>
              <tr>
                <Th>Referrer</Th>
                <Th>Referred</Th>
                <Th>Status</Th>
                <Th className="text-right">Rewards</Th>
                <Th>Created</Th>
                <Th>Processed</Th>
              </tr>
            </thead>
            <tbody className={clsx(query.isFetching && 'opacity-60')}>
              {query.isPending ? (
                Array.from({ length: 5 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={6} className="border-t border-line px-3 py-2.5">
                      <Skeleton className="h-4 w-full" />
                    </td>
                  </tr>
                ))
              ) : query.data.data.length === 0 ? (
                <tr>
                  <td colSpan={6} className="px-3 py-12 text-center">
                    <p className="font-medium">{status ? `No ${status} referrals.` : 'No referrals yet.'}</p>
                    <p className="mt-1 text-sm text-muted">Referrals appear here when players sign up with a code.</p>
                  </td>
                </tr>
              ) : (
                query.data.data.map((r) => (
                  <tr key={r.id}>
                    <td className="border-t border-line px-3 py-2.5">{r.referrerUsername}</td>
                    <td className="border-t border-line px-3 py-2.5">{r.referredUsername}</td>
                    <td className="border-t border-line px-3 py-2.5">
                      <span
                        className={clsx(
                          'rounded-full px-2 py-0.5 text-xs font-semibold capitalize',
                          STATUS_STYLE[r.status],
                        )}
                      >
                        {r.status}
                      </span>
                    </td>
                    <td className="border-t border-line px-3 py-2.5 text-right tabular-nums">
                      {r.status === 'completed'
                        ? `${formatUsdt(r.rewardAmount)} + ${formatUsdt(r.referredRewardAmount)}`
                        : '—'}
                    </td>
                    <td className="border-t border-line px-3 py-2.5 whitespace-nowrap text-muted tabular-nums">
                      {formatDateTime(r.createdAt)}
                    </td>
                    <td className="border-t border-line px-3 py-2.5 whitespace-nowrap text-muted tabular-nums">
                      {r.processedAt ? formatDateTime(r.processedAt) : '—'}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex items-center justify-end gap-2 border-t border-line p-3 text-sm">
        <span className="mr-auto text-muted tabular-nums">Page {page}</span>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          disabled={page === 1}
          onClick={() => setCursors(cursors.slice(0, -1))}
        >
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </button>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          disabled={!query.data?.nextCursor}
          onClick={() => query.data?.nextCursor && setCursors([...cursors, query.data.nextCursor])}
        >
          Next <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </section>
  );
}
