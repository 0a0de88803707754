import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import type { NotificationCategory, NotificationPreferences } from '../../api-client/profile-types';
import type { User } from '../../api-client/types';
import { Skeleton } from '../../components/Skeleton';
import { useApi } from '../../context';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { notificationPreferencesQuery } from '../../queries/profile-overview';

const CATEGORIES: NotificationCategory[] = ['achievements', 'dailyBonus', 'tournaments', 'tasks', 'referrals'];

type Change = { categories?: Partial<Record<NotificationCategory, boolean>>; telegram?: boolean };

/** Notification groups the player receives (stored on the server; muted ones are never written). */
export function NotificationSettings({ user }: { user: User }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT();
  const errorText = useErrorText();
  const key = notificationPreferencesQuery(api).queryKey;
  const { data } = useSuspenseQuery(notificationPreferencesQuery(api));
  const mutation = useMutation({
    mutationFn: (change: Change) => api.put<NotificationPreferences>('/api/users/notification-preferences', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before)
        queryClient.setQueryData(key, {
          categories: { ...before.categories, ...change.categories },
          telegram: change.telegram ?? before.telegram,
        });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return (
    <div className="flex flex-col gap-1" data-testid="notification-settings">
      <ul className="flex flex-col">
        {CATEGORIES.map((category) => (
          <Toggle
            key={category}
            label={t(`notify.${category}` as MessageKey)}
            hint={t(`notify.${category}Hint` as MessageKey)}
            checked={data.categories[category]}
            onChange={(on) => mutation.mutate({ categories: { [category]: on } })}
          />
        ))}
        {user.isTelegramUser ? (
          <Toggle
            label={t('notify.telegram')}
            hint={t('notify.telegramHint')}
            checked={data.telegram}
            onChange={(on) => mutation.mutate({ telegram: on })}
          />
        ) : null}
      </ul>
      <p className="text-xs text-muted">{t('notify.always')}</p>
      {mutation.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(mutation.error)}
        </p>
      ) : null}
    </div>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <li>
      <label className="flex min-h-12 cursor-pointer items-center gap-3 py-1.5">
        <span className="min-w-0 flex-1">
          <span className="block text-sm">{label}</span>
          <span className="block text-xs text-muted">{hint}</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="peer sr-only"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span
          aria-hidden
          className={clsx(
            'relative h-6 w-10 shrink-0 rounded-full transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-primary',
            checked ? 'bg-primary' : 'bg-surface-2',
          )}
        >
          <span
            className={clsx(
              'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
              checked && 'translate-x-4',
            )}
          />
        </span>
      </label>
    </li>
  );
}

export function NotificationSettingsSkeleton() {
  return (
    <div className="flex flex-col gap-3">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center justify-between">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-6 w-10 rounded-full" />
        </div>
      ))}
    </div>
  );
}
