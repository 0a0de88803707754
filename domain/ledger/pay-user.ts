import type { Tx } from '../../db/connection.ts';
import type { Micro } from '../money.ts';
import type { SystemAccount, UserAccountKind } from './accounts.ts';
import { postJournal } from './post-journal.ts';
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
 * Pays a reward or bonus from a system account: one journal, the completed transaction the player
 * sees, and totalEarned. Promotional credit goes to the bonus balance until the player's first
 * approved deposit, and straight to the playable balance after it.
 */
export async function payUser(tx: Tx, input: PayUserInput): Promise<{ journalId: number; transactionId: string }> {
  if (input.into === 'bonus') {
    const [user] = await tx<{ has_deposited: boolean }[]>`select has_deposited from users where id = ${input.userId}`;
    if (user?.has_deposited) input = { ...input, into: 'playable' };
  }
  const journalId = await postJournal(tx, {
    type: input.type,
    userId: input.userId,
    description: input.description,
    postings: [
      { account: { system: input.from }, amount: -input.amount },
      { account: { user: input.userId, kind: input.into }, amount: input.amount },
    ],
  });
  const [row] = await tx<{ id: string }[]>`
    insert into transactions (user_id, type, amount, status, description, details, journal_id)
    values (${input.userId}, ${input.type}, ${input.amount}, 'completed', ${input.description},
            ${tx.json((input.details ?? {}) as never)}, ${journalId})
    returning id`;
  await tx`update users set total_earned = total_earned + ${input.amount} where id = ${input.userId}`;
  return { journalId, transactionId: row!.id };
}
