// The chaos run's end checks, after the worker has drained: the ledger's invariants, every
// acknowledged request's effect present exactly once (and what it pays, paid-once.ts; what arrives
// and leaves on chain, credited-once.ts), journals and transaction rows that match, the deposits'
// lookups that match the live deposits and the intents, and no job lost or stuck.
import type { Sql } from '../../db/connection.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { depositLookupProblems } from '../../domain/wallet/deposit-lookups.ts';
import type { Acknowledged } from './actions.ts';
import type { Sent } from './chain.ts';
import { creditedOnceChecks } from './credited-once.ts';
import { paidOnceChecks } from './paid-once.ts';

/**
 * Keyed actions and what exactly one committed run of each leaves: its key prefix, the rows it adds
 * per player. A deposit the TON watcher creates for an intent's memo comes from no request of its own.
 */
const effects = [
  {
    prefix: 'deposit',
    rows: `select user_id, count(*)::int as n from transactions where type = 'deposit' and not details ? 'intentId' group by user_id`,
  },
  { prefix: 'intent', rows: `select user_id, count(*)::int as n from deposit_intents group by user_id` },
  {
    prefix: 'withdraw',
    rows: `select user_id, count(*)::int as n from transactions where type = 'withdrawal' group by user_id`,
  },
  {
    prefix: 'bonus',
    rows: `select user_id, count(*)::int as n from transactions where type = 'daily_bonus' group by user_id`,
  },
  { prefix: 'join', rows: `select user_id, count(*)::int as n from tournament_participants group by user_id` },
  {
    prefix: 'task',
    rows: `select user_id, count(*)::int as n from task_completions where proof_id is null group by user_id`,
  },
  { prefix: 'proof', rows: `select user_id, count(*)::int as n from task_proofs group by user_id` },
];

export type Check = { name: string; problems: string[] };

export async function checkInvariants(
  sql: Sql,
  acknowledged: Acknowledged[],
  sent: Sent[],
  jobTimeoutMinutes: number,
): Promise<Check[]> {
  const checks: Check[] = [
    {
      name: 'ledger (sum zero, balances = postings, none negative, escrow, pools)',
      problems: await ledgerProblems(sql),
    },
  ];

  // Each keyed request that committed stored its first reply under its key; a retry got that reply
  // back. So per player, the rows each action adds equal its committed keys: none twice, none lost.
  const onceProblems: string[] = [];
  for (const effect of effects) {
    const keys = await sql<{ user_id: string; n: number }[]>`
      select user_id, count(*)::int as n from idempotency_keys
      where key like ${`${effect.prefix}-%`} and status_code between 200 and 299 group by user_id`;
    const rows = new Map(
      (await sql.unsafe<{ user_id: string; n: number }[]>(effect.rows)).map((r) => [r.user_id, r.n]),
    );
    for (const k of keys) {
      if ((rows.get(k.user_id) ?? 0) !== k.n)
        onceProblems.push(
          `${effect.prefix}: player ${k.user_id} has ${rows.get(k.user_id) ?? 0} rows for ${k.n} committed requests`,
        );
      rows.delete(k.user_id);
    }
    for (const [user, n] of rows)
      if (effect.prefix !== 'join' || n > 0)
        onceProblems.push(`${effect.prefix}: player ${user} has ${n} rows without a committed request`);
  }
  for (const ack of acknowledged.filter((a) => a.key)) {
    const [stored] = await sql<{ status_code: number; id: string | null }[]>`
      select status_code, response->'data'->>'id' as id from idempotency_keys where user_id = ${ack.userId} and key = ${ack.key ?? ''}`;
    if (!stored) onceProblems.push(`${ack.action} ${ack.key}: acknowledged but no stored reply`);
    else if (ack.data?.id && stored.id !== ack.data.id)
      onceProblems.push(`${ack.action} ${ack.key}: acknowledged ${ack.data.id}, stored ${stored.id}`);
  }
  for (const ack of acknowledged.filter((a) => a.action === 'approve' || a.action === 'reject')) {
    const [row] = await sql<
      { status: string }[]
    >`select status from transactions where id = ${ack.data?.id ?? ack.data?.transaction?.id ?? null}`;
    if (row?.status === 'pending') onceProblems.push(`${ack.action} of ${ack.data?.id} acknowledged, still pending`);
  }
  for (const ack of acknowledged.filter((a) => a.action === 'quizAnswer')) {
    const questionId = ack.data?.questionId ?? ack.data?.answer?.questionId;
    if (!questionId) continue;
    const [row] = await sql<{ n: number }[]>`
      select count(*)::int as n from quiz_answers a
      where a.user_id = ${ack.userId} and a.question_id = ${questionId} and a.answered_at is not null`;
    if (row?.n !== 1) onceProblems.push(`answer to ${questionId} acknowledged, ${row?.n} answered rows`);
  }
  checks.push({ name: 'every acknowledged request took effect exactly once', problems: onceProblems });
  checks.push(...(await paidOnceChecks(sql, acknowledged)));
  checks.push(...(await creditedOnceChecks(sql, sent)));
  checks.push({
    name: "the deposits' lookups match the live deposits and the intents",
    problems: await depositLookupProblems(sql),
  });

  const journalProblems: string[] = [];
  const emptyJournals = await sql`
    select j.id from journals j where not exists (select 1 from postings p where p.user_id = j.user_id and p.journal_id = j.id)
    union all
    select j.id from system_journals j where not exists (select 1 from system_postings p where p.journal_id = j.id)`;
  if (emptyJournals.length)
    journalProblems.push(`journals without postings: ${emptyJournals.map((j) => j.id).join(', ')}`);
  // A journal type that writes a transaction row writes it every time (the foreign key covers the reverse).
  const missing = await sql<{ type: string; n: number }[]>`
    select j.type::text as type, count(*)::int as n from journals j
    where not exists (select 1 from transactions t where t.user_id = j.user_id and t.journal_id = j.id)
      and j.type in (select distinct j2.type from journals j2 join transactions t2 on t2.user_id = j2.user_id and t2.journal_id = j2.id)
    group by j.type`;
  for (const m of missing) journalProblems.push(`${m.n} ${m.type} journals without their transaction row`);
  checks.push({ name: 'journals and transaction rows match', problems: journalProblems });

  const jobProblems: string[] = [];
  // "Waiting": due for over 5 s, unlocked, with idle workers (they poll every 2 s): a job the drain left behind.
  const [jobs] = await sql<{ stuck: number; failed: number; waiting: number }[]>`
    select
      count(*) filter (where least(j.locked_at, q.locked_at) < now() - make_interval(mins => ${jobTimeoutMinutes}))::int as stuck,
      count(*) filter (where attempts >= max_attempts)::int as failed,
      count(*) filter (where j.locked_at is null and q.locked_at is null and run_at <= now() - interval '5 seconds' and attempts < max_attempts)::int as waiting
    from graphile_worker._private_jobs j left join graphile_worker._private_job_queues q on q.id = j.job_queue_id`;
  if (jobs?.stuck) jobProblems.push(`${jobs.stuck} jobs locked past ${jobTimeoutMinutes} minutes`);
  if (jobs?.failed) {
    const failed = await sql<{ task: string; last_error: string | null }[]>`
      select t.identifier as task, j.last_error from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id where j.attempts >= j.max_attempts limit 5`;
    jobProblems.push(
      `${jobs.failed} jobs failed for good: ${failed.map((f) => `${f.task}: ${f.last_error?.slice(0, 200)}`).join('; ')}`,
    );
  }
  if (jobs?.waiting) jobProblems.push(`${jobs.waiting} jobs due, free to run and not run after the drain`);
  checks.push({ name: 'no job lost or stuck', problems: jobProblems });
  return checks;
}
