import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Target } from 'lucide-react';
import { EmptyState } from '../../components/EmptyState';
import { createLazyRoute } from '@tanstack/react-router';
import type { QuizMode } from '../../api-client/player-types';
import { SignInPrompt } from '../../components/SignInPrompt';
import { type PlayerContext, useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { eligibilityQuery, quizSessionQuery } from '../../queries/quiz';
import { useSettings } from '../../settings';
import { QuizPlay } from './QuizPlay';
import { useT } from '../../i18n/i18n';
import { useContentText } from '../../i18n/content';

export const Route = createLazyRoute('/player/quiz')({ component: () => <QuizPage mode="standard" /> });

/** The challenge quiz (the deposit page's Play Quiz): the same screen with challenge mode chosen. */
export const BettingRoute = createLazyRoute('/player/betting-quiz')({ component: () => <QuizPage mode="challenge" /> });

/** The routes' loader (player-routes.ts): the setup for a signed-in player, and the running quiz if there is one (resume after a reload). */
export async function load({ queryClient, api, maintenance }: PlayerContext, mode: QuizMode) {
  if (maintenance) return;
  const user = await queryClient.ensureQueryData(profileQuery(api));
  if (!user) return;
  // Both are read fresh: a quiz may have moved on since they were cached (another tab, a reload).
  const eligibility = await queryClient.fetchQuery(eligibilityQuery(api, 'easy', mode));
  if (eligibility.activeSessionId)
    await queryClient.fetchQuery({ ...quizSessionQuery(api, eligibility.activeSessionId), staleTime: 0 });
}

function QuizPage({ mode }: { mode: QuizMode }) {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useSuspenseQuery(profileQuery(api));
  // A quiz already running when the switch went off is played to its end (decision 0048).
  const { data: eligibility } = useQuery({ ...eligibilityQuery(api, 'easy', mode), enabled: Boolean(user) });
  const t = useT();
  const title = useContentText()('quizPageTitle');
  const off = !settings.features.quiz
    ? 'quiz.off'
    : mode === 'challenge' && !settings.features.challenge
      ? 'quiz.challengeOff'
      : null;
  if (off && !eligibility?.activeSessionId) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
        <EmptyState icon={<Target aria-hidden className="size-7" />} title={t('earn.unavailable')}>
          {t(off)}
        </EmptyState>
      </div>
    );
  }
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
