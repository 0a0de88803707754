import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { CircleCheck, CircleDashed, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AdminTelegramStatus } from '../../../api-client/types';
import { useApi } from '../../../context';
import { adminTelegramStatusQuery } from '../../../queries/admin-dashboard';
import { screenPath } from '../paths';
import { InlineError } from '../ui/section';
import { Skeleton } from '../../../components/Skeleton';
import { launchLabel, telegramLaunch } from '../ui/telegram-launch';

/**
 * The Users screen's current Telegram user (spec 002 section 2.5): the Telegram account linked to the
 * admin at the controls, and where this panel was opened; without a link, how to make one (the
 * Dashboard's Telegram card does it).
 */
export function TelegramUserCard() {
  const api = useApi();
  const status = useQuery(adminTelegramStatusQuery(api));
  // The launch parameters are the browser's: read after hydration, so the server's HTML agrees.
  const [launch, setLaunch] = useState<ReturnType<typeof telegramLaunch>>(null);
  useEffect(() => setLaunch(telegramLaunch()), []);
  return (
    <section
      aria-labelledby="telegram-user-title"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      data-testid="telegram-user-card"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="telegram-user-title" className="flex items-center gap-2 text-sm font-semibold">
          <Send aria-hidden className="size-4 text-primary" /> Current Telegram user
        </h2>
        <span className="text-xs text-muted" data-testid="telegram-user-platform">
          Opened in {launchLabel(launch)}
        </span>
      </div>
      {status.data ? (
        <LinkedAccount admin={status.data.admin} inTelegram={launch !== null} />
      ) : status.isError ? (
        <InlineError error={status.error} onRetry={() => void status.refetch()} what="Telegram user" />
      ) : (
        <Skeleton className="h-12 rounded-lg" />
      )}
    </section>
  );
}

function LinkedAccount({ admin, inTelegram }: { admin: AdminTelegramStatus['admin']; inTelegram: boolean }) {
  const Icon = admin.linked ? CircleCheck : CircleDashed;
  return (
    <div className="flex items-start gap-3">
      <Icon aria-hidden className={clsx('mt-0.5 size-5 shrink-0', admin.linked ? 'text-accent' : 'text-muted')} />
      {admin.linked ? (
        <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Name</dt>
          <dd className="truncate font-medium">{admin.fullName}</dd>
          <dt className="text-muted">Username</dt>
          <dd className="truncate">{admin.username ? `@${admin.username}` : 'none'}</dd>
          <dt className="text-muted">Telegram ID</dt>
          <dd className="tabular-nums">{admin.telegramId}</dd>
        </dl>
      ) : (
        <div className="text-sm">
          <p className="font-medium">Not linked to Telegram</p>
          <p className="text-muted">
            {inTelegram
              ? 'This panel is open inside Telegram, but your account is not linked to a Telegram user. '
              : 'Your account has no Telegram user. '}
            Link one from the{' '}
            <a href={screenPath('')} className="text-primary hover:underline">
              Dashboard
            </a>
            's Telegram card; opening the Mini App from that Telegram account then signs you in here.
          </p>
        </div>
      )}
    </div>
  );
}
