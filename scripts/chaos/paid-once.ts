// The chaos run's end checks of the payments the worker or an admin's review makes for an earlier
// request: a task's reward once per completion, an approved proof's completion once (a rejected one
// none), a referral paid to both players once when the invited player has qualified, and an upheld
// dispute's answers re-settled once each (a stake the corrected key makes won paid once).
import type { Sql } from '../../db/connection.ts';
import { referredHasQualified } from '../../domain/referrals/process-referrals.ts';
import type { Acknowledged } from './actions.ts';

/** One invariant's verdict, as invariants.ts reports it (its `Check`). */
type Check = { name: string; problems: string[] };

export async function paidOnceChecks(sql: Sql, acknowledged: Acknowledged[]): Promise<Check[]> {
  const tasks: string[] = [];
  const unpaid = await sql<{ user_id: string; completions: number; payments: number }[]>`
    select coalesce(c.user_id, t.user_id) as user_id, coalesce(c.n, 0) as completions, coalesce(t.n, 0) as payments
    from (select user_id, count(*)::int as n from task_completions where reward > 0 group by user_id) c
    full join (select user_id, count(*)::int as n from transactions where type = 'task_reward' group by user_id) t
      on t.user_id = c.user_id
    where coalesce(c.n, 0) <> coalesce(t.n, 0)`;
  for (const u of unpaid)
    tasks.push(`task rewards: player ${u.user_id} has ${u.completions} paid completions, ${u.payments} payments`);
  const proofs = await sql<{ id: string; status: string; completions: number }[]>`
    select p.id, p.status, (select count(*)::int from task_completions c where c.proof_id = p.id) as completions
    from task_proofs p`;
  const proofById = new Map(proofs.map((p) => [p.id, p]));
  for (const p of proofs)
    if (p.completions !== (p.status === 'approved' ? 1 : 0))
      tasks.push(`proof ${p.id} is ${p.status} with ${p.completions} completions`);
  for (const ack of acknowledged.filter((a) => a.action === 'approveProof' || a.action === 'rejectProof')) {
    const want = ack.action === 'approveProof' ? 'approved' : 'rejected';
    const proof = proofById.get(ack.data?.id);
    if (proof?.status !== want) tasks.push(`${ack.action} of ${ack.data?.id} acknowledged, proof ${proof?.status}`);
  }

  const referrals: string[] = [];
  const paid = await sql<{ id: string; status: string; referrer: number; referred: number }[]>`
    select r.id, r.status,
      (select count(*)::int from transactions t where t.type = 'referral_bonus' and t.user_id = r.referrer_id
        and t.details->>'referralId' = r.id::text) as referrer,
      (select count(*)::int from transactions t where t.type = 'referral_bonus' and t.user_id = r.user_id
        and t.details->>'referralId' = r.id::text) as referred
    from referrals r`;
  for (const r of paid) {
    const once = r.status === 'completed' ? 1 : 0;
    if (r.referrer !== once || r.referred !== once)
      referrals.push(
        `referral ${r.id} is ${r.status}: ${r.referrer} payments to the inviter, ${r.referred} to the invited`,
      );
  }
  // An invited player who qualified, in good standing and free to move value, is paid by the drain,
  // unless the job that pays it is still queued (held by a worker that died: freed later, "no job lost").
  const waiting = await sql<{ id: string }[]>`
    select r.id from referrals r join users u on u.id = r.user_id join users i on i.id = r.referrer_id
    where r.status = 'pending' and ${referredHasQualified(sql, 'quiz')}
      and u.status = 'active' and i.status = 'active' and u.withdrawal_enabled
      and not exists (select 1 from security_flags f where f.user_id = u.id and f.resolved_at is null)
      and not exists (select 1 from graphile_worker._private_jobs j
        where j.key in ('referrals__process:' || u.id, 'referrals__process:' || u.id || ':again'))`;
  for (const r of waiting)
    referrals.push(`referral ${r.id}: the invited player qualified, still unpaid after the drain`);
  const completed = paid.filter((r) => r.status === 'completed').length;

  const resettled: string[] = [];
  // An answer whose job a worker that died still holds is re-settled once that job is freed ("no job lost").
  for (const ack of acknowledged.filter((a) => a.action === 'upholdDispute')) {
    const [row] = await sql<{ n: number; held: number }[]>`
      select (select count(*)::int from answer_resettlements where correction_id = ${ack.data?.correctionId ?? null}) as n,
        (select count(*)::int from graphile_worker._private_jobs
          where key like ${`disputes__resettle_answer:${ack.data?.correctionId}:%`} and locked_at is not null) as held`;
    if (row!.n > ack.data?.answers || row!.n + row!.held < ack.data?.answers)
      resettled.push(
        `correction ${ack.data?.correctionId}: ${ack.data?.answers} answers queued, ${row?.n} re-settled, ${row?.held} held`,
      );
  }
  const payouts = await sql<{ reference: string; won: boolean; n: number }[]>`
    select r.correction_id || ':' || r.session_id || ':' || r.position as reference,
      r.now_correct and a.stake is not null as won,
      (select count(*)::int from journals j where j.user_id = r.user_id and j.type = 'quiz_payout'
        and j.reference = r.correction_id || ':' || r.session_id || ':' || r.position) as n
    from answer_resettlements r join quiz_answers a on a.user_id = r.user_id and a.session_id = r.session_id and a.position = r.position`;
  for (const p of payouts)
    if (p.n !== (p.won ? 1 : 0)) resettled.push(`re-settlement ${p.reference}: ${p.n} payouts (won: ${p.won})`);
  return [
    {
      name: `dispute re-settlements once (${payouts.length} answers, ${payouts.filter((p) => p.won).length} won)`,
      problems: resettled,
    },
    { name: `task rewards and proof reviews paid once (${proofs.length} proofs)`, problems: tasks },
    { name: `referrals paid once (${completed} of ${paid.length} paid)`, problems: referrals },
  ];
}
