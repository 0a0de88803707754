import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { formatAmount, type Micro } from '../money.ts';
import type { AccountRef } from './accounts.ts';
import type { JournalType } from './types.ts';

export type Posting = { account: AccountRef; amount: Micro };
export type JournalInput = {
  type: JournalType;
  userId?: string | null;
  description?: string;
  reference?: string | null;
  reverses?: number | null;
  postings: Posting[];
};

/**
 * Writes one balanced journal through the database's `post_journal` (domain/ledger/post-journal.sql): user
 * accounts are changed under their row lock and may never go below the amount locked by pending
 * withdrawals (INSUFFICIENT_BALANCE); system accounts only receive postings.
 * One statement: atomic on its own, or part of the caller's transaction (which a refusal voids).
 */
export async function postJournal(db: Db, input: JournalInput): Promise<number> {
  if (input.postings.length < 2) throw new Error('a journal needs at least two postings');
  if (input.postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0))
    throw new Error('posting amounts must be non-zero integers');
  if (input.postings.reduce((sum, p) => sum + p.amount, 0) !== 0) throw new Error('journal postings must sum to zero');
  const postings = input.postings.map((p) =>
    'user' in p.account
      ? { user: p.account.user, kind: p.account.kind, amount: p.amount }
      : { system: p.account.system, amount: p.amount },
  );
  try {
    const [row] = await db<{ id: number }[]>`
      select post_journal(${input.type}, ${input.userId ?? null}, ${input.description ?? ''}, ${input.reference ?? null},
        ${input.reverses ?? null}, ${db.json(postings)}) as id`;
    return row!.id;
  } catch (error) {
    throw ledgerRefusal(error) ?? error;
  }
}

/** The ledger's refusals raised by the database (CQ402, CQ404) as the API's errors. */
export function ledgerRefusal(error: unknown): AppError | null {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code === 'CQ404') return new AppError('USER_NOT_FOUND', 'User data not found');
  if (code !== 'CQ402') return null;
  const { required, available } = JSON.parse(detail ?? '{}') as { required: number; available: number };
  return new AppError(
    'INSUFFICIENT_BALANCE',
    `Insufficient balance: required ${formatAmount(required)}, available ${formatAmount(available)}`,
  );
}
