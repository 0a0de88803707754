import { useSuspenseQuery } from '@tanstack/react-query';
import { WeeklyLeaderboard } from '../leaderboard/WeeklyLeaderboard';
import { ReferralCard } from '../referrals/ReferralCard';
import { createLazyRoute, Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { Coins, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import type { PlayerTask, TaskType } from '../../api/task-types';
import { EmptyState } from '../../components/EmptyState';
import { LoadBoundary } from '../../components/Panel';
import { SignInPrompt } from '../../components/SignInPrompt';
import { Skeleton } from '../../components/Skeleton';
import { useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { tasksQuery } from '../../queries/tasks';
import { useSettings } from '../../settings';
import { ProofModal } from './ProofModal';
import { TaskCard } from './TaskCard';

const TABS: { type: TaskType; label: string; empty: string }[] = [
  { type: 'daily', label: 'Daily Tasks', empty: 'No daily tasks today. Come back tomorrow for new ones.' },
  { type: 'marketing', label: 'Marketing', empty: 'No marketing tasks right now. New campaigns appear here.' },
  { type: 'referral', label: 'Referrals', empty: 'No referral tasks right now. Invite friends to be ready.' },
  { type: 'partner', label: 'Partner', empty: 'No partner tasks right now. Check back soon.' },
];

const TIPS = [
  'Daily tasks reset at midnight in your time zone: check in every day.',
  'Quiz tasks count quizzes finished after you tap Go, at the score the task asks.',
  'Screenshot proofs are reviewed within 24 hours; a rejected proof can be sent again.',
  'Task rewards go to your bonus balance and become playable with your first deposit.',
];

export interface EarnSearch {
  tab?: TaskType;
}

export const Route = createLazyRoute('/player/earn')({ component: EarnPage });

function EarnPage() {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useSuspenseQuery(profileQuery(api));
  const { tab = 'daily' } = Route.useSearch();
  const [proofTask, setProofTask] = useState<PlayerTask | null>(null);
  const title = settings.content.earnPageTitle || 'Earn More';

  if (!settings.features.tasks) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
        <EmptyState icon={<Coins aria-hidden className="size-7" />} title="Not available right now">
          This feature is switched off at the moment.
        </EmptyState>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
        <SignInPrompt title="Sign in to earn">Complete tasks for USDT rewards once you are signed in.</SignInPrompt>
      </div>
    );
  }
  const current = TABS.find((t) => t.type === tab)!;
  return (
    <div className="flex flex-col gap-4">
      <div className="pt-1">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-muted">Complete tasks and earn USDT rewards.</p>
      </div>
      <div role="tablist" aria-label="Task types" className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
        {TABS.map((t) => (
          <Link
            key={t.type}
            to="/earn"
            search={{ tab: t.type === 'daily' ? undefined : t.type }}
            replace
            role="tab"
            aria-selected={t.type === tab}
            className={clsx(
              'flex min-h-10 shrink-0 items-center rounded-full px-4 text-sm font-semibold transition-colors',
              t.type === tab ? 'bg-primary text-bg' : 'bg-surface-2 text-muted hover:text-fg',
            )}
          >
            {t.label}
          </Link>
        ))}
      </div>
      <section role="tabpanel" aria-label={current.label}>
        <LoadBoundary framed skeleton={<TaskListSkeleton />}>
          <TaskList type={tab} empty={current.empty} onSubmitProof={setProofTask} />
        </LoadBoundary>
      </section>
      {settings.features.referrals ? <ReferralCard /> : null}
      {settings.features.leaderboard ? <WeeklyLeaderboard userId={user.id} /> : null}
      <section className="card" aria-labelledby="earn-tips">
        <h2 id="earn-tips" className="mb-2 flex items-center gap-2 font-semibold">
          <Lightbulb aria-hidden className="size-4 text-secondary" /> Earning tips
        </h2>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-muted">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
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
  if (tasks.length === 0)
    return (
      <EmptyState icon={<Coins aria-hidden className="size-7" />} title="No tasks here yet">
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
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading tasks">
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
