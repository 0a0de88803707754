import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { User } from '../api-client/types';
import { displayName } from '../format-base';
import { useT } from '../i18n/i18n';
import { Avatar } from './Avatar';

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
  const t = useT();
  return (
    <div className="flex items-center gap-3">
      <Avatar user={user} />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5">
          <span className="truncate font-semibold" data-testid="header-name">
            {displayName(user, t('header.guestName'))}
          </span>
          {badge}
        </div>
        {subline}
      </div>
      {actions}
    </div>
  );
}
