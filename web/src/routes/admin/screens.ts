import type { QueryClient } from '@tanstack/react-query';
import type { AnyRoute, LazyRoute } from '@tanstack/react-router';
import {
  Award,
  Brain,
  CalendarCheck,
  ChartColumn,
  ClipboardCheck,
  Coins,
  Database,
  LayoutDashboard,
  ListChecks,
  Megaphone,
  Palette,
  Receipt,
  ScrollText,
  Settings,
  Shield,
  ShieldBan,
  Trophy,
  UserPlus,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { Api } from '../../api/client';
import { listPositionSearch } from '../../queries/admin-list';
import {
  adminUsersQuery,
  auditLogQuery,
  type AuditFilter,
  lossPreventionQuery,
  securityQuery,
} from '../../queries/admin-users';
import { parseUserSearch, type UserSearch } from './users/search';
import { adminAchievementsQuery } from '../../queries/admin-achievements';
import { adminQuestionsQuery, questionGenerationsQuery, questionStatsQuery } from '../../queries/admin-questions';
import { adminTransactionsQuery, adminWalletAddressesQuery } from '../../queries/admin-wallet';
import { adminReferralsQuery } from '../../queries/referrals';
import { adminTournamentsQuery, type AdminTournamentFilter } from '../../queries/tournaments';
import { parseTournamentSearch } from './tournaments/search';
import { parseQuizSearch, type QuizSearch } from './quiz/search';
import { analyticsQuery } from '../../queries/analytics';
import { adminDailyBonusQuery } from '../../queries/daily-bonus';
import { operationsQuery } from '../../queries/database';
import { adminSettingsQuery, systemSettingsQuery } from '../../queries/settings';
import { type AnalyticsSearch, parseAnalyticsSearch } from './analytics/search';
import { parseTransactionSearch, type TransactionSearch } from './transactions/search';

// The back office's screens (spec 002, route table): this one list drives the side menu, the section
// search, the routes (routes.tsx) and the "not found" page. A new screen is one entry here plus its
// folder web/src/routes/admin/<slug>/ (docs/architecture.md, "Adding an admin screen"). It is in the
// player bundle (the route tree needs it), so it holds no components: pages load lazily.

export type ScreenBadge = 'New' | 'Hot' | 'Danger';

export type ScreenContext = { queryClient: QueryClient; api: Api };

export interface AdminScreen {
  /** Path segment under /admin; '' is the dashboard. */
  slug: string;
  title: string;
  icon: LucideIcon;
  badge?: ScreenBadge;
  /**
   * The screen's page: its folder's page.lazy.tsx, exporting
   * `Route = createLazyRoute('/admin/guard/<slug>')({ component, pendingComponent })`.
   */
  page: () => Promise<{ Route: LazyRoute<AnyRoute> }>;
  /** Parses the page's URL search; malformed values are dropped, never an error. */
  search?: (raw: Record<string, unknown>) => object;
  /** Prefetches the page's data in the route loader (only for admins), given the parsed search. */
  load?(context: ScreenContext, search: object): Promise<unknown>;
}

export const ADMIN_SCREENS = [
  {
    slug: '',
    title: 'Dashboard',
    icon: LayoutDashboard,
    page: () => import('./dashboard/page.lazy'),
    // No loader: every card loads on its own (its skeleton, empty line or error with Try Again). A
    // prefetch here could finish before hydration and make the first render differ from the server's.
  },
  {
    slug: 'users',
    title: 'Users',
    icon: Users,
    page: () => import('./users/page.lazy'),
    search: parseUserSearch,
    load: ({ queryClient, api }, search: UserSearch) => queryClient.ensureQueryData(adminUsersQuery(api, search)),
  },
  {
    slug: 'quiz',
    title: 'Quiz Management',
    icon: Brain,
    page: () => import('./quiz/page.lazy'),
    search: parseQuizSearch,
    load: ({ queryClient, api }, search: QuizSearch) =>
      search.tab === 'generator'
        ? queryClient.ensureQueryData(questionGenerationsQuery(api))
        : search.tab === 'manager'
          ? Promise.all([
              queryClient.ensureQueryData(questionStatsQuery(api)),
              queryClient.ensureQueryData(adminQuestionsQuery(api, { source: 'ai' }, {})),
            ])
          : queryClient.ensureQueryData(adminQuestionsQuery(api, {}, {})),
  },
  {
    slug: 'tournaments',
    title: 'Tournaments',
    icon: Trophy,
    page: () => import('./tournaments/page.lazy'),
    search: parseTournamentSearch,
    load: ({ queryClient, api }, search: AdminTournamentFilter) =>
      queryClient.ensureQueryData(adminTournamentsQuery(api, search)),
  },
  {
    slug: 'transactions',
    title: 'Transactions',
    icon: Receipt,
    page: () => import('./transactions/page.lazy'),
    search: parseTransactionSearch,
    load: ({ queryClient, api }, search: TransactionSearch) =>
      queryClient.ensureQueryData(adminTransactionsQuery(api, search)),
  },
  { slug: 'tasks', title: 'Tasks', icon: ListChecks, page: () => import('./tasks/page.lazy') },
  { slug: 'earn', title: 'Earn', icon: Coins, badge: 'New', page: () => import('./earn/page.lazy') },
  {
    slug: 'achievements',
    title: 'Achievements',
    icon: Award,
    page: () => import('./achievements/page.lazy'),
    load: ({ queryClient, api }) => queryClient.ensureQueryData(adminAchievementsQuery(api, {})),
  },
  {
    slug: 'analytics',
    title: 'Analytics',
    icon: ChartColumn,
    page: () => import('./analytics/page.lazy'),
    search: parseAnalyticsSearch,
    load: ({ queryClient, api }, search: AnalyticsSearch) =>
      queryClient.ensureQueryData(analyticsQuery(api, search.period ?? '7d')),
  },
  {
    slug: 'settings',
    title: 'System Settings',
    icon: Settings,
    page: () => import('./settings/page.lazy'),
    load: ({ queryClient, api }) => queryClient.ensureQueryData(systemSettingsQuery(api)),
  },
  {
    slug: 'security',
    title: 'Security',
    icon: Shield,
    badge: 'New',
    page: () => import('./security/page.lazy'),
    load: ({ queryClient, api }) => queryClient.ensureQueryData(securityQuery(api)),
  },
  {
    slug: 'loss-prevention',
    title: 'Loss Prevention',
    icon: ShieldBan,
    badge: 'New',
    page: () => import('./loss-prevention/page.lazy'),
    load: ({ queryClient, api }) => queryClient.ensureQueryData(lossPreventionQuery(api)),
  },
  {
    slug: 'marketing-tasks',
    title: 'Marketing Tasks',
    icon: Megaphone,
    badge: 'Hot',
    page: () => import('./marketing-tasks/page.lazy'),
  },
  {
    slug: 'task-verifications',
    title: 'Task Verifications',
    icon: ClipboardCheck,
    badge: 'New',
    page: () => import('./task-verifications/page.lazy'),
  },
  {
    slug: 'referrals',
    title: 'Referrals',
    icon: UserPlus,
    page: () => import('./referrals/page.lazy'),
    load: ({ queryClient, api }) => queryClient.ensureQueryData(adminReferralsQuery(api, undefined, undefined)),
  },
  {
    slug: 'daily-bonus',
    title: 'Daily Bonus',
    icon: CalendarCheck,
    badge: 'New',
    page: () => import('./daily-bonus/page.lazy'),
    load: ({ queryClient, api }) => queryClient.ensureQueryData(adminDailyBonusQuery(api)),
  },
  {
    slug: 'wallet-settings',
    title: 'Wallet Settings',
    icon: Wallet,
    badge: 'New',
    page: () => import('./wallet-settings/page.lazy'),
    load: ({ queryClient, api }) => queryClient.ensureQueryData(adminWalletAddressesQuery(api)),
  },
  {
    slug: 'app-settings',
    title: 'App Settings',
    icon: Palette,
    badge: 'Hot',
    page: () => import('./app-settings/page.lazy'),
    load: ({ queryClient, api }) => queryClient.ensureQueryData(adminSettingsQuery(api)),
  },
  {
    slug: 'database',
    title: 'Database',
    icon: Database,
    badge: 'Danger',
    page: () => import('./database/page.lazy'),
    load: ({ queryClient, api }) => queryClient.ensureQueryData(operationsQuery(api)),
  },
  {
    slug: 'audit-log',
    title: 'Audit Log',
    icon: ScrollText,
    page: () => import('./audit-log/page.lazy'),
    search: (s) => ({
      actor: typeof s.actor === 'string' && /^[0-9a-f-]{36}$/i.test(s.actor) ? s.actor : undefined,
      action: typeof s.action === 'string' && /^[a-z_.]{1,60}$/.test(s.action) ? s.action : undefined,
      ...listPositionSearch(s),
    }),
    load: ({ queryClient, api }, search: AuditFilter) => queryClient.ensureQueryData(auditLogQuery(api, search)),
  },
] as const satisfies readonly AdminScreen[];

/** The list as entries of one type (the readonly tuple above keeps each literal slug). */
export const screens: readonly TypedScreen[] = ADMIN_SCREENS;

/** The slugs, typed: links to every screen are checked against the route tree. */
export type ScreenSlug = (typeof ADMIN_SCREENS)[number]['slug'];

/** A screen with its slug typed: links to every screen are checked against the route tree. */
export type TypedScreen = AdminScreen & { slug: ScreenSlug };
