import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { CircleCheck, Clock, Dumbbell, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type {
  PracticeQuizAnswer,
  PracticeQuizResult,
  PracticeQuizState,
  QuizQuestion,
  StartedPracticeQuiz,
} from '../../api-client/player-types';
import { CardHeading } from '../../components/CardHeading';
import { toast } from '../../components/toast';
import { type PlayerContext, useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { practiceQuizQuery } from '../../queries/practice-quiz';
import { type LiveQuestion, type QuestionFeed, QuestionStage } from '../quiz/QuestionStage';
import { PracticeResult } from './PracticeResult';

export const Route = createLazyRoute('/player/practice-quiz')({ component: PracticeQuizPage });

/** The route's loader (player-routes.ts): the practice quiz the address names, to go on with after a reload. */
export async function load({ queryClient, api }: PlayerContext, session: string | undefined) {
  if (session) await queryClient.fetchQuery(practiceQuizQuery(api, session)).catch(() => null);
}

type Stage =
  | { stage: 'intro' }
  | { stage: 'question'; id: string; live: LiveQuestion; revealMs: number; correctBefore: number }
  | { stage: 'result'; result: PracticeQuizResult | null };

/** Where the practice quiz the address names is (the loader read it): its question, its result, or none. */
function resumed(state: PracticeQuizState | undefined): Stage {
  if (state?.question)
    return {
      stage: 'question',
      id: state.session.id,
      // its time is the server's deadline, not this page's clock
      live: { question: state.question, receivedAt: null },
      revealMs: state.revealSeconds * 1000,
      correctBefore: state.session.correctAnswers,
    };
  if (state?.result) return { stage: 'result', result: state.result };
  return { stage: 'intro' };
}

/**
 * A guest's practice quiz (decision 0067): five easy questions on the quiz's own question screen,
 * judged by the server, then the score and an invitation to create an account. Nothing is at stake.
 */
function PracticeQuizPage() {
  const api = useApi();
  const t = useT();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { redirect, session: current } = Route.useSearch();
  const [stage, setStage] = useState<Stage>(() =>
    resumed(current ? queryClient.getQueryData(practiceQuizQuery(api, current).queryKey) : undefined),
  );
  // The address names the quiz under way, so a reload goes on with it (none after "Practice again").
  const remember = (session: string | undefined) =>
    void navigate({ to: '/practice-quiz', search: { redirect, session }, replace: true });
  const start = useMutation({
    mutationFn: () => api.post<StartedPracticeQuiz>('/api/practice-quiz/sessions'),
    onSuccess: ({ session, question, revealSeconds }) => {
      remember(session.id);
      setStage({
        stage: 'question',
        id: session.id,
        live: { question, receivedAt: Date.now() },
        revealMs: revealSeconds * 1000,
        correctBefore: 0,
      });
      window.scrollTo({ top: 0 });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const finish = useCallback((last: PracticeQuizAnswer | null) => {
    setStage({ stage: 'result', result: last?.result ?? null });
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <div className="flex flex-col gap-4">
      <h1 className={stage.stage === 'intro' ? 'pt-1 text-2xl font-bold' : 'sr-only'}>{t('practice.title')}</h1>
      {stage.stage === 'intro' ? <Intro starting={start.isPending} onStart={() => start.mutate()} /> : null}
      {stage.stage === 'question' ? (
        <PracticeQuestions
          key={stage.id}
          id={stage.id}
          initial={stage.live}
          revealMs={stage.revealMs}
          correctBefore={stage.correctBefore}
          onFinished={finish}
        />
      ) : null}
      {stage.stage === 'result' ? (
        <PracticeResult
          result={stage.result}
          redirect={redirect}
          onAgain={() => {
            remember(undefined);
            setStage({ stage: 'intro' });
          }}
        />
      ) : null}
    </div>
  );
}

function Intro({ starting, onStart }: { starting: boolean; onStart: () => void }) {
  const t = useT();
  const points = [
    { icon: Dumbbell, text: t('practice.pointQuestions') },
    { icon: Clock, text: t('practice.pointTimer') },
    { icon: ShieldCheck, text: t('practice.pointNothingKept') },
  ];
  return (
    <section className="card flex flex-col gap-4" data-testid="practice-intro" aria-labelledby="practice-intro-title">
      <CardHeading
        id="practice-intro-title"
        icon={<Dumbbell aria-hidden className="size-5" />}
        tone="bg-accent/15 text-accent"
        title={t('practice.introTitle')}
      >
        {t('practice.introBody')}
      </CardHeading>
      <ul className="flex flex-col gap-2 text-sm">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-2">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-primary" onClick={onStart} disabled={starting}>
        {starting ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <CircleCheck aria-hidden className="size-4" />
        )}
        {t('practice.start')}
      </button>
    </section>
  );
}

/** The practice quiz's questions: answers go to the practice quiz, its state is read back after a refusal. */
function PracticeQuestions({
  id,
  initial,
  revealMs,
  correctBefore,
  onFinished,
}: {
  id: string;
  initial: LiveQuestion;
  revealMs: number;
  correctBefore: number;
  onFinished: (last: PracticeQuizAnswer | null) => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const feed = useMemo<QuestionFeed<PracticeQuizAnswer>>(
    () => ({
      answer: (questionId, answerIndex) =>
        api.post<PracticeQuizAnswer>(`/api/practice-quiz/sessions/${id}/answers`, { questionId, answerIndex }),
      current: async (): Promise<QuizQuestion | null> =>
        (await queryClient.fetchQuery(practiceQuizQuery(api, id))).question,
    }),
    [api, queryClient, id],
  );
  return (
    <QuestionStage
      feed={feed}
      initial={initial}
      correctBefore={correctBefore}
      stake={null}
      revealMs={revealMs}
      payoutMultiplier={1}
      onAnswered={() => {}}
      onFinished={onFinished}
    />
  );
}
