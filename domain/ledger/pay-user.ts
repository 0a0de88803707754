import type { Tx } from '../../db/connection.ts';
import type { Micro } from '../money.ts';
import type { SystemAccount, UserAccountKind } from './accounts.ts';
import { bonusTypes, lockBonus } from '../wallet/play-through.ts';
import { ledgerRefusal } from './post-journal.ts';
import type { JournalType } from './types.ts';

export type PayUserInput = {
  userId: string;
  type: JournalType;
  amount: Micro;
  into: UserAccountKind;
  from: SystemAccount;
  description: string;
  details?: Record<string, unknown>;
};

/**
 * Pays a reward or bonus from a system account through the database's `pay_user`
 * (domain/ledger/pay-user.sql): one journal, the completed transaction the player sees, and totalEarned.
 * Promotional credit goes to the bonus balance until the player's first approved deposit, and
 * straight to the playable balance after it. One statement, part of the caller's transaction, sent
 * when this is called (so it keeps its place among pipelined statements); a bonus (play-through.ts's
 * bonusTypes) is then locked until it is played through (lockBonus).
 */
export async function payUser(tx: Tx, input: PayUserInput): Promise<{ journalId: number; transactionId: string }> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new Error('a payment must be a positive whole number of micro-USDT');
  try {
    const [row] = await tx<{ paid: { journalId: number; transactionId: string } }[]>`
      select pay_user(${input.userId}, ${input.type}, ${input.amount}, ${input.into}, ${input.from}, ${input.description},
        ${tx.json((input.details ?? {}) as never)}) as paid`.execute();
    if (bonusTypes.includes(input.type)) await lockBonus(tx, input.userId, input.amount);
    return row!.paid;
  } catch (error) {
    throw ledgerRefusal(error) ?? error;
  }
}
