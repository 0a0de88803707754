import { useSuspenseQuery } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import type { QuizMode } from '../../api/player-types';
import { ErrorScreen } from '../../components/ErrorScreen';
import { SignInPrompt } from '../../components/SignInPrompt';
import type { RouterContext } from '../../context';
import { useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { eligibilityQuery, quizSessionQuery } from '../../queries/quiz';
import { useSettings } from '../../settings';
import { playerRoute } from '../player';
import { QuizPlay } from './QuizPlay';
import { QuizSkeleton } from './QuizSkeleton';
import { useT } from '../../i18n/i18n';

/** Prefetches the setup for a signed-in player, and the running quiz if there is one (resume after a reload). */
async function loadQuiz(context: RouterContext & { maintenance?: boolean }, mode: QuizMode) {
  if (context.maintenance) return;
  const { queryClient, api } = context;
  const user = await queryClient.ensureQueryData(profileQuery(api));
  if (!user) return;
  // Both are read fresh: a quiz may have moved on since they were cached (another tab, a reload).
  const eligibility = await queryClient.fetchQuery(eligibilityQuery(api, 'easy', mode));
  if (eligibility.activeSessionId)
    await queryClient.fetchQuery({ ...quizSessionQuery(api, eligibility.activeSessionId), staleTime: 0 });
}

export const quizRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'quiz',
  loader: ({ context }) => loadQuiz(context, 'standard'),
  head: () => ({ meta: [{ title: 'Quiz' }] }),
  component: () => <QuizPage mode="standard" />,
  pendingComponent: QuizSkeleton,
  errorComponent: ErrorScreen,
});

/** The challenge quiz (the deposit page's Play Quiz): the same screen with challenge mode chosen. */
export const bettingQuizRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'betting-quiz',
  loader: ({ context }) => loadQuiz(context, 'challenge'),
  head: () => ({ meta: [{ title: 'Challenge Quiz' }] }),
  component: () => <QuizPage mode="challenge" />,
  pendingComponent: QuizSkeleton,
  errorComponent: ErrorScreen,
});

function QuizPage({ mode }: { mode: QuizMode }) {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useSuspenseQuery(profileQuery(api));
  const t = useT();
  const title = settings.content.quizPageTitle || t('quiz.title');
  if (!user) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
        <SignInPrompt title={t('quiz.signInTitle')}>{t('quiz.signInBody')}</SignInPrompt>
      </div>
    );
  }
  return <QuizPlay title={title} initialMode={mode} user={user} />;
}
