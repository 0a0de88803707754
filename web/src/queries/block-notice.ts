import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../api-client/client';
import type { BlockNotice } from '../api-client/block-notice-types';
import { requireSession } from './require-session';

/**
 * The blocked player's notice: the block's reason and end, the balances, the support contact. Read
 * only once the API has refused the player as blocked (the player layout's loader, the error screen);
 * the player layout shows the blocked screen while it holds a block.
 */
export const blockNoticeQuery = (api: Api) =>
  queryOptions({
    queryKey: ['block-notice'],
    queryFn: ({ signal }) => {
      requireSession(api);
      return api.get<BlockNotice>('/api/users/block-notice', { signal });
    },
    staleTime: 60_000,
  });
