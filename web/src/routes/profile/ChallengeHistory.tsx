import { keepPreviousData, useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../components/Skeleton';
import { useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { useFormat } from '../../i18n/use-format';
import { betsQuery } from '../../queries/profile-overview';
import { formatDateTime } from '../../format-time';

/** Settled challenge bets from GET /api/bets, ten a page, newest first, with Newer / Older. */
export function ChallengeHistory() {
  const api = useApi();
  const t = useT();
  const f = useFormat();
  const errorText = useErrorText();
  // The cursors of the pages before this one: Newer goes back one, Older moves on with nextCursor.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const query = useQuery({ ...betsQuery(api, cursor), placeholderData: keepPreviousData });
  if (query.isPending) return <BetsSkeleton />;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="text-muted">{errorText(query.error, 'bets.loadError')}</p>
        <button type="button" className="btn btn-ghost min-h-9 px-3 text-sm" onClick={() => query.refetch()}>
          <RotateCcw aria-hidden className="size-4" /> {t('action.tryAgain')}
        </button>
      </div>
    );
  const { data: bets, nextCursor } = query.data;
  if (bets.length === 0 && cursors.length === 1)
    return (
      <p className="text-sm text-muted" data-testid="bets-empty">
        {t('bets.empty')}
      </p>
    );
  return (
    <div className={clsx('flex flex-col gap-2', query.isPlaceholderData && 'opacity-60')}>
      <ul className="flex flex-col divide-y divide-line" data-testid="bets">
        {bets.map((bet) => (
          <li key={bet.betId} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="text-sm font-medium">{t('bets.stake', { amount: f.amount(bet.amount) })}</p>
              <p className="text-xs text-muted">
                <time dateTime={bet.settledAt}>{formatDateTime(bet.settledAt, f.locale)}</time>
              </p>
            </div>
            <span
              className={clsx(
                'shrink-0 text-sm font-semibold tabular-nums',
                bet.result === 'won' ? 'text-accent' : 'text-danger',
              )}
            >
              {f.signedAmount(bet.netAmount)}
            </span>
          </li>
        ))}
      </ul>
      {cursors.length > 1 || nextCursor ? (
        <div className="flex justify-between">
          <button
            type="button"
            className="btn btn-ghost min-h-9 px-3 text-sm"
            disabled={cursors.length === 1}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            <ChevronLeft aria-hidden className="size-4" /> {t('bets.newer')}
          </button>
          <button
            type="button"
            className="btn btn-ghost min-h-9 px-3 text-sm"
            disabled={!nextCursor || query.isPlaceholderData}
            onClick={() => nextCursor && setCursors([...cursors, nextCursor])}
          >
            {t('bets.older')} <ChevronRight aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}

function BetsSkeleton() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex justify-between">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-5 w-16" />
        </div>
      ))}
    </div>
  );
}
