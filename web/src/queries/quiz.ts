import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { Difficulty, QuizEligibility, QuizMode, SessionState } from '../api-client/player-types';

/** May the player start this quiz now, with the counters and limits behind the answer. */
export const eligibilityQuery = (api: Api, difficulty: Difficulty, mode: QuizMode) =>
  queryOptions({
    queryKey: ['quiz', 'eligibility', difficulty, mode],
    queryFn: ({ signal }) =>
      api.get<QuizEligibility>(`/api/quiz/eligibility?difficulty=${difficulty}&mode=${mode}`, { signal }),
    staleTime: 5_000,
  });

/** A session with its current question (resume), or its review once completed. */
export const quizSessionQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['quiz', 'session', id],
    queryFn: ({ signal }) => api.get<SessionState>(`/api/quiz/sessions/${encodeURIComponent(id)}`, { signal }),
    staleTime: 60_000,
  });
