import { Link, useRouterState } from '@tanstack/react-router';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { AppSettings, User } from '../api/types';
import { chunkComponent } from '../chunk-component';
import { displayName } from '../format';
import { useT } from '../i18n/i18n';
import { Avatar } from './Avatar';

// A guest's header is this module; a signed-in player's (balance, daily bonus, bell, XP bar, the
// expandable panel) is PlayerHeader.tsx, a chunk a first visit does not download (decision 0037).
const PlayerHeader = chunkComponent(
  'components/PlayerHeader',
  () => import('./PlayerHeader').then((m) => m.PlayerHeader),
  ({ user }: { user: User; settings: AppSettings }) => (
    <HeaderShell>
      <HeaderRow user={user} />
    </HeaderShell>
  ),
);

export function Header({ user, settings }: { user: User | null; settings: AppSettings }) {
  return user ? <PlayerHeader user={user} settings={settings} /> : <GuestHeader />;
}

function GuestHeader() {
  const t = useT();
  const onLoginPage = useRouterState({ select: (s) => s.location.pathname === '/login' });
  return (
    <HeaderShell>
      <HeaderRow
        user={null}
        subline={<div className="mt-0.5 text-xs text-muted">{t('header.signInToSave')}</div>}
        actions={
          onLoginPage ? null : (
            <Link to="/login" className="btn btn-primary shrink-0 text-sm">
              {t('auth.signIn')}
            </Link>
          )
        }
      />
    </HeaderShell>
  );
}

/** The header's frame: sticky while compact; an expanded panel scrolls away with the page instead of covering it. */
export function HeaderShell({ expanded = false, children }: { expanded?: boolean; children: ReactNode }) {
  return (
    <header
      className={clsx(
        'top-0 z-30 border-b border-line bg-bg/90 px-4 pb-3 backdrop-blur-md',
        expanded ? 'relative' : 'sticky',
      )}
      style={{ paddingTop: 'calc(var(--safe-top) + 12px)' }}
    >
      {children}
    </header>
  );
}

/** Avatar and name, a badge beside the name, a line under it, and actions on the right. */
export function HeaderRow({
  user,
  badge,
  subline,
  actions,
}: {
  user: User | null;
  badge?: ReactNode;
  subline?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <Avatar user={user} />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5">
          <span className="truncate font-semibold" data-testid="header-name">
            {displayName(user)}
          </span>
          {badge}
        </div>
        {subline}
      </div>
      {actions}
    </div>
  );
}
