import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import clsx from 'clsx';
import {
  CalendarCheck,
  CircleCheck,
  Clock,
  Download,
  ExternalLink,
  Eye,
  Gamepad2,
  LoaderCircle,
  MessageCircle,
  PenLine,
  RotateCcw,
  Share2,
  ShieldCheck,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { toast } from '../../components/toast';
import { ApiError, errorMessage } from '../../api/client';
import { idempotencyHeaders } from '../../api/idempotency';
import type { PlayerTask, TaskAction, TaskCompletion } from '../../api/task-types';
import { useApi } from '../../context';
import { currency, formatAmount, formatDate } from '../../format';
import { timeZoneHeaders } from '../../queries/daily-bonus';
import { profileQuery } from '../../queries/profile';
import { openTaskLink } from '../../telegram/links';

const ACTION_ICONS: Record<TaskAction, LucideIcon> = {
  share: Share2,
  invite: UserPlus,
  social: MessageCircle,
  subscribe: CalendarCheck,
  create: PenLine,
  join: UserPlus,
  game: Gamepad2,
  survey: PenLine,
  watch: Eye,
  download: Download,
};

/** Completes a task the server verifies; the balance in the header follows at once. */
function useCompleteTask(task: PlayerTask) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<TaskCompletion>(
        `/api/tasks/${task.id}/complete`,
        {},
        { headers: { ...timeZoneHeaders(), ...idempotencyHeaders() } },
      ),
    onSuccess: (done) => {
      queryClient.setQueryData(profileQuery(api).queryKey, done.user);
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
      void queryClient.invalidateQueries({ queryKey: ['activities'] });
      toast.success(
        Number(done.reward) > 0 ? `Task completed: +${formatAmount(done.reward)} ${currency()}` : 'Task completed',
      );
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Verification failed'));
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}

/** Takes the task (the server notes the moment quiz and link tasks are verified from), then goes. */
function useStartTask(task: PlayerTask) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PlayerTask>(`/api/tasks/${task.id}/start`, {}, { headers: timeZoneHeaders() }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['tasks', task.type] }),
    onError: (error) => toast.error(errorMessage(error)),
  });
}

function StateBadge({ task }: { task: PlayerTask }) {
  if (task.status === 'completed')
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-accent">
        <CircleCheck aria-hidden className="size-3.5" /> Completed
      </span>
    );
  if (task.status === 'pending')
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-secondary/15 px-2.5 py-1 text-xs font-semibold text-secondary">
        <Clock aria-hidden className="size-3.5" /> Pending Review
      </span>
    );
  if (task.status === 'rejected')
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-danger/15 px-2.5 py-1 text-xs font-semibold text-danger">
        <RotateCcw aria-hidden className="size-3.5" /> Rejected - Resubmit
      </span>
    );
  if (task.requiresProof)
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-medium text-muted">
        <ShieldCheck aria-hidden className="size-3.5" /> Needs proof
      </span>
    );
  return null;
}

/** What the player is asked to do, in the task's own terms. */
function requirementText(task: PlayerTask): string | null {
  if (task.verification === 'quiz') {
    const level = task.requirements.difficulty ? ` on ${task.requirements.difficulty}` : '';
    return `Finish a quiz${level} with at least ${task.requirements.minScore ?? 60}% after pressing Go.`;
  }
  if (task.verification === 'telegram_channel') return 'Join the channel, then tap Verify.';
  if (task.verification === 'referrals') return `Invite friends who finish a quiz: ${task.progress}/${task.target}.`;
  if (task.verification === 'link') return 'Open the link, then tap Verify.';
  if (task.verification === 'proof') return 'Do the task, then send a screenshot for review.';
  return null;
}

export function TaskCard({ task, onSubmitProof }: { task: PlayerTask; onSubmitProof: (task: PlayerTask) => void }) {
  const navigate = useNavigate();
  const complete = useCompleteTask(task);
  const start = useStartTask(task);
  const Icon = ACTION_ICONS[task.action] ?? Share2;
  const done = task.status === 'completed';
  const busy = complete.isPending || start.isPending;
  const percent = task.target > 0 ? Math.min(100, Math.round((task.progress / task.target) * 100)) : 0;
  const needsGo =
    task.verification === 'quiz' || task.verification === 'link' || task.verification === 'telegram_channel';

  function go() {
    if (task.link && task.verification !== 'quiz') openTaskLink(task.link);
    if (task.verification === 'proof') return;
    start.mutate(undefined, {
      onSuccess: () => {
        if (task.verification === 'quiz') void navigate({ to: '/quiz' });
      },
    });
  }

  return (
    <article className={clsx('card flex flex-col gap-3', done && 'opacity-80')} data-testid={`task-${task.id}`}>
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-snug">{task.title}</h3>
          {task.description ? <p className="mt-0.5 text-sm text-muted">{task.description}</p> : null}
          <p className="mt-1 text-xs text-muted">
            {task.partnerName || 'Internal'}
            {task.expiresAt ? ` · Ends ${formatDate(task.expiresAt)}` : ''}
          </p>
        </div>
        <span className="shrink-0 text-right font-bold text-secondary tabular-nums">
          +{formatAmount(task.reward)}
          <span className="block text-[11px] font-medium text-muted">{currency()}</span>
        </span>
      </div>

      {!done && requirementText(task) ? <p className="text-xs text-muted">{requirementText(task)}</p> : null}
      {task.target > 1 ? (
        <div
          className="h-2 overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-label="Task progress"
          aria-valuemin={0}
          aria-valuemax={task.target}
          aria-valuenow={task.progress}
        >
          <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {task.status === 'rejected' && task.rejectionReason ? (
        <p className="rounded-xl bg-danger/10 px-3 py-2 text-xs text-danger">{task.rejectionReason}</p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2">
        <StateBadge task={task} />
        {done || task.status === 'pending' ? null : (
          <div className="ml-auto flex gap-2">
            {(needsGo || (task.requiresProof && task.link)) && (
              <button type="button" className="btn btn-ghost min-h-10 px-3 text-sm" onClick={go} disabled={busy}>
                Go <ExternalLink aria-hidden className="size-4" />
              </button>
            )}
            {task.requiresProof ? (
              <button
                type="button"
                className="btn btn-primary min-h-10 px-3 text-sm"
                onClick={() => onSubmitProof(task)}
              >
                {task.status === 'rejected' ? 'Resubmit Proof' : 'Submit Proof'}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-primary min-h-10 px-3 text-sm"
                onClick={() => complete.mutate()}
                disabled={busy || (needsGo && !task.started)}
              >
                {complete.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
                {task.verification === 'daily_login' ? 'Claim' : 'Verify'}
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
