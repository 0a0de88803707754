import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import clsx from 'clsx';
import { Check, CircleCheck, Clock, DollarSign, Eye, ImageIcon, Receipt, RefreshCw, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { transactionStatuses, transactionTypes } from '../../../../../domain/ledger/types';
import { errorMessage } from '../../../api-client/client';
import type { Transaction } from '../../../api-client/types';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { CopyButton } from '../../../components/wallet/CopyButton';
import { StatusBadge } from '../../../components/wallet/StatusBadge';
import { SimilarDepositsChip, SimilarDepositsList } from './similar-deposits';
import { WithdrawalHoldChip, WithdrawalHoldNotice } from './withdrawal-hold';
import { ChainFindings } from './chain-findings';
import { TRANSACTION_TYPES, transactionType } from '../../../components/wallet/transactionTypes';
import { useApi } from '../../../context';
import { formatAmount, formatCount, formatDateTime } from '../../../format';
import {
  adminTransactionsQuery,
  refreshAdminTransactions,
  transactionFilterParams,
} from '../../../queries/admin-wallet';
import { listSearch } from '../ui/list-search';
import type { TransactionSearch } from './search';
import { SummaryCard } from '../ui/cards';
import { FormActions } from '../ui/dialogs';
import { DownloadButton } from '../ui/download-button';
import { InlineError, SectionHeading } from '../ui/section';
import { AdminTable, ListPager } from '../ui/list';
import { IconButton, TablePageSkeleton, Td } from '../ui/table';
import { ClearFilters, FilterBar, FilterSelect, SearchField } from '../ui/filters';
import { money } from '../ui/money';

export const Route = createLazyRoute('/admin/guard/transactions')({
  component: TransactionsPage,
  pendingComponent: TransactionsSkeleton,
});

const hasFee = (t: Transaction) => formatAmount(t.fee) !== '0.00';
const shortHash = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 20)}…` : hash);
const handle = (t: Transaction) => (t.username && t.username !== 'unknown' ? `@${t.username}` : null);

type Dialog = { kind: 'details' | 'approve' | 'reject'; tx: Transaction } | null;

const COLUMNS = [
  { label: 'User & Transaction' },
  { label: 'Type & Network' },
  { label: 'Amount & Fee', className: 'text-right' },
  { label: 'Status' },
  { label: 'Date' },
  { label: 'Proof' },
  { label: 'Actions' },
];

function TransactionsPage() {
  const api = useApi();
  const search = Route.useSearch() as TransactionSearch;
  const list = listSearch<TransactionSearch>(Route.useNavigate());
  const { data, isFetching, refetch } = useSuspenseQuery(adminTransactionsQuery(api, search));
  const [dialog, setDialog] = useState<Dialog>(null);
  const { summary } = data;
  const filtered = Boolean(search.search || search.status || search.type);

  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Transactions"
        subtitle="Review deposits and withdrawals, search the history and export it."
        actions={
          <>
            <button
              type="button"
              className="btn btn-ghost text-sm"
              onClick={() => void refetch()}
              disabled={isFetching}
            >
              <RefreshCw aria-hidden className={clsx('size-4', isFetching && 'animate-spin')} /> Refresh
            </button>
            <ExportButton search={search} />
          </>
        }
      />

      <section aria-label="Summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Total Transactions"
          value={formatCount(summary.totalTransactions)}
          icon={Receipt}
          tone="primary"
          testId="summary-total"
        />
        <SummaryCard
          label="Pending Review"
          value={formatCount(summary.pendingReview)}
          icon={Clock}
          tone="secondary"
          testId="summary-pending"
        />
        <SummaryCard
          label="Total Volume"
          value={money(summary.totalVolume)}
          icon={DollarSign}
          tone="accent"
          testId="summary-volume"
        />
        <SummaryCard
          label="Completed"
          value={formatCount(summary.completed)}
          icon={CircleCheck}
          tone="accent"
          testId="summary-completed"
        />
      </section>

      <AdminTable
        label="Transactions"
        columns={COLUMNS}
        fetching={isFetching}
        testId="transactions-table"
        toolbar={
          <>
            <Filters search={search} filtered={filtered} />
            {data.tooManyPlayers ? (
              <p role="status" className="border-b border-line bg-secondary/10 px-3 py-2 text-sm text-secondary">
                More than 50 players match this search: only 50 of them are listed. Type more of the name.
              </p>
            ) : null}
          </>
        }
        footer={<ListPager page={data} noun="transactions" date={search.date} onPosition={list.position} />}
        empty={
          data.data.length > 0
            ? null
            : filtered
              ? { title: 'No transactions match these filters.', hint: 'Try another search or clear the filters.' }
              : search.cursor || search.date
                ? { title: 'No transactions here.', hint: 'Go back to the newest transactions or pick another date.' }
                : {
                    title: 'No transactions yet.',
                    hint: 'Deposits and withdrawals appear here as soon as players make them.',
                  }
        }
      >
        {data.data.map((t) => (
          <TransactionRow key={t.id} tx={t} onOpen={(kind) => setDialog({ kind, tx: t })} />
        ))}
      </AdminTable>

      <TransactionDialogs dialog={dialog} setDialog={setDialog} />
    </div>
  );
}

function Filters({ search, filtered }: { search: TransactionSearch; filtered: boolean }) {
  const list = listSearch<TransactionSearch>(Route.useNavigate());
  return (
    <FilterBar>
      <SearchField
        label="Search transactions"
        placeholder="Search by user, hash..."
        value={search.search}
        onSearch={(value) => list.filter({ search: value }, true)}
      />
      <FilterSelect
        label="Status"
        all="All statuses"
        value={search.status}
        options={transactionStatuses.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))}
        onChange={(status) => list.filter({ status })}
      />
      <FilterSelect
        label="Type"
        all="All types"
        value={search.type}
        options={transactionTypes.map((t) => ({ value: t, label: TRANSACTION_TYPES[t]?.label ?? t }))}
        onChange={(type) => list.filter({ type })}
      />
      <ClearFilters shown={filtered} onClear={list.clear} />
    </FilterBar>
  );
}

function TransactionRow({ tx, onOpen }: { tx: Transaction; onOpen: (kind: 'details' | 'approve' | 'reject') => void }) {
  const type = transactionType(tx.type);
  const TypeIcon = type.icon;
  return (
    <tr className="group hover:bg-surface-2/50" data-testid="transaction-row">
      <Td>
        <p className="font-medium">{tx.userName}</p>
        {handle(tx) ? <p className="text-xs text-muted">{handle(tx)}</p> : null}
        <p className="mt-0.5 font-mono text-xs text-muted" title={tx.txHash ?? tx.id}>
          {tx.txHash ? shortHash(tx.txHash) : `#${tx.id.slice(0, 8)}`}
        </p>
      </Td>
      <Td>
        <p className="flex items-center gap-1.5 font-medium whitespace-nowrap">
          <TypeIcon aria-hidden className="size-4 text-muted" /> {type.label}
        </p>
        {tx.network !== 'N/A' ? <p className="text-xs text-muted">{tx.network}</p> : null}
      </Td>
      <Td className="text-right tabular-nums">
        <p className="font-semibold">{money(tx.amount)}</p>
        {hasFee(tx) ? <p className="text-xs text-muted">Fee {money(tx.fee)}</p> : null}
      </Td>
      <Td>
        <StatusBadge status={tx.status} />
        <SimilarDepositsChip tx={tx} onOpen={() => onOpen('details')} />
        <WithdrawalHoldChip tx={tx} onOpen={() => onOpen('details')} />
      </Td>
      <Td className="text-xs whitespace-nowrap text-muted tabular-nums">{formatDateTime(tx.timestamp)}</Td>
      <Td>
        {tx.details.hasProof ? (
          <button
            type="button"
            onClick={() => onOpen('details')}
            className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-primary hover:bg-primary/10"
          >
            <ImageIcon aria-hidden className="size-4" /> View
          </button>
        ) : (
          <span className="text-xs text-muted">—</span>
        )}
      </Td>
      <Td>
        <div className="flex gap-1">
          <IconButton
            label={`Details of ${tx.userName}'s ${type.label.toLowerCase()}`}
            onClick={() => onOpen('details')}
          >
            <Eye aria-hidden className="size-4" />
          </IconButton>
          {tx.status === 'pending' ? (
            <>
              <IconButton label="Approve" tone="accent" onClick={() => onOpen('approve')}>
                <Check aria-hidden className="size-4" />
              </IconButton>
              <IconButton label="Reject" tone="danger" onClick={() => onOpen('reject')}>
                <X aria-hidden className="size-4" />
              </IconButton>
            </>
          ) : null}
        </div>
      </Td>
    </tr>
  );
}

function ExportButton({ search }: { search: TransactionSearch }) {
  const api = useApi();
  return (
    <DownloadButton
      label="Export"
      fileName="transactions_export.csv"
      file={() => api.download(`/api/admin/transactions/export?${transactionFilterParams(search)}`)}
    />
  );
}

function TransactionDialogs({ dialog, setDialog }: { dialog: Dialog; setDialog: (d: Dialog) => void }) {
  const close = () => setDialog(null);
  if (!dialog) return null;
  if (dialog.kind === 'details') {
    return <DetailsModal tx={dialog.tx} onClose={close} onReview={(kind) => setDialog({ kind, tx: dialog.tx })} />;
  }
  return <ReviewModal tx={dialog.tx} kind={dialog.kind} onClose={close} />;
}

function DetailsModal({
  tx,
  onClose,
  onReview,
}: {
  tx: Transaction;
  onClose: () => void;
  onReview: (kind: 'approve' | 'reject') => void;
}) {
  const type = transactionType(tx.type);
  const pending = tx.status === 'pending';
  const rows: Array<[string, ReactNode]> = [
    ['User', handle(tx) ? `${tx.userName} (${handle(tx)})` : tx.userName],
    ['Type', type.label],
    ['Network', tx.network],
    ['Amount', money(tx.amount)],
    ['Fee', money(tx.fee)],
    ['Net amount', money(tx.netAmount)],
    ['Created', formatDateTime(tx.timestamp)],
  ];
  if (tx.details.method) rows.push(['Method', <span className="capitalize">{tx.details.method}</span>]);
  if (tx.reviewedAt) rows.push(['Reviewed', formatDateTime(tx.reviewedAt)]);
  if (tx.details.reason) rows.push(['Reason', <span className="text-danger">{tx.details.reason}</span>]);
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title="Transaction details"
      description={tx.description}
      footer={
        pending ? (
          <>
            <button type="button" className="btn btn-ghost text-danger" onClick={() => onReview('reject')}>
              <X aria-hidden className="size-4" /> Reject
            </button>
            <button type="button" className="btn btn-primary" onClick={() => onReview('approve')}>
              <Check aria-hidden className="size-4" /> Approve
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
        )
      }
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center justify-between gap-3 rounded-xl bg-surface-2 px-4 py-3">
          <div>
            <p className="text-xs text-muted">{type.label}</p>
            <p className="text-2xl font-bold tabular-nums">{money(tx.amount)}</p>
          </div>
          <StatusBadge status={tx.status} className="text-sm" />
        </div>
        <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="min-w-0 tabular-nums">{value}</dd>
            </div>
          ))}
          <MonoRow label="Transaction ID" value={tx.id} />
          {tx.walletAddress !== 'N/A' ? <MonoRow label="Wallet address" value={tx.walletAddress} copy /> : null}
          {tx.details.reference ? <MonoRow label="Reference" value={tx.details.reference} copy /> : null}
          {tx.txHash ? <MonoRow label="Tx hash" value={tx.txHash} copy /> : null}
        </dl>
        <SimilarDepositsList tx={tx} />
        <WithdrawalHoldNotice tx={tx} />
        {tx.details.hasProof ? (
          <ProofImage tx={tx} />
        ) : tx.type === 'deposit' ? (
          <p className="text-sm text-muted">No proof image was attached to this deposit.</p>
        ) : null}
      </div>
    </Modal>
  );
}

function MonoRow({ label, value, copy = false }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="contents">
      <dt className="self-center text-muted">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <code className="min-w-0 flex-1 font-mono text-xs break-all">{value}</code>
        {copy ? (
          <CopyButton
            text={value}
            label={`Copy ${label.toLowerCase()}`}
            message="Copied to clipboard!"
            className="size-8! rounded-lg"
          />
        ) : null}
      </dd>
    </div>
  );
}

/** The proof needs the bearer token: fetched as a blob and shown through an object URL. */
function ProofImage({ tx }: { tx: Transaction }) {
  const api = useApi();
  const {
    data: blob,
    error,
    isPending,
    refetch,
  } = useQuery({
    queryKey: ['admin', 'transaction-proof', tx.id],
    queryFn: ({ signal }) => api.download(`/api/admin/transactions/${tx.id}/proof`, { signal }),
    staleTime: 300_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">Proof of payment</figcaption>
      {isPending ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : error ? (
        <InlineError error={error} onRetry={() => void refetch()} what="The proof image" />
      ) : url ? (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="block overflow-hidden rounded-xl border border-line bg-surface-2"
        >
          <img
            src={url}
            alt="Deposit proof"
            className="mx-auto max-h-96 w-auto object-contain"
            data-testid="proof-image"
          />
        </a>
      ) : null}
    </figure>
  );
}

function ReviewModal({ tx, kind, onClose }: { tx: Transaction; kind: 'approve' | 'reject'; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [value, setValue] = useState('');
  const deposit = tx.type === 'deposit';
  const needsHash = kind === 'approve' && !deposit;
  const mutation = useMutation({
    mutationFn: () =>
      kind === 'approve'
        ? api.put<Transaction>(`/api/admin/transactions/${tx.id}/approve`, value.trim() ? { txHash: value.trim() } : {})
        : api.put<Transaction>(`/api/admin/transactions/${tx.id}/reject`, value.trim() ? { reason: value.trim() } : {}),
    onSuccess: (updated) => {
      const reason = updated.details.reason ?? (value.trim() || 'Admin rejected');
      if (kind === 'approve')
        toast.success(deposit ? 'Deposit approved! User balance updated.' : 'Withdrawal approved! Payout recorded.');
      else toast.success(deposit ? `Deposit rejected: ${reason}` : `Withdrawal rejected: ${reason}`);
      void refreshAdminTransactions(queryClient);
      onClose();
    },
    onError: (error) => {
      const message = errorMessage(error);
      if (kind === 'approve')
        toast.error(deposit ? `Failed to approve deposit: ${message}` : `Error approving transaction: ${message}`);
      else toast.error(deposit ? `Failed to reject deposit: ${message}` : `Error rejecting transaction: ${message}`);
    },
  });
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (needsHash && !value.trim()) return;
    mutation.mutate();
  }
  const busy = mutation.isPending;
  const title = `${kind === 'approve' ? 'Approve' : 'Reject'} ${deposit ? 'deposit' : 'withdrawal'}`;
  return (
    <Modal
      open
      onClose={onClose}
      busy={busy}
      size="sm"
      title={title}
      description={`${tx.userName} · ${money(tx.amount)} on ${tx.network}`}
      footer={
        <FormActions
          formId={`${id}-form`}
          busy={busy}
          onCancel={onClose}
          submit={kind === 'approve' ? 'Approve' : 'Reject'}
          busyText="Processing..."
          tone={kind === 'approve' ? 'primary' : 'danger'}
          disabled={needsHash && !value.trim()}
        />
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} className="flex flex-col gap-3">
        <WithdrawalHoldNotice tx={tx} />
        <ChainFindings tx={tx} />
        <p className="text-sm text-muted">
          {kind === 'reject'
            ? deposit
              ? 'Nothing is credited. The player sees the deposit as rejected with this reason.'
              : 'The locked amount returns to the player’s available balance.'
            : deposit
              ? `${money(tx.netAmount)} is credited to the player’s playable balance.`
              : `Send ${money(tx.netAmount)} to ${tx.walletAddress} on ${tx.network} first, then enter the payout’s transaction hash.`}
        </p>
        <label htmlFor={`${id}-value`} className="text-sm font-medium">
          {kind === 'reject' ? 'Reason' : needsHash ? 'Payout transaction hash' : 'Transaction hash (optional)'}
        </label>
        {kind === 'reject' ? (
          <textarea
            id={`${id}-value`}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={500}
            rows={3}
            placeholder="Admin rejected"
            className="field py-2.5"
            data-autofocus
          />
        ) : (
          <input
            id={`${id}-value`}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            maxLength={128}
            required={needsHash}
            spellCheck={false}
            autoComplete="off"
            className="field font-mono text-sm"
            placeholder="0x…"
            data-autofocus
          />
        )}
      </form>
    </Modal>
  );
}

function TransactionsSkeleton() {
  return <TablePageSkeleton label="Loading transactions" cards={4} columns={7} />;
}
