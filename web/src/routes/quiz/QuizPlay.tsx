import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { idempotencyHeaders } from '../../api-client/idempotency';
import type {
  AnswerOutcome,
  QuizEligibility,
  QuizMode,
  QuizQuestion,
  QuizResult,
  QuizSession,
  SessionState,
} from '../../api-client/player-types';
import type { User } from '../../api-client/types';
import { useApi } from '../../context';
import { eligibilityQuery, quizSessionQuery } from '../../queries/quiz';
import { useBackButton } from '../../telegram/useTelegram';
import { type LiveQuestion, type QuestionFeed, QuestionStage } from './QuestionStage';
import { useRealityCheck } from './RealityCheck';
import { ResultStage } from './ResultStage';
import { SetupStage } from './SetupStage';

type Stage =
  | { stage: 'setup' }
  | { stage: 'question'; session: QuizSession; live: LiveQuestion }
  | { stage: 'result'; session: QuizSession; result: QuizResult | null };

/** Setup, then one question after another, then the result: one screen, no page loads in between. */
export function QuizPlay({ title, initialMode, user }: { title: string; initialMode: QuizMode; user: User }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>(() => resumed(queryClient, api, initialMode));

  const rules = quizTiming(queryClient);
  useBackButton(() => void navigate({ to: '/' }));
  const realityCheck = useRealityCheck(() => void navigate({ to: '/' }));

  // Whatever the quiz changed (balances, counters, XP, lists) is read again from the server.
  const refreshPlayer = useCallback(() => {
    for (const key of [
      ['profile'],
      ['quiz', 'eligibility'],
      ['activities'],
      ['achievements'],
      ['daily-bonus'],
      ['wallet'],
      ['standing'],
      ['play-limits'],
    ]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }, [queryClient]);

  const onStarted = useCallback(
    (state: { session: QuizSession; question: QuizQuestion }) => {
      queryClient.setQueryData(quizSessionQuery(api, state.session.id).queryKey, state);
      queryClient.setQueriesData<QuizEligibility>({ queryKey: ['quiz', 'eligibility'] }, (e) =>
        e ? { ...e, activeSessionId: state.session.id } : e,
      );
      void queryClient.invalidateQueries({ queryKey: ['quiz', 'eligibility'] });
      setStage({
        stage: 'question',
        session: state.session,
        live: { question: state.question, receivedAt: Date.now() },
      });
      window.scrollTo({ top: 0 });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
    [api, queryClient],
  );

  const onFinished = useCallback(
    (session: QuizSession, result: QuizResult | null) => {
      // the cached state still has the last question: read the completed session (with its review)
      void queryClient.invalidateQueries({ queryKey: quizSessionQuery(api, session.id).queryKey });
      setStage({ stage: 'result', session, result });
      window.scrollTo({ top: 0 });
      refreshPlayer();
    },
    [api, queryClient, refreshPlayer],
  );

  return (
    <div className="flex flex-col gap-4">
      {stage.stage === 'setup' ? (
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
      ) : (
        <h1 className="sr-only">{title}</h1>
      )}
      {stage.stage === 'setup' ? <SetupStage user={user} initialMode={initialMode} onStarted={onStarted} /> : null}
      {stage.stage === 'question' ? (
        <QuizQuestions
          key={stage.session.id}
          session={stage.session}
          initial={stage.live}
          revealMs={rules.revealSeconds * 1000}
          payoutMultiplier={rules.payoutMultiplier}
          onFinished={(last) => onFinished(stage.session, last?.result ?? null)}
          onAnswered={(outcome) => {
            realityCheck.record(outcome);
            void queryClient.invalidateQueries({ queryKey: ['profile'] });
          }}
        />
      ) : null}
      {stage.stage === 'result' ? (
        <ResultStage
          session={stage.session}
          result={stage.result}
          onPlayAgain={() => {
            setStage({ stage: 'setup' });
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
      {realityCheck.dialog}
    </div>
  );
}

/** A quiz session's questions: answers go to the session (under an idempotency key), its state is read back after a refusal. */
function QuizQuestions({
  session,
  ...stage
}: { session: QuizSession } & Omit<
  Parameters<typeof QuestionStage<AnswerOutcome>>[0],
  'feed' | 'correctBefore' | 'stake' | 'disputeIn'
>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const feed = useMemo<QuestionFeed<AnswerOutcome>>(() => {
    const state = quizSessionQuery(api, session.id);
    return {
      answer: async (questionId, answerIndex) => {
        const outcome = await api.post<AnswerOutcome>(
          `/api/quiz/sessions/${session.id}/answers`,
          { questionId, answerIndex },
          { headers: idempotencyHeaders() },
        );
        const next = outcome.next;
        if (next) queryClient.setQueryData(state.queryKey, (prev) => (prev ? { ...prev, question: next } : prev));
        return outcome;
      },
      current: async () => {
        const now = await queryClient.fetchQuery({ ...state, staleTime: 0 });
        return now.session.status === 'active' ? now.question : null;
      },
    };
  }, [api, queryClient, session.id]);
  return (
    <QuestionStage
      feed={feed}
      correctBefore={session.correctAnswers}
      stake={session.isChallengeMode ? session.stake : null}
      disputeIn={session.id}
      {...stage}
    />
  );
}

/** The running quiz from the loader's cache (eligibility.activeSessionId), or the setup stage. */
function resumed(
  queryClient: ReturnType<typeof useQueryClient>,
  api: ReturnType<typeof useApi>,
  mode: QuizMode,
): Stage {
  const eligibility = queryClient.getQueryData(eligibilityQuery(api, 'easy', mode).queryKey);
  const id = eligibility?.activeSessionId;
  const state = id ? queryClient.getQueryData<SessionState>(quizSessionQuery(api, id).queryKey) : undefined;
  if (!state || state.session.status !== 'active' || !state.question) return { stage: 'setup' };
  return { stage: 'question', session: state.session, live: { question: state.question, receivedAt: null } };
}

/** The reveal time and payout from the last eligibility read (the spec's defaults until one arrives). */
function quizTiming(queryClient: ReturnType<typeof useQueryClient>) {
  const known = queryClient
    .getQueriesData<QuizEligibility>({ queryKey: ['quiz', 'eligibility'] })
    .find(([, e]) => e)?.[1];
  return { revealSeconds: known?.revealSeconds ?? 3, payoutMultiplier: known?.payoutMultiplier ?? 2 };
}
