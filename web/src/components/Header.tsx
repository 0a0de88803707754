import { Link, useRouterState } from '@tanstack/react-router';
import type { AppSettings, User } from '../api-client/types';
import { chunkComponent } from '../chunk-component';
import { useT } from '../i18n/i18n';
import { useReturnHere } from '../routes/login-search';
import { HeaderRow, HeaderShell } from './HeaderFrame';

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
  const redirect = useReturnHere();
  return (
    <HeaderShell>
      <HeaderRow
        user={null}
        subline={<div className="mt-0.5 text-xs text-muted">{t('header.signInToSave')}</div>}
        actions={
          onLoginPage ? null : (
            <Link to="/login" search={{ redirect }} className="btn btn-primary shrink-0 text-sm">
              {t('auth.signIn')}
            </Link>
          )
        }
      />
    </HeaderShell>
  );
}
