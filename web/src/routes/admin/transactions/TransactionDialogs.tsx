// The transactions screen's dialogs: a transaction's details with its proof image, the approve or reject
// review, and the corrected hash of a payout the chain did not confirm.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Link2, X } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../ui/error-message';
import type { Transaction } from '../../../api-client/types';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { CopyButton } from '../../../components/wallet/CopyButton';
import { StatusBadge } from '../../../components/wallet/StatusBadge';
import { SimilarDepositsList } from './similar-deposits';
import { ChainFindings } from './chain-findings';
import { WithdrawalHoldNotice } from './withdrawal-hold';
import { transactionType } from '../../../components/wallet/transactionTypes';
import { useApi } from '../../../context';

import { refreshAdminTransactions } from '../../../queries/admin-wallet';
import { FormActions } from '../ui/dialogs';
import { InlineError } from '../ui/section';
import { money } from '../ui/money';
import { formatDateTime } from '../../../format-time';

export const handle = (t: Transaction) => (t.username && t.username !== 'unknown' ? `@${t.username}` : null);

type ReviewKind = 'approve' | 'reject' | 'payout';
export type Dialog = { kind: 'details' | ReviewKind; tx: Transaction } | null;

export function TransactionDialogs({ dialog, setDialog }: { dialog: Dialog; setDialog: (d: Dialog) => void }) {
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
  onReview: (kind: ReviewKind) => void;
}) {
  const type = transactionType(tx.type);
  const pending = tx.status === 'pending';
  // A payout checked on chain and not confirmed (a mismatch, or not seen): the admin names the right transfer.
  const payoutOpen = tx.status === 'processing' && tx.details.payout;
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
        ) : payoutOpen ? (
          <>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              Close
            </button>
            <button type="button" className="btn btn-primary" onClick={() => onReview('payout')}>
              <Link2 aria-hidden className="size-4" /> Correct payout hash
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
        <ChainFindings tx={tx} />
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

/** What each review sends, says and is called (a payout's corrected hash is checked on chain again, decision 0054). */
const REVIEWS = {
  approve: { path: 'approve', body: 'txHash', verb: 'Approve' },
  reject: { path: 'reject', body: 'reason', verb: 'Reject' },
  payout: { path: 'payout', body: 'txHash', verb: 'Save' },
} as const;

function ReviewModal({ tx, kind, onClose }: { tx: Transaction; kind: ReviewKind; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [value, setValue] = useState('');
  const deposit = tx.type === 'deposit';
  const needsHash = kind === 'payout' || (kind === 'approve' && !deposit);
  const review = REVIEWS[kind];
  const mutation = useMutation({
    mutationFn: () =>
      api.put<Transaction>(
        `/api/admin/transactions/${tx.id}/${review.path}`,
        value.trim() ? { [review.body]: value.trim() } : {},
      ),
    onSuccess: (updated) => {
      const reason = updated.details.reason ?? (value.trim() || 'Admin rejected');
      if (kind === 'payout') toast.success('Payout hash recorded: it is checked on chain again.');
      else if (kind === 'approve')
        toast.success(deposit ? 'Deposit approved! User balance updated.' : 'Withdrawal approved! Payout recorded.');
      else toast.success(deposit ? `Deposit rejected: ${reason}` : `Withdrawal rejected: ${reason}`);
      void refreshAdminTransactions(queryClient);
      onClose();
    },
    onError: (error) => {
      const message = errorMessage(error);
      if (kind === 'payout') toast.error(`Failed to record the payout hash: ${message}`);
      else if (kind === 'approve')
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
  const title = kind === 'payout' ? 'Correct payout hash' : `${review.verb} ${deposit ? 'deposit' : 'withdrawal'}`;
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
          submit={review.verb}
          busyText="Processing..."
          tone={kind === 'reject' ? 'danger' : 'primary'}
          disabled={needsHash && !value.trim()}
        />
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} className="flex flex-col gap-3">
        <WithdrawalHoldNotice tx={tx} />
        <p className="text-sm text-muted">
          {kind === 'payout'
            ? `The chain did not confirm ${tx.details.payout?.txHash ?? 'the payout'}. Enter the hash of the transfer that sent ${money(tx.netAmount)} to ${tx.walletAddress} on ${tx.network}.`
            : kind === 'reject'
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
