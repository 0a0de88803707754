import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Crown, RotateCcw, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { LeaderboardEntry, LeaderboardPeriod } from '../../api-client/engagement-types';
import { Skeleton } from '../../components/Skeleton';
import { useApi } from '../../context';
import { leaderboardQuery } from '../../queries/leaderboard';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { useFormat } from '../../i18n/use-format';

const PERIODS: { value: LeaderboardPeriod; label: MessageKey }[] = [
  { value: 'week', label: 'leaderboard.thisWeek' },
  { value: 'all', label: 'leaderboard.allTime' },
];

/**
 * The leaderboard of the Earn page (top 10) and of /leaderboard (top `limit`): players by rewards
 * earned this week (from Monday 00:00 UTC) or all time, and your rank.
 */
export function WeeklyLeaderboard({ userId, limit = 10 }: { userId: string | null; limit?: number }) {
  const api = useApi();
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const query = useQuery(leaderboardQuery(api, period, limit));
  const t = useT();
  const errorText = useErrorText();
  return (
    <section className="card" aria-labelledby="leaderboard-title">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="leaderboard-title" className="flex items-center gap-2 font-semibold">
          <Trophy aria-hidden className="size-4 text-secondary" /> {t('leaderboard.title')}
        </h2>
        <div role="tablist" aria-label={t('leaderboard.period')} className="flex gap-1 rounded-full bg-surface-2 p-0.5">
          {PERIODS.map((p) => (
            <button
              key={p.value}
              type="button"
              role="tab"
              aria-selected={p.value === period}
              onClick={() => setPeriod(p.value)}
              className={clsx(
                'min-h-8 rounded-full px-3 text-xs font-semibold whitespace-nowrap transition-colors',
                p.value === period ? 'bg-primary text-bg' : 'text-muted hover:text-fg',
              )}
            >
              {t(p.label)}
            </button>
          ))}
        </div>
      </div>
      {query.isPending ? (
        <LeaderboardSkeleton />
      ) : query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm">
          <p className="text-muted">{errorText(query.error, 'leaderboard.loadFailed')}</p>
          <button type="button" className="btn btn-ghost min-h-9 px-3 text-sm" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden className="size-4" /> {t('action.tryAgain')}
          </button>
        </div>
      ) : query.data.entries.length === 0 ? (
        <p className="rounded-xl bg-surface-2 px-3 py-4 text-center text-sm text-muted">
          {period === 'week' ? t('leaderboard.emptyWeek') : t('leaderboard.empty')}
        </p>
      ) : (
        <>
          <ol className="flex flex-col gap-1" aria-label={t('leaderboard.top')} data-testid="leaderboard">
            {query.data.entries.map((e) => (
              <Row key={e.userId} entry={e} mine={e.userId === userId} />
            ))}
          </ol>
          {query.data.me && !query.data.entries.some((e) => e.userId === userId) ? (
            <div className="mt-2 border-t border-line pt-2" aria-label={t('leaderboard.yourRank')}>
              <Row entry={query.data.me} mine />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function Row({ entry, mine }: { entry: LeaderboardEntry; mine: boolean }) {
  const t = useT();
  const f = useFormat();
  return (
    <li
      className={clsx(
        'flex min-h-11 list-none items-center gap-3 rounded-xl px-2.5 py-1.5',
        mine ? 'bg-primary/12 ring-1 ring-primary/40' : entry.rank <= 3 && 'bg-surface-2',
      )}
    >
      <span
        className={clsx(
          'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold tabular-nums',
          entry.rank === 1 ? 'bg-secondary text-bg' : 'bg-surface-2 text-muted',
        )}
      >
        {entry.rank === 1 ? <Crown aria-label="1" className="size-4" /> : entry.rank}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">
          {entry.username}
          {mine ? <span className="ml-1 text-xs text-primary">{t('leaderboard.you')}</span> : null}
        </p>
        <p className="text-xs text-muted tabular-nums">{t('leaderboard.tasks', { count: entry.tasks })}</p>
      </div>
      <span className="text-sm font-semibold text-secondary tabular-nums">{f.usdt(entry.earnings)}</span>
    </li>
  );
}

function LeaderboardSkeleton() {
  const t = useT();
  return (
    <div className="flex flex-col gap-1" aria-busy="true" aria-label={t('leaderboard.loading')}>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-11 rounded-xl" />
      ))}
    </div>
  );
}
