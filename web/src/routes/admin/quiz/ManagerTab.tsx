import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleOff, Database } from 'lucide-react';
import type { QuestionStats } from '../../../api-client/types';
import { Skeleton } from '../../../components/Skeleton';
import { useApi } from '../../../context';
import { formatCount } from '../../../format';
import { questionStatsQuery } from '../../../queries/admin-questions';
import { SummaryCard } from '../ui/cards';
import { InlineError } from '../ui/section';
import { DIFFICULTIES, DIFFICULTY_TONES, POOL_LABELS, SOURCE_LABELS } from './labels';
import { QuestionList } from './QuestionList';

/**
 * The AI Questions Manager tab: the bank's figures with the tournament pool per difficulty, then
 * the AI questions with single and bulk actions.
 */
export function ManagerTab() {
  const api = useApi();
  const stats = useQuery(questionStatsQuery(api));
  return (
    <div className="flex flex-col gap-4">
      {stats.isPending ? (
        <div className="grid grid-cols-3 gap-3" aria-busy="true" aria-label="Loading figures">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 rounded-xl" />
          ))}
        </div>
      ) : stats.isError ? (
        <div className="rounded-xl border border-line bg-surface">
          <InlineError error={stats.error} onRetry={() => void stats.refetch()} what="The figures" />
        </div>
      ) : (
        <Figures stats={stats.data} />
      )}
      <h2 className="text-lg font-semibold">AI questions</h2>
      <QuestionList source="ai" label="AI questions" />
    </div>
  );
}

function Figures({ stats }: { stats: QuestionStats }) {
  return (
    <>
      <section aria-label="Question figures" className="grid grid-cols-3 gap-3">
        <SummaryCard
          label="Total questions"
          value={formatCount(stats.total)}
          icon={Database}
          tone="primary"
          testId="questions-total"
        />
        <SummaryCard
          label="Active"
          value={formatCount(stats.active)}
          icon={CircleCheck}
          tone="accent"
          testId="questions-active"
        />
        <SummaryCard
          label="Inactive"
          value={formatCount(stats.inactive)}
          icon={CircleOff}
          tone="muted"
          testId="questions-inactive"
        />
      </section>
      <section className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Breakdown title="By source" counts={stats.bySource} names={SOURCE_LABELS} total={stats.total} />
        <Breakdown title="By difficulty" counts={stats.byDifficulty} total={stats.total} />
        <Breakdown title="By pool" counts={stats.byPool} names={POOL_LABELS} total={stats.total} />
        <Breakdown title="By category" counts={stats.byCategory} total={stats.total} />
        <Breakdown
          title="Top 5 categories"
          counts={Object.fromEntries(stats.topCategories.map((c) => [c.category, c.count]))}
          total={stats.total}
          ordered
        />
      </section>
      <TournamentPool pool={stats.tournamentPool} />
    </>
  );
}

/** What tournaments can still draw per difficulty: a tournament needing more is refused (decision 0047). */
function TournamentPool({ pool }: { pool: QuestionStats['tournamentPool'] }) {
  return (
    <section aria-label="Tournament pool" className="rounded-xl border border-line bg-surface p-4">
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted uppercase">Tournament pool</h3>
      <p className="mb-3 text-xs text-muted">
        Questions only tournaments draw. A question leaves the pool once a tournament that served it ends; fill it with
        AI generation (Pool: tournament) or an import.
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {DIFFICULTIES.map((d) => (
          <li key={d} className="rounded-lg bg-surface-2 p-3" data-testid={`tournament-pool-${d}`}>
            <span className={`rounded-md px-1.5 py-0.5 text-xs font-semibold capitalize ${DIFFICULTY_TONES[d]}`}>
              {d}
            </span>
            <p className="mt-2 text-2xl font-semibold tabular-nums">{formatCount(pool[d].unused)}</p>
            <p className="text-xs text-muted">
              unused · {formatCount(pool[d].inOpenTournaments)} in open tournaments · {formatCount(pool[d].retired)}{' '}
              retired
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Breakdown({
  title,
  counts,
  total,
  names,
  ordered = false,
}: {
  title: string;
  counts: Record<string, number>;
  total: number;
  names?: Record<string, string>;
  ordered?: boolean;
}) {
  const entries = ordered ? Object.entries(counts) : Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <ul className="max-h-48 space-y-1.5 overflow-auto text-sm">
        {entries.map(([key, n]) => (
          <li key={key}>
            <div className="flex justify-between gap-2">
              <span className="truncate capitalize">{names?.[key] ?? key}</span>
              <span className="tabular-nums text-muted">{formatCount(n)}</span>
            </div>
            <div className="mt-0.5 h-1 rounded-full bg-surface-2">
              <div
                className="h-1 rounded-full bg-primary"
                style={{ width: `${total ? Math.max(2, (n / total) * 100) : 0}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
