import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { Bell, BellOff, CheckCheck, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../components/toast';
import { errorMessage } from '../../api/client';
import type { AppNotification } from '../../api/engagement-types';
import { Modal } from '../../components/Modal';
import { Skeleton } from '../../components/Skeleton';
import { useApi } from '../../context';
import { badgeCount, formatDateTime } from '../../format';
import { notificationsQuery } from '../../queries/notifications';
import { profileQuery } from '../../queries/profile';

/** The screen a notification is about (the same map as the Telegram message's button). */
const LINKS: Record<string, '/' | '/earn' | '/profile' | '/tournaments'> = {
  deposit_approved: '/profile',
  deposit_rejected: '/profile',
  withdrawal_completed: '/profile',
  withdrawal_rejected: '/profile',
  task_proof_approved: '/earn',
  task_proof_rejected: '/earn',
  task_activated: '/earn',
  tournament_completed: '/tournaments',
  referral_reward: '/earn',
  achievement_unlocked: '/profile',
  level_up: '/profile',
  daily_bonus_ready: '/',
};

/** The header's bell: the unread count from the profile, and a panel with the list, mark one or all read. */
export function NotificationBell({ unread, offerTelegram }: { unread: number; offerTelegram: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Notifications, ${unread} unread`}
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
      <Modal open={open} onClose={() => setOpen(false)} title="Notifications" size="sm">
        {offerTelegram ? <TelegramOptIn /> : null}
        <NotificationList onNavigate={() => setOpen(false)} />
      </Modal>
    </>
  );
}

function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(notificationsQuery(api));
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
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (query.isPending)
    return (
      <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading notifications">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-2 py-6 text-center text-sm">
        <p className="text-muted">{errorMessage(query.error, 'Notifications could not be loaded.')}</p>
        <button type="button" className="btn btn-ghost min-h-9 text-sm" onClick={() => void query.refetch()}>
          <RotateCcw aria-hidden className="size-4" /> Try Again
        </button>
      </div>
    );
  const { data: items, unread } = query.data;
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <BellOff aria-hidden className="size-7 text-muted" />
        <p className="font-medium">No notifications yet</p>
        <p className="text-sm text-muted">Rewards, reviews and new tasks will show up here.</p>
      </div>
    );
  const open = (n: AppNotification) => {
    if (!n.read) markOne.mutate(n.id);
    onNavigate();
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <p className="text-sm text-muted tabular-nums">{unread > 0 ? `${unread} unread` : 'All caught up'}</p>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden className="size-4" /> Mark all read
        </button>
      </div>
      <ul className="flex flex-col gap-2" aria-label="Notifications">
        {items.map((n) => (
          <li key={n.id}>
            <Link
              to={LINKS[n.type] ?? '/'}
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
                  {n.title}
                  {n.read ? null : <span className="sr-only"> (unread)</span>}
                </span>
                <span className="block text-sm text-muted">{n.message}</span>
                <span className="mt-0.5 block text-xs text-muted tabular-nums">{formatDateTime(n.createdAt)}</span>
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
      toast.success('Notifications will also arrive in Telegram');
      void queryClient.invalidateQueries({ queryKey: profileQuery(api).queryKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <div className="mb-3 flex items-center gap-3 rounded-xl bg-surface-2 px-3 py-2.5">
      <Send aria-hidden className="size-4 shrink-0 text-primary" />
      <p className="flex-1 text-sm">Get these in your Telegram chat too.</p>
      <button
        type="button"
        className="btn btn-primary min-h-9 px-3 text-sm"
        disabled={allow.isPending}
        onClick={() => allow.mutate()}
      >
        Allow
      </button>
    </div>
  );
}
