// The Transactions screen: search, filters, summary cards and keyset pages; the review dialogs are
// in TransactionDialogs.
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Check, CircleCheck, Clock, DollarSign, Eye, ImageIcon, Receipt, X } from 'lucide-react';
import { useState } from 'react';
import { transactionStatuses, transactionTypes } from '../../../../../domain/ledger/types';
import type { Transaction } from '../../../api-client/types';
import { StatusBadge } from '../../../components/wallet/StatusBadge';
import { TRANSACTION_TYPES, transactionType } from '../../../components/wallet/transactionTypes';
import { useApi } from '../../../context';
import { formatAmount, formatCount } from '../../../format';
import { adminTransactionsQuery, transactionFilterParams } from '../../../queries/admin-wallet';
import { SummaryCard } from '../ui/cards';
import { DownloadButton } from '../ui/download-button';
import { ClearFilters, FilterBar, FilterSelect, SearchField } from '../ui/filters';
import { AdminTable, ListPager } from '../ui/list';
import { listSearch } from '../ui/list-search';
import { money } from '../ui/money';
import { RefreshButton, SectionHeading } from '../ui/section';
import { IconButton, TablePageSkeleton, Td } from '../ui/table';
import type { TransactionSearch } from './search';
import { SimilarDepositsChip } from './similar-deposits';
import { type Dialog, handle, TransactionDialogs } from './TransactionDialogs';
import { WithdrawalHoldChip } from './withdrawal-hold';
import { formatDateTime } from '../../../format-time';

const route = getRouteApi('/admin/guard/transactions');

const hasFee = (t: Transaction) => formatAmount(t.fee) !== '0.00';

const shortHash = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 20)}…` : hash);

const COLUMNS = [
  { label: 'User & Transaction' },
  { label: 'Type & Network' },
  { label: 'Amount & Fee', className: 'text-right' },
  { label: 'Status' },
  { label: 'Date' },
  { label: 'Proof' },
  { label: 'Actions' },
];

export function TransactionsScreen() {
  const api = useApi();
  const search = route.useSearch() as TransactionSearch;
  const list = listSearch<TransactionSearch>(route.useNavigate());
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
            <RefreshButton fetching={isFetching} onRefresh={() => void refetch()} />
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
        footer={
          <ListPager
            page={data}
            noun={{ one: 'transaction', other: 'transactions' }}
            date={search.date}
            onPosition={list.position}
          />
        }
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
  const list = listSearch<TransactionSearch>(route.useNavigate());
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

export function TransactionsSkeleton() {
  return <TablePageSkeleton label="Loading transactions" cards={4} columns={7} />;
}
