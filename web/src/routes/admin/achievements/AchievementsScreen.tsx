// The Achievements screen (spec 002): the catalogue with counters, search and type filter; add,
// edit, switch off and delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Award, CircleCheck, CircleOff, Pencil, Plus, Trash2, Trophy } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../ui/error-message';
import type { AdminAchievement } from '../../../api-client/types';
import { EmptyState } from '../../../components/EmptyState';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { formatAmount, formatCount } from '../../../format';
import { adminAchievementsQuery } from '../../../queries/admin-achievements';
import { SummaryCard } from '../ui/cards';
import { SearchField } from '../ui/filters';
import { InlineError, SectionHeading } from '../ui/section';
import { TablePageSkeleton } from '../ui/table';
import { AchievementModal, bodyOf, DeleteModal, ICONS, METRICS } from './AchievementModal';

const FILTER_TYPES = ['quiz', 'streak', 'referral', 'tournament', 'social'] as const;

const RARITY_TONES: Record<string, string> = {
  common: 'bg-surface-2 text-muted ring-1 ring-line',
  rare: 'bg-primary/15 text-primary',
  epic: 'bg-[#a855f7]/15 text-[#c084fc]',
  legendary: 'bg-secondary/15 text-secondary',
};

export function AchievementsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<string | undefined>();
  const list = useQuery(adminAchievementsQuery(api, { search, type }));
  const [editing, setEditing] = useState<AdminAchievement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAchievement | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'achievements'] });
  const toggle = useMutation({
    mutationFn: (a: AdminAchievement) =>
      api.put(`/api/admin/achievements/${a.id}`, { ...bodyOf(a), isActive: !a.isActive }),
    onSuccess: () => void refresh(),
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (list.isPending) return <TablePageSkeleton label="Loading achievements" cards={4} columns={4} />;
  if (list.isError && !list.data)
    return (
      <div className="rounded-xl border border-line bg-surface">
        <InlineError error={list.error} onRetry={() => void list.refetch()} what="The achievements" />
      </div>
    );
  const { counts, data } = list.data;
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Achievements"
        subtitle="Goals players unlock. The server checks each requirement after the event that moves it and pays the reward once."
        actions={
          <button type="button" className="btn btn-primary text-sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" /> Create Achievement
          </button>
        }
      />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Total"
          value={formatCount(counts.total)}
          icon={Trophy}
          tone="primary"
          testId="achievements-total"
        />
        <SummaryCard
          label="Active"
          value={formatCount(counts.active)}
          icon={CircleCheck}
          tone="accent"
          testId="achievements-active"
        />
        <SummaryCard
          label="Inactive"
          value={formatCount(counts.inactive)}
          icon={CircleOff}
          tone="muted"
          testId="achievements-inactive"
        />
        <SummaryCard
          label="Times earned"
          value={formatCount(counts.unlocks)}
          icon={Award}
          tone="secondary"
          testId="achievements-unlocks"
        />
      </section>
      <div className="flex flex-wrap items-center gap-2">
        <SearchField
          label="Search achievements"
          placeholder="Search achievements..."
          value={search || undefined}
          onSearch={(text) => setSearch(text ?? '')}
        />
        <div role="group" aria-label="Type" className="flex flex-wrap gap-1">
          {[undefined, ...FILTER_TYPES].map((t) => (
            <button
              key={t ?? 'all'}
              type="button"
              aria-pressed={type === t}
              onClick={() => setType(t)}
              className={clsx(
                'rounded-full px-3 py-1.5 text-sm font-medium capitalize',
                type === t ? 'bg-primary text-on-button' : 'bg-surface-2 text-muted hover:text-fg',
              )}
            >
              {t ?? 'All'}
            </button>
          ))}
        </div>
      </div>
      {data.length === 0 ? (
        <EmptyState
          icon={<Trophy aria-hidden className="size-7" />}
          title={search || type ? 'No achievements match' : 'No achievements yet'}
        >
          {search || type ? 'Try another search or type.' : 'Create the first goal for players to unlock.'}
        </EmptyState>
      ) : (
        <ul className={clsx('grid gap-3 sm:grid-cols-2 xl:grid-cols-3', list.isFetching && 'opacity-70')}>
          {data.map((a) => {
            const Icon = ICONS[a.icon] ?? Trophy;
            return (
              <li
                key={a.id}
                className={clsx(
                  'flex flex-col gap-3 rounded-xl border border-line bg-surface p-4',
                  !a.isActive && 'opacity-75',
                )}
                data-testid="achievement-card"
              >
                <div className="flex items-start gap-3">
                  <span
                    className={clsx(
                      'flex size-11 shrink-0 items-center justify-center rounded-xl',
                      RARITY_TONES[a.rarity],
                    )}
                  >
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold">{a.title}</p>
                    <p className="line-clamp-2 text-sm text-muted">{a.description}</p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-1.5 text-xs font-semibold">
                  <span className={clsx('rounded-full px-2 py-0.5 capitalize', RARITY_TONES[a.rarity])}>
                    {a.rarity}
                  </span>
                  <span className="rounded-full bg-surface-2 px-2 py-0.5 capitalize text-muted">{a.type}</span>
                  <span
                    className={clsx(
                      'rounded-full px-2 py-0.5',
                      a.isActive ? 'bg-accent/15 text-accent' : 'bg-surface-2 text-muted',
                    )}
                  >
                    {a.isActive ? 'Active' : 'Inactive'}
                  </span>
                </div>
                <dl className="grid grid-cols-[2fr_1fr_1fr] gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-muted">Requirement</dt>
                    <dd className="font-medium">
                      {METRICS[a.requirement.metric] ?? a.requirement.metric}: {formatCount(a.requirement.target)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Reward</dt>
                    <dd className="font-medium text-secondary tabular-nums">${formatAmount(a.reward)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted">Earned by</dt>
                    <dd className="font-medium tabular-nums">{formatCount(a.usersEarned)}</dd>
                  </div>
                </dl>
                <div className="mt-auto flex justify-end gap-1 border-t border-line pt-3">
                  <button
                    type="button"
                    className="btn btn-ghost min-h-8 px-2 text-xs"
                    onClick={() => toggle.mutate(a)}
                    disabled={toggle.isPending}
                  >
                    {a.isActive ? 'Deactivate' : 'Activate'}
                  </button>
                  <button
                    type="button"
                    aria-label={`Edit ${a.title}`}
                    className="btn btn-ghost min-h-8 px-2 text-xs"
                    onClick={() => setEditing(a)}
                  >
                    <Pencil aria-hidden className="size-3.5" /> Edit
                  </button>
                  <button
                    type="button"
                    aria-label={`Delete ${a.title}`}
                    className="btn min-h-8 bg-danger/12 px-2 text-xs text-danger"
                    onClick={() => setDeleting(a)}
                  >
                    <Trash2 aria-hidden className="size-3.5" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <AchievementModal
          achievement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      ) : null}
      {deleting ? <DeleteModal achievement={deleting} onClose={() => setDeleting(null)} onDone={refresh} /> : null}
    </div>
  );
}
