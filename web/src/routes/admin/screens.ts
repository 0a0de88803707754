import type { AnyRoute, LazyRoute } from '@tanstack/react-router';
import { listPositionSearch } from '../../queries/admin-list';
import { parseAnalyticsSearch } from './analytics/search';
import { parseQuizSearch } from './quiz/search';
import { parseTournamentSearch } from './tournaments/search';
import { parseTransactionSearch } from './transactions/search';
import { parseUserSearch } from './users/search';

// The back office's screens (spec 002, route table): this one list drives the side menu, the section
// search, the routes (routes.tsx) and the "not found" page. A new screen is one entry here plus its
// folder web/src/routes/admin/<slug>/ (docs/architecture.md, "Adding an admin screen"). It is in the
// player bundle (the route tree needs it), so it holds no components, icons or queries (decision 0037):
// pages load lazily, each screen's icon is in screen-icons.ts (the admin layout's chunk) and its data
// prefetch in screen-loaders.ts (imported by the route loader when an admin opens the screen).

export type ScreenBadge = 'New' | 'Hot' | 'Danger';

export interface AdminScreen {
  /** Path segment under /admin; '' is the dashboard. */
  slug: string;
  title: string;
  badge?: ScreenBadge;
  /**
   * The screen's page: its folder's page.lazy.tsx, exporting
   * `Route = createLazyRoute('/admin/guard/<slug>')({ component, pendingComponent })`.
   */
  page: () => Promise<{ Route: LazyRoute<AnyRoute> }>;
  /** Parses the page's URL search; malformed values are dropped, never an error. */
  search?: (raw: Record<string, unknown>) => object;
}

export const ADMIN_SCREENS = [
  {
    slug: '',
    title: 'Dashboard',
    page: () => import('./dashboard/page.lazy'),
  },
  {
    slug: 'users',
    title: 'Users',
    page: () => import('./users/page.lazy'),
    search: parseUserSearch,
  },
  {
    slug: 'quiz',
    title: 'Quiz Management',
    page: () => import('./quiz/page.lazy'),
    search: parseQuizSearch,
  },
  {
    slug: 'tournaments',
    title: 'Tournaments',
    page: () => import('./tournaments/page.lazy'),
    search: parseTournamentSearch,
  },
  {
    slug: 'transactions',
    title: 'Transactions',
    page: () => import('./transactions/page.lazy'),
    search: parseTransactionSearch,
  },
  { slug: 'tasks', title: 'Tasks', page: () => import('./tasks/page.lazy') },
  { slug: 'earn', title: 'Earn', badge: 'New', page: () => import('./earn/page.lazy') },
  {
    slug: 'achievements',
    title: 'Achievements',
    page: () => import('./achievements/page.lazy'),
  },
  {
    slug: 'analytics',
    title: 'Analytics',
    page: () => import('./analytics/page.lazy'),
    search: parseAnalyticsSearch,
  },
  {
    slug: 'settings',
    title: 'System Settings',
    page: () => import('./settings/page.lazy'),
  },
  {
    slug: 'game-rules',
    title: 'Game Rules',
    badge: 'New',
    page: () => import('./game-rules/page.lazy'),
  },
  {
    slug: 'security',
    title: 'Security',
    badge: 'New',
    page: () => import('./security/page.lazy'),
  },
  {
    slug: 'loss-prevention',
    title: 'Loss Prevention',
    badge: 'New',
    page: () => import('./loss-prevention/page.lazy'),
  },
  {
    slug: 'marketing-tasks',
    title: 'Marketing Tasks',
    badge: 'Hot',
    page: () => import('./marketing-tasks/page.lazy'),
  },
  {
    slug: 'task-verifications',
    title: 'Task Verifications',
    badge: 'New',
    page: () => import('./task-verifications/page.lazy'),
  },
  {
    slug: 'disputes',
    title: 'Disputes',
    badge: 'New',
    page: () => import('./disputes/page.lazy'),
  },
  {
    slug: 'referrals',
    title: 'Referrals',
    page: () => import('./referrals/page.lazy'),
  },
  {
    slug: 'daily-bonus',
    title: 'Daily Bonus',
    badge: 'New',
    page: () => import('./daily-bonus/page.lazy'),
  },
  {
    slug: 'wallet-settings',
    title: 'Wallet Settings',
    badge: 'New',
    page: () => import('./wallet-settings/page.lazy'),
  },
  {
    slug: 'app-settings',
    title: 'App Settings',
    badge: 'Hot',
    page: () => import('./app-settings/page.lazy'),
  },
  {
    slug: 'database',
    title: 'Database',
    badge: 'Danger',
    page: () => import('./database/page.lazy'),
  },
  {
    slug: 'audit-log',
    title: 'Audit Log',
    page: () => import('./audit-log/page.lazy'),
    search: (s) => ({
      actor: typeof s.actor === 'string' && /^[0-9a-f-]{36}$/i.test(s.actor) ? s.actor : undefined,
      action: typeof s.action === 'string' && /^[a-z_.]{1,60}$/.test(s.action) ? s.action : undefined,
      ...listPositionSearch(s),
    }),
  },
] as const satisfies readonly AdminScreen[];

/** The list as entries of one type (the readonly tuple above keeps each literal slug). */
export const screens: readonly TypedScreen[] = ADMIN_SCREENS;

/** The slugs, typed: links to every screen are checked against the route tree. */
export type ScreenSlug = (typeof ADMIN_SCREENS)[number]['slug'];

/** A screen with its slug typed: links to every screen are checked against the route tree. */
export type TypedScreen = AdminScreen & { slug: ScreenSlug };
