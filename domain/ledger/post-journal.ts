import type { Tx } from '../../db/connection.ts';
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

const userKey = (p: Posting) => ('user' in p.account ? `${p.account.user}:${p.account.kind}` : '');

/**
 * Writes one balanced journal. User accounts are changed under their row lock and may never go
 * below the amount locked by pending withdrawals (INSUFFICIENT_BALANCE, nothing written); system
 * accounts only receive postings.
 * Must run inside the caller's transaction.
 */
export async function postJournal(tx: Tx, input: JournalInput): Promise<number> {
  const { postings } = input;
  if (postings.length < 2) throw new Error('a journal needs at least two postings');
  if (postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0)) throw new Error('posting amounts must be non-zero integers');
  if (postings.reduce((sum, p) => sum + p.amount, 0) !== 0) throw new Error('journal postings must sum to zero');

  // Lock user accounts in one global order so two journals never wait on each other in a cycle.
  const userPostings = postings.filter((p) => 'user' in p.account).sort((a, b) => userKey(a).localeCompare(userKey(b)));
  const accountIds = new Map<Posting, number>();
  for (const posting of userPostings) {
    const account = posting.account as { user: string; kind: string };
    const [row] = await tx<{ id: number }[]>`
      update accounts set balance = balance + ${posting.amount}
      where user_id = ${account.user} and kind = ${account.kind} and balance + ${posting.amount} >= locked
      returning id`;
    if (!row) {
      const [current] = await tx<{ available: number }[]>`select balance - locked as available from accounts where user_id = ${account.user} and kind = ${account.kind}`;
      if (!current) throw new AppError('USER_NOT_FOUND', 'User data not found');
      throw new AppError(
        'INSUFFICIENT_BALANCE',
        `Insufficient balance: required ${formatAmount(-posting.amount)}, available ${formatAmount(current.available)}`,
      );
    }
    accountIds.set(posting, row.id);
  }

  // The journal and all its postings in one statement: one round trip, and the balance trigger
  // checks the journal once, when the statement ends.
  const systemPostings = postings.filter((p) => !accountIds.has(p));
  const [journal] = await tx<{ id: number; posted: number }[]>`
    with journal as (
      insert into journals (type, user_id, description, reference, reverses)
      values (${input.type}, ${input.userId ?? null}, ${input.description ?? ''}, ${input.reference ?? null}, ${input.reverses ?? null})
      returning id
    ), lines as (
      select x.account_id, x.amount from unnest(${[...accountIds.values()]}::int8[], ${[...accountIds.keys()].map((p) => p.amount)}::int8[]) as x(account_id, amount)
      union all
      select a.id, x.amount from unnest(${systemPostings.map((p) => (p.account as { system: string }).system)}::text[], ${systemPostings.map((p) => p.amount)}::int8[]) as x(code, amount)
      join accounts a on a.code = x.code
    ), posted as (
      insert into postings (journal_id, account_id, amount) select journal.id, lines.account_id, lines.amount from journal, lines
      returning 1
    )
    select (select id from journal) as id, (select count(*) from posted)::int as posted`;
  if (journal!.posted !== postings.length) throw new Error('unknown system account in journal');
  const journalId = journal!.id;
  return journalId;
}
