// A generation's drafted questions with their verification verdicts: edit, delete, and save the passed ones to the bank.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import {
  CircleAlert,
  CircleCheck,
  CircleHelp,
  Download,
  LoaderCircle,
  Pencil,
  Save,
  Sparkles,
  Trash2,
} from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../api-client/client';
import { errorMessage } from '../ui/error-message';
import type { DraftVerdict, QuestionDraft, QuestionGenerationDetail } from '../../../api-client/types';
import { EmptyState } from '../../../components/EmptyState';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { formatCount, formatPlural } from '../../../format';
import { refreshQuestions } from '../../../queries/admin-questions';
import { Labelled } from '../ui/dialogs';
import { downloadJson } from './labels';
import { questionFormError } from './QuestionFormModal';
import { QUESTIONS } from '../ui/nouns';
import { formatDateTime } from '../../../format-time';

const VERDICTS: Record<DraftVerdict, { label: string; tone: string; icon: typeof CircleCheck }> = {
  passed: { label: 'Passed', tone: 'bg-accent/15 text-accent', icon: CircleCheck },
  failed: { label: 'Failed', tone: 'bg-danger/15 text-danger', icon: CircleAlert },
  unverified: { label: 'Unverified', tone: 'bg-secondary/15 text-secondary', icon: CircleHelp },
};

export function Drafts({ generation: g }: { generation: QuestionGenerationDetail }) {
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
      toast.success(`${formatPlural(saved.length, QUESTIONS)} saved${body.activate ? ' and active' : ' (inactive)'}`);
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
