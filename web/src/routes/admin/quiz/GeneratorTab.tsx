import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import {
  CircleAlert,
  CircleCheck,
  CircleHelp,
  Download,
  KeyRound,
  LoaderCircle,
  Pencil,
  Save,
  Sparkles,
  Trash2,
} from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../../../components/toast';
import { ApiError, errorMessage } from '../../../api-client/client';
import type { DraftVerdict, QuestionDraft, QuestionGenerationDetail } from '../../../api-client/types';
import { EmptyState } from '../../../components/EmptyState';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { useApi } from '../../../context';
import { formatCount, formatDateTime } from '../../../format';
import { questionGenerationQuery, questionGenerationsQuery, refreshQuestions } from '../../../queries/admin-questions';
import { InlineError } from '../ui/section';
import { AI_TOPICS, DIFFICULTIES, downloadJson, GENERATION_COUNTS, POOLS } from './labels';
import { Labelled, questionFormError } from './QuestionFormModal';

const VERDICTS: Record<DraftVerdict, { label: string; tone: string; icon: typeof CircleCheck }> = {
  passed: { label: 'Passed', tone: 'bg-accent/15 text-accent', icon: CircleCheck },
  failed: { label: 'Failed', tone: 'bg-danger/15 text-danger', icon: CircleAlert },
  unverified: { label: 'Unverified', tone: 'bg-secondary/15 text-secondary', icon: CircleHelp },
};

/** The AI Question Generator tab: a request, its progress, then the drafts with their verdicts. */
export function GeneratorTab() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: history } = useSuspenseQuery(questionGenerationsQuery(api));
  const [current, setCurrent] = useState<string | null>(history.data[0]?.id ?? null);
  const [form, setForm] = useState({ count: 5, difficulty: 'easy', topic: 'Bitcoin', pool: 'practice' });
  const generate = useMutation({
    mutationFn: () => api.post<{ id: string }>('/api/admin/questions/generate', form),
    onSuccess: ({ id }) => {
      setCurrent(id);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'question-generations'], exact: true });
    },
    onError: (error) => toast.error(`Failed to generate questions: ${errorMessage(error)}`),
  });
  const busy = generate.isPending;

  return (
    <div className="grid gap-4 xl:grid-cols-[20rem_1fr]">
      <div className="flex flex-col gap-4">
        <form
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
          aria-label="Generate questions"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            generate.mutate();
          }}
        >
          <h2 className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden className="size-4 text-secondary" /> Generate with AI
          </h2>
          {history.configured ? null : <NotConfigured />}
          <Choice
            label="Count"
            value={String(form.count)}
            options={GENERATION_COUNTS.map(String)}
            onChange={(v) => setForm((f) => ({ ...f, count: Number(v) }))}
          />
          <Choice
            label="Difficulty"
            value={form.difficulty}
            options={DIFFICULTIES}
            onChange={(difficulty) => setForm((f) => ({ ...f, difficulty }))}
          />
          <Choice
            label="Topic"
            value={form.topic}
            options={AI_TOPICS}
            onChange={(topic) => setForm((f) => ({ ...f, topic }))}
          />
          <Choice
            label="Pool"
            value={form.pool}
            options={POOLS}
            onChange={(pool) => setForm((f) => ({ ...f, pool }))}
          />
          <button type="submit" className="btn btn-primary" disabled={busy || !history.configured}>
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Sparkles aria-hidden className="size-4" />
            )}
            {busy ? 'Starting...' : 'Generate'}
          </button>
          <p className="text-xs text-muted">
            Every draft is checked: the shape rules, duplicates of the bank, and a blind answer by the model that must
            match the key. Nothing goes live until you save it.
          </p>
        </form>
        {history.data.length > 0 ? (
          <nav aria-label="Recent generations" className="rounded-xl border border-line bg-surface p-2">
            <h3 className="px-2 py-1 text-xs font-semibold tracking-wide text-muted uppercase">Recent</h3>
            <ul>
              {history.data.map((g) => (
                <li key={g.id}>
                  <button
                    type="button"
                    onClick={() => setCurrent(g.id)}
                    aria-current={g.id === current}
                    className={clsx(
                      'flex w-full items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-left text-sm',
                      g.id === current ? 'bg-primary/12 text-primary' : 'hover:bg-surface-2',
                    )}
                  >
                    <span className="truncate">
                      {g.count} · {g.difficulty} · {g.topic}
                      {g.pool === 'tournament' ? ' · tournament pool' : ''}
                    </span>
                    <span className="shrink-0 text-xs text-muted">{g.status}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {current ? (
        <GenerationPanel key={current} id={current} />
      ) : (
        <EmptyState icon={<Sparkles aria-hidden className="size-7" />} title="No generated questions yet">
          Choose a count, difficulty and topic, then Generate.
        </EmptyState>
      )}
    </div>
  );
}

function NotConfigured() {
  return (
    <div role="note" className="flex gap-2 rounded-xl bg-secondary/10 p-3 text-sm">
      <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary" />
      <p>
        <span className="font-semibold">AI generation is not configured.</span> Set{' '}
        <code className="font-mono text-xs">OPENAI_API_KEY</code> (and, for another provider,{' '}
        <code className="font-mono text-xs">OPENAI_BASE_URL</code> and{' '}
        <code className="font-mono text-xs">OPENAI_MODEL</code>) in the server environment, then restart the API and the
        worker.
      </p>
    </div>
  );
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="field capitalize">
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

function GenerationPanel({ id }: { id: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(questionGenerationQuery(api, id));
  const status = query.data?.status;
  // The history shows each generation's status: refresh it when this one finishes.
  useEffect(() => {
    if (status === 'done' || status === 'failed')
      void queryClient.invalidateQueries({ queryKey: ['admin', 'question-generations'], exact: true });
  }, [status, queryClient]);
  if (query.isPending)
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading generation">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div className="rounded-xl border border-line bg-surface">
        <InlineError error={query.error} onRetry={() => void query.refetch()} what="This generation" />
      </div>
    );
  const g = query.data;
  if (g.status === 'queued' || g.status === 'running')
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface px-6 py-12 text-center"
      >
        <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
        <p className="font-semibold">
          {g.status === 'queued'
            ? 'Waiting for a worker...'
            : `Generating ${g.count} ${g.difficulty} ${g.topic} questions and checking each one...`}
        </p>
        <p className="text-sm text-muted">
          This usually takes under a minute. You can leave this page; the result is kept.
        </p>
      </div>
    );
  if (g.status === 'failed')
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-2 rounded-xl border border-danger/40 bg-danger/8 px-6 py-10 text-center"
      >
        <CircleAlert aria-hidden className="size-8 text-danger" />
        <p className="font-semibold text-danger">{g.error ?? 'Failed to generate questions'}</p>
        <p className="text-sm text-muted">
          No questions were made up in its place. Try again, or check the AI service settings.
        </p>
      </div>
    );
  return <Drafts generation={g} />;
}

function Drafts({ generation: g }: { generation: QuestionGenerationDetail }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const unsaved = g.questions.filter((q) => !q.savedQuestionId);
  const [selected, setSelected] = useState<Set<string>>(
    () => new Set(unsaved.filter((q) => q.verdict === 'passed').map((q) => q.id)),
  );
  const [editing, setEditing] = useState<QuestionDraft | null>(null);
  const [confirm, setConfirm] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'question-generations', g.id] });
  const save = useMutation({
    mutationFn: (body: { activate: boolean; confirmUnchecked?: boolean }) =>
      api.post<unknown[]>(`/api/admin/question-generations/${g.id}/save`, { ids: [...selected], ...body }),
    onSuccess: (saved, body) => {
      toast.success(
        `${formatCount(saved.length)} question${saved.length === 1 ? '' : 's'} saved${body.activate ? ' and active' : ' (inactive)'}`,
      );
      setConfirm(null);
      setSelected(new Set());
      void refresh();
      void refreshQuestions(queryClient);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && error.message.includes('verification gate'))
        setConfirm(error.message);
      else toast.error(`Failed to save questions: ${errorMessage(error)}`);
    },
  });
  const remove = useMutation({
    mutationFn: (draftId: string) => api.delete(`/api/admin/question-generations/${g.id}/drafts/${draftId}`),
    onSuccess: () => void refresh(),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const counts = { passed: 0, failed: 0, unverified: 0 };
  for (const q of g.questions) counts[q.verdict] += 1;

  return (
    <section aria-label="Generated questions" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-semibold">
            {g.questions.length} drafts · {g.difficulty} · {g.topic}
          </p>
          <span className="text-accent">{counts.passed} passed</span>
          <span className="text-danger">{counts.failed} failed</span>
          <span className="text-secondary">{counts.unverified} unverified</span>
          <span className="text-xs text-muted" title="Tokens used (prompt + completion)">
            {formatCount(g.tokens.prompt + g.tokens.completion)} tokens · {formatDateTime(g.createdAt)}
          </span>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-ghost min-h-9 text-sm"
            onClick={() => downloadJson(g.questions, `ai_questions_${g.id.slice(0, 8)}.json`)}
          >
            <Download aria-hidden className="size-4" /> Export
          </button>
          <button
            type="button"
            className="btn btn-ghost min-h-9 text-sm"
            disabled={selected.size === 0 || save.isPending}
            onClick={() => save.mutate({ activate: false })}
          >
            <Save aria-hidden className="size-4" /> Save inactive
          </button>
          <button
            type="button"
            className="btn btn-primary min-h-9 text-sm"
            disabled={selected.size === 0 || save.isPending}
            onClick={() => save.mutate({ activate: true })}
          >
            {save.isPending ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <CircleCheck aria-hidden className="size-4" />
            )}
            Save &amp; activate ({selected.size})
          </button>
        </div>
      </div>
      {g.questions.length === 0 ? (
        <EmptyState icon={<Sparkles aria-hidden className="size-7" />} title="No drafts left">
          Every draft of this generation was deleted. Generate again for more.
        </EmptyState>
      ) : (
        <ol className="grid gap-3 2xl:grid-cols-2">
          {g.questions.map((q) => {
            const verdict = VERDICTS[q.verdict];
            return (
              <li
                key={q.id}
                className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4"
                data-testid="draft"
              >
                <div className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    aria-label={`Select: ${q.question}`}
                    disabled={Boolean(q.savedQuestionId)}
                    checked={selected.has(q.id)}
                    onChange={() =>
                      setSelected((s) => {
                        const next = new Set(s);
                        next.has(q.id) ? next.delete(q.id) : next.add(q.id);
                        return next;
                      })
                    }
                    className="mt-1 size-4 accent-(--app-primary)"
                  />
                  <p className="flex-1 font-medium">
                    {q.question || <span className="text-muted italic">(no question text)</span>}
                  </p>
                  <span
                    className={clsx(
                      'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                      verdict.tone,
                    )}
                  >
                    <verdict.icon aria-hidden className="size-3.5" /> {verdict.label}
                  </span>
                </div>
                <ul className="grid gap-1 pl-7 text-sm sm:grid-cols-2">
                  {q.options.map((o, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: options are positions
                    <li
                      key={i}
                      className={clsx(
                        'rounded-lg px-2 py-1',
                        i === q.correct ? 'bg-accent/12 font-medium text-accent' : 'bg-surface-2',
                      )}
                    >
                      {i === q.correct ? '✓ ' : ''}
                      {o}
                    </li>
                  ))}
                </ul>
                <p className="pl-7 text-sm text-muted">{q.explanation}</p>
                <ul className="pl-7 text-xs" aria-label="Verification">
                  {q.reasons.map((r) => (
                    <li
                      key={r}
                      className={
                        q.verdict === 'passed'
                          ? 'text-accent'
                          : q.verdict === 'failed'
                            ? 'text-danger'
                            : 'text-secondary'
                      }
                    >
                      {r}
                    </li>
                  ))}
                </ul>
                <div className="flex items-center justify-end gap-2 pl-7">
                  {q.savedQuestionId ? (
                    <span className="text-xs font-semibold text-accent">Saved to the bank</span>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="btn btn-ghost min-h-8 px-2 text-xs"
                        onClick={() => setEditing(q)}
                      >
                        <Pencil aria-hidden className="size-3.5" /> Edit
                      </button>
                      <button
                        type="button"
                        className="btn min-h-8 bg-danger/12 px-2 text-xs text-danger"
                        onClick={() => remove.mutate(q.id)}
                        disabled={remove.isPending}
                      >
                        <Trash2 aria-hidden className="size-3.5" /> Delete
                      </button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {editing ? (
        <DraftModal generationId={g.id} draft={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      ) : null}
      {confirm ? (
        <Modal
          open
          size="sm"
          onClose={() => setConfirm(null)}
          busy={save.isPending}
          title="Activate unchecked questions?"
          footer={
            <>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => save.mutate({ activate: false })}
                disabled={save.isPending}
              >
                Save inactive
              </button>
              <button
                type="button"
                className="btn bg-danger text-white"
                onClick={() => save.mutate({ activate: true, confirmUnchecked: true })}
                disabled={save.isPending}
                data-autofocus
              >
                Activate anyway
              </button>
            </>
          }
        >
          <p className="text-sm">{confirm}.</p>
          <p className="mt-2 text-sm text-muted">
            Players stake money on these answer keys. Activate them only after you checked each one yourself.
          </p>
        </Modal>
      ) : null}
    </section>
  );
}

function DraftModal({
  generationId,
  draft,
  onClose,
  onSaved,
}: {
  generationId: string;
  draft: QuestionDraft;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const api = useApi();
  const [form, setForm] = useState({
    question: draft.question,
    options: draft.options.length === 4 ? draft.options : [...draft.options, '', '', '', ''].slice(0, 4),
    correct: Math.min(3, Math.max(0, draft.correct)),
    explanation: draft.explanation,
    category: draft.category,
  });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => api.put(`/api/admin/question-generations/${generationId}/drafts/${draft.id}`, form),
    onSuccess: () => {
      onSaved();
      onClose();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = questionFormError(form);
    if (problem) return setError(`Invalid question: ${problem}`);
    save.mutate();
  }
  return (
    <Modal
      open
      onClose={onClose}
      busy={save.isPending}
      size="lg"
      title="Edit draft"
      description="Changing the question, its options or its key makes the draft unverified: you then vouch for it."
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={save.isPending}>
            Save draft
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <Labelled id={`${id}-q`} label="Question" required>
          <textarea
            id={`${id}-q`}
            rows={2}
            value={form.question}
            onChange={(e) => setForm((f) => ({ ...f, question: e.target.value }))}
            className="field"
            data-autofocus
          />
        </Labelled>
        {form.options.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are positions
          <div key={i} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-correct`}
              checked={form.correct === i}
              onChange={() => setForm((f) => ({ ...f, correct: i }))}
              aria-label={`Option ${i + 1} is correct`}
              className="size-5 accent-(--app-accent)"
            />
            <input
              value={o}
              aria-label={`Option ${i + 1}`}
              onChange={(e) =>
                setForm((f) => ({ ...f, options: f.options.map((x, j) => (j === i ? e.target.value : x)) }))
              }
              className="field flex-1"
            />
          </div>
        ))}
        <Labelled id={`${id}-e`} label="Explanation" required>
          <textarea
            id={`${id}-e`}
            rows={2}
            value={form.explanation}
            onChange={(e) => setForm((f) => ({ ...f, explanation: e.target.value }))}
            className="field"
          />
        </Labelled>
        <FormError message={error} />
      </form>
    </Modal>
  );
}
