import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';

/**
 * Why the player may not move value to other players now (DESIGN §7a), or null: their withdrawals
 * are switched off (`users.withdrawal_enabled`, also off for a closed account) or they hold a
 * security flag no admin has resolved. Such a player could otherwise pass money that cannot leave
 * through their own withdrawal to an accomplice who can (a paid tournament the accomplice wins, a
 * referral the accomplice is paid for). Read by paid tournaments' create, join and play, and by the
 * referral settlement.
 */
export async function transferRestriction(db: Db, userId: string): Promise<string | null> {
  const [row] = await db<{ withdrawal_enabled: boolean; open_flag: boolean }[]>`
    select u.withdrawal_enabled,
      exists (select 1 from security_flags f where f.user_id = u.id and f.resolved_at is null) as open_flag
    from users u where u.id = ${userId}`;
  if (!row) return null;
  if (!row.withdrawal_enabled) return 'Withdrawals are disabled on your account';
  if (row.open_flag) return 'Your account is under review';
  return null;
}

/** A 403 naming what the restriction forbids, e.g. "Your account is under review: paid tournaments are not available". */
export async function refuseRestrictedTransfer(db: Db, userId: string, what: string): Promise<void> {
  const reason = await transferRestriction(db, userId);
  if (reason) throw new AppError('FORBIDDEN', `${reason}: ${what} are not available`);
}
