import { useMutation, useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { CircleCheck, CircleDashed, Copy, ExternalLink, Link2, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../ui/error-message';
import type { AdminTelegramStatus, TelegramLinkCode } from '../../../api-client/types';
import { useApi } from '../../../context';
import { formatCount } from '../../../format';
import { adminTelegramStatusQuery } from '../../../queries/admin-dashboard';
import { screenPath } from '../paths';
import { InlineError } from '../ui/section';
import { launchLabel, telegramLaunch } from '../ui/telegram-launch';
import { Figure, Panel, PanelSkeleton, useCardQuery } from './panel';
import { formatDateTime } from '../../../format-time';

// The dashboard's Telegram card (spec 002 section 2.4, decision 0039): the bot, today's Mini App
// launches, where this admin opened the panel, and whether the admin's own account is linked to
// Telegram, with a one-time link to do it.

export function TelegramCard() {
  const api = useApi();
  const status = useCardQuery(useQuery(adminTelegramStatusQuery(api)));
  return (
    <Panel title="Telegram" testId="telegram-card" action={<StatusBadge status={status.data} />}>
      {status.data ? (
        <div className="grid gap-0 md:grid-cols-2">
          <BotStatus status={status.data} />
          <AdminLink status={status.data} onLinked={() => void status.refetch()} />
        </div>
      ) : status.isError ? (
        <InlineError error={status.error} onRetry={() => void status.refetch()} what="Telegram status" />
      ) : (
        <PanelSkeleton rows={2} label="Telegram status" />
      )}
    </Panel>
  );
}

function StatusBadge({ status }: { status: AdminTelegramStatus | undefined }) {
  if (!status) return null;
  const on = status.bot.configured && status.bot.integrationEnabled;
  return (
    <span
      className={clsx(
        'rounded-md px-2 py-0.5 text-xs font-medium',
        on ? 'bg-accent/15 text-accent' : 'bg-danger/15 text-danger',
      )}
      data-testid="telegram-connected"
    >
      {on ? 'Connected' : status.bot.configured ? 'Sign-in turned off' : 'Bot not configured'}
    </span>
  );
}

function BotStatus({ status }: { status: AdminTelegramStatus }) {
  const launch = telegramLaunch();
  return (
    <div className="flex flex-col gap-4 p-4">
      <dl className="grid grid-cols-2 gap-3">
        <Figure label="Mini App launches today" value={formatCount(status.launchesToday)} testId="telegram-launches" />
        <Figure label="Players today" value={formatCount(status.playersToday)} />
      </dl>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-muted">Bot</dt>
        <dd className="truncate">
          {status.bot.username ? (
            <a
              href={`https://t.me/${status.bot.username}`}
              target="_blank"
              rel="noreferrer"
              className="text-primary hover:underline"
            >
              @{status.bot.username}
            </a>
          ) : (
            <span className="text-muted">no username set</span>
          )}
          {status.bot.configured ? null : <span className="text-danger"> · token missing</span>}
        </dd>
        <dt className="text-muted">Telegram sign-in</dt>
        <dd>{status.bot.integrationEnabled ? 'On' : 'Off (System Settings)'}</dd>
        <dt className="text-muted">This panel</dt>
        <dd data-testid="telegram-platform">{launchLabel(launch)}</dd>
      </dl>
      {status.launchesToday === 0 ? (
        <p className="text-xs text-muted">No one has opened the Mini App today (UTC).</p>
      ) : null}
    </div>
  );
}

function AdminLink({ status, onLinked }: { status: AdminTelegramStatus; onLinked: () => void }) {
  const api = useApi();
  const [username, setUsername] = useState('');
  const create = useMutation({
    mutationFn: (telegramUsername: string) =>
      api.post<TelegramLinkCode>('/api/admin/dashboard/telegram/link', { telegramUsername }),
  });
  const { admin } = status;
  return (
    <div
      className="flex flex-col gap-3 border-t border-line p-4 md:border-t-0 md:border-l"
      data-testid="telegram-admin-link"
    >
      <p className="text-xs font-medium text-muted uppercase">Your account</p>
      {admin.linked ? (
        <div className="flex items-start gap-3">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <div className="min-w-0 text-sm">
            <p className="font-medium">Linked to Telegram</p>
            <p className="truncate text-muted">
              {admin.fullName}
              {admin.username ? ` · @${admin.username}` : ''} · id {admin.telegramId}
            </p>
            <p className="mt-1 text-xs text-muted">
              Opening the Mini App from this Telegram account signs you in here.
            </p>
          </div>
        </div>
      ) : (
        <>
          <div className="flex items-start gap-3">
            <CircleDashed aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
            <div className="text-sm">
              <p className="font-medium">Not linked to Telegram</p>
              <p className="text-muted">
                Enter your Telegram username and create a one-time link, then open it in Telegram: the Mini App opens
                and links that Telegram account to this one. The link works once, for 15 minutes, and only for that
                username.
              </p>
            </div>
          </div>
          {create.data ? (
            <LinkReady code={create.data} onDone={onLinked} />
          ) : (
            <form
              className="flex flex-col gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                create.mutate(username);
              }}
            >
              <label className="flex flex-col gap-1 text-sm">
                <span className="text-muted">Your Telegram username</span>
                <input
                  className="field"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                  placeholder="@username"
                  autoComplete="off"
                  maxLength={40}
                  required
                />
              </label>
              {create.isError ? (
                <p role="alert" className="text-xs text-danger">
                  {errorMessage(create.error, 'Could not create a link')}
                </p>
              ) : null}
              <button
                type="submit"
                className="btn btn-primary self-start text-sm"
                disabled={create.isPending || !status.bot.configured || username.trim() === ''}
              >
                <Link2 aria-hidden className="size-4" /> {create.isPending ? 'Creating...' : 'Create link'}
              </button>
            </form>
          )}
          {status.bot.configured ? null : (
            <p className="text-xs text-danger">The bot token is not configured on the server.</p>
          )}
        </>
      )}
    </div>
  );
}

function LinkReady({ code, onDone }: { code: TelegramLinkCode; onDone: () => void }) {
  const copy = (text: string) =>
    void navigator.clipboard
      ?.writeText(text)
      .then(() => toast.success('Copied'))
      .catch(() => toast.error('Copy failed'));
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface-2 p-3 text-sm">
      {code.url ? (
        <>
          <a
            href={code.url}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-2 break-all text-primary hover:underline"
            data-testid="telegram-link-url"
          >
            <Send aria-hidden className="size-4 shrink-0" /> {code.url}
            <ExternalLink aria-hidden className="size-3.5 shrink-0" />
          </a>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-ghost min-h-9 text-sm" onClick={() => copy(code.url!)}>
              <Copy aria-hidden className="size-4" /> Copy link
            </button>
            <button type="button" className="btn btn-ghost min-h-9 text-sm" onClick={onDone}>
              I opened it, check again
            </button>
          </div>
        </>
      ) : (
        <p>
          The bot's username is not set, so there is no t.me link. Set it in{' '}
          <a href={screenPath('referrals')} className="text-primary hover:underline">
            Referrals
          </a>
          , or open the Mini App with start parameter <code className="break-all">{code.startParam}</code>.
        </p>
      )}
      <p className="text-xs text-muted">Valid until {formatDateTime(code.expiresAt)}.</p>
    </div>
  );
}
