import { formatAmount } from '../money.ts';

export type TransactionRow = {
  id: string;
  user_id: string;
  type: string;
  amount: number;
  fee: number;
  status: string;
  description: string;
  network: string | null;
  wallet_address: string | null;
  tx_hash: string | null;
  details: Record<string, unknown>;
  reference_key?: string | null;
  created_at: Date;
  updated_at: Date;
  reviewed_at: Date | null;
  user_name?: string;
  username?: string | null;
};

/** The spec's Transaction, amounts as decimal strings. */
export function transactionJson(t: TransactionRow) {
  const { proofId, ...details } = t.details as { proofId?: string };
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
    ...(t.user_name !== undefined
      ? { userName: t.user_name || 'Unknown User', username: t.username || 'unknown' }
      : {}),
  };
}

/** The player's own view: a withdrawal's hold reasons (which accounts look linked) are for admins only. */
export function playerTransactionJson(t: TransactionRow) {
  const { hold: _, ...details } = t.details;
  return transactionJson({ ...t, details });
}
