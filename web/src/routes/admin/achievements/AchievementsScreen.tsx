import type { AchievementMetric } from '../../../../../domain/achievements/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import {
  Award,
  CircleCheck,
  CircleOff,
  Gift,
  Pencil,
  Plus,
  Search,
  Star,
  Target,
  Trash2,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../api-client/client';
import type { AdminAchievement } from '../../../api-client/types';
import { EmptyState } from '../../../components/EmptyState';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { useApi } from '../../../context';
import { formatAmount, formatCount } from '../../../format';
import { adminAchievementsQuery } from '../../../queries/admin-achievements';
import { Labelled } from '../quiz/QuestionFormModal';
import { SummaryCard } from '../ui/cards';
import { InlineError, SectionHeading } from '../ui/section';
import { TablePageSkeleton } from '../ui/table';
import { ConfirmDeleteDialog, FormActions } from '../ui/dialogs';

// The spec's lists (002 section 9) and the requirement metrics the server evaluates.
const TYPES = ['quiz', 'streak', 'referral', 'tournament', 'social', 'other'] as const;
const FILTER_TYPES = ['quiz', 'streak', 'referral', 'tournament', 'social'] as const;
const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
const CATEGORIES = ['general', 'quiz', 'social', 'tournament', 'referral'] as const;
const ICONS: Record<string, LucideIcon> = {
  trophy: Trophy,
  star: Star,
  award: Award,
  users: Users,
  target: Target,
  gift: Gift,
};
const METRICS: Record<string, string> = {
  quizzes_completed: 'Quizzes completed',
  correct_answers: 'Correct answers',
  perfect_quizzes: 'Perfect quizzes',
  answer_streak: 'Correct answers in a row',
  daily_bonus_streak: 'Daily bonus streak (days)',
  level: 'Level reached',
  referrals: 'Friends referred',
  tournaments_won: 'Tournaments won',
  tasks_completed: 'Tasks completed',
  deposits: 'Deposits made',
  challenge_wins: 'Challenge answers won',
  hard_quiz_score: 'Score in a hard quiz (%)',
};
const RARITY_TONES: Record<string, string> = {
  common: 'bg-surface-2 text-muted ring-1 ring-line',
  rare: 'bg-primary/15 text-primary',
  epic: 'bg-[#a855f7]/15 text-[#c084fc]',
  legendary: 'bg-secondary/15 text-secondary',
};

type Body = Omit<AdminAchievement, 'id' | 'status' | 'usersEarned' | 'createdAt'>;
const emptyBody: Body = {
  title: '',
  description: '',
  type: 'quiz',
  icon: 'trophy',
  rarity: 'common',
  category: 'general',
  reward: '1',
  requirement: { metric: 'quizzes_completed', target: 5 },
  isActive: true,
};
const bodyOf = ({ id: _id, status: _s, usersEarned: _u, createdAt: _c, ...body }: AdminAchievement): Body => body;

export function AchievementsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText), 300);
    return () => clearTimeout(timer);
  }, [searchText]);
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
        <label className="relative min-w-56 flex-1">
          <span className="sr-only">Search achievements</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder="Search achievements..."
            className="field pl-9"
            maxLength={100}
          />
        </label>
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

function AchievementModal({
  achievement,
  onClose,
  onSaved,
}: {
  achievement: AdminAchievement | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const api = useApi();
  const [form, setForm] = useState<Body>(achievement ? bodyOf(achievement) : emptyBody);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Body>(key: K, value: Body[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setError(null);
  };
  const save = useMutation({
    mutationFn: () =>
      achievement
        ? api.put(`/api/admin/achievements/${achievement.id}`, form)
        : api.post('/api/admin/achievements', form),
    onSuccess: () => {
      toast.success(achievement ? 'Achievement updated' : 'Achievement created');
      onSaved();
      onClose();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const select = (key: 'type' | 'icon' | 'rarity' | 'category', label: string, options: readonly string[]) => (
    <Labelled id={`${id}-${key}`} label={label}>
      <select
        id={`${id}-${key}`}
        value={form[key]}
        onChange={(e) => set(key, e.target.value as never)}
        className="field capitalize"
      >
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </Labelled>
  );
  return (
    <Modal
      open
      onClose={onClose}
      busy={save.isPending}
      size="lg"
      title={achievement ? 'Edit Achievement' : 'Create Achievement'}
      footer={
        <FormActions
          formId={`${id}-form`}
          busy={save.isPending}
          onCancel={onClose}
          submit={achievement ? 'Update' : 'Create'}
        />
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          save.mutate();
        }}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <Labelled id={`${id}-title`} label="Title" required>
          <input
            id={`${id}-title`}
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
            maxLength={80}
            className="field"
            data-autofocus
          />
        </Labelled>
        {select('type', 'Type', TYPES)}
        <div className="sm:col-span-2">
          <Labelled id={`${id}-desc`} label="Description" required>
            <textarea
              id={`${id}-desc`}
              rows={2}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              maxLength={300}
              className="field"
            />
          </Labelled>
        </div>
        {select('icon', 'Icon', Object.keys(ICONS))}
        {select('rarity', 'Rarity', RARITIES)}
        {select('category', 'Category', CATEGORIES)}
        <Labelled id={`${id}-reward`} label="Reward (USDT)">
          <input
            id={`${id}-reward`}
            type="number"
            min={0}
            step={0.1}
            value={form.reward}
            onChange={(e) => set('reward', e.target.value)}
            className="field tabular-nums"
          />
        </Labelled>
        <Labelled id={`${id}-metric`} label="Requirement">
          <select
            id={`${id}-metric`}
            value={form.requirement.metric}
            onChange={(e) => set('requirement', { ...form.requirement, metric: e.target.value as AchievementMetric })}
            className="field"
          >
            {Object.entries(METRICS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-target`} label="Target">
          <input
            id={`${id}-target`}
            type="number"
            min={1}
            step={1}
            value={form.requirement.target}
            onChange={(e) => set('requirement', { ...form.requirement, target: Math.round(Number(e.target.value)) })}
            className="field tabular-nums"
          />
        </Labelled>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium sm:col-span-2">
          <input
            type="checkbox"
            checked={form.isActive}
            onChange={(e) => set('isActive', e.target.checked)}
            className="size-5 accent-(--app-accent)"
          />
          Active (players can unlock it)
        </label>
        <FormError message={error} className="sm:col-span-2" />
      </form>
    </Modal>
  );
}

function DeleteModal({
  achievement,
  onClose,
  onDone,
}: {
  achievement: AdminAchievement;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useApi();
  const remove = useMutation({
    mutationFn: () =>
      api.delete<{ deleted: boolean; deactivated: boolean }>(`/api/admin/achievements/${achievement.id}`),
    onSuccess: (result) => {
      toast.success(
        result.deactivated ? 'Players have earned it: the achievement was deactivated instead' : 'Achievement deleted',
      );
      onDone();
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <ConfirmDeleteDialog
      title="Delete achievement"
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <p className="text-sm">Are you sure you want to delete this achievement?</p>
      <p className="mt-2 rounded-xl bg-surface-2 px-3 py-2 text-sm font-medium">{achievement.title}</p>
      {achievement.usersEarned > 0 ? (
        <p className="mt-2 text-sm text-muted">
          {formatCount(achievement.usersEarned)} players earned it, so it will be deactivated instead and they keep it.
        </p>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
