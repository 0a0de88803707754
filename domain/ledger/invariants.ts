import type { Db } from '../../db/connection.ts';

/**
 * The ledger's invariants, for tests and operators: all postings (players' and system ones) sum to
 * zero, every journal and system journal sums to zero and has postings, every posting is its journal's player's
 * (the foreign keys hold it), every cached balance equals the sum of its postings, nothing is below
 * zero or below its locked amount, quiz escrow holds exactly the stakes of served, unsettled
 * questions, and each tournament's pool holds its entry fees and prize until it is settled, and
 * nothing after. Returns the broken ones (none when sound).
 */
export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const [total] = await db<{ sum: number }[]>`
    select ((select coalesce(sum(amount), 0) from postings) + (select coalesce(sum(amount), 0) from system_postings))::int8 as sum`;
  if (total!.sum !== 0) problems.push(`postings sum to ${total!.sum}`);
  const unbalanced = await db<{ id: number }[]>`
    select journal_id as id from postings group by user_id, journal_id having sum(amount) <> 0
    union all
    select journal_id from system_postings group by journal_id having sum(amount) <> 0`;
  if (unbalanced.length) problems.push(`journals that do not sum to zero: ${unbalanced.map((j) => j.id).join(', ')}`);
  const empty = await db<{ id: number }[]>`
    select j.id from journals j
    where not exists (select 1 from postings p where p.user_id = j.user_id and p.journal_id = j.id)
    union all
    select j.id from system_journals j where not exists (select 1 from system_postings p where p.journal_id = j.id)`;
  if (empty.length) problems.push(`journals without postings: ${empty.map((j) => j.id).join(', ')}`);
  const drift = await db<{ id: number }[]>`
    select a.id from accounts a left join postings p on p.user_id = a.user_id and p.account_id = a.id
    group by a.user_id, a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)`;
  if (drift.length)
    problems.push(`cached balance differs from postings on accounts ${drift.map((d) => d.id).join(', ')}`);
  const negative = await db<{ id: number }[]>`select id from accounts where balance < 0 or balance < locked`;
  if (negative.length)
    problems.push(`accounts below zero or their locked amount: ${negative.map((d) => d.id).join(', ')}`);
  const [escrow] = await db<{ held: number; open: number }[]>`
    with escrow as (select id from system_accounts where code = 'quiz_escrow')
    select
      ((select coalesce(sum(p.amount), 0) from postings p where p.system_account_id = (select id from escrow))
        + (select coalesce(sum(p.amount), 0) from system_postings p where p.system_account_id = (select id from escrow)))::int8 as held,
      (select coalesce(sum(stake), 0) from quiz_answers where stake is not null and bet_result is null)::int8 as open`;
  if (escrow!.held !== escrow!.open)
    problems.push(`quiz escrow holds ${escrow!.held} for ${escrow!.open} of open stakes`);
  const pools = await db<{ id: string }[]>`
    select t.id from tournaments t
    left join (
      select system_account_id, amount from postings where system_account_id is not null
      union all
      select system_account_id, amount from system_postings
    ) p on p.system_account_id = t.pool_account_id
    group by t.id
    having coalesce(sum(p.amount), 0) <> case when t.status = 'active' then t.entry_fees + t.house_prize else 0 end`;
  if (pools.length)
    problems.push(
      `tournament pools that do not hold their fees (or are not empty once settled): ${pools.map((p) => p.id).join(', ')}`,
    );
  return problems;
}
