import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { BellOff, CheckCheck, RotateCcw, Send } from 'lucide-react';
import { toast } from '../../components/toast';
import type { AppNotification } from '../../api-client/engagement-types';
import { notificationPathOf } from '../../../../domain/notifications/notification-path';
import { Modal } from '../../components/Modal';
import { Skeleton } from '../../components/Skeleton';
import { useApi } from '../../context';
import { notificationsQuery } from '../../queries/notifications';
import { profileQuery } from '../../queries/profile';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { useFormat } from '../../i18n/use-format';
import { formatDateTime } from '../../format-time';
import { useWording } from '../../i18n/wording';

/** The bell's dialog (NotificationBellButton.tsx loads this module when the bell is reached or opened): the list, mark one or all read. */
export function NotificationPanel({ offerTelegram, onClose }: { offerTelegram: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open onClose={onClose} title={t('notifications.title')} size="sm">
      {offerTelegram ? <TelegramOptIn /> : null}
      <NotificationList onNavigate={onClose} />
    </Modal>
  );
}

function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(notificationsQuery(api));
  const t = useT();
  const f = useFormat();
  const errorText = useErrorText();
  const worded = useWording();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationsQuery(api).queryKey }),
      queryClient.invalidateQueries({ queryKey: profileQuery(api).queryKey }),
    ]);
  const markOne = useMutation({
    mutationFn: (id: string) => api.put(`/api/notifications/${id}/read`),
    onSuccess: refresh,
  });
  const markAll = useMutation({
    mutationFn: () => api.put('/api/notifications/read-all'),
    onSuccess: refresh,
    onError: (error) => toast.error(errorText(error)),
  });

  if (query.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label={t('notifications.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-2 py-6 text-center text-sm">
        <p className="text-muted">{errorText(query.error, 'notifications.loadFailed')}</p>
        <button type="button" className="btn btn-ghost min-h-9 text-sm" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden className="size-4" /> {t('action.tryAgain')}
        </button>
      </div>
    );
  const { data: items, unread } = query.data;
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <BellOff aria-hidden className="size-7 text-muted" />
        <p className="font-medium">{t('notifications.empty')}</p>
        <p className="text-sm text-muted">{t('notifications.emptyBody')}</p>
      </div>
    );
  const open = (n: AppNotification) => {
    if (!n.read) markOne.mutate(n.id);
    onNavigate();
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <p className="text-sm text-muted tabular-nums">
          {unread > 0 ? t('notifications.unread', { unread }) : t('notifications.allCaughtUp')}
        </p>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden className="size-4" /> {t('notifications.markAllRead')}
        </button>
      </div>
      <ul className="flex flex-col gap-2" aria-label={t('notifications.title')}>
        {items.map((n) => (
          <li key={n.id}>
            <Link
              to={notificationPathOf(n.type)}
              onClick={() => open(n)}
              className={clsx(
                'flex gap-3 rounded-xl border px-3 py-2.5 transition-colors',
                n.read ? 'border-line bg-surface' : 'border-primary/40 bg-primary/8',
              )}
              data-testid="notification"
            >
              <span
                aria-hidden
                className={clsx('mt-1.5 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-primary')}
              />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold">
                  {worded(n.wording, 'notice.title', n.title)}
                  {n.read ? null : <span className="sr-only">{t('notifications.unreadSr')}</span>}
                </span>
                <span className="block text-sm text-muted">{worded(n.wording, 'notice.message', n.message)}</span>
                <span className="mt-0.5 block text-xs text-muted tabular-nums">
                  {formatDateTime(n.createdAt, f.locale)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Inside Telegram, for a player the bot may not write to yet: Telegram's own permission prompt. */
function TelegramOptIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT();
  const errorText = useErrorText();
  const allow = useMutation({
    mutationFn: async () => {
      const sdk = await import('@telegram-apps/sdk-react');
      const status = await sdk.requestWriteAccess.ifAvailable()[1];
      if (status !== 'allowed') return false;
      await api.put('/api/notifications/telegram');
      return true;
    },
    onSuccess: (allowed) => {
      if (!allowed) return;
      toast.success(t('notifications.telegramOn'));
      void queryClient.invalidateQueries({ queryKey: profileQuery(api).queryKey });
    },
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <div className="mb-3 flex items-center gap-3 rounded-xl bg-surface-2 px-3 py-2.5">
      <Send aria-hidden className="size-4 shrink-0 text-primary" />
      <p className="flex-1 text-sm">{t('notifications.telegramOffer')}</p>
      <button
        type="button"
        className="btn btn-primary min-h-9 px-3 text-sm"
        disabled={allow.isPending}
        onClick={() => allow.mutate()}
      >
        {t('notifications.allow')}
      </button>
    </div>
  );
}
