import clsx from 'clsx';
import type { Transaction } from '../../api-client/types';
import { MASK } from '../balanceVisibility';
import { Skeleton } from '../Skeleton';
import { StatusBadge } from './StatusBadge';
import { transactionType } from './transactionTypes';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useFormat } from '../../i18n/use-format';
import { formatDateTime } from '../../format-time';

/** A player's transactions, newest first: what, when, how much, and where it stands. */
export function TransactionList({
  transactions,
  hidden = false,
  label,
}: {
  transactions: Transaction[];
  hidden?: boolean;
  label: string;
}) {
  const t = useT();
  const f = useFormat();
  /** A key's message, or the fallback when the catalog has none (a type or status added later). */
  const known = (key: string, fallback: string) => {
    const text = t(key as MessageKey);
    return text === key ? fallback : text;
  };
  return (
    <ul className="-my-3 divide-y divide-line" aria-label={label}>
      {transactions.map((tx) => {
        const type = transactionType(tx.type);
        const Icon = type.icon;
        const failed = tx.status === 'failed' || tx.status === 'rejected';
        return (
          <li key={tx.id} className="flex items-center gap-3 py-3" data-testid="transaction-row">
            <span
              className={clsx(
                'flex size-10 shrink-0 items-center justify-center rounded-xl',
                type.debit ? 'bg-surface-2 text-muted' : 'bg-primary/12 text-primary',
              )}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">
                {known(`txType.${tx.type}`, type.label)}
                {tx.network !== 'N/A' ? <span className="font-normal text-muted"> · {tx.network}</span> : null}
              </p>
              <p className="truncate text-xs text-muted tabular-nums">{formatDateTime(tx.timestamp, f.locale)}</p>
              {failed && tx.details.reason ? <p className="truncate text-xs text-danger">{tx.details.reason}</p> : null}
              {tx.status === 'pending' && tx.details.verification ? (
                <p className="truncate text-xs text-primary tabular-nums" data-testid="chain-check">
                  {t('wallet.checkingOnChain', {
                    n: tx.details.verification.confirmations,
                    total: tx.details.verification.requiredConfirmations,
                  })}
                </p>
              ) : null}
              {tx.status === 'completed' && tx.details.payout?.explorerUrl ? (
                <a
                  href={tx.details.payout.explorerUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-xs text-primary underline"
                  data-testid="payout-explorer"
                >
                  {t('wallet.viewPayout')}
                </a>
              ) : null}
            </div>
            <div className="flex flex-col items-end gap-1">
              <span className={clsx('text-sm font-semibold tabular-nums', failed && 'text-muted line-through')}>
                {hidden ? MASK : `${type.debit ? '−' : '+'}${f.amount(tx.amount)}`}
              </span>
              <StatusBadge status={tx.status} label={known(`status.${tx.status}`, tx.status)} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function TransactionListSkeleton({ rows }: { rows: number }) {
  return (
    <div className="flex flex-col gap-4" aria-hidden>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-xl" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-3.5 w-28" />
            <Skeleton className="h-3 w-40" />
          </div>
          <Skeleton className="h-8 w-16" />
        </div>
      ))}
    </div>
  );
}
