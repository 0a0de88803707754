import type { Db, Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';

/**
 * The lookups of the deposits' global unique values (decision 0080, migration 0134), each in a
 * table keyed by the value that holds the player's id, since a table distributed by player cannot
 * keep a value unique across players:
 * - `deposit_references`: a live deposit's (pending, processing or completed) network and
 *   normalised reference (`transactions.reference_key`), so one on-chain transfer or bank reference
 *   backs one live deposit. requestDeposit and the TON watcher claim it in the transaction that
 *   writes the deposit; `finish` (settle-transaction.ts) gives it up when the deposit is rejected or
 *   fails, and another deposit may claim it then.
 * - `deposit_memos`: a TON deposit intent's memo, claimed by createDepositIntent and never given
 *   up (the watcher credits an intent's memo even after it expired).
 * A claim is `insert ... on conflict do nothing`: of two claims at once, the second waits for the
 * first to commit (or roll back) and then finds the value taken (or free).
 */

/** The statuses of a deposit that holds its reference. */
export const liveDepositStatuses = ['pending', 'processing', 'completed'] as const;

/** A deposit as its reference's lookup sees it (`reference_key` as the transactions row computes it). */
type ReferencedDeposit = { id: string; user_id: string; network: string | null; reference_key?: string | null };

/**
 * The deposit's lookup key, or null for a deposit without a network or a reference (which the
 * unique index this replaces did not compare either). A row read without `reference_key` is a
 * mistake of its caller, refused rather than taken for a deposit without a reference.
 */
function referenceOf(deposit: ReferencedDeposit) {
  if (deposit.reference_key === undefined) throw new Error(`deposit ${deposit.id} was read without its reference_key`);
  return deposit.network && deposit.reference_key ? { network: deposit.network, key: deposit.reference_key } : null;
}

export const referenceTaken = () => new AppError('CONFLICT', 'This transaction reference was already submitted');

/** Whether a live deposit on `network` holds the normalised reference `key`. */
export async function referenceHeld(db: Db, network: string, key: string): Promise<boolean> {
  const [held] = await db`select 1 from deposit_references where network = ${network} and reference_key = ${key}`;
  return held !== undefined;
}

/**
 * Claims the reference of a deposit just written (pending or completed) for it; refused with the
 * 409 of a reference already submitted when another live deposit holds it (the transaction then
 * rolls back, the deposit with it).
 */
export async function claimDepositReference(tx: Tx, deposit: ReferencedDeposit): Promise<void> {
  const reference = referenceOf(deposit);
  if (!reference) return;
  const [claimed] = await tx`
    insert into deposit_references (network, reference_key, user_id, transaction_id)
    values (${reference.network}, ${reference.key}, ${deposit.user_id}, ${deposit.id})
    on conflict (network, reference_key) do nothing returning 1`;
  if (!claimed) throw referenceTaken();
}

/** Gives up the reference of a deposit that is no longer live (rejected or failed). */
export async function releaseDepositReference(tx: Tx, deposit: ReferencedDeposit): Promise<void> {
  const reference = referenceOf(deposit);
  if (!reference) return;
  await tx`
    delete from deposit_references
    where network = ${reference.network} and reference_key = ${reference.key} and transaction_id = ${deposit.id}`;
}

/**
 * Claims a new intent's memo for it. A memo is 50 random bits, so a taken one is next to
 * impossible: it is refused as the unique constraint it replaces was (409 CONFLICT).
 */
export async function claimDepositMemo(tx: Tx, intent: { id: string; user_id: string; memo: string }) {
  const [claimed] = await tx`
    insert into deposit_memos (memo, user_id, intent_id) values (${intent.memo}, ${intent.user_id}, ${intent.id})
    on conflict (memo) do nothing returning 1`;
  if (!claimed) throw new AppError('CONFLICT', 'This was already done');
}

/** The intent a memo names (its player and id), or undefined. */
export async function intentByMemo(db: Db, memo: string) {
  const [found] = await db<{ user_id: string; intent_id: string }[]>`
    select user_id, intent_id from deposit_memos where memo = ${memo}`;
  return found;
}

/**
 * Where the lookups and the rows they stand for disagree: a live deposit with a reference that does
 * not hold it, a lookup naming no live deposit of that reference, an intent whose memo does not name
 * it. Read over all players (the chaos run's end checks and the tests); none is expected.
 */
export async function depositLookupProblems(db: Db): Promise<string[]> {
  const rows = await db<{ problem: string }[]>`
    select 'live deposit ' || t.id || ' does not hold its reference ' || t.network || ' ' || t.reference_key as problem
    from transactions t
    where t.type = 'deposit' and t.status = any(${[...liveDepositStatuses]}) and t.network is not null
      and t.reference_key is not null
      and not exists (select 1 from deposit_references r where r.network = t.network
        and r.reference_key = t.reference_key and r.transaction_id = t.id and r.user_id = t.user_id)
    union all
    select 'reference ' || r.network || ' ' || r.reference_key || ' names no live deposit of it'
    from deposit_references r
    where not exists (select 1 from transactions t where t.id = r.transaction_id and t.user_id = r.user_id
      and t.type = 'deposit' and t.status = any(${[...liveDepositStatuses]}) and t.network = r.network
      and t.reference_key = r.reference_key)
    union all
    select 'intent ' || i.id || ' is not named by its memo ' || i.memo
    from deposit_intents i
    where not exists (select 1 from deposit_memos m where m.memo = i.memo and m.intent_id = i.id and m.user_id = i.user_id)
    limit 20`;
  return rows.map((r) => r.problem);
}
