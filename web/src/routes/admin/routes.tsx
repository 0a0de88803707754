import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { ErrorScreen } from '../../components/rare-screens';
import { profileQuery } from '../../queries/profile';
import { rootRoute } from '../root';
import { type ScreenSlug, screens, type TypedScreen } from './screens';

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
  );
}

export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  errorComponent: ErrorScreen,
  pendingComponent: AdminChecking,
});

export const adminLoginRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'login',
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(profileQuery(context.api));
    if (user?.isAdmin) throw redirect({ to: '/admin' });
  },
  head: () => ({ meta: [{ title: 'Admin · Sign in' }] }),
  errorComponent: ErrorScreen,
  pendingComponent: AdminChecking,
}).lazy(() => import('./login.lazy').then((m) => m.Route));

/** The first run's setup page, opened from the link the server prints while no admin exists (decision 0051). */
export const adminSetupRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'setup',
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {},
  head: () => ({ meta: [{ title: 'Admin · Set up' }] }),
  errorComponent: ErrorScreen,
  pendingComponent: AdminChecking,
}).lazy(() => import('./setup.lazy').then((m) => m.Route));

/** The admin guard: no session -> /admin/login; a player -> Access denied (rendered by the layout). */
export const adminGuardRoute = createRoute({
  getParentRoute: () => adminRoute,
  id: 'guard',
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(profileQuery(context.api));
    if (!user) throw redirect({ to: '/admin/login' });
    return { isAdmin: user.isAdmin === true || user.role === 'admin' };
  },
  head: () => ({ meta: [{ title: 'Admin' }] }),
  errorComponent: ErrorScreen,
  pendingComponent: AdminChecking,
}).lazy(() => import('./layout.lazy').then((m) => m.Route));

function screenRoute<const P extends string>(path: P, { slug, title, page, search }: TypedScreen) {
  return createRoute({
    getParentRoute: () => adminGuardRoute,
    path,
    validateSearch: search,
    loaderDeps: ({ search: parsed }) => (search ? parsed : {}),
    loader: async ({ context, deps }) => {
      if (!context.isAdmin) return;
      // the admin queries load with the screen, not with the player bundle (screen-loaders.ts)
      const load = (await import('./screen-loaders')).SCREEN_LOADERS[slug];
      await load?.(context, deps);
    },
    head: () => ({ meta: [{ title: `Admin · ${title}` }] }),
    errorComponent: ErrorScreen,
  }).lazy(() => page().then((m) => m.Route));
}

/** One route per screen of the registry (screens.ts); static paths win over $section. */
export const adminScreenRoutes = screens.map((screen) =>
  screen.slug ? screenRoute(screen.slug as Exclude<ScreenSlug, ''>, screen) : screenRoute('/', screen),
);

/** Every screen has a static route: any other slug under /admin is the "not found" page. */
export const adminSectionRoute = createRoute({
  getParentRoute: () => adminGuardRoute,
  path: '$section',
  beforeLoad: () => {
    throw notFound();
  },
  errorComponent: ErrorScreen,
});
