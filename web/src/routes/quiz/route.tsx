import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import type { QuizMode } from '../../api/player-types';
import { SignInPrompt } from '../../components/SignInPrompt';
import { useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { useSettings } from '../../settings';
import { QuizPlay } from './QuizPlay';

export const Route = createLazyRoute('/player/quiz')({ component: () => <QuizPage mode="standard" /> });

/** The challenge quiz (the deposit page's Play Quiz): the same screen with challenge mode chosen. */
export const BettingRoute = createLazyRoute('/player/betting-quiz')({ component: () => <QuizPage mode="challenge" /> });

function QuizPage({ mode }: { mode: QuizMode }) {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useSuspenseQuery(profileQuery(api));
  const title = settings.content.quizPageTitle || 'Quiz';
  if (!user) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="pt-1 text-2xl font-bold">{title}</h1>
        <SignInPrompt title="Sign in to play">
          Answer crypto questions, earn XP and win USDT. Your progress and rewards are kept on your account.
        </SignInPrompt>
      </div>
    );
  }
  return <QuizPlay title={title} initialMode={mode} user={user} />;
}
