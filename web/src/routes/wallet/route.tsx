import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, Link, useRouter } from '@tanstack/react-router';
import { ArrowDownToLine, Receipt, Target, UserRound } from 'lucide-react';
import type { Wallet } from '../../api-client/types';
import { MASK, useBalanceHidden } from '../../components/balanceVisibility';
import { EmptyState } from '../../components/EmptyState';
import { SignInPrompt } from '../../components/SignInPrompt';
import { VerifyEmailNotice } from '../../components/VerifyEmailNotice';
import { useSettings } from '../../settings';
import { Skeleton } from '../../components/Skeleton';
import { DepositForm } from '../../components/wallet/DepositForm';
import { SkeletonTiles } from '../../components/wallet/SkeletonTiles';
import { TransactionList } from '../../components/wallet/TransactionList';
import { type PlayerContext, useApi } from '../../context';
import { profileQuery } from '../../queries/profile';
import { recentDepositsQuery, walletQuery } from '../../queries/wallet';
import { useBackButton } from '../../telegram/useTelegram';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { currency } from '../../format-base';

export const Route = createLazyRoute('/player/deposit')({
  component: DepositPage,
  pendingComponent: DepositSkeleton,
});

/** The route's loader (player-routes.ts): the player, the wallet and the recent deposits. */
export async function load({ queryClient, api, maintenance }: PlayerContext) {
  if (maintenance) return;
  const user = await queryClient.ensureQueryData(profileQuery(api));
  if (!user) return;
  await Promise.all([
    queryClient.ensureQueryData(walletQuery(api)),
    queryClient.ensureQueryData(recentDepositsQuery(api)),
  ]);
}

function DepositPage() {
  const api = useApi();
  const router = useRouter();
  const { data: user } = useSuspenseQuery(profileQuery(api));
  // Inside Telegram: its BackButton returns to the page the player came from (home if none).
  useBackButton(() => (router.history.canGoBack() ? router.history.back() : void router.navigate({ to: '/' })));
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <div className="pt-1">
        <h1 className="text-2xl font-bold">{t('deposit.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('deposit.subtitle')}</p>
      </div>
      {user ? <VerifyEmailNotice user={user} /> : null}
      {user ? (
        <SignedInDeposit />
      ) : (
        <SignInPrompt title={t('deposit.signInTitle')}>{t('deposit.signInBody')}</SignInPrompt>
      )}
    </div>
  );
}

function SignedInDeposit() {
  const api = useApi();
  const { data: wallet } = useSuspenseQuery(walletQuery(api));
  const t = useT();
  const { features } = useSettings();
  if (!features.deposits) {
    return (
      <EmptyState icon={<ArrowDownToLine aria-hidden className="size-7" />} title={t('earn.unavailable')}>
        {t('wallet.depositsOff')}
      </EmptyState>
    );
  }
  return (
    <>
      <BalanceStrip wallet={wallet} />
      <DepositForm wallet={wallet} variant="page" />
      <RecentDeposits />
      <nav aria-label={t('deposit.nextSteps')} className="grid grid-cols-2 gap-3">
        {/* The challenge quiz is its own page: a full page load (spec 000, section 2). */}
        <a href="/betting-quiz" className="btn btn-primary">
          <Target aria-hidden className="size-4" /> {t('deposit.playQuiz')}
        </a>
        <Link to="/profile" className="btn btn-ghost">
          <UserRound aria-hidden className="size-4" /> {t('deposit.viewProfile')}
        </Link>
      </nav>
    </>
  );
}

function BalanceStrip({ wallet }: { wallet: Wallet }) {
  const [hidden] = useBalanceHidden();
  const t = useT();
  const f = useFormat();
  const show = (v: string) => (hidden ? MASK : f.amount(v));
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="card p-3!">
        <dt className="text-xs text-muted">{t('deposit.playableBalance')}</dt>
        <dd className="text-lg font-bold tabular-nums" data-testid="deposit-playable">
          {show(wallet.balances.playableBalance)} <span className="text-xs font-medium text-muted">{currency()}</span>
        </dd>
      </div>
      <div className="card p-3!">
        <dt className="text-xs text-muted">{t('deposit.bonusBalance')}</dt>
        <dd className="text-lg font-bold tabular-nums">
          {show(wallet.balances.bonusBalance)} <span className="text-xs font-medium text-muted">{currency()}</span>
        </dd>
      </div>
    </dl>
  );
}

function RecentDeposits() {
  const api = useApi();
  const [hidden] = useBalanceHidden();
  const { data } = useSuspenseQuery(recentDepositsQuery(api));
  const t = useT();
  return (
    <section className="card" aria-labelledby="recent-deposits-heading">
      <h2 id="recent-deposits-heading" className="mb-3 font-semibold">
        {t('deposit.recent')}
      </h2>
      {data.data.length === 0 ? (
        <div className="flex items-center gap-3 py-2 text-sm text-muted">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/12 text-primary">
            <Receipt aria-hidden className="size-5" />
          </span>
          {t('deposit.none')}
        </div>
      ) : (
        <TransactionList transactions={data.data} hidden={hidden} label={t('deposit.recent')} />
      )}
    </section>
  );
}

function DepositSkeleton() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={t('deposit.loading')}>
      <div className="space-y-2 pt-1">
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-4 w-3/4" />
      </div>
      <SkeletonTiles count={2} tile="h-16 rounded-2xl" />
      <div className="card flex flex-col gap-3">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-11 rounded-xl" />
        <SkeletonTiles count={4} tile="h-11 rounded-xl" />
      </div>
      <div className="card flex flex-col gap-3">
        <Skeleton className="h-4 w-32" />
        <SkeletonTiles count={3} tile="h-14 rounded-xl" />
      </div>
      <div className="card flex flex-col items-center gap-3">
        <ArrowDownToLine aria-hidden className="size-6 text-muted/50" />
        <Skeleton className="size-36 rounded-lg" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
