import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { release, usernameKey } from '../identity/user-lookups.ts';
import { referredHasQualified } from '../referrals/process-referrals.ts';
import { parseAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { countAround } from '../count-around.ts';

/**
 * Closes a player's account (the spec's Delete, DESIGN section 9): refused (409) while the player
 * holds money or has money in flight (moneyInFlight), which would otherwise land in a closed account;
 * otherwise personal data is erased, every refresh token revoked and the account blocked for good.
 * The ledger and the transactions stay. Audited.
 */
export async function closeAccount(tx: Tx, input: { adminId: string; userId: string; now: Date }) {
  if (input.userId === input.adminId) throw new AppError('FORBIDDEN', 'You cannot close your own account');
  const [user] = await tx<
    { closed_at: Date | null; is_admin: boolean; username: string | null; telegram_id: string | null }[]
  >`
    select closed_at, username, telegram_id::text, exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin
    from users u where id = ${input.userId} for update`;
  if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found');
  if (user.is_admin) throw new AppError('FORBIDDEN', 'Admin accounts cannot be closed');
  if (user.closed_at) throw new AppError('CONFLICT', 'This account is already closed');
  const [held] = await tx<{ balance: string; locked: string }[]>`
    select coalesce(sum(a.balance), 0)::text as balance, coalesce(sum(a.locked), 0)::text as locked
    from accounts a where a.user_id = ${input.userId}`;
  if (Number(held!.balance) > 0 || Number(held!.locked) > 0)
    throw new AppError('CONFLICT', 'This account still holds a balance: it cannot be closed until it is withdrawn');
  const inFlight = await moneyInFlight(tx, input.userId);
  if (inFlight.length > 0)
    throw new AppError('CONFLICT', `This account has money in flight: ${inFlight.join('; ')}. It cannot be closed yet`);
  await countAround(
    tx,
    'users_count',
    [input.userId],
    () => tx`
    update users set name = '', username = null, avatar = null, telegram_id = null, telegram_username = null,
      telegram_full_name = null, telegram_photo_url = null, status = 'blocked', blocked_until = null,
      withdrawal_enabled = false, closed_at = ${input.now}
    where id = ${input.userId} returning access_changed_notify(id)`,
  );
  // The erased values leave their lookups (decision 0080): another player may take them. The
  // referral code stays the closed account's.
  if (user.username !== null) await release(tx, 'username', usernameKey(user.username), input.userId);
  if (user.telegram_id !== null) await release(tx, 'telegram', user.telegram_id, input.userId);
  const emails = await tx<
    { email: string }[]
  >`delete from email_identities where user_id = ${input.userId} returning email`;
  for (const { email } of emails) await release(tx, 'email', email, input.userId);
  await tx`
    update refresh_tokens set revoked_at = ${input.now} where user_id = ${input.userId} and revoked_at is null
    returning access_changed_notify(user_id)`;
  await writeAudit(tx, {
    actorId: input.adminId,
    action: 'user.close',
    targetType: 'user',
    targetId: input.userId,
    after: { closedAt: input.now },
  });
}

/**
 * What could still pay this player or pay them back, named for the admin: a tournament they entered
 * or created that is neither completed nor cancelled (its prizes, refunds and sponsorship), an active
 * quiz (a challenge stake in escrow), a task proof awaiting review whose task pays, a referral due to
 * pay them (the referred player has qualified), a deposit or withdrawal not yet settled.
 */
async function moneyInFlight(tx: Tx, userId: string): Promise<string[]> {
  const { referral } = await readSettings(tx);
  const referrerPaid = (parseAmount(referral.referralReward) ?? 0) > 0;
  const referredPaid = (parseAmount(referral.referredReward) ?? 0) > 0;
  const [f] = await tx<
    { tournaments: string[]; active_quiz: boolean; proofs: number; referrals: number; transactions: number }[]
  >`
    select
      array(select t.name from tournaments t where t.status not in ('completed', 'cancelled')
        and (t.creator_id = ${userId} or exists (select 1 from tournament_participants p where p.tournament_id = t.id and p.user_id = ${userId}))
        order by t.starts_at) as tournaments,
      exists (select 1 from quiz_sessions s where s.user_id = ${userId} and s.status = 'active') as active_quiz,
      (select count(*) from task_proofs p join tasks k on k.id = p.task_id
        where p.user_id = ${userId} and p.status = 'pending' and k.reward > 0)::int as proofs,
      (select count(*) from referrals r join users u on u.id = r.user_id
        where r.status = 'pending' and ${referredHasQualified(tx, referral.qualifyingAction)}
          and ((r.referrer_id = ${userId} and ${referrerPaid}) or (r.user_id = ${userId} and ${referredPaid})))::int as referrals,
      (select count(*) from transactions t where t.user_id = ${userId} and t.status in ('pending', 'processing'))::int as transactions`;
  const found = f!;
  return [
    found.tournaments.length > 0 ? `a tournament still running (${found.tournaments.join(', ')})` : null,
    found.active_quiz ? 'an active quiz (a challenge stake may be in escrow)' : null,
    found.proofs > 0 ? `${found.proofs} task proof(s) with a reward awaiting review` : null,
    found.referrals > 0 ? `${found.referrals} referral reward(s) due` : null,
    found.transactions > 0 ? `${found.transactions} deposit(s) or withdrawal(s) not yet settled` : null,
  ].filter((reason) => reason !== null);
}
