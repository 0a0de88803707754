import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { Api } from './api-client/client';

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  api: Api;
  /** The device's languages, most preferred first: Accept-Language during SSR, navigator.languages in the browser. */
  deviceLanguages: readonly string[];
}

/** What a player screen's loader receives: the player layout's beforeLoad adds whether maintenance is on. */
export interface PlayerContext extends RouterContext {
  maintenance?: boolean;
}

/** The request's API client: in-process during SSR, fetch in the browser. */
export function useApi(): Api {
  return (useRouter().options.context as RouterContext).api;
}
