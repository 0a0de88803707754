import type { Db } from '../../db/connection.ts';
import { type LinkKind, linkReason, linkedAccounts } from '../fraud/linked-accounts.ts';
import type { Settings } from '../settings/defaults.ts';

/**
 * Why a withdrawal request is held for an admin's review (decision 0046): its account shares a
 * device, network address or payout address (the one requested included) with more accounts than
 * the security settings allow. A held withdrawal is accepted and stays `pending` with this as its
 * `details.hold`; only an admin's approval pays it (review-transaction.ts). Read by requestWithdrawal.
 */
export type WithdrawalHold = { reasons: string[]; sharedWith: number } & Record<LinkKind, number>;

export async function withdrawalHold(
  db: Db,
  input: { userId: string; address: string; settings: Settings },
): Promise<WithdrawalHold | null> {
  const linked = await linkedAccounts(db, input.userId, input.address);
  const s = input.settings.security;
  // The limits count accounts, this one included; the links are the others.
  const allowed: Record<LinkKind, number> = {
    device: s.maxAccountsPerDevice - 1,
    address: s.maxAccountsPerAddress - 1,
    wallet: s.maxAccountsPerWallet - 1,
  };
  const over = (Object.keys(allowed) as LinkKind[]).filter((kind) => linked[kind] > allowed[kind]);
  if (over.length === 0) return null;
  return {
    reasons: over.map((kind) => linkReason(linked[kind], kind)),
    sharedWith: linked.any,
    device: linked.device,
    address: linked.address,
    wallet: linked.wallet,
  };
}
