import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../ui/error-message';
import type { AdminQuestion } from '../../../api-client/types';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { ActiveCheckbox, FormActions, Labelled } from '../ui/dialogs';
import { CATEGORIES, DIFFICULTIES, POOL_LABELS, POOLS } from './labels';

export type QuestionBody = {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  category: string;
  difficulty: string;
  points: number;
  isActive: boolean;
  pool: string;
};

const emptyBody: QuestionBody = {
  question: '',
  options: ['', '', '', ''],
  correctAnswer: 0,
  explanation: '',
  category: 'Bitcoin',
  difficulty: 'easy',
  points: 10,
  isActive: true,
  pool: 'practice',
};

export const bodyOfQuestion = (q: AdminQuestion): QuestionBody => ({
  question: q.question,
  options: q.options,
  correctAnswer: q.correctAnswer,
  explanation: q.explanation,
  category: q.category,
  difficulty: q.difficulty,
  points: q.points,
  isActive: q.isActive,
  pool: q.pool,
});

/** The spec's checks (002 section 5) before a round trip; the server applies the same rules. */
export function questionFormError(b: { question: string; options: string[]; explanation: string }): string | null {
  if (!b.question.trim() || b.options.some((o) => !o.trim()) || !b.explanation.trim())
    return 'Please fill in all required fields';
  if (b.question.trim().length < 10) return 'Question text too short';
  if (b.options.length !== 4) return 'Must have exactly 4 options';
  if (b.explanation.trim().length < 20) return 'Explanation too short';
  return null;
}

export function QuestionFormModal({
  question,
  onClose,
  onSaved,
}: {
  question: AdminQuestion | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const api = useApi();
  const [form, setForm] = useState<QuestionBody>(question ? bodyOfQuestion(question) : emptyBody);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: QuestionBody) =>
      question ? api.put(`/api/admin/questions/${question.id}`, body) : api.post('/api/admin/questions', body),
    onSuccess: () => {
      toast.success(question ? 'Question updated' : 'Question added');
      onSaved();
      onClose();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const set = <K extends keyof QuestionBody>(key: K, value: QuestionBody[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setError(null);
  };
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = questionFormError(form);
    if (problem) {
      setError(problem);
      return;
    }
    save.mutate({
      ...form,
      question: form.question.trim(),
      options: form.options.map((o) => o.trim()),
      explanation: form.explanation.trim(),
    });
  }
  const busy = save.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      busy={busy}
      size="lg"
      title={question ? 'Edit Question' : 'Add Question'}
      description="Players are judged on the correct answer: check it twice."
      footer={
        <FormActions
          formId={`${id}-form`}
          busy={busy}
          onCancel={onClose}
          submit={question ? 'Update Question' : 'Add Question'}
          busyText="Saving..."
        />
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Labelled id={`${id}-q`} label="Question" required className="sm:col-span-3">
          <textarea
            id={`${id}-q`}
            value={form.question}
            onChange={(e) => set('question', e.target.value)}
            rows={2}
            maxLength={500}
            className="field"
            data-autofocus
          />
        </Labelled>
        <fieldset className="flex flex-col gap-2 sm:col-span-3">
          <legend className="mb-1.5 text-sm font-medium">
            Options <span className="text-danger">*</span>{' '}
            <span className="font-normal text-muted">(select the correct one)</span>
          </legend>
          {form.options.map((option, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the four option slots are fixed positions
            <div key={i} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-correct`}
                checked={form.correctAnswer === i}
                onChange={() => set('correctAnswer', i)}
                aria-label={`Option ${i + 1} is correct`}
                className="size-5 accent-(--app-accent)"
              />
              <input
                value={option}
                onChange={(e) =>
                  set(
                    'options',
                    form.options.map((o, j) => (j === i ? e.target.value : o)),
                  )
                }
                maxLength={200}
                aria-label={`Option ${i + 1}`}
                placeholder={`Option ${i + 1}`}
                className="field flex-1"
              />
            </div>
          ))}
        </fieldset>
        <Labelled id={`${id}-e`} label="Explanation" required className="sm:col-span-3">
          <textarea
            id={`${id}-e`}
            value={form.explanation}
            onChange={(e) => set('explanation', e.target.value)}
            rows={2}
            maxLength={1000}
            className="field"
          />
        </Labelled>
        <Labelled id={`${id}-c`} label="Category">
          <select
            id={`${id}-c`}
            value={form.category}
            onChange={(e) => set('category', e.target.value)}
            className="field"
          >
            {CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-d`} label="Difficulty">
          <select
            id={`${id}-d`}
            value={form.difficulty}
            onChange={(e) => set('difficulty', e.target.value)}
            className="field capitalize"
          >
            {DIFFICULTIES.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-pool`} label="Pool">
          {/* A question's pool is fixed once saved (decision 0047). */}
          <select
            id={`${id}-pool`}
            value={form.pool}
            onChange={(e) => set('pool', e.target.value)}
            disabled={question !== null}
            className="field"
          >
            {POOLS.map((p) => (
              <option key={p} value={p}>
                {POOL_LABELS[p]}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-p`} label="Points (1-100)">
          <input
            id={`${id}-p`}
            type="number"
            min={1}
            max={100}
            value={form.points}
            onChange={(e) => set('points', Math.round(Number(e.target.value)) || 10)}
            className="field tabular-nums"
          />
        </Labelled>
        <ActiveCheckbox
          checked={form.isActive}
          onChange={(checked) => set('isActive', checked)}
          label="Active (served in quizzes)"
          className="sm:col-span-3"
        />
        <FormError message={error} className="sm:col-span-3" />
      </form>
    </Modal>
  );
}
