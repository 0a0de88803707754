import { createRoute, notFound, redirect } from '@tanstack/react-router'
import { ErrorScreen } from '../../components/ErrorScreen'
import { adminDashboardQuery } from '../../queries/admin-dashboard'
import { adminTransactionsQuery, adminWalletAddressesQuery, type AdminTransactionFilter } from '../../queries/admin-wallet'
import { profileQuery } from '../../queries/profile'
import { rootRoute } from '../root'
import { findSection } from './sections'

// Route definitions of the back office. Components live in *.lazy.tsx files so that the admin
// UI is split into its own chunks and never downloaded by a player page.

function AdminChecking() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-bg" role="status">
      <div className="flex flex-col items-center gap-3">
        <div className="size-9 animate-spin rounded-full border-4 border-primary/25 border-t-primary" aria-hidden />
        <p className="text-sm font-medium text-muted">Loading admin panel...</p>
      </div>
    </div>
  )
}

export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  errorComponent: ErrorScreen,
  pendingComponent: AdminChecking,
})

export const adminLoginRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'login',
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(profileQuery(context.api))
    if (user?.isAdmin) throw redirect({ to: '/admin' })
  },
  head: () => ({ meta: [{ title: 'Admin · Sign in' }] }),
  errorComponent: ErrorScreen,
  pendingComponent: AdminChecking,
}).lazy(() => import('./login.lazy').then((m) => m.Route))

/** The admin guard: no session -> /admin/login; a player -> Access denied (rendered by the layout). */
export const adminGuardRoute = createRoute({
  getParentRoute: () => adminRoute,
  id: 'guard',
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(profileQuery(context.api))
    if (!user) throw redirect({ to: '/admin/login' })
    return { isAdmin: user.isAdmin === true || user.role === 'admin' }
  },
  head: () => ({ meta: [{ title: 'Admin' }] }),
  errorComponent: ErrorScreen,
  pendingComponent: AdminChecking,
}).lazy(() => import('./layout.lazy').then((m) => m.Route))

export const adminDashboardRoute = createRoute({
  getParentRoute: () => adminGuardRoute,
  path: '/',
  loader: async ({ context }) => {
    if (!context.isAdmin) return
    await context.queryClient.ensureQueryData(adminDashboardQuery(context.api))
  },
  head: () => ({ meta: [{ title: 'Admin · Dashboard' }] }),
  errorComponent: ErrorScreen,
}).lazy(() => import('./dashboard.lazy').then((m) => m.Route))

export const adminSectionRoute = createRoute({
  getParentRoute: () => adminGuardRoute,
  path: '$section',
  beforeLoad: ({ params }) => {
    if (!findSection(params.section)) throw notFound()
  },
  errorComponent: ErrorScreen,
}).lazy(() => import('./section.lazy').then((m) => m.Route))

// Sections with their own screens: static paths win over $section.

const TRANSACTION_STATUSES = ['pending', 'processing', 'completed', 'failed', 'rejected']

export interface TransactionSearch extends AdminTransactionFilter {
  page?: number
}

export const adminTransactionsRoute = createRoute({
  getParentRoute: () => adminGuardRoute,
  path: 'transactions',
  validateSearch: (s: Record<string, unknown>): TransactionSearch => {
    const page = Number(s.page)
    return {
      search: typeof s.search === 'string' && s.search.trim() ? s.search.slice(0, 100) : undefined,
      status: typeof s.status === 'string' && TRANSACTION_STATUSES.includes(s.status) ? s.status : undefined,
      type: typeof s.type === 'string' && /^[a-z_]{1,40}$/.test(s.type) ? s.type : undefined,
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    }
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (!context.isAdmin) return
    await context.queryClient.ensureQueryData(adminTransactionsQuery(context.api, { ...deps, page: deps.page ?? 1 }))
  },
  head: () => ({ meta: [{ title: 'Admin · Transactions' }] }),
  errorComponent: ErrorScreen,
}).lazy(() => import('./transactions.lazy').then((m) => m.Route))

export const adminWalletSettingsRoute = createRoute({
  getParentRoute: () => adminGuardRoute,
  path: 'wallet-settings',
  loader: async ({ context }) => {
    if (!context.isAdmin) return
    await context.queryClient.ensureQueryData(adminWalletAddressesQuery(context.api))
  },
  head: () => ({ meta: [{ title: 'Admin · Wallet Settings' }] }),
  errorComponent: ErrorScreen,
}).lazy(() => import('./wallet-settings.lazy').then((m) => m.Route))
