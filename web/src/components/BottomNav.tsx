import { Link, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import { Ellipsis, Zap } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { AppSettings, User } from '../api-client/types';
import { chunkComponent } from '../chunk-component';
import { useT } from '../i18n/i18n';
import { useFloatingButtonsShown } from './floating-buttons';
import { isActive, LevelBadge, type NavEntry, navEntries } from './nav-entries';

// The More menu (narrow screens, more than four entries) is a chunk of its own (NavMoreMenu.tsx),
// loaded once the page has loaded.
const NavMoreMenu = chunkComponent(
  'components/NavMoreMenu',
  () => import('./NavMoreMenu').then((m) => m.NavMoreMenu),
  undefined,
  {
    afterPageLoad: true,
  },
);

/** On narrow screens the first three entries show and the rest sit under More (when there are more than four). */
export function BottomNav({ settings, user }: { settings: AppSettings; user: User | null }) {
  const t = useT();
  const entries = navEntries(settings, user);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const overflow = entries.length > 4 ? entries.slice(3) : [];
  const [moreOpen, setMoreOpen] = useState(false);
  const moreRef = useRef<HTMLLIElement>(null);

  useEffect(() => setMoreOpen(false), [pathname]);
  const closeMore = useCallback(() => setMoreOpen(false), []);

  const overflowActive = overflow.some((e) => isActive(pathname, e.to));

  return (
    <nav aria-label={t('nav.main')} className="fixed inset-x-0 bottom-0 z-40">
      <div
        className="mx-auto max-w-[480px] border-t border-line bg-surface/95 backdrop-blur-md"
        style={{ paddingBottom: 'var(--safe-bottom)' }}
      >
        <ul className="flex h-16 items-stretch">
          {entries.map((entry, index) => (
            <li
              key={entry.to}
              className={clsx('flex flex-1', index >= 3 && overflow.length > 0 && 'hidden min-[480px]:flex')}
            >
              <NavLink entry={entry} active={isActive(pathname, entry.to)} />
            </li>
          ))}
          {overflow.length > 0 ? (
            <li ref={moreRef} className="relative flex flex-1 min-[480px]:hidden">
              <button
                type="button"
                onClick={() => setMoreOpen(!moreOpen)}
                aria-expanded={moreOpen}
                aria-controls="nav-more"
                className={clsx(
                  'flex flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium',
                  overflowActive || moreOpen ? 'text-primary' : 'text-muted',
                )}
              >
                <Ellipsis aria-hidden className="size-5" />
                {t('nav.more')}
              </button>
              {moreOpen ? (
                <NavMoreMenu entries={overflow} pathname={pathname} onDismiss={closeMore} anchor={moreRef} />
              ) : null}
            </li>
          ) : null}
        </ul>
      </div>
    </nav>
  );
}

function NavLink({ entry, active }: { entry: NavEntry; active: boolean }) {
  const t = useT();
  return (
    <Link
      to={entry.to}
      aria-current={active ? 'page' : undefined}
      aria-label={
        entry.badge !== undefined ? t('nav.withLevel', { label: t(entry.label), level: entry.badge }) : undefined
      }
      className={clsx(
        'relative flex flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors duration-150',
        active ? 'text-primary' : 'text-muted hover:text-fg',
      )}
    >
      <span className="relative">
        <entry.icon aria-hidden className="size-5" />
        {entry.badge !== undefined ? (
          <span className="absolute -top-1.5 -right-3">
            <LevelBadge level={entry.badge} />
          </span>
        ) : null}
      </span>
      {t(entry.label)}
    </Link>
  );
}

const NAV_HEIGHT = '64px';
const FLOATING_SIZE = '56px';
const FLOATING_GAP = '16px';
/** Where the floating buttons' row sits: above the navigation (when shown) and the safe area. */
const floatingBottom = (withNav: boolean) =>
  `calc(${withNav ? `${NAV_HEIGHT} + ` : ''}var(--safe-bottom) + ${FLOATING_GAP})`;
/** The room a page leaves under its content, so its last content scrolls clear of the floating buttons. */
export const contentClearance = (withNav: boolean) =>
  `calc(${withNav ? `${NAV_HEIGHT} + ` : ''}var(--safe-bottom) + ${FLOATING_GAP} + ${FLOATING_SIZE} + ${FLOATING_GAP})`;

/** Floating buttons above the navigation, inside the app column (quick quiz on the right, daily bonus on the left). */
export function FloatingRow({
  withNav,
  side,
  children,
}: {
  withNav: boolean;
  side: 'start' | 'end';
  children: ReactNode;
}) {
  return (
    <div className="pointer-events-none fixed inset-x-0 z-30" style={{ bottom: floatingBottom(withNav) }}>
      <div className={clsx('mx-auto flex max-w-[480px] px-4', side === 'start' ? 'justify-start' : 'justify-end')}>
        {children}
      </div>
    </div>
  );
}

/** The floating quick-quiz button, out of the way during a quiz, a tournament run and on forms (floating-buttons.ts). */
export function QuickQuizButton({ withNav }: { withNav: boolean }) {
  const shown = useFloatingButtonsShown();
  const t = useT();
  if (!shown) return null;
  return (
    <FloatingRow withNav={withNav} side="end">
      <Link
        to="/quiz"
        aria-label={t('nav.quickQuiz')}
        data-floating=""
        className="pointer-events-auto flex size-14 items-center justify-center rounded-full bg-button text-on-button shadow-lg shadow-primary/30 transition-transform duration-150 active:scale-95"
      >
        <Zap aria-hidden className="size-6" />
      </Link>
    </FloatingRow>
  );
}
