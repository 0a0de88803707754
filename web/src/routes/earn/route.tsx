import { useSuspenseQuery } from '@tanstack/react-query';
import { WeeklyLeaderboard } from '../leaderboard/WeeklyLeaderboard';
import { ReferralCard } from '../referrals/ReferralCard';
import { createLazyRoute, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { Coins, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import type { PlayerTask, TaskType } from '../../api-client/task-types';
import { EmptyState } from '../../components/EmptyState';
import { LoadBoundary } from '../../components/Panel';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Skeleton } from '../../components/Skeleton';
import { type PlayerContext, useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { tasksQuery } from '../../queries/tasks';
import { useSettings } from '../../settings';
import { ProofModal } from './ProofModal';
import { TaskCard } from './TaskCard';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useContentText } from '../../i18n/content';

const TABS: { type: TaskType; label: MessageKey; empty: MessageKey }[] = [
  { type: 'daily', label: 'earn.tab.daily', empty: 'earn.empty.daily' },
  { type: 'marketing', label: 'earn.tab.marketing', empty: 'earn.empty.marketing' },
  { type: 'referral', label: 'earn.tab.referral', empty: 'earn.empty.referral' },
  { type: 'partner', label: 'earn.tab.partner', empty: 'earn.empty.partner' },
];

const TIPS: MessageKey[] = ['earn.tip1', 'earn.tip2', 'earn.tip3', 'earn.tip4'];

export interface EarnSearch {
  tab?: TaskType;
}

export const Route = createLazyRoute('/player/earn')({ component: EarnPage });

/** The route's loader (player-routes.ts): the player; the tab's list streams in behind its skeleton, so a slow read never holds the page. */
export async function load({ queryClient, api, maintenance }: PlayerContext, tab: TaskType) {
  if (maintenance) return;
  const user = await queryClient.ensureQueryData(profileQuery(api));
  if (user) void queryClient.prefetchQuery(tasksQuery(api, tab));
}

function EarnPage() {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useSuspenseQuery(profileQuery(api));
  const { tab = 'daily' } = Route.useSearch();
  const [proofTask, setProofTask] = useState<PlayerTask | null>(null);
  const t = useT();
  const title = useContentText()('earnPageTitle');

  if (!settings.features.tasks) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
        <EmptyState icon={<Coins aria-hidden className="size-7" />} title={t('earn.unavailable')}>
          {t('earn.switchedOff')}
        </EmptyState>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
        <SignInPrompt title={t('earn.signInTitle')}>{t('earn.signInBody')}</SignInPrompt>
      </div>
    );
  }
  const current = TABS.find((entry) => entry.type === tab)!;
  return (
    <div className="flex flex-col gap-4">
      <div className="pt-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-muted">{t('earn.subtitle')}</p>
      </div>
      <div role="tablist" aria-label={t('earn.taskTypes')} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {TABS.map((entry) => (
          <Link
            key={entry.type}
            to="/earn"
            search={{ tab: entry.type === 'daily' ? undefined : entry.type }}
            replace
            role="tab"
            aria-selected={entry.type === tab}
            className={clsx(
              'flex min-h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold transition-colors',
              entry.type === tab ? 'bg-primary text-bg' : 'bg-surface-2 text-muted hover:text-fg',
            )}
          >
            {t(entry.label)}
          </Link>
        ))}
      </div>
      <section role="tabpanel" aria-label={t(current.label)}>
        <LoadBoundary framed skeleton={<TaskListSkeleton />}>
          <TaskList type={tab} empty={t(current.empty)} onSubmitProof={setProofTask} />
        </LoadBoundary>
      </section>
      {settings.features.referrals ? <ReferralCard /> : null}
      {settings.features.leaderboard ? <WeeklyLeaderboard userId={user.id} /> : null}
      <section className="card" aria-labelledby="earn-tips">
        <h2 id="earn-tips" className="mb-2 flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden className="size-4 text-secondary" /> {t('earn.tips')}
        </h2>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-muted">
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip, { hours: settings.tasks.proofReviewHours })}</li>
          ))}
        </ul>
      </section>
      <ProofModal
        task={proofTask}
        defaultUsername={user.telegramUsername ? `@${user.telegramUsername}` : (user.username ?? '')}
        onClose={() => setProofTask(null)}
      />
    </div>
  );
}

function TaskList({
  type,
  empty,
  onSubmitProof,
}: {
  type: TaskType;
  empty: string;
  onSubmitProof: (task: PlayerTask) => void;
}) {
  const api = useApi();
  const { data: tasks } = useSuspenseQuery(tasksQuery(api, type));
  const t = useT();
  if (tasks.length === 0)
    return (
      <EmptyState icon={<Coins aria-hidden className="size-7" />} title={t('earn.noTasks')}>
        {empty}
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-3">
      {tasks.map((task) => (
        <TaskCard key={task.id} task={task} onSubmitProof={onSubmitProof} />
      ))}
    </div>
  );
}

function TaskListSkeleton() {
  const t = useT();
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('earn.loading')}>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="card flex flex-col gap-3">
          <div className="flex gap-3">
            <Skeleton className="size-11 rounded-xl" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
            </div>
            <Skeleton className="h-6 w-12" />
          </div>
          <Skeleton className="ml-auto h-10 w-28 rounded-xl" />
        </div>
      ))}
    </div>
  );
}
