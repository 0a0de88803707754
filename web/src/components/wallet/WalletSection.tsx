import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { ArrowDownToLine, ArrowUpFromLine, Lock, Receipt } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { Api } from '../../api/client';
import type { User, Wallet } from '../../api/types';
import { useApi } from '../../context';
import { currency, formatAmount, formatCount } from '../../format';
import { transactionsQuery, walletQuery } from '../../queries/wallet';
import { MASK, useBalanceHidden } from '../balanceVisibility';
import { Modal } from '../Modal';
import { LoadBoundary, Panel } from '../Panel';
import { Skeleton } from '../Skeleton';
import { toMicro } from './amounts';
import { CopyButton } from './CopyButton';
import { DepositForm } from './DepositForm';
import { SkeletonTiles } from './SkeletonTiles';
import { TransactionList, TransactionListSkeleton } from './TransactionList';
import { WithdrawModal } from './WithdrawModal';

/** The profile refreshes its wallet every 5 seconds (spec 001, section 9). */
const LIVE = { refetchInterval: 5_000 } as const;
const RECENT_TRANSACTIONS = 10;

const recentTransactions = (api: Api) => transactionsQuery(api, { limit: RECENT_TRANSACTIONS });

/** For the profile's loader: the wallet arrives with the page; a failure stays inside the section. */
export function prefetchProfileWallet(queryClient: QueryClient, api: Api) {
  return Promise.all([queryClient.prefetchQuery(walletQuery(api)), queryClient.prefetchQuery(recentTransactions(api))]);
}

/** The profile's wallet: balances with Deposit / Withdraw, deposit addresses, limits, last 10 transactions. */
export function WalletSection({ user }: { user: User }) {
  return (
    <>
      <LoadBoundary framed skeleton={<WalletCardSkeleton />}>
        <WalletCards user={user} />
      </LoadBoundary>
      <Panel id="wallet-transactions" title="Recent transactions" skeleton={<TransactionListSkeleton rows={4} />}>
        <RecentTransactions />
      </Panel>
    </>
  );
}

function WalletCards({ user }: { user: User }) {
  const api = useApi();
  const { data: wallet } = useSuspenseQuery({ ...walletQuery(api), ...LIVE });
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
      <AddressesCard wallet={wallet} />
      <LimitsCard wallet={wallet} />
      <Modal
        open={dialog === 'deposit'}
        onClose={close}
        busy={depositBusy}
        title="Deposit USDT"
        description="Send USDT to the address below, then tell us about the transfer."
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
  const show = (v: string) => (hidden ? MASK : formatAmount(v));
  const { balances } = wallet;
  const tiles: Array<[string, string, string]> = [
    ['Playable', balances.playableBalance, 'wallet-playable'],
    ['Bonus', balances.bonusBalance, 'wallet-bonus'],
    ['Available', balances.availableBalance, 'wallet-available'],
    ['Locked', balances.lockedBalance, 'wallet-locked'],
  ];
  return (
    <section className="card" aria-labelledby="wallet-heading">
      <h2 id="wallet-heading" className="text-sm font-medium text-muted">
        Wallet balance
      </h2>
      <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="profile-balance">
        {show(balances.balance)} <span className="text-base font-semibold text-muted">{currency()}</span>
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        {tiles.map(([label, value, testId]) => (
          <div key={label} className="rounded-xl bg-surface-2 px-3 py-2">
            <dt className="flex items-center gap-1 text-xs text-muted">
              {label === 'Locked' ? <Lock aria-hidden className="size-3" /> : null}
              {label}
            </dt>
            <dd className="font-semibold tabular-nums" data-testid={testId}>
              {show(value)}
            </dd>
          </div>
        ))}
      </dl>
      {!user.hasDeposited && (toMicro(balances.bonusBalance) ?? 0n) > 0n ? (
        <p className="mt-3 text-xs text-muted">Bonus balance becomes playable after your first approved deposit.</p>
      ) : null}
      {(toMicro(balances.lockedBalance) ?? 0n) > 0n ? (
        <p className="mt-3 text-xs text-muted">Locked: withdrawals waiting for review.</p>
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" className="btn btn-primary" onClick={onDeposit}>
          <ArrowDownToLine aria-hidden className="size-4" /> Deposit USDT
        </button>
        <button type="button" className="btn btn-ghost" onClick={onWithdraw} disabled={!user.withdrawalEnabled}>
          <ArrowUpFromLine aria-hidden className="size-4" /> Withdraw
        </button>
      </div>
      {!user.withdrawalEnabled ? (
        <p className="mt-2 text-xs text-muted">
          Withdrawals are not enabled for your account. Contact support to enable them.
        </p>
      ) : null}
    </section>
  );
}

function AddressesCard({ wallet }: { wallet: Wallet }) {
  const [all, setAll] = useState(false);
  const networks = all ? wallet.networks : wallet.networks.slice(0, 3);
  return (
    <section className="card" aria-labelledby="addresses-heading">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="addresses-heading" className="font-semibold">
          Deposit addresses
        </h2>
        <Link to="/deposit" className="text-sm font-medium text-primary">
          Deposit page
        </Link>
      </div>
      {networks.length === 0 ? (
        <p className="text-sm text-muted">No deposit network is open right now.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {networks.map((n) => (
            <li key={n.network} className="flex items-center gap-2 rounded-xl bg-surface-2 py-2 pr-2 pl-3">
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm">
                  <span className="font-semibold">{n.network}</span>
                  <span className="truncate text-xs text-muted">
                    {n.processingTime} · min {formatAmount(n.minDeposit, 0)}
                  </span>
                </p>
                <code className="block truncate font-mono text-xs text-muted" title={n.address}>
                  {n.address}
                </code>
              </div>
              <CopyButton text={n.address} label={`Copy ${n.network} address`} />
            </li>
          ))}
        </ul>
      )}
      {wallet.networks.length > 3 ? (
        <button
          type="button"
          className="mt-2 min-h-11 w-full text-sm font-medium text-primary"
          onClick={() => setAll(!all)}
          aria-expanded={all}
        >
          {all ? 'Show fewer networks' : `Show all ${wallet.networks.length} networks`}
        </button>
      ) : null}
    </section>
  );
}

function LimitsCard({ wallet }: { wallet: Wallet }) {
  const { limits } = wallet;
  return (
    <section className="card" aria-labelledby="limits-heading" data-testid="wallet-limits">
      <h2 id="limits-heading" className="mb-3 font-semibold">
        Transaction limits
      </h2>
      <div className="flex flex-col gap-3">
        <LimitBar label="Left today" remaining={limits.dailyRemaining} limit={limits.dailyLimit} testId="limit-daily" />
        <LimitBar
          label="Left this month"
          remaining={limits.monthlyRemaining}
          limit={limits.monthlyLimit}
          testId="limit-monthly"
        />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm tabular-nums">
        <dt className="text-muted">Withdrawal</dt>
        <dd className="text-right">
          {formatAmount(limits.minWithdrawal)} – {formatAmount(limits.maxWithdrawal)} {currency()}
        </dd>
        <dt className="text-muted">Withdrawal fee</dt>
        <dd className="text-right">
          {formatAmount(limits.withdrawalFee)} {currency()}
        </dd>
        <dt className="text-muted">Withdrawals today</dt>
        <dd className="text-right">
          {formatCount(limits.withdrawalsToday)} of {formatCount(limits.maxWithdrawalsPerDay)}
        </dd>
        <dt className="text-muted">Deposit</dt>
        <dd className="text-right">
          {formatAmount(limits.minDeposit)} – {formatAmount(limits.maxDeposit)} {currency()}
        </dd>
        <dt className="text-muted">Processing</dt>
        <dd className="text-right text-xs leading-5">
          Deposits {limits.processingTime.deposit}
          <br />
          Withdrawals {limits.processingTime.withdrawal}
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
  const total = toMicro(limit) ?? 0n;
  const left = toMicro(remaining) ?? 0n;
  const percent = total > 0n ? Number((left * 100n) / total) : 0;
  return (
    <div data-testid={testId}>
      <div className="flex justify-between text-sm">
        <span className="text-muted">{label}</span>
        <span className="tabular-nums">
          <span className="font-semibold">{formatAmount(remaining)}</span>{' '}
          <span className="text-muted">
            of {formatAmount(limit)} {currency()}
          </span>
        </span>
      </div>
      <div
        className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div
          className={clsx('h-full rounded-full', percent > 20 ? 'bg-accent' : 'bg-secondary')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function RecentTransactions() {
  const api = useApi();
  const [hidden] = useBalanceHidden();
  const { data } = useSuspenseQuery({ ...recentTransactions(api), ...LIVE });
  if (data.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/12 text-primary">
          <Receipt aria-hidden className="size-6" />
        </span>
        <p className="text-sm text-muted">No transactions yet. Make your first deposit to start playing for USDT.</p>
        <Link to="/deposit" className="btn btn-primary">
          Deposit
        </Link>
      </div>
    );
  }
  return <TransactionList transactions={data.data} hidden={hidden} label="Recent transactions" />;
}

function WalletCardSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading wallet">
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
