import { type Db, type Sql, type Tx, transaction } from '../../db/connection.ts';
import { unlockAchievements } from '../achievements/unlock-achievements.ts';
import { transferRestriction } from '../fraud/transfer-restriction.ts';
import { payUser } from '../ledger/pay-user.ts';
import { formatAmount, parseAmount } from '../money.ts';
import { notify } from '../notifications/notify.ts';
import type { Settings } from '../settings/defaults.ts';
import { readSettings } from '../settings/read-settings.ts';
import { noticeAmounts } from '../notifications/notice-amount.ts';
import { amountValue } from '../notifications/wording-values.ts';

export type ReferralResult = 'completed' | 'cancelled' | 'waiting' | 'done';

type Party = {
  id: string;
  status: string;
  blocked_until: Date | null;
  answered_a_quiz: boolean;
  has_deposited: boolean;
  name: string;
};

/** A blocked account (until its block ends) or a closed one neither earns nor makes a referral. */
const inGoodStanding = (u: Party, now: Date) =>
  u.status === 'active' || (u.status === 'blocked' && u.blocked_until !== null && u.blocked_until <= now);

const hasQualified = (u: Party, action: Settings['referral']['qualifyingAction']) =>
  action === 'deposit' ? u.has_deposited : u.answered_a_quiz;

/**
 * The quiz that qualifies, for the player's row aliased `u`: a completed quiz with every question
 * answered (an abandoned quiz is never completed; a question skipped or let run out is not answered).
 */
const answeredAQuiz = (db: Db) => db`u.quizzes_completed > 0 and exists (
  select 1 from quiz_sessions q where q.user_id = u.id and q.status = 'completed'
    and not exists (select 1 from quiz_answers a where a.user_id = q.user_id and a.session_id = q.id and a.answer_index is null))`;

/** hasQualified in SQL, for the referred player's row aliased `u`: their referral is due for payment. */
export const referredHasQualified = (db: Db, action: Settings['referral']['qualifyingAction']) =>
  db`case when ${action} = 'deposit' then u.has_deposited else ${answeredAQuiz(db)} end`;

/**
 * Settles the referral of one invited player (a referral is keyed by them, migration 0127), once:
 * when that player has done the qualifying action (the `referral.qualifyingAction` setting), both players are in good standing and the referred player
 * may move value to others (transferRestriction: withdrawals on, no open risk flag), the referrer gets
 * `referralReward` and the referred player `referredReward` as `referral_bonus` journals
 * (promotional credit from `referral_budget`), and the referral is completed; when the referrer
 * already has `maxReferralsPerUser` completed referrals it is cancelled instead. Both players' rows
 * are locked first (in id order, the global lock order), then the referral: a second run at the
 * same time waits, then finds it no longer pending and pays nothing.
 */
export async function processReferral(tx: Tx, referredId: string, now: Date): Promise<ReferralResult> {
  const [ids] = await tx<{ id: string; referrer_id: string; referred_id: string }[]>`
    select id, referrer_id, user_id as referred_id from referrals where user_id = ${referredId}`;
  if (!ids) return 'done';
  const referralId = ids.id;
  const parties = await tx<Party[]>`
    select id, status, blocked_until, ${answeredAQuiz(tx)} as answered_a_quiz, has_deposited,
      coalesce(nullif(telegram_full_name, ''), name) as name
    from users u where id in (${ids.referrer_id}, ${ids.referred_id}) order by id for update`;
  const [referral] = await tx<{ id: string }[]>`
    select id from referrals where user_id = ${referredId} and status = 'pending' for update`;
  if (!referral) return 'done';
  const referrer = parties.find((p) => p.id === ids.referrer_id)!;
  const referred = parties.find((p) => p.id === ids.referred_id)!;
  const all = await readSettings(tx);
  if (!all.features.referrals) return 'waiting'; // switched off: stays pending, paid once it is back on
  const settings = all.referral;
  if (!hasQualified(referred, settings.qualifyingAction)) return 'waiting';
  if (!inGoodStanding(referrer, now) || !inGoodStanding(referred, now)) return 'waiting';
  // A referred player who may not move value to others cannot earn the referrer a reward either.
  if (await transferRestriction(tx, referred.id)) return 'waiting';

  const [{ completed } = { completed: 0 }] = await tx<{ completed: number }[]>`
    select count(*)::int as completed from referrals where referrer_id = ${referrer.id} and status = 'completed'`;
  if (completed >= settings.maxReferralsPerUser) {
    await tx`update referrals set status = 'cancelled', cancel_reason = 'referrer_at_max', processed_at = ${now}
      where user_id = ${referredId}`;
    return 'cancelled';
  }

  const reward = parseAmount(settings.referralReward) ?? 0;
  const referredReward = parseAmount(settings.referredReward) ?? 0;
  const details = { referralId };
  if (reward > 0) {
    await payUser(tx, {
      userId: referrer.id,
      type: 'referral_bonus',
      amount: reward,
      into: 'bonus',
      from: 'referral_budget',
      description: `Referral bonus: ${referred.name} joined`,
      details,
    });
    await notify(tx, {
      userId: referrer.id,
      type: 'referral_reward',
      title: 'Referral reward',
      message: `${referred.name} joined with your link. You earned ${(await noticeAmounts(tx))(reward)}!`,
      wording: { key: 'referral_reward_referrer', values: { name: referred.name, amount: amountValue(reward) } },
      data: { ...details, amount: formatAmount(reward) },
    });
  }
  if (referredReward > 0) {
    await payUser(tx, {
      userId: referred.id,
      type: 'referral_bonus',
      amount: referredReward,
      into: 'bonus',
      from: 'referral_budget',
      description: `Welcome bonus for joining with ${referrer.name}'s link`,
      details,
    });
    await notify(tx, {
      userId: referred.id,
      type: 'referral_reward',
      title: 'Referral reward',
      message: `You joined with ${referrer.name}'s link. You earned ${(await noticeAmounts(tx))(referredReward)}!`,
      wording: {
        key: 'referral_reward_referred',
        values: { name: referrer.name, amount: amountValue(referredReward) },
      },
      data: { ...details, amount: formatAmount(referredReward) },
    });
  }
  await tx`update users set referral_earnings = referral_earnings + ${reward} where id = ${referrer.id}`;
  await tx`update referrals set status = 'completed', reward_amount = ${reward}, referred_reward_amount = ${referredReward},
    bonus_sent = true, processed_at = ${now} where user_id = ${referredId}`;
  await unlockAchievements(tx, referrer.id, undefined, ['referrals']); // completed referrals
  return 'completed';
}

/** How many pending referrals one sweep looks at; the hourly sweep catches up on the rest. */
const sweepBatch = 500;

/**
 * Settles the pending referrals whose referred player has qualified (one player's, when
 * `referredId` is given: the job queued by the qualifying action), each in its own transaction.
 * Returns how many it completed or cancelled. Run by `referrals__process` and by the admin's
 * Process Pending; safe to run twice at once. While the programme is switched off
 * (`features.referrals`) it pays nothing and the referrals stay pending (the hourly sweep pays them
 * once it is back on).
 */
export async function processPendingReferrals(
  sql: Sql,
  input: { referredId?: string; now?: Date } = {},
): Promise<{ processed: number }> {
  const settings = await readSettings(sql);
  if (!settings.features.referrals) return { processed: 0 };
  const action = settings.referral.qualifyingAction;
  const candidates = await sql<{ user_id: string }[]>`
    select r.user_id from referrals r join users u on u.id = r.user_id
    where r.status = 'pending'
      and (${input.referredId ?? null}::uuid is null or r.user_id = ${input.referredId ?? null})
      and ${referredHasQualified(sql, action)}
    order by r.created_at limit ${sweepBatch}`;
  let processed = 0;
  for (const { user_id: referredId } of candidates) {
    const result = await transaction(sql, (tx) => processReferral(tx, referredId, input.now ?? new Date()));
    if (result === 'completed' || result === 'cancelled') processed += 1;
  }
  return { processed };
}
