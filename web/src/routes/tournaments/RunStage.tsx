import { useMutation } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../components/toast';
import { ApiError } from '../../api-client/client';
import { idempotencyHeaders } from '../../api-client/idempotency';
import type { RunAnswer, RunSession } from '../../api-client/tournament-types';
import { useNow } from '../../components/useNow';
import { useApi } from '../../context';
import { useHideFloatingButtons } from '../../components/floating-buttons';
import { hapticImpact, hapticNotify, useClosingConfirmation, useVerticalSwipeLock } from '../../telegram/useTelegram';
import { AnswerButton, type LiveQuestion, localDeadline, QuizProgress, Timer } from '../quiz/QuestionStage';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';

const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * A tournament run: the quiz's question stage without the reveal. Each answer goes to the server,
 * which judges and times it but says nothing about it until the tournament completes; the next
 * question follows at once.
 */
export function RunStage({
  session,
  initial,
  onFinished,
  onLost,
}: {
  session: RunSession;
  initial: LiveQuestion;
  onFinished: () => void;
  /** The run moved on elsewhere (another tab, the tournament ended): read its state again. */
  onLost: () => void;
}) {
  const api = useApi();
  const t = useT();
  const errorText = useErrorText();
  const [live, setLive] = useState(initial);
  const [selected, setSelected] = useState<number | null>(null);
  const [deadline, setDeadline] = useState<{ questionId: string; at: number } | null>(null);
  const busy = useRef(false);
  const question = live.question;
  const total = Date.parse(question.deadlineAt) - Date.parse(question.servedAt);

  useVerticalSwipeLock(true);
  // An open run: closing the Mini App asks first, and the floating buttons stay hidden.
  useClosingConfirmation(true);
  useHideFloatingButtons();
  useEffect(() => setDeadline({ questionId: live.question.id, at: localDeadline(live, Date.now()) }), [live]);
  const now = useNow(250);
  const remaining = deadline?.questionId !== question.id || now === null ? null : Math.max(0, deadline.at - now);

  const answer = useMutation({
    mutationFn: (answerIndex: number | null) =>
      api.post<RunAnswer>(
        `/api/quiz/sessions/${session.id}/answers`,
        { questionId: question.id, answerIndex },
        { headers: idempotencyHeaders() },
      ),
    onSuccess: (reply) => {
      busy.current = false;
      setSelected(null);
      if (reply.next) setLive({ question: reply.next, receivedAt: Date.now() });
      else {
        hapticNotify('success');
        onFinished();
      }
    },
    onError: (error) => {
      busy.current = false;
      setSelected(null);
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) onLost();
      else toast.error(errorText(error));
    },
  });

  const submit = useCallback(
    (index: number | null) => {
      if (busy.current) return;
      busy.current = true;
      setSelected(index);
      answer.mutate(index);
    },
    [answer],
  );

  // Time is up: the server is told so (it counts a late answer as wrong anyway).
  useEffect(() => {
    if (remaining === 0 && !busy.current) submit(null);
  }, [remaining, submit]);

  return (
    <div className="flex flex-col gap-4" data-testid="run-question" data-question={question.index + 1}>
      <div className="flex items-center justify-between gap-2 pt-1">
        <p className="text-sm font-semibold tabular-nums">
          {t('quiz.questionNumber', { number: question.index + 1 })}{' '}
          <span className="text-muted">{t('quiz.questionTotal', { total: question.total })}</span>
        </p>
        <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2.5 py-1 text-xs text-muted">
          <Lock aria-hidden className="size-3.5" /> {t('run.resultsAfter')}
        </span>
      </div>
      <QuizProgress index={question.index} total={question.total} />
      <Timer remaining={remaining} total={total} frozen={false} />
      <section aria-labelledby="run-question-text" className="flex flex-col gap-4">
        <div>
          <p className="mb-1.5 text-xs font-medium tracking-wide text-muted uppercase">{question.category}</p>
          <h2 id="run-question-text" className="text-xl leading-snug font-bold sm:text-2xl">
            {question.question}
          </h2>
        </div>
        <ul className="flex flex-col gap-2.5" aria-label={t('quiz.answers')}>
          {question.options.map((option, i) => (
            <li key={`${question.id}-${i}`}>
              <AnswerButton
                letter={LETTERS[i] ?? String(i + 1)}
                text={option}
                state={selected === null ? 'idle' : selected === i ? 'pending' : 'dimmed'}
                disabled={answer.isPending}
                onClick={() => {
                  hapticImpact();
                  submit(i);
                }}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
