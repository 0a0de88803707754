import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { badgeCount } from '../../format';
import { useT } from '../../i18n/i18n';

// The header's bell is in every page's entry; its dialog (the list, mark read, the Telegram opt-in,
// `Modal`) is a chunk of its own, fetched when the pointer reaches the bell or it is opened
// (decision 0037). The dialog is never server-rendered (it opens on a click), so nothing waits.
const loadPanel = () => import('./NotificationBell');
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));

/** The header's bell: the unread count from the profile; opens the notifications dialog. */
export function NotificationBell({ unread, offerTelegram }: { unread: number; offerTelegram: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-label={t('notifications.bell', { unread })}
        className="relative flex h-11 w-9 items-center justify-center rounded-xl text-muted hover:text-fg"
        data-testid="notification-bell"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 ? (
          <span className="absolute top-1.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-danger px-1 text-[10px] font-bold text-white tabular-nums">
            {badgeCount(unread)}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel offerTelegram={offerTelegram} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
