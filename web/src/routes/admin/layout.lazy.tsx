import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, Link, Navigate, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { ArrowLeft, Bell, LogOut, Menu, Search, Settings, ShieldCheck, ShieldX, X } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { signOut } from '../../auth';
import { useApi } from '../../context';
import { formatCount } from '../../format';
import { displayName } from '../../format-base';
import { adminDashboardQuery } from '../../queries/admin-dashboard';
import { profileQuery } from '../../queries/profile';
import { useSettings } from '../../settings';
import { useDismiss } from '../../components/useDismiss';
import { screenPath } from './paths';
import { SCREEN_ICONS } from './screen-icons';
import { type AdminScreen, type ScreenBadge, screens } from './screens';
import { TwoFactorGate } from './two-factor-gate';

export const Route = createLazyRoute('/admin/guard')({ component: AdminGuardView, notFoundComponent: AdminNotFound });

const BADGE_STYLE: Record<ScreenBadge, string> = {
  New: 'bg-accent/15 text-accent',
  Hot: 'bg-secondary/15 text-secondary',
  Danger: 'bg-danger/15 text-danger',
};

function AdminGuardView() {
  const api = useApi();
  const { data: user, isPending } = useQuery(profileQuery(api));
  if (isPending) return null;
  if (!user) return <Navigate to="/admin/login" replace />;
  if (!user.isAdmin && user.role !== 'admin') return <AccessDenied />;
  return (
    <TwoFactorGate>
      <AdminShell name={displayName(user, 'Admin')} />
    </TwoFactorGate>
  );
}

function AdminShell({ name }: { name: string }) {
  const settings = useSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => setDrawerOpen(false), [pathname]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useDismiss({ open: drawerOpen, onDismiss: closeDrawer });

  return (
    <div className="min-h-dvh bg-bg text-fg">
      <header className="fixed inset-x-0 top-0 z-40 flex h-14 items-center gap-3 border-b border-line bg-surface px-3 lg:px-4">
        <button
          type="button"
          className="flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface-2 lg:hidden"
          aria-label="Open menu"
          aria-expanded={drawerOpen}
          aria-controls="admin-menu"
          onClick={() => setDrawerOpen(true)}
        >
          <Menu aria-hidden className="size-5" />
        </button>
        <Link to="/admin" className="flex items-center gap-2 font-semibold whitespace-nowrap lg:w-56">
          <span className="flex size-7 items-center justify-center rounded-lg bg-primary/15 text-primary">
            <ShieldCheck aria-hidden className="size-4" />
          </span>
          <span className="hidden sm:inline">{settings.appConfig.appName}</span>
        </Link>
        <div className="hidden w-full max-w-sm md:block">
          <SectionSearch />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <NotificationsButton />
          <Link
            to={screenPath('settings')}
            aria-label="Settings"
            className="flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
          >
            <Settings aria-hidden className="size-5" />
          </Link>
          <div
            className="ml-2 hidden items-center gap-2 rounded-lg bg-surface-2 px-2.5 py-1.5 text-sm sm:flex"
            data-testid="admin-label"
          >
            <ShieldCheck aria-hidden className="size-4 text-primary" />
            <span className="font-semibold">Admin</span>
            <span className="max-w-40 truncate text-muted">{name}</span>
          </div>
        </div>
      </header>

      {drawerOpen ? (
        <div className="fixed inset-0 z-40 bg-black/50 lg:hidden" aria-hidden onClick={() => setDrawerOpen(false)} />
      ) : null}
      <div className="pt-14 lg:flex lg:min-h-dvh">
        {/* From 1024 px the menu is a column as tall as the page (its background and border run to the
            bottom however long the page is), with the menu itself sticky under the top bar. Below,
            the column is empty and the menu is a drawer. */}
        <div className="lg:w-64 lg:shrink-0 lg:border-r lg:border-line lg:bg-surface">
          <aside
            id="admin-menu"
            aria-label="Admin menu"
            className={clsx(
              'fixed top-0 bottom-0 left-0 z-50 flex w-72 flex-col border-r border-line bg-surface transition-transform duration-200',
              'lg:sticky lg:top-14 lg:bottom-auto lg:z-30 lg:h-[calc(100dvh-3.5rem)] lg:w-full lg:translate-x-0 lg:border-r-0',
              drawerOpen ? 'translate-x-0' : '-translate-x-full',
            )}
          >
            <div className="flex h-14 items-center justify-between border-b border-line px-4 lg:hidden">
              <span className="font-semibold">Menu</span>
              <button
                type="button"
                className="flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface-2"
                aria-label="Close menu"
                onClick={() => setDrawerOpen(false)}
              >
                <X aria-hidden className="size-5" />
              </button>
            </div>
            <div className="p-3 md:hidden">
              <SectionSearch onNavigate={() => setDrawerOpen(false)} />
            </div>
            <nav className="flex-1 overflow-y-auto px-3 py-3">
              <ul className="flex flex-col gap-0.5">
                {screens.map((screen) => {
                  const href = screenPath(screen.slug);
                  const Icon = SCREEN_ICONS[screen.slug];
                  const active =
                    screen.slug === '' ? pathname === '/admin' || pathname === '/admin/' : pathname === href;
                  return (
                    <li key={screen.slug}>
                      <SectionLink section={screen} onClick={closeDrawer} active={active}>
                        <Icon aria-hidden className="size-4 shrink-0" />
                        <span className="flex-1 truncate">{screen.title}</span>
                        {screen.badge ? (
                          <span
                            className={clsx(
                              'rounded-md px-1.5 py-0.5 text-[10px] font-bold uppercase',
                              BADGE_STYLE[screen.badge],
                            )}
                          >
                            {screen.badge}
                          </span>
                        ) : null}
                      </SectionLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <div className="border-t border-line p-3">
              <Link
                to="/"
                className="flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm text-muted hover:bg-surface-2 hover:text-fg"
              >
                <ArrowLeft aria-hidden className="size-4" /> Back to the app
              </Link>
              <SignOutLink />
            </div>
          </aside>
        </div>

        <main className="lg:min-w-0 lg:flex-1">
          <div className="mx-auto max-w-7xl p-4 lg:p-6">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}

function SectionLink({
  section,
  active,
  onClick,
  children,
}: {
  section: AdminScreen;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const className = clsx(
    'flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors duration-150',
    active ? 'bg-primary/12 text-primary' : 'text-muted hover:bg-surface-2 hover:text-fg',
  );
  const current = active ? ('page' as const) : undefined;
  return (
    <Link to={screenPath(section.slug)} onClick={onClick} aria-current={current} className={className}>
      {children}
    </Link>
  );
}

function SignOutLink() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={async () => {
        await signOut(queryClient, api);
        await navigate({ to: '/admin/login' });
      }}
      className="flex min-h-10 w-full items-center gap-3 rounded-lg px-3 text-sm text-muted hover:bg-surface-2 hover:text-fg"
    >
      <LogOut aria-hidden className="size-4" /> Sign out
    </button>
  );
}

/** Finds a back-office section by name; Enter opens the first match. */
function SectionSearch({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? screens.filter((s) => s.title.toLowerCase().includes(q) || s.slug.includes(q)).slice(0, 8) : [];
  }, [query]);
  const close = useCallback(() => setOpen(false), []);
  useDismiss({ open, onDismiss: close, ref: boxRef, closeOnEscape: false });
  const go = (section: AdminScreen) => {
    setQuery('');
    setOpen(false);
    onNavigate?.();
    void navigate({ to: screenPath(section.slug) });
  };
  return (
    <div ref={boxRef} className="relative">
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        type="search"
        role="combobox"
        aria-label="Search admin sections"
        aria-expanded={open && matches.length > 0}
        aria-controls={`${id}-results`}
        aria-autocomplete="list"
        placeholder="Search sections..."
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && matches[0]) {
            e.preventDefault();
            go(matches[0]);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
        className="field min-h-9! pl-9! text-sm"
      />
      {open && query.trim() ? (
        <ul
          id={`${id}-results`}
          role="listbox"
          className="absolute inset-x-0 top-[calc(100%+4px)] z-50 overflow-hidden rounded-lg border border-line bg-surface p-1 shadow-xl shadow-black/30"
        >
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted">No section matches “{query.trim()}”.</li>
          ) : (
            matches.map((s) => (
              <li key={s.slug} role="option" aria-selected={false}>
                <button
                  type="button"
                  onClick={() => go(s)}
                  className="flex w-full items-center rounded-md px-3 py-2 text-left text-sm hover:bg-surface-2"
                >
                  {s.title}
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}

/** Pending work from the dashboard figures, one click from each queue. */
function NotificationsButton() {
  const api = useApi();
  const { data } = useQuery(adminDashboardQuery(api));
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss({ open, onDismiss: close, ref: boxRef });
  const items = data
    ? [
        { label: 'Deposits to review', count: data.pending.deposits, slug: 'transactions' },
        { label: 'Withdrawals to review', count: data.pending.withdrawals, slug: 'transactions' },
        { label: 'Task proofs to verify', count: data.pending.verifications, slug: 'task-verifications' },
        { label: 'Tournament approvals', count: data.pending.tournamentApprovals, slug: 'tournaments' },
      ]
    : [];
  const total = items.reduce((sum, i) => sum + i.count, 0);
  return (
    <div ref={boxRef} className="relative">
      <button
        type="button"
        aria-label={`Notifications: ${total} pending`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="relative flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
      >
        <Bell aria-hidden className="size-5" />
        {total > 0 ? (
          <span className="absolute top-1.5 right-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] font-bold text-white tabular-nums">
            {total > 99 ? '99+' : total}
          </span>
        ) : null}
      </button>
      {open ? (
        <div className="absolute right-0 top-[calc(100%+6px)] z-50 w-72 rounded-xl border border-line bg-surface p-2 shadow-xl shadow-black/30">
          <p className="px-2 py-1.5 text-xs font-semibold tracking-wide text-muted uppercase">Pending actions</p>
          {!data ? (
            <p className="px-2 py-2 text-sm text-muted">Pending work could not be loaded.</p>
          ) : total === 0 ? (
            <p className="px-2 py-2 text-sm text-muted">Nothing is waiting for review.</p>
          ) : (
            <ul>
              {items
                .filter((i) => i.count > 0)
                .map((i) => (
                  <li key={i.label}>
                    <Link
                      to={screenPath(i.slug)}
                      onClick={() => setOpen(false)}
                      className="flex items-center justify-between rounded-lg px-2 py-2 text-sm hover:bg-surface-2"
                    >
                      {i.label}
                      <span className="font-semibold tabular-nums">{formatCount(i.count)}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

function AccessDenied() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4">
      <div className="card flex w-full max-w-lg flex-col items-center p-8! text-center" role="alert">
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-danger/15 text-danger">
          <ShieldX aria-hidden className="size-7" />
        </div>
        <h1 className="text-xl font-bold">Access denied</h1>
        <p className="mt-2 text-sm text-muted">Your account does not have access to the admin panel.</p>
        <div className="mt-6 flex w-full flex-col gap-2 sm:flex-row">
          <Link to="/" className="btn btn-ghost flex-1">
            Back to the app
          </Link>
          <button
            type="button"
            className="btn btn-primary flex-1"
            onClick={async () => {
              await signOut(queryClient, api);
              await navigate({ to: '/admin/login' });
            }}
          >
            Use another account
          </button>
        </div>
      </div>
    </main>
  );
}

function AdminNotFound() {
  return (
    <div className="card flex flex-col items-center p-10! text-center">
      <h1 className="text-lg font-semibold">Page not found</h1>
      <p className="mt-2 text-sm text-muted">There is no admin section at this address.</p>
      <Link to="/admin" className="btn btn-primary mt-5">
        Go to the dashboard
      </Link>
    </div>
  );
}
