import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { LogOut, Mail, RotateCcw, Send, ShieldBan } from 'lucide-react';
import type { ReactNode } from 'react';
import { signOut } from '../auth';
import { useApi } from '../context';
import { useT } from '../i18n/i18n';
import { useFormat } from '../i18n/use-format';
import { blockNoticeQuery } from '../queries/block-notice';
import { formatDateTime } from '../format-time';

/** A Telegram handle as a link to its chat ("@name" or "name"); anything else is shown as text. */
const telegramLink = (handle: string) => {
  const name = handle.replace(/^@/, '');
  return /^[A-Za-z0-9_]{5,32}$/.test(name) ? `https://t.me/${name}` : null;
};

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm font-medium break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * What a blocked player sees instead of the app (decision 0066, GET /api/users/block-notice): that
 * they are blocked, the admin's reason, until when (or that it is permanent), their balances to read,
 * and how to reach support. Nothing here acts on the account; the session stays signed in, so the
 * screen is there on every visit until the block ends ("Check again" reloads the app).
 */
export function BlockNotice() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT();
  const f = useFormat();
  const { data } = useSuspenseQuery(blockNoticeQuery(api));
  const { block, balances, support } = data;
  const telegram = support.telegram ? telegramLink(support.telegram) : null;
  return (
    <main
      className="mx-auto flex min-h-dvh w-full max-w-[480px] flex-col gap-4 px-4 pb-8"
      style={{ paddingTop: 'calc(var(--safe-top) + 32px)', paddingBottom: 'calc(var(--safe-bottom) + 32px)' }}
      data-testid="block-notice"
    >
      <div className="flex flex-col items-center text-center">
        <div className="mb-3 flex size-14 items-center justify-center rounded-full bg-danger/15 text-danger">
          <ShieldBan aria-hidden className="size-7" />
        </div>
        <h1 className="text-xl font-bold">{t('blocked.title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('blocked.lead')}</p>
      </div>

      <dl className="card flex flex-col divide-y divide-line py-1!">
        <Fact label={t('blocked.reason')} testId="block-reason">
          {block?.reason}
        </Fact>
        <Fact label={t('blocked.ends')} testId="block-until">
          {block?.until ? formatDateTime(block.until, f.locale) : t('blocked.permanent')}
        </Fact>
      </dl>

      <section className="card" aria-labelledby="blocked-balance">
        <h2 id="blocked-balance" className="text-xs text-muted">
          {t('blocked.balance')}
        </h2>
        <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="block-balance">
          {f.usdt(balances.balance)}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-3 text-sm tabular-nums">
          <div>
            <dt className="text-xs text-muted">{t('deposit.playableBalance')}</dt>
            <dd className="font-semibold">{f.usdt(balances.playableBalance)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t('deposit.bonusBalance')}</dt>
            <dd className="font-semibold">{f.usdt(balances.bonusBalance)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-muted">{t('blocked.balanceNote')}</p>
      </section>

      <section className="card flex flex-col gap-2" aria-labelledby="blocked-support">
        <h2 id="blocked-support" className="font-semibold">
          {t('blocked.support')}
        </h2>
        {support.email || support.telegram ? (
          <>
            <p className="text-sm text-muted">{t('blocked.supportBody')}</p>
            {support.email ? (
              <a href={`mailto:${support.email}`} className="btn btn-ghost justify-start" data-testid="support-email">
                <Mail aria-hidden className="size-4" /> {support.email}
              </a>
            ) : null}
            {support.telegram ? (
              telegram ? (
                <a
                  href={telegram}
                  target="_blank"
                  rel="noreferrer"
                  className="btn btn-ghost justify-start"
                  data-testid="support-telegram"
                >
                  <Send aria-hidden className="size-4" /> {support.telegram}
                </a>
              ) : (
                <p className="text-sm" data-testid="support-telegram">
                  {support.telegram}
                </p>
              )
            ) : null}
          </>
        ) : (
          <p className="text-sm text-muted">{t('blocked.noSupport')}</p>
        )}
      </section>

      <div className="flex flex-col gap-3">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden className="size-4" /> {t('blocked.checkAgain')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => void signOut(queryClient, api).then(() => window.location.assign('/login'))}
        >
          <LogOut aria-hidden className="size-4" /> {t('security.signOut')}
        </button>
      </div>
    </main>
  );
}
