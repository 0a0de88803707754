import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { formatAmount, type Micro } from '../money.ts';
import type { AccountRef, PoolAccount, SystemAccount } from './accounts.ts';
import type { JournalType } from './types.ts';

export type Posting = { account: AccountRef; amount: Micro };
export type JournalInput = {
  type: JournalType;
  /** The journal's player: every posting is on this player's accounts or on a system account. */
  userId: string;
  description?: string;
  reference?: string | null;
  reverses?: number | null;
  postings: Posting[];
};

/** A journal's postings as the caller gave them: two or more, whole, non-zero, summing to zero. */
function checkPostings(postings: { amount: Micro }[]): void {
  if (postings.length < 2) throw new Error('a journal needs at least two postings');
  if (postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0))
    throw new Error('posting amounts must be non-zero integers');
  if (postings.reduce((sum, p) => sum + p.amount, 0) !== 0) throw new Error('journal postings must sum to zero');
}

/**
 * Writes one balanced journal of one player through the database's `post_journal`
 * (domain/ledger/post-journal.sql): the player's accounts are changed under their row lock and may
 * never go below the amount locked by pending withdrawals (INSUFFICIENT_BALANCE); system accounts only
 * receive postings; a posting on another player's account is refused (a journal is one player's,
 * decision 0084). One statement: atomic on its own, or part of the caller's transaction (which a refusal voids).
 */
export async function postJournal(db: Db, input: JournalInput): Promise<number> {
  checkPostings(input.postings);
  if (input.postings.some((p) => 'user' in p.account && p.account.user !== input.userId))
    throw new Error("a journal's postings are its own player's accounts or system accounts");
  const postings = input.postings.map((p) =>
    'user' in p.account
      ? { user: p.account.user, kind: p.account.kind, amount: p.amount }
      : { system: p.account.system, amount: p.amount },
  );
  try {
    const [row] = await db<{ id: number }[]>`
      select post_journal(${input.type}, ${input.userId}, ${input.description ?? ''}, ${input.reference ?? null},
        ${input.reverses ?? null}, ${db.json(postings)}) as id`;
    return row!.id;
  } catch (error) {
    throw ledgerRefusal(error) ?? error;
  }
}

export type SystemJournalInput = {
  type: JournalType;
  description: string;
  reference?: string | null;
  reverses?: number | null;
  postings: { account: { system: SystemAccount | PoolAccount }; amount: Micro }[];
};

/**
 * Writes one balanced journal between system accounts only (a sponsored pool, its return to the
 * house, a tournament's fee) through the database's `post_system_journal` (post-journal.sql): no
 * player's balance moves, so it takes no player's lock. Returns the system journal's id.
 */
export async function postSystemJournal(db: Db, input: SystemJournalInput): Promise<number> {
  checkPostings(input.postings);
  const postings = input.postings.map((p) => ({ system: p.account.system, amount: p.amount }));
  const [row] = await db<{ id: number }[]>`
    select post_system_journal(${input.type}, ${input.description}, ${input.reference ?? null}, ${input.reverses ?? null},
      ${db.json(postings)}) as id`;
  return row!.id;
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
