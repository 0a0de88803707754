import type { JournalType, TransactionStatus } from '../ledger/types.ts';
import { formatAmount } from '../money.ts';
import type { DepositMethod } from './wallet-rules.ts';
import type { ChainFindings } from './chains/chain-rules.ts';
import type { WithdrawalHold } from './withdrawal-hold.ts';

/** What a transaction's `details` column holds: each kind writes its part. */
export type TransactionDetails = {
  method?: DepositMethod;
  reference?: string;
  reason?: string;
  proofId?: string;
  /** Why a withdrawal is held for review (admins only). */
  hold?: WithdrawalHold;
  /** The deposit address a deposit was sent to, and what its chain verifier found (decision 0054). */
  depositAddressId?: string;
  verification?: ChainFindings;
  /** The address the player declared they sent from, and the account it names (decision 0057). */
  sender?: string;
  senderKey?: string;
  /** The operator's payout transfer of a withdrawal and its check on chain. */
  payout?: {
    txHash: string;
    explorerUrl: string | null;
    verification: ChainFindings | { status: 'pending'; reason: string; checkedAt: null } | null;
  };
  /** What a payment or a fee was for: a quiz (and a dispute's correction of it), a task, a referral, a tournament and its rank. */
  sessionId?: string;
  correctionId?: string;
  taskId?: string;
  referralId?: string;
  tournamentId?: string;
  rank?: number;
};

export type TransactionRow = {
  id: string;
  user_id: string;
  /** A spec transaction type, or a tournament's entry fee and refund (`tournament_creation`, `tournament_join`, `tournament_refund`). */
  type: JournalType;
  amount: number;
  fee: number;
  status: TransactionStatus;
  description: string;
  network: string | null;
  wallet_address: string | null;
  tx_hash: string | null;
  details: TransactionDetails;
  reference_key?: string | null;
  created_at: Date;
  updated_at: Date;
  reviewed_at: Date | null;
  user_name?: string;
  username?: string | null;
};

/** The spec's Transaction, amounts as decimal strings. */
export function transactionJson(t: TransactionRow) {
  const { proofId, ...details } = t.details;
  return {
    id: t.id,
    userId: t.user_id,
    type: t.type,
    amount: formatAmount(t.amount),
    fee: formatAmount(t.fee),
    netAmount: formatAmount(t.amount - t.fee),
    status: t.status,
    description: t.description,
    network: t.network ?? 'N/A',
    walletAddress: t.wallet_address ?? 'N/A',
    txHash: t.tx_hash,
    details: { ...details, hasProof: Boolean(proofId) },
    timestamp: t.created_at.toISOString(),
    date: t.created_at.toISOString(),
    updatedAt: t.updated_at.toISOString(),
    reviewedAt: t.reviewed_at?.toISOString() ?? null,
    /** Admin lists only: whose transaction it is. */
    userName: t.user_name === undefined ? undefined : t.user_name || 'Unknown User',
    username: t.user_name === undefined ? undefined : t.username || 'unknown',
  };
}
export type TransactionJson = ReturnType<typeof transactionJson>;

/** The player's own view: a withdrawal's hold reasons (which accounts look linked) are for admins only. */
export function playerTransactionJson(t: TransactionRow) {
  const { hold: _, ...details } = t.details;
  return transactionJson({ ...t, details });
}
