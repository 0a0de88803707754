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
import { ApiError } from '../../api-client/client';
import { idempotencyHeaders } from '../../api-client/idempotency';
import type { PlayerTask, TaskAction, TaskCompletion } from '../../api-client/task-types';
import { useApi } from '../../context';
import { timeZoneHeaders } from '../../queries/daily-bonus';
import { profileQuery } from '../../queries/profile';
import { openTaskLink } from '../../telegram/links';
import { type MessageKey, type Translate, useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { type Formatters, useFormat } from '../../i18n/use-format';
import { currency } from '../../format-base';
import { ProgressBar } from '../../components/ProgressBar';
import { useLocalized } from '../../i18n/localized';
import { formatDate, formatPercent } from '../../format-time';

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
  const t = useT();
  const f = useFormat();
  const errorText = useErrorText();
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
        Number(done.reward) > 0
          ? t('task.completedToast', { amount: f.amount(done.reward) })
          : t('task.completedToastPlain'),
      );
    },
    onError: (error) => {
      toast.error(errorText(error, 'task.verifyFailed'));
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
}

/** Takes the task (the server notes the moment quiz and link tasks are verified from), then goes. */
function useStartTask(task: PlayerTask) {
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: () => api.post<PlayerTask>(`/api/tasks/${task.id}/start`, {}, { headers: timeZoneHeaders() }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['tasks', task.type] }),
    onError: (error) => toast.error(errorText(error)),
  });
}

function StateBadge({ task }: { task: PlayerTask }) {
  const t = useT();
  if (task.status === 'completed')
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-accent">
        <CircleCheck aria-hidden className="size-3.5" /> {t('task.completed')}
      </span>
    );
  if (task.status === 'pending')
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-secondary/15 px-2.5 py-1 text-xs font-semibold text-secondary">
        <Clock aria-hidden className="size-3.5" /> {t('task.pendingReview')}
      </span>
    );
  if (task.status === 'rejected')
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-danger/15 px-2.5 py-1 text-xs font-semibold text-danger">
        <RotateCcw aria-hidden className="size-3.5" /> {t('task.rejected')}
      </span>
    );
  if (task.requiresProof)
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-medium text-muted">
        <ShieldCheck aria-hidden className="size-3.5" /> {t('task.needsProof')}
      </span>
    );
  return null;
}

/** What the player is asked to do, in the task's own terms. */
function requirementText(t: Translate, f: Formatters, task: PlayerTask): string | null {
  if (task.verification === 'quiz') {
    const score = task.requirements.minScore ?? 60;
    const difficulty = task.requirements.difficulty;
    return difficulty
      ? t('task.req.quizOn', {
          difficulty: t(`difficulty.${difficulty}` as MessageKey).toLowerCase(),
          score: formatPercent(score, f.locale),
        })
      : t('task.req.quiz', { score: formatPercent(score, f.locale) });
  }
  if (task.verification === 'telegram_channel') return t('task.req.channel');
  if (task.verification === 'referrals')
    return t('task.req.referrals', { progress: task.progress, target: task.target });
  if (task.verification === 'link') return t('task.req.link');
  if (task.verification === 'proof') return t('task.req.proof');
  return null;
}

export function TaskCard({ task, onSubmitProof }: { task: PlayerTask; onSubmitProof: (task: PlayerTask) => void }) {
  const navigate = useNavigate();
  const complete = useCompleteTask(task);
  const start = useStartTask(task);
  const t = useT();
  const f = useFormat();
  const local = useLocalized();
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
          <h3 className="font-semibold leading-snug">{local(task.title, task.translations, 'title')}</h3>
          {task.description ? (
            <p className="mt-0.5 text-sm text-muted">{local(task.description, task.translations, 'description')}</p>
          ) : null}
          <p className="mt-1 text-xs text-muted">
            {task.partnerName || t('task.internal')}
            {task.expiresAt ? ` · ${t('task.ends', { date: formatDate(task.expiresAt, f.locale) })}` : ''}
          </p>
        </div>
        <span className="shrink-0 text-right font-bold text-secondary tabular-nums">
          +{f.amount(task.reward)}
          <span className="block text-[11px] font-medium text-muted">{currency()}</span>
        </span>
      </div>

      {!done && requirementText(t, f, task) ? (
        <p className="text-xs text-muted">{requirementText(t, f, task)}</p>
      ) : null}
      {task.target > 1 ? (
        <ProgressBar
          label={t('task.progress')}
          value={task.progress}
          max={task.target}
          percent={percent}
          className="h-2"
          barClassName="bg-accent"
        />
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
                {t('task.go')} <ExternalLink aria-hidden className="size-4" />
              </button>
            )}
            {task.requiresProof ? (
              <button
                type="button"
                className="btn btn-primary min-h-10 px-3 text-sm"
                onClick={() => onSubmitProof(task)}
              >
                {task.status === 'rejected' ? t('task.resubmitProof') : t('task.submitProof')}
              </button>
            ) : (
              <button
                type="button"
                className="btn btn-primary min-h-10 px-3 text-sm"
                onClick={() => complete.mutate()}
                disabled={busy || (needsGo && !task.started)}
              >
                {complete.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
                {task.verification === 'daily_login' ? t('task.claim') : t('task.verify')}
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
