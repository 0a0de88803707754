import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { ArrowDownToLine, ArrowUpFromLine, Lock, Receipt } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { Api } from '../../api-client/client';
import type { User, Wallet } from '../../api-client/types';
import { useApi } from '../../context';
import { useSettings } from '../../settings';
import { currency } from '../../format-base';
import { useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { transactionsQuery, walletQuery } from '../../queries/wallet';
import { MASK, useBalanceHidden } from '../balanceVisibility';
import { Modal } from '../Modal';
import { LoadBoundary, Panel } from '../Panel';
import { Skeleton } from '../Skeleton';
import { toMicro } from './amounts';
import { CopyButton } from './CopyButton';
import { DepositForm } from './DepositForm';
import { PlayThroughCard } from './PlayThroughCard';
import { SkeletonTiles } from './SkeletonTiles';
import { TransactionList, TransactionListSkeleton } from './TransactionList';
import { WithdrawModal } from './WithdrawModal';
import { useOfferedNetworks } from './offeredNetworks';
import { LabelledBar } from '../ProgressBar';
import { formatWaitingTime } from '../../format-time';

/** The profile refreshes its wallet every 5 seconds (spec 001, section 9). */
const LIVE = { refetchInterval: 5_000 } as const;
const RECENT_TRANSACTIONS = 10;

const recentTransactions = (api: Api) => transactionsQuery(api, { limit: RECENT_TRANSACTIONS });

/** For the profile's loader: the wallet arrives with the page; a failure stays inside the section. */
export function prefetchProfileWallet(queryClient: QueryClient, api: Api) {
  return Promise.all([queryClient.prefetchQuery(walletQuery(api)), queryClient.prefetchQuery(recentTransactions(api))]);
}

/** The profile's wallet: balances with Deposit / Withdraw, the bonus play-through, deposit addresses, limits, last 10 transactions. */
export function WalletSection({ user }: { user: User }) {
  const t = useT();
  return (
    <>
      <LoadBoundary framed skeleton={<WalletCardSkeleton />}>
        <WalletCards user={user} />
      </LoadBoundary>
      <Panel
        id="wallet-transactions"
        title={t('wallet.recentTransactions')}
        skeleton={<TransactionListSkeleton rows={4} />}
      >
        <RecentTransactions />
      </Panel>
    </>
  );
}

function WalletCards({ user }: { user: User }) {
  const api = useApi();
  const { data: wallet } = useSuspenseQuery({ ...walletQuery(api), ...LIVE });
  const t = useT();
  const [dialog, setDialog] = useState<'deposit' | 'withdraw' | null>(null);
  const [depositBusy, setDepositBusy] = useState(false);
  const close = useCallback(() => setDialog(null), []);
  return (
    <>
      <BalancesCard
        wallet={wallet}
        user={user}
        onDeposit={() => setDialog('deposit')}
        onWithdraw={() => setDialog('withdraw')}
      />
      <PlayThroughCard wallet={wallet} />
      <AddressesCard wallet={wallet} />
      <LimitsCard wallet={wallet} />
      <Modal
        open={dialog === 'deposit'}
        onClose={close}
        busy={depositBusy}
        title={t('wallet.depositTitle')}
        description={t('wallet.depositDescription')}
      >
        <DepositForm wallet={wallet} variant="modal" proofRequired onSubmitted={close} onBusyChange={setDepositBusy} />
      </Modal>
      <WithdrawModal wallet={wallet} open={dialog === 'withdraw'} onClose={close} />
    </>
  );
}

function BalancesCard({
  wallet,
  user,
  onDeposit,
  onWithdraw,
}: {
  wallet: Wallet;
  user: User;
  onDeposit: () => void;
  onWithdraw: () => void;
}) {
  const [hidden] = useBalanceHidden();
  const { features } = useSettings();
  const t = useT();
  const f = useFormat();
  const show = (v: string) => (hidden ? MASK : f.amount(v));
  const { balances } = wallet;
  const tiles: Array<[string, string, string]> = [
    [t('wallet.playable'), balances.playableBalance, 'wallet-playable'],
    [t('wallet.bonus'), balances.bonusBalance, 'wallet-bonus'],
    [t('wallet.available'), balances.availableBalance, 'wallet-available'],
    [t('wallet.locked'), balances.lockedBalance, 'wallet-locked'],
  ];
  return (
    <section className="card" aria-labelledby="wallet-heading">
      <h2 id="wallet-heading" className="text-sm font-medium text-muted">
        {t('wallet.balance')}
      </h2>
      <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="profile-balance">
        {show(balances.balance)} <span className="text-base font-semibold text-muted">{currency()}</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        {tiles.map(([label, value, testId]) => (
          <div key={label} className="rounded-xl bg-surface-2 px-3 py-2">
            <dt className="flex items-center gap-1 text-xs text-muted">
              {testId === 'wallet-locked' ? <Lock aria-hidden className="size-3" /> : null}
              {label}
            </dt>
            <dd className="font-semibold tabular-nums" data-testid={testId}>
              {show(value)}
            </dd>
          </div>
        ))}
      </dl>
      {!user.hasDeposited && (toMicro(balances.bonusBalance) ?? 0n) > 0n ? (
        <p className="mt-3 text-xs text-muted">{t('wallet.bonusNote')}</p>
      ) : null}
      {(toMicro(balances.lockedBalance) ?? 0n) > 0n ? (
        <p className="mt-3 text-xs text-muted">{t('wallet.lockedNote')}</p>
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" className="btn btn-primary" onClick={onDeposit} disabled={!features.deposits}>
          <ArrowDownToLine aria-hidden className="size-4" /> {t('wallet.depositTitle')}
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={onWithdraw}
          disabled={!user.withdrawalEnabled || !features.withdrawals}
        >
          <ArrowUpFromLine aria-hidden className="size-4" /> {t('wallet.withdraw')}
        </button>
      </div>
      {!features.deposits ? <p className="mt-2 text-xs text-muted">{t('wallet.depositsOff')}</p> : null}
      {!features.withdrawals ? (
        <p className="mt-2 text-xs text-muted">{t('wallet.withdrawalsOff')}</p>
      ) : !user.withdrawalEnabled ? (
        <p className="mt-2 text-xs text-muted">{t('wallet.withdrawDisabled')}</p>
      ) : null}
    </section>
  );
}

function AddressesCard({ wallet }: { wallet: Wallet }) {
  const [all, setAll] = useState(false);
  const t = useT();
  const f = useFormat();
  const offered = useOfferedNetworks(wallet);
  const networks = all ? offered : offered.slice(0, 3);
  return (
    <section className="card" aria-labelledby="addresses-heading">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="addresses-heading" className="font-semibold">
          {t('wallet.addresses')}
        </h2>
        <Link to="/deposit" className="text-sm font-medium text-primary">
          {t('wallet.depositPage')}
        </Link>
      </div>
      {networks.length === 0 ? (
        <p className="text-sm text-muted">{t('wallet.noNetwork')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {networks.map((n) => (
            <li key={n.network} className="flex items-center gap-2 rounded-xl bg-surface-2 py-2 pr-2 pl-3">
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm">
                  <span className="font-semibold">{n.network}</span>
                  <span className="truncate text-xs text-muted">
                    {t('wallet.networkMin', {
                      time: formatWaitingTime(n.processingTime, f.locale),
                      amount: f.amount(n.minDeposit, 0),
                    })}
                  </span>
                </p>
                <code className="block truncate font-mono text-xs text-muted" title={n.address}>
                  {n.address}
                </code>
              </div>
              <CopyButton text={n.address} label={t('wallet.copyNetworkAddress', { network: n.network })} />
            </li>
          ))}
        </ul>
      )}
      {offered.length > 3 ? (
        <button
          type="button"
          className="mt-2 min-h-11 w-full text-sm font-medium text-primary"
          onClick={() => setAll(!all)}
          aria-expanded={all}
        >
          {all ? t('wallet.fewerNetworks') : t('wallet.allNetworks', { count: offered.length })}
        </button>
      ) : null}
    </section>
  );
}

function LimitsCard({ wallet }: { wallet: Wallet }) {
  const { limits } = wallet;
  const t = useT();
  const f = useFormat();
  return (
    <section className="card" aria-labelledby="limits-heading" data-testid="wallet-limits">
      <h2 id="limits-heading" className="mb-3 font-semibold">
        {t('wallet.limits')}
      </h2>
      <div className="flex flex-col gap-3">
        <LimitBar
          label={t('wallet.leftToday')}
          remaining={limits.dailyRemaining}
          limit={limits.dailyLimit}
          testId="limit-daily"
        />
        <LimitBar
          label={t('wallet.leftMonth')}
          remaining={limits.monthlyRemaining}
          limit={limits.monthlyLimit}
          testId="limit-monthly"
        />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm tabular-nums">
        <dt className="text-muted">{t('wallet.withdrawal')}</dt>
        <dd className="text-right">
          {f.amount(limits.minWithdrawal)} – {f.amount(limits.maxWithdrawal)} {currency()}
        </dd>
        <dt className="text-muted">{t('wallet.withdrawalFee')}</dt>
        <dd className="text-right">
          {f.amount(limits.withdrawalFee)} {currency()}
        </dd>
        <dt className="text-muted">{t('wallet.withdrawalsToday')}</dt>
        <dd className="text-right">
          {t('wallet.countOf', { count: f.count(limits.withdrawalsToday), max: f.count(limits.maxWithdrawalsPerDay) })}
        </dd>
        <dt className="text-muted">{t('wallet.deposit')}</dt>
        <dd className="text-right">
          {f.amount(limits.minDeposit)} – {f.amount(limits.maxDeposit)} {currency()}
        </dd>
        <dt className="text-muted">{t('wallet.processing')}</dt>
        <dd className="text-right text-xs leading-5">
          {t('wallet.depositsTime', { time: formatWaitingTime(limits.processingTime.deposit, f.locale) })}
          <br />
          {t('wallet.withdrawalsTime', { time: formatWaitingTime(limits.processingTime.withdrawal, f.locale) })}
        </dd>
      </dl>
    </section>
  );
}

function LimitBar({
  label,
  remaining,
  limit,
  testId,
}: {
  label: string;
  remaining: string;
  limit: string;
  testId: string;
}) {
  const t = useT();
  const f = useFormat();
  const total = toMicro(limit) ?? 0n;
  const left = toMicro(remaining) ?? 0n;
  const percent = total > 0n ? Number((left * 100n) / total) : 0;
  return (
    <LabelledBar
      label={label}
      testId={testId}
      percent={percent}
      barClassName={percent > 20 ? 'bg-accent' : 'bg-secondary'}
      figure={
        <>
          <span className="font-semibold">{f.amount(remaining)}</span>{' '}
          <span className="text-muted">{t('wallet.ofLimit', { amount: f.amount(limit) })}</span>
        </>
      }
    />
  );
}

function RecentTransactions() {
  const api = useApi();
  const [hidden] = useBalanceHidden();
  const t = useT();
  const { data } = useSuspenseQuery({ ...recentTransactions(api), ...LIVE });
  if (data.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/12 text-primary">
          <Receipt aria-hidden className="size-6" />
        </span>
        <p className="text-sm text-muted">{t('wallet.noTransactions')}</p>
        <Link to="/deposit" className="btn btn-primary">
          {t('wallet.depositButton')}
        </Link>
      </div>
    );
  }
  return <TransactionList transactions={data.data} hidden={hidden} label={t('wallet.recentTransactions')} />;
}

function WalletCardSkeleton() {
  const t = useT();
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label={t('wallet.loading')}>
      <div className="card flex flex-col gap-3">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-9 w-44" />
        <SkeletonTiles count={4} cols={2} tile="h-13 rounded-xl" />
        <SkeletonTiles count={2} tile="h-11 rounded-xl" />
      </div>
      <Skeleton className="h-48 rounded-2xl" />
      <Skeleton className="h-56 rounded-2xl" />
    </div>
  );
}
