import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { OpenedDispute } from '../../api-client/dispute-types';
import { FormError } from '../../components/FormError';
import { useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';

/**
 * The reason a player disputes a question's answer key with (decision 0058b), sent to
 * POST /api/quiz/sessions/:id/disputes: from the quiz's result screen (ReviewFairPlay) and from the
 * reveal of a question just answered (QuestionStage). `note` is shown under the reason.
 */
export function DisputeForm({
  sessionId,
  questionId,
  onSent,
  onCancel,
  note,
}: {
  sessionId: string;
  questionId: string;
  onSent: () => void;
  onCancel: () => void;
  note?: ReactNode;
}) {
  const api = useApi();
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  // The player just asked to write a reason: the field takes the focus (and the phone's keyboard).
  useEffect(() => reasonField.current?.focus({ preventScroll: true }), []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get('reason') ?? '').trim();
    setPending(true);
    setError(null);
    try {
      await api.post<OpenedDispute>(`/api/quiz/sessions/${sessionId}/disputes`, { questionId, reason });
      onSent();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2" data-testid="dispute-form">
      <label htmlFor={id} className="text-xs font-medium">
        {t('quiz.disputeReason')}
      </label>
      <textarea
        ref={reasonField}
        id={id}
        name="reason"
        required
        minLength={3}
        maxLength={500}
        className="field min-h-16 py-2 text-sm"
      />
      {note ? <p className="text-xs text-muted">{note}</p> : null}
      <FormError message={error} />
      <div className="flex gap-2">
        <button type="button" className="btn btn-ghost min-h-11 flex-1 text-sm" onClick={onCancel} disabled={pending}>
          {t('quiz.disputeCancel')}
        </button>
        <button type="submit" className="btn btn-primary min-h-11 flex-1 text-sm" disabled={pending}>
          {t('quiz.disputeSend')}
        </button>
      </div>
    </form>
  );
}
