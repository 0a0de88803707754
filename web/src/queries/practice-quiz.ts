import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { PracticeQuizState } from '../api-client/player-types';

/** A guest's practice quiz and the question it asks now (read after a refused or repeated answer). */
export const practiceQuizQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['practice-quiz', id],
    queryFn: ({ signal }) =>
      api.get<PracticeQuizState>(`/api/practice-quiz/sessions/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
