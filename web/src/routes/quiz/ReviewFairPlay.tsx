import { Link } from '@tanstack/react-router';
import { Flag, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { ReviewItem } from '../../api-client/player-types';
import { useT } from '../../i18n/i18n';
import { DisputeForm } from './DisputeForm';

/**
 * A reviewed question's fair-play actions (decision 0058): "Verify" opens /fairness with its
 * commitment and reveal filled in; "Dispute" (for a question the player answered) sends a reason
 * to POST /api/quiz/sessions/:id/disputes (DisputeForm, shared with the quiz's reveal).
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
        <DisputeForm
          sessionId={sessionId}
          questionId={item.questionId}
          onSent={() => setSent(true)}
          onCancel={() => setDisputing(false)}
        />
      ) : null}
    </div>
  );
}
