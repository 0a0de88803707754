import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import { type AdminListPosition, setListPosition } from './admin-list';
import type {
  AdminQuestionPage,
  QuestionGenerationDetail,
  QuestionGenerationList,
  QuestionStats,
} from '../api-client/types';

export const QUESTIONS_PAGE_SIZE = 20;

export interface QuestionFilter {
  search?: string;
  difficulty?: string;
  category?: string;
  source?: string;
  active?: 'true' | 'false';
  pool?: string;
}

/** The filter as a query string (the list and the export share it). */
export function questionFilterParams(filter: QuestionFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
  return params;
}

export const adminQuestionsQuery = (api: Api, filter: QuestionFilter, position: AdminListPosition) =>
  queryOptions({
    queryKey: [
      'admin',
      'questions',
      'list',
      questionFilterParams(filter).toString(),
      position.cursor ?? '',
      position.date ?? '',
    ],
    queryFn: ({ signal }) => {
      const params = setListPosition(questionFilterParams(filter), position);
      params.set('limit', String(QUESTIONS_PAGE_SIZE));
      return api.getBody<AdminQuestionPage>(`/api/admin/questions?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const questionStatsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'questions', 'stats'],
    queryFn: ({ signal }) => api.get<QuestionStats>('/api/admin/questions/stats', { signal }),
    staleTime: 30_000,
  });

export const questionGenerationsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['admin', 'question-generations'],
    queryFn: ({ signal }) => api.getBody<QuestionGenerationList>('/api/admin/question-generations', { signal }),
    staleTime: 30_000,
  });

/** A generation, polled every 1.5 s until the worker has finished it. */
export const questionGenerationQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['admin', 'question-generations', id],
    queryFn: ({ signal }) => api.get<QuestionGenerationDetail>(`/api/admin/question-generations/${id}`, { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1_500;
    },
  });

/** After any change to the bank: every list page and the figures. */
export function refreshQuestions(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ['admin', 'questions'] });
}
