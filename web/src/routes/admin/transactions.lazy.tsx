import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import clsx from 'clsx'
import { Check, ChevronLeft, ChevronRight, CircleCheck, Clock, DollarSign, Download, Eye, ImageIcon, LoaderCircle, Receipt, RefreshCw, Search, X } from 'lucide-react'
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { errorMessage } from '../../api/client'
import type { Transaction } from '../../api/types'
import { Modal } from '../../components/Modal'
import { Skeleton } from '../../components/Skeleton'
import { CopyButton } from '../../components/wallet/CopyButton'
import { StatusBadge } from '../../components/wallet/StatusBadge'
import { TRANSACTION_TYPES, transactionType } from '../../components/wallet/transactionTypes'
import { useApi } from '../../context'
import { formatAmount, formatCount, formatDateTime } from '../../format'
import { ADMIN_TRANSACTIONS_PAGE_SIZE, adminTransactionsQuery, refreshAdminTransactions, transactionFilterParams } from '../../queries/admin-wallet'
import type { TransactionSearch } from './routes'
import { InlineError, SectionHeading, SummaryCard, TablePageSkeleton, Th } from './wallet-ui'

export const Route = createLazyRoute('/admin/guard/transactions')({ component: TransactionsPage, pendingComponent: TransactionsSkeleton })

const STATUSES = ['pending', 'processing', 'completed', 'failed', 'rejected']
const FILTER_TYPES = ['deposit', 'withdrawal', 'quiz_reward', 'tournament_win', 'referral_bonus', 'daily_bonus', 'streak_bonus', 'welcome_bonus', 'task_reward', 'achievement_reward']
const money = (v: string | number) => `$${formatAmount(v)}`
const hasFee = (t: Transaction) => formatAmount(t.fee) !== '0.00'
const shortHash = (hash: string) => (hash.length > 20 ? `${hash.slice(0, 20)}…` : hash)
const handle = (t: Transaction) => (t.username && t.username !== 'unknown' ? `@${t.username}` : null)

type Dialog = { kind: 'details' | 'approve' | 'reject'; tx: Transaction } | null

function TransactionsPage() {
  const api = useApi()
  const search = Route.useSearch() as TransactionSearch
  const page = search.page ?? 1
  const { data, isFetching, refetch } = useSuspenseQuery(adminTransactionsQuery(api, { ...search, page }))
  const [dialog, setDialog] = useState<Dialog>(null)
  const { summary, total } = data
  const pages = Math.max(1, Math.ceil(total / ADMIN_TRANSACTIONS_PAGE_SIZE))
  const from = total === 0 ? 0 : (page - 1) * ADMIN_TRANSACTIONS_PAGE_SIZE + 1
  const to = Math.min(total, from + data.data.length - 1)
  const filtered = Boolean(search.search || search.status || search.type)

  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Transactions"
        subtitle="Review deposits and withdrawals, search the history and export it."
        actions={
          <>
            <button type="button" className="btn btn-ghost text-sm" onClick={() => void refetch()} disabled={isFetching}>
              <RefreshCw aria-hidden className={clsx('size-4', isFetching && 'animate-spin')} /> Refresh
            </button>
            <ExportButton search={search} />
          </>
        }
      />

      <section aria-label="Summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard label="Total Transactions" value={formatCount(summary.totalTransactions)} icon={Receipt} tone="primary" testId="summary-total" />
        <SummaryCard label="Pending Review" value={formatCount(summary.pendingReview)} icon={Clock} tone="secondary" testId="summary-pending" />
        <SummaryCard label="Total Volume" value={money(summary.totalVolume)} icon={DollarSign} tone="accent" testId="summary-volume" />
        <SummaryCard label="Completed" value={formatCount(summary.completed)} icon={CircleCheck} tone="accent" testId="summary-completed" />
      </section>

      <section aria-label="Transactions" className="overflow-hidden rounded-xl border border-line bg-surface">
        <Filters search={search} />
        <div className="max-h-[65vh] overflow-auto" data-testid="transactions-table">
          <table className="w-full min-w-[940px] border-separate border-spacing-0 text-sm">
            <thead>
              <tr>
                <Th>User &amp; Transaction</Th>
                <Th>Type &amp; Network</Th>
                <Th className="text-right">Amount &amp; Fee</Th>
                <Th>Status</Th>
                <Th>Date</Th>
                <Th>Proof</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody className={clsx('transition-opacity duration-150', isFetching && 'opacity-60')}>
              {data.data.length === 0 ? (
                <tr>
                  <td colSpan={7} className="px-3 py-14 text-center">
                    <p className="font-medium">{filtered ? 'No transactions match these filters.' : 'No transactions yet.'}</p>
                    <p className="mt-1 text-sm text-muted">{filtered ? 'Try another search or clear the filters.' : 'Deposits and withdrawals appear here as soon as players make them.'}</p>
                  </td>
                </tr>
              ) : (
                data.data.map((t) => <TransactionRow key={t.id} tx={t} onOpen={(kind) => setDialog({ kind, tx: t })} />)
              )}
            </tbody>
          </table>
        </div>
        <Pager page={page} pages={pages} from={from} to={to} total={total} />
      </section>

      <TransactionDialogs dialog={dialog} setDialog={setDialog} />
    </div>
  )
}

function Filters({ search }: { search: TransactionSearch }) {
  const navigate = Route.useNavigate()
  const id = useId()
  const [text, setText] = useState(search.search ?? '')
  // Server-side search, debounced: the URL (and with it the loader) follows the box 300 ms later.
  useEffect(() => {
    const value = text.trim() || undefined
    if (value === (search.search || undefined)) return
    const timer = setTimeout(() => void navigate({ search: (prev: TransactionSearch) => ({ ...prev, search: value, page: undefined }), replace: true }), 300)
    return () => clearTimeout(timer)
  }, [text, search.search, navigate])
  const setFilter = (key: 'status' | 'type', value: string) => void navigate({ search: (prev: TransactionSearch) => ({ ...prev, [key]: value || undefined, page: undefined }) })
  const filtered = Boolean(search.search || search.status || search.type)
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-line p-3">
      <div className="relative min-w-56 flex-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input
          type="search"
          aria-label="Search transactions"
          placeholder="Search by user, hash..."
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          className="field min-h-10! pl-9! text-sm"
        />
      </div>
      <label htmlFor={`${id}-status`} className="sr-only">
        Status
      </label>
      <select id={`${id}-status`} value={search.status ?? ''} onChange={(e) => setFilter('status', e.target.value)} className="field min-h-10! flex-1 text-sm sm:w-auto! sm:flex-none">
        <option value="">All statuses</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {s[0]!.toUpperCase() + s.slice(1)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-type`} className="sr-only">
        Type
      </label>
      <select id={`${id}-type`} value={search.type ?? ''} onChange={(e) => setFilter('type', e.target.value)} className="field min-h-10! flex-1 text-sm sm:w-auto! sm:flex-none">
        <option value="">All types</option>
        {FILTER_TYPES.map((t) => (
          <option key={t} value={t}>
            {TRANSACTION_TYPES[t]?.label ?? t}
          </option>
        ))}
      </select>
      {filtered ? (
        <button
          type="button"
          className="btn btn-ghost min-h-10 text-sm"
          onClick={() => {
            setText('')
            void navigate({ search: {} })
          }}
        >
          <X aria-hidden className="size-4" /> Clear
        </button>
      ) : null}
    </div>
  )
}

function TransactionRow({ tx, onOpen }: { tx: Transaction; onOpen: (kind: 'details' | 'approve' | 'reject') => void }) {
  const type = transactionType(tx.type)
  const TypeIcon = type.icon
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
      </Td>
      <Td className="text-xs whitespace-nowrap text-muted tabular-nums">{formatDateTime(tx.timestamp)}</Td>
      <Td>
        {tx.details.hasProof ? (
          <button type="button" onClick={() => onOpen('details')} className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-primary hover:bg-primary/10">
            <ImageIcon aria-hidden className="size-4" /> View
          </button>
        ) : (
          <span className="text-xs text-muted">—</span>
        )}
      </Td>
      <Td>
        <div className="flex gap-1">
          <IconButton label={`Details of ${tx.userName}'s ${type.label.toLowerCase()}`} onClick={() => onOpen('details')}>
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
  )
}

function Td({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={clsx('border-b border-line px-3 py-2.5 align-top', className)}>{children}</td>
}

function IconButton({ label, onClick, tone, children }: { label: string; onClick: () => void; tone?: 'accent' | 'danger'; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={clsx(
        'flex size-8 items-center justify-center rounded-lg transition-colors',
        tone === 'accent' ? 'bg-accent/12 text-accent hover:bg-accent/20' : tone === 'danger' ? 'bg-danger/12 text-danger hover:bg-danger/20' : 'text-muted hover:bg-surface-2 hover:text-fg',
      )}
    >
      {children}
    </button>
  )
}

function Pager({ page, pages, from, to, total }: { page: number; pages: number; from: number; to: number; total: number }) {
  const navigate = Route.useNavigate()
  const go = (next: number) => void navigate({ search: (prev: TransactionSearch) => ({ ...prev, page: next > 1 ? next : undefined }) })
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-3 py-2.5 text-sm">
      <p className="text-muted tabular-nums" data-testid="pager-status">
        Showing {from}–{to} of {formatCount(total)}
      </p>
      <div className="flex items-center gap-2">
        <span className="text-xs text-muted tabular-nums">
          Page {page} of {pages}
        </span>
        <button type="button" className="btn btn-ghost min-h-9 px-3 text-sm" onClick={() => go(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </button>
        <button type="button" className="btn btn-ghost min-h-9 px-3 text-sm" onClick={() => go(page + 1)} disabled={page >= pages}>
          Next <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  )
}

function ExportButton({ search }: { search: TransactionSearch }) {
  const api = useApi()
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      className="btn btn-primary text-sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        try {
          const blob = await api.download(`/api/admin/transactions/export?${transactionFilterParams(search)}`)
          const url = URL.createObjectURL(blob)
          const link = document.createElement('a')
          link.href = url
          link.download = 'transactions_export.csv'
          document.body.appendChild(link)
          link.click()
          link.remove()
          setTimeout(() => URL.revokeObjectURL(url), 1_000)
        } catch (error) {
          toast.error(`Export failed: ${errorMessage(error)}`)
        } finally {
          setBusy(false)
        }
      }}
    >
      {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Download aria-hidden className="size-4" />}
      Export
    </button>
  )
}

function TransactionDialogs({ dialog, setDialog }: { dialog: Dialog; setDialog: (d: Dialog) => void }) {
  const close = () => setDialog(null)
  if (!dialog) return null
  if (dialog.kind === 'details') {
    return <DetailsModal tx={dialog.tx} onClose={close} onReview={(kind) => setDialog({ kind, tx: dialog.tx })} />
  }
  return <ReviewModal tx={dialog.tx} kind={dialog.kind} onClose={close} />
}

function DetailsModal({ tx, onClose, onReview }: { tx: Transaction; onClose: () => void; onReview: (kind: 'approve' | 'reject') => void }) {
  const type = transactionType(tx.type)
  const pending = tx.status === 'pending'
  const rows: Array<[string, ReactNode]> = [
    ['User', handle(tx) ? `${tx.userName} (${handle(tx)})` : tx.userName],
    ['Type', type.label],
    ['Network', tx.network],
    ['Amount', money(tx.amount)],
    ['Fee', money(tx.fee)],
    ['Net amount', money(tx.netAmount)],
    ['Created', formatDateTime(tx.timestamp)],
  ]
  if (tx.details.method) rows.push(['Method', <span className="capitalize">{tx.details.method}</span>])
  if (tx.reviewedAt) rows.push(['Reviewed', formatDateTime(tx.reviewedAt)])
  if (tx.details.reason) rows.push(['Reason', <span className="text-danger">{tx.details.reason}</span>])
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
        {tx.details.hasProof ? <ProofImage tx={tx} /> : tx.type === 'deposit' ? <p className="text-sm text-muted">No proof image was attached to this deposit.</p> : null}
      </div>
    </Modal>
  )
}

function MonoRow({ label, value, copy = false }: { label: string; value: string; copy?: boolean }) {
  return (
    <div className="contents">
      <dt className="self-center text-muted">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        <code className="min-w-0 flex-1 font-mono text-xs break-all">{value}</code>
        {copy ? <CopyButton text={value} label={`Copy ${label.toLowerCase()}`} message="Copied to clipboard!" className="size-8! rounded-lg" /> : null}
      </dd>
    </div>
  )
}

/** The proof needs the bearer token: fetched as a blob and shown through an object URL. */
function ProofImage({ tx }: { tx: Transaction }) {
  const api = useApi()
  const { data: blob, error, isPending, refetch } = useQuery({
    queryKey: ['admin', 'transaction-proof', tx.id],
    queryFn: ({ signal }) => api.download(`/api/admin/transactions/${tx.id}/proof`, { signal }),
    staleTime: 300_000,
  })
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob) return
    const next = URL.createObjectURL(blob)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [blob])
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium">Proof of payment</figcaption>
      {isPending ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : error ? (
        <InlineError error={error} onRetry={() => void refetch()} what="The proof image" />
      ) : url ? (
        <a href={url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl border border-line bg-surface-2">
          <img src={url} alt="Deposit proof" className="mx-auto max-h-96 w-auto object-contain" data-testid="proof-image" />
        </a>
      ) : null}
    </figure>
  )
}

function ReviewModal({ tx, kind, onClose }: { tx: Transaction; kind: 'approve' | 'reject'; onClose: () => void }) {
  const api = useApi()
  const queryClient = useQueryClient()
  const id = useId()
  const [value, setValue] = useState('')
  const deposit = tx.type === 'deposit'
  const needsHash = kind === 'approve' && !deposit
  const mutation = useMutation({
    mutationFn: () =>
      kind === 'approve'
        ? api.put<Transaction>(`/api/admin/transactions/${tx.id}/approve`, value.trim() ? { txHash: value.trim() } : {})
        : api.put<Transaction>(`/api/admin/transactions/${tx.id}/reject`, value.trim() ? { reason: value.trim() } : {}),
    onSuccess: (updated) => {
      const reason = updated.details.reason ?? (value.trim() || 'Admin rejected')
      if (kind === 'approve') toast.success(deposit ? 'Deposit approved! User balance updated.' : 'Withdrawal approved! Payout recorded.')
      else toast.success(deposit ? `Deposit rejected: ${reason}` : `Withdrawal rejected: ${reason}`)
      void refreshAdminTransactions(queryClient)
      onClose()
    },
    onError: (error) => {
      const message = errorMessage(error)
      if (kind === 'approve') toast.error(deposit ? `Failed to approve deposit: ${message}` : `Error approving transaction: ${message}`)
      else toast.error(deposit ? `Failed to reject deposit: ${message}` : `Error rejecting transaction: ${message}`)
    },
  })
  function onSubmit(e: FormEvent) {
    e.preventDefault()
    if (needsHash && !value.trim()) return
    mutation.mutate()
  }
  const busy = mutation.isPending
  const title = `${kind === 'approve' ? 'Approve' : 'Reject'} ${deposit ? 'deposit' : 'withdrawal'}`
  return (
    <Modal
      open
      onClose={onClose}
      busy={busy}
      size="sm"
      title={title}
      description={`${tx.userName} · ${money(tx.amount)} on ${tx.network}`}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className={clsx('btn', kind === 'approve' ? 'btn-primary' : 'bg-danger text-white')} disabled={busy || (needsHash && !value.trim())}>
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {busy ? 'Processing...' : kind === 'approve' ? 'Approve' : 'Reject'}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} className="flex flex-col gap-3">
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
          <textarea id={`${id}-value`} value={value} onChange={(e) => setValue(e.target.value)} maxLength={500} rows={3} placeholder="Admin rejected" className="field py-2.5" data-autofocus />
        ) : (
          <input id={`${id}-value`} value={value} onChange={(e) => setValue(e.target.value)} maxLength={128} required={needsHash} spellCheck={false} autoComplete="off" className="field font-mono text-sm" placeholder="0x…" data-autofocus />
        )}
      </form>
    </Modal>
  )
}

function TransactionsSkeleton() {
  return <TablePageSkeleton label="Loading transactions" cards={4} columns={7} />
}
