// The chaos run's end checks of money that arrives or leaves on chain, against what the run sent
// (chain.ts logs every transfer): each on-chain transfer credited at most once, with its claim and
// one journal; every USDT transfer whose deposit was acknowledged (a pasted hash) or whose intent was
// (a TON memo) credited exactly once after the drain, with the chain's amount, to its player;
// another token's never credited; no deposit on a verified network left pending without its next
// check (a provider that was down delays a deposit, never loses it); every payout the chain confirmed
// completes its withdrawal once, and one for a wrong amount never does.
import type { Sql } from '../../db/connection.ts';
import type { Sent } from './chain.ts';

/** One invariant's verdict, as invariants.ts reports it (its `Check`). */
type Check = { name: string; problems: string[] };

type DepositRow = {
  id: string;
  user_id: string;
  status: string;
  amount: number;
  network: string;
  hash: string;
  intent_memo: string | null;
  finding: string | null;
  reason: string | null;
  claims: number;
  journals: number;
  automatic: boolean;
  queued: boolean;
  held: boolean;
  /** Every job of the deposit (key, attempts, lock, last error), for a report of one found without its check. */
  jobs: string | null;
};

/** A deposit's last findings that mean "look again": it must have its next check queued. */
const retryable = new Set(['pending', 'not_found', 'unavailable']);

async function depositChecks(sql: Sql, sent: Sent[]): Promise<Check[]> {
  const networks = [...new Set(sent.map((s) => s.network))];
  const rows = await sql<DepositRow[]>`
    select t.id, t.user_id, t.status, t.amount, t.network, t.reference_key as hash,
      (select i.memo from deposit_intents i where i.user_id = t.user_id and i.transaction_id = t.id) as intent_memo,
      t.details #>> '{verification,status}' as finding, t.details #>> '{verification,reason}' as reason,
      (select count(*)::int from chain_transfers c where c.user_id = t.user_id and c.transaction_id = t.id and c.status = 'credited') as claims,
      (select count(*)::int from journals j where j.user_id = t.user_id and j.type = 'deposit' and j.reference = t.id::text) as journals,
      exists (select 1 from audit_log a where a.target_id = t.id::text and a.action = 'verified_on_chain') as automatic,
      exists (select 1 from graphile_worker._private_jobs j where j.key in ('verify:' || t.id, 'verify:' || t.id || ':again')
        and j.attempts < j.max_attempts) as queued,
      exists (select 1 from graphile_worker._private_jobs j where j.key in ('verify:' || t.id, 'verify:' || t.id || ':again')
        and j.locked_at is not null) as held,
      (select string_agg(concat_ws(' ', j.key, j.attempts || '/' || j.max_attempts, j.locked_at, left(j.last_error, 120)), '; ')
        from graphile_worker._private_jobs j where j.payload->>'transactionId' = t.id::text) as jobs
    from transactions t where t.type = 'deposit' and t.network in ${sql(networks.length ? networks : [''])}`;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const credited = new Map<string, DepositRow[]>();
  for (const r of rows.filter((r) => r.status === 'completed'))
    credited.set(`${r.network}:${r.hash}`, [...(credited.get(`${r.network}:${r.hash}`) ?? []), r]);

  const atMostOnce: string[] = [];
  for (const [transfer, deposits] of credited)
    if (deposits.length > 1) atMostOnce.push(`${transfer} credited ${deposits.length} times`);
  for (const r of rows) {
    const once = r.status === 'completed' ? 1 : 0;
    if (r.claims !== once || r.journals !== once)
      atMostOnce.push(`deposit ${r.id} is ${r.status} with ${r.claims} claims and ${r.journals} journals`);
  }
  const claimsWithoutCredit = await sql<{ tx_hash: string; transaction_id: string }[]>`
    select c.tx_hash, c.transaction_id from chain_transfers c
    where c.status = 'credited' and not exists (
      select 1 from transactions t where t.user_id = c.user_id and t.id = c.transaction_id and t.status = 'completed')`;
  for (const c of claimsWithoutCredit)
    atMostOnce.push(`transfer ${c.tx_hash} claimed for ${c.transaction_id}, which is not credited`);

  const exactlyOnce: string[] = [];
  const tokens: string[] = [];
  for (const s of sent.filter((s) => s.purpose !== 'payout')) {
    const name = `${s.purpose} ${s.network}:${s.hash}`;
    const deposit = s.depositId ? byId.get(s.depositId) : undefined;
    const ofTransfer = credited.get(`${s.network}:${s.hash}`) ?? [];
    if (!s.valid) {
      if (ofTransfer.length) tokens.push(`${name} of another token was credited`);
      continue;
    }
    if (s.purpose === 'deposit') {
      if (!s.depositId) continue; // never acknowledged: at most once is all a player can expect
      if (!deposit) exactlyOnce.push(`${name}: acknowledged deposit ${s.depositId} does not exist`);
      else if (deposit.status === 'completed') {
        if (deposit.automatic && deposit.amount !== s.amount)
          exactlyOnce.push(`${name}: credited ${deposit.amount}, the chain shows ${s.amount}`);
      } else if (deposit.status !== 'rejected' && !deposit.held)
        exactlyOnce.push(
          `${name}: deposit ${deposit.id} still ${deposit.status} after the drain (${deposit.finding}: ${deposit.reason})`,
        );
      continue;
    }
    const [credit] = ofTransfer;
    if (!credit) exactlyOnce.push(`${name} for the intent ${s.memo}: not credited after the drain`);
    else if (credit.user_id !== s.userId || credit.amount !== s.amount || credit.intent_memo !== s.memo)
      exactlyOnce.push(`${name}: credited ${credit.amount} to ${credit.user_id} for ${credit.intent_memo}`);
  }

  const lost: string[] = [];
  for (const r of rows.filter((r) => r.status === 'pending' && retryable.has(r.finding ?? 'pending')))
    if (!r.queued)
      lost.push(`deposit ${r.id} is pending (${r.finding}) with no check queued (jobs: ${r.jobs ?? 'none'})`);
  const intents = await sql<{ memo: string; transaction_id: string | null }[]>`
    select memo, transaction_id from deposit_intents where memo in ${sql(sent.map((s) => s.memo ?? '').concat(''))}`;
  for (const s of sent.filter((s) => s.purpose === 'intent' && !s.valid))
    if (intents.find((i) => i.memo === s.memo)?.transaction_id)
      tokens.push(`intent ${s.memo} credited though its transfer was of another token`);

  const transfers = sent.filter((s) => s.purpose !== 'payout');
  return [
    {
      name: `each on-chain transfer credited at most once (${credited.size} credited of ${transfers.length} sent)`,
      problems: atMostOnce,
    },
    {
      name: `acknowledged deposits and intents credited exactly once (${transfers.filter((s) => s.valid && (s.depositId || s.memo)).length})`,
      problems: exactlyOnce,
    },
    {
      name: `another token never credited (${transfers.filter((s) => !s.valid).length} sent)`,
      problems: tokens,
    },
    { name: 'no deposit lost while a provider was down (pending ones keep a check queued)', problems: lost },
  ];
}

async function payoutChecks(sql: Sql, sent: Sent[]): Promise<Check> {
  const rows = await sql<
    { id: string; status: string; hash: string | null; journals: number; confirmations: number; held: boolean }[]
  >`
    select t.id, t.status, t.details #>> '{payout,txHash}' as hash,
      (select count(*)::int from journals j where j.user_id = t.user_id and j.type = 'withdrawal' and j.reference = t.id::text) as journals,
      (select count(*)::int from audit_log a where a.target_id = t.id::text and a.action = 'payout.verified_on_chain') as confirmations,
      exists (select 1 from graphile_worker._private_jobs j where j.key in ('payout:' || t.id, 'payout:' || t.id || ':again')
        and j.locked_at is not null) as held
    from transactions t
    where t.type = 'withdrawal' and t.status in ('processing', 'completed') and t.details #>> '{payout,verification}' is not null`;
  const problems: string[] = [];
  for (const w of rows) {
    const payout = sent.find((s) => s.purpose === 'payout' && s.withdrawalId === w.id && s.hash === w.hash);
    const completed = w.status === 'completed' ? 1 : 0;
    if (w.journals !== 1 || w.confirmations !== completed)
      problems.push(`withdrawal ${w.id} is ${w.status} with ${w.journals} journals, ${w.confirmations} confirmations`);
    if (!payout) problems.push(`withdrawal ${w.id} names a payout ${w.hash} the run never sent`);
    else if (payout.valid && !completed && !w.held)
      problems.push(`withdrawal ${w.id}: its payout ${w.hash} is on chain, still ${w.status} after the drain`);
    else if (!payout.valid && completed)
      problems.push(`withdrawal ${w.id} completed by a payout ${w.hash} for the wrong amount`);
  }
  return {
    name: `payouts confirmed on chain complete once (${rows.filter((w) => w.status === 'completed').length} of ${rows.length})`,
    problems,
  };
}

export async function creditedOnceChecks(sql: Sql, sent: Sent[]): Promise<Check[]> {
  return [...(await depositChecks(sql, sent)), await payoutChecks(sql, sent)];
}
