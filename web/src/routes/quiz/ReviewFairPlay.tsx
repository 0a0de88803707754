import { Link } from '@tanstack/react-router';
import { Flag, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { ReviewItem } from '../../api-client/player-types';
import type { OpenedDispute } from '../../api-client/dispute-types';
import { FormError } from '../../components/FormError';
import { useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';

/**
 * A reviewed question's fair-play actions (decision 0058): "Verify" opens /fairness with its
 * commitment and reveal filled in; "Dispute" (for a question the player answered) sends a reason
 * to POST /api/quiz/sessions/:id/disputes.
 */
export function ReviewFairPlay({ sessionId, item }: { sessionId: string; item: ReviewItem }) {
  const t = useT();
  const [disputing, setDisputing] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex gap-3 text-xs font-semibold">
        <Link
          to="/fairness"
          search={{
            q: item.questionId,
            i: String(item.reveal.correctIndex),
            s: item.reveal.salt,
            c: item.commitment,
          }}
          className="inline-flex min-h-8 items-center gap-1 text-primary"
        >
          <ShieldCheck aria-hidden className="size-3.5" /> {t('quiz.verify')}
        </Link>
        {item.answerIndex !== null && !sent ? (
          <button
            type="button"
            className="inline-flex min-h-8 items-center gap-1 text-muted"
            aria-expanded={disputing}
            onClick={() => setDisputing((d) => !d)}
          >
            <Flag aria-hidden className="size-3.5" /> {t('quiz.dispute')}
          </button>
        ) : null}
      </div>
      {sent ? (
        <p role="status" className="text-xs text-accent">
          {t('quiz.disputeSent')}
        </p>
      ) : disputing ? (
        <DisputeForm sessionId={sessionId} questionId={item.questionId} onSent={() => setSent(true)} />
      ) : null}
    </div>
  );
}

function DisputeForm({ sessionId, questionId, onSent }: { sessionId: string; questionId: string; onSent: () => void }) {
  const api = useApi();
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      <textarea id={id} name="reason" required minLength={3} maxLength={500} className="field min-h-16 py-2 text-sm" />
      <FormError message={error} />
      <button type="submit" className="btn btn-primary min-h-10 text-sm" disabled={pending}>
        {t('quiz.disputeSend')}
      </button>
    </form>
  );
}
