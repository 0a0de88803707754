import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../ui/error-message';
import type { AdminTask, TaskAction, TaskType, Verification } from '../../../api-client/task-types';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { useApi } from '../../../context';
import { refreshAdminTasks } from '../../../queries/tasks';
import { taskActions } from '../../../../../domain/tasks/task-lists';
import { capitalise, TASK_TYPES } from './admin-task-ui';
import { FormActions } from '../ui/dialogs';
import { TranslationFields } from '../ui/translation-fields';

const VERIFICATIONS: { value: Verification; label: string }[] = [
  { value: 'proof', label: 'Screenshot proof (admin review)' },
  { value: 'quiz', label: 'Quiz score' },
  { value: 'telegram_channel', label: 'Telegram channel membership' },
  { value: 'referrals', label: 'Qualified referrals' },
  { value: 'daily_login', label: 'Daily check-in' },
  { value: 'link', label: 'Link visit (small reward)' },
];

type Values = {
  title: string;
  description: string;
  translations: AdminTask['translations'];
  type: TaskType;
  reward: string;
  action: TaskAction;
  verification: Verification;
  link: string;
  partnerName: string;
  minScore: string;
  difficulty: string;
  chat: string;
  target: string;
  maxCompletions: string;
  startDate: string;
  endDate: string;
  isActive: boolean;
};

/** datetime-local wants "YYYY-MM-DDTHH:mm" in local time. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function initial(task: AdminTask | null, defaults: Partial<Values>): Values {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    translations: task?.translations ?? {},
    type: task?.type ?? defaults.type ?? 'daily',
    reward: task?.reward ?? '0',
    action: task?.action ?? 'share',
    verification: task?.verification ?? defaults.verification ?? 'proof',
    link: task?.link ?? '',
    partnerName: task?.partnerName ?? '',
    minScore: String(task?.requirements.minScore ?? 60),
    difficulty: task?.requirements.difficulty ?? '',
    chat: task?.requirements.chat ?? '',
    target: String(task?.requirements.target ?? 1),
    maxCompletions: String(task?.maxCompletions ?? 0),
    startDate: localInput(task?.startDate ?? null),
    endDate: localInput(task?.endDate ?? null),
    isActive: task?.isActive ?? true,
  };
}

function body(v: Values) {
  const requirements =
    v.verification === 'quiz'
      ? { minScore: Number(v.minScore), ...(v.difficulty ? { difficulty: v.difficulty } : {}) }
      : v.verification === 'telegram_channel'
        ? v.chat.trim()
          ? { chat: v.chat.trim() }
          : {}
        : v.verification === 'referrals'
          ? { target: Number(v.target) }
          : {};
  return {
    title: v.title,
    description: v.description,
    translations: v.translations,
    type: v.type,
    reward: v.reward.trim() || '0',
    action: v.action,
    verification: v.verification,
    link: v.link.trim() || null,
    partnerName: v.partnerName.trim() || null,
    requirements,
    maxCompletions: Number(v.maxCompletions || 0),
    startDate: v.startDate ? new Date(v.startDate).toISOString() : null,
    endDate: v.endDate ? new Date(v.endDate).toISOString() : null,
    isActive: v.isActive,
  };
}

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, wrapped by the label
    <label className={`flex flex-col gap-1 text-sm font-medium ${wide ? 'sm:col-span-2' : ''}`}>
      {label}
      {children}
    </label>
  );
}

/**
 * The create/edit task modal, shared by Tasks and Marketing Tasks. The server checks every rule
 * (reward steps, dates, what each verification needs) and its message is shown here.
 */
export function TaskForm({
  open,
  task,
  defaults = {},
  onClose,
  createdMessage = (title: string) => `Task "${title}" created successfully!`,
}: {
  open: boolean;
  task: AdminTask | null;
  defaults?: Partial<Values>;
  onClose: () => void;
  createdMessage?: (title: string) => string;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [values, setValues] = useState(() => initial(task, defaults));
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form restarts when it opens on another task
  useEffect(() => {
    if (open) {
      setValues(initial(task, defaults));
      setError(null);
    }
  }, [open, task]);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const save = useMutation({
    mutationFn: (v: Values) =>
      task
        ? api.put<AdminTask>(`/api/admin/tasks/${task.id}`, body(v))
        : api.post<AdminTask>('/api/admin/tasks', body(v)),
    onSuccess: (saved) => {
      toast.success(task ? `Task "${saved.title}" updated successfully!` : createdMessage(saved.title));
      void refreshAdminTasks(queryClient);
      onClose();
    },
    onError: (e) => setError(errorMessage(e, 'Failed to create task. Please try again.')),
  });
  const marketing = values.type === 'marketing' || values.type === 'partner';

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    save.mutate(values);
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={save.isPending}
      size="lg"
      title={task ? 'Edit Task' : 'Create Task'}
      footer={
        <FormActions
          formId={`${id}-form`}
          busy={save.isPending}
          onCancel={onClose}
          submit={task ? 'Save Changes' : 'Create Task'}
        />
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" noValidate>
        <Field label="Title" wide>
          <input
            className="field"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            maxLength={120}
            data-autofocus
          />
        </Field>
        <Field label="Description" wide>
          <textarea
            className="field min-h-20 py-2"
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            maxLength={2000}
          />
        </Field>
        <TranslationFields
          value={values.translations}
          fields={[
            { field: 'title', label: 'Title', maxLength: 120 },
            { field: 'description', label: 'Description', maxLength: 2000, multiline: true },
          ]}
          onChange={(next) => set('translations', next)}
        />
        <Field label="Type">
          <select className="field" value={values.type} onChange={(e) => set('type', e.target.value as TaskType)}>
            {TASK_TYPES.map((t) => (
              <option key={t} value={t}>
                {capitalise(t)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Action">
          <select className="field" value={values.action} onChange={(e) => set('action', e.target.value as TaskAction)}>
            {taskActions.map((a) => (
              <option key={a} value={a}>
                {capitalise(a)}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Reward (USDT)">
          <input
            className="field tabular-nums"
            type="number"
            min={0}
            step={marketing ? 0.01 : 0.1}
            value={values.reward}
            onChange={(e) => set('reward', e.target.value)}
          />
        </Field>
        <Field label="Max completions (0 = unlimited)">
          <input
            className="field tabular-nums"
            type="number"
            min={0}
            step={1}
            value={values.maxCompletions}
            onChange={(e) => set('maxCompletions', e.target.value)}
          />
        </Field>
        <Field label="Verification" wide>
          <select
            className="field"
            value={values.verification}
            onChange={(e) => set('verification', e.target.value as Verification)}
          >
            {VERIFICATIONS.map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
          </select>
        </Field>
        {values.verification === 'quiz' ? (
          <>
            <Field label="Minimum score (%)">
              <input
                className="field tabular-nums"
                type="number"
                min={0}
                max={100}
                value={values.minScore}
                onChange={(e) => set('minScore', e.target.value)}
              />
            </Field>
            <Field label="Difficulty">
              <select className="field" value={values.difficulty} onChange={(e) => set('difficulty', e.target.value)}>
                <option value="">Any</option>
                <option value="easy">Easy</option>
                <option value="medium">Medium</option>
                <option value="hard">Hard</option>
              </select>
            </Field>
          </>
        ) : null}
        {values.verification === 'telegram_channel' ? (
          <Field label="Channel (@username or chat id; else taken from a t.me link)" wide>
            <input
              className="field"
              value={values.chat}
              onChange={(e) => set('chat', e.target.value)}
              maxLength={100}
            />
          </Field>
        ) : null}
        {values.verification === 'referrals' ? (
          <Field label="Qualified referrals needed">
            <input
              className="field tabular-nums"
              type="number"
              min={1}
              max={1000}
              value={values.target}
              onChange={(e) => set('target', e.target.value)}
            />
          </Field>
        ) : null}
        <Field label="Link" wide>
          <input
            className="field"
            type="url"
            placeholder="https://"
            value={values.link}
            onChange={(e) => set('link', e.target.value)}
            maxLength={500}
          />
        </Field>
        <Field label="Partner name (empty = Internal)">
          <input
            className="field"
            value={values.partnerName}
            onChange={(e) => set('partnerName', e.target.value)}
            maxLength={80}
          />
        </Field>
        <Field label="Start date">
          <input
            className="field"
            type="datetime-local"
            value={values.startDate}
            onChange={(e) => set('startDate', e.target.value)}
          />
        </Field>
        <Field label="End / expiry date">
          <input
            className="field"
            type="datetime-local"
            value={values.endDate}
            onChange={(e) => set('endDate', e.target.value)}
          />
        </Field>
        <label className="flex items-center gap-2 self-end pb-3 text-sm font-medium">
          <input type="checkbox" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          Active
        </label>
        <div className="sm:col-span-2">
          <FormError message={error} />
        </div>
      </form>
    </Modal>
  );
}
