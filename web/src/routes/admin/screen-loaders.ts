import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../../api-client/client';
import { adminAchievementsQuery } from '../../queries/admin-achievements';
import { adminDisputesQuery } from '../../queries/admin-disputes';
import { adminQuestionsQuery, questionGenerationsQuery, questionStatsQuery } from '../../queries/admin-questions';
import {
  adminUsersQuery,
  type AuditFilter,
  auditLogQuery,
  lossPreventionQuery,
  securityQuery,
} from '../../queries/admin-users';
import { adminTransactionsQuery, adminWalletAddressesQuery } from '../../queries/admin-wallet';
import { analyticsQuery } from '../../queries/analytics';
import { adminDailyBonusQuery } from '../../queries/daily-bonus';
import { operationsQuery } from '../../queries/database';
import { adminReferralsQuery } from '../../queries/referrals';
import { adminSettingsQuery, gameRulesQuery, systemSettingsQuery } from '../../queries/admin-settings';
import { type AdminTournamentFilter, adminTournamentsQuery } from '../../queries/tournaments';
import type { AnalyticsSearch } from './analytics/search';
import type { QuizSearch } from './quiz/search';
import type { ScreenSlug } from './screens';
import type { TransactionSearch } from './transactions/search';
import type { UserSearch } from './users/search';

// The data each back-office screen prefetches in its route loader (only for admins), given the
// screen's parsed search (screens.ts). routes.tsx imports this module when a screen's loader runs,
// so the admin queries stay out of the player bundle (decision 0037).

export type ScreenContext = { queryClient: QueryClient; api: Api };

interface ScreenLoader {
  /** A method signature, so that each screen's loader may take its own search type. */
  load(context: ScreenContext, search: object): Promise<unknown>;
}

export const SCREEN_LOADERS: Partial<Record<ScreenSlug, ScreenLoader['load']>> = {
  // The dashboard ('') has no loader: every card loads on its own (its skeleton, empty line or error
  // with Try Again). A prefetch here could finish before hydration and make the first render differ.
  users: ({ queryClient, api }, search: UserSearch) => queryClient.ensureQueryData(adminUsersQuery(api, search)),
  disputes: ({ queryClient, api }) => queryClient.ensureQueryData(adminDisputesQuery(api, 'open')),
  quiz: ({ queryClient, api }, search: QuizSearch) =>
    search.tab === 'generator'
      ? queryClient.ensureQueryData(questionGenerationsQuery(api))
      : search.tab === 'manager'
        ? Promise.all([
            queryClient.ensureQueryData(questionStatsQuery(api)),
            queryClient.ensureQueryData(adminQuestionsQuery(api, { source: 'ai' }, {})),
          ])
        : queryClient.ensureQueryData(adminQuestionsQuery(api, {}, {})),
  tournaments: ({ queryClient, api }, search: AdminTournamentFilter) =>
    queryClient.ensureQueryData(adminTournamentsQuery(api, search)),
  transactions: ({ queryClient, api }, search: TransactionSearch) =>
    queryClient.ensureQueryData(adminTransactionsQuery(api, search)),
  achievements: ({ queryClient, api }) => queryClient.ensureQueryData(adminAchievementsQuery(api, {})),
  analytics: ({ queryClient, api }, search: AnalyticsSearch) =>
    queryClient.ensureQueryData(analyticsQuery(api, search.period ?? '7d')),
  settings: ({ queryClient, api }) => queryClient.ensureQueryData(systemSettingsQuery(api)),
  'game-rules': ({ queryClient, api }) => queryClient.ensureQueryData(gameRulesQuery(api)),
  security: ({ queryClient, api }) => queryClient.ensureQueryData(securityQuery(api)),
  'loss-prevention': ({ queryClient, api }) => queryClient.ensureQueryData(lossPreventionQuery(api)),
  referrals: ({ queryClient, api }) => queryClient.ensureQueryData(adminReferralsQuery(api, undefined, undefined)),
  'daily-bonus': ({ queryClient, api }) => queryClient.ensureQueryData(adminDailyBonusQuery(api)),
  'wallet-settings': ({ queryClient, api }) =>
    Promise.all([
      queryClient.ensureQueryData(adminWalletAddressesQuery(api)),
      queryClient.ensureQueryData(gameRulesQuery(api)),
    ]),
  'app-settings': ({ queryClient, api }) => queryClient.ensureQueryData(adminSettingsQuery(api)),
  database: ({ queryClient, api }) => queryClient.ensureQueryData(operationsQuery(api)),
  'audit-log': ({ queryClient, api }, search: AuditFilter) => queryClient.ensureQueryData(auditLogQuery(api, search)),
};
