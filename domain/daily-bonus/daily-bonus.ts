import type { Db, Tx } from '../../db/connection.ts';
import { recordActivity } from '../activities.ts';
import { unlockAchievements } from '../achievements/unlock-achievements.ts';
import { AppError } from '../errors.ts';
import { payUser } from '../ledger/pay-user.ts';
import { formatAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import { bonusAmount } from './daily-bonus-rules.ts';

type Calendar = { today: string; yesterday: string; nextMidnight: Date; last: string | null; streak: number; timezone: string };

/** The player's calendar in their time zone at `now`: today, yesterday, the next local midnight, the last claim. */
async function readCalendar(db: Db, userId: string, now: Date, lock: boolean): Promise<Calendar> {
  if (lock) await lockActiveUser(db, userId, now);
  const [user] = await db<{ timezone: string; last: string | null; streak: number }[]>`
    select timezone, last_bonus_claim_date::text as last, daily_streak as streak from users where id = ${userId}`;
  if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found');
  const [c] = await db<{ today: string; yesterday: string; next_midnight: Date }[]>`
    select (${now}::timestamptz at time zone ${user.timezone})::date::text as today,
      ((${now}::timestamptz at time zone ${user.timezone})::date - 1)::text as yesterday,
      (((${now}::timestamptz at time zone ${user.timezone})::date + 1)::timestamp at time zone ${user.timezone}) as next_midnight`;
  return { today: c!.today, yesterday: c!.yesterday, nextMidnight: c!.next_midnight, last: user.last, streak: user.streak, timezone: user.timezone };
}

/**
 * A player's time zone follows their device, but changes at most once a day and never within a day
 * of a claim (otherwise hopping zones would give extra "days"). Only zones PostgreSQL knows by name
 * are taken: offsets such as "-0530" or "+05:00" mean the opposite sign there. True when it moved.
 */
export async function adoptTimeZone(db: Db, userId: string, timezone: string, now: Date): Promise<boolean> {
  if (!/^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+)*$/.test(timezone) || timezone.length > 64) return false;
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const { count } = await db`
    update users set timezone = ${timezone}, timezone_changed_at = ${now}
    where id = ${userId} and timezone <> ${timezone}
      and exists (select 1 from pg_timezone_names where name = ${timezone} and name !~ '^(Etc/)?GMT[+-]')
      and (last_bonus_claim_at is null or last_bonus_claim_at < ${dayAgo})
      and (timezone_changed_at is null or timezone_changed_at < ${dayAgo})`;
  return count > 0;
}

function statusOf(c: Calendar, settings: Awaited<ReturnType<typeof readSettings>>, now: Date) {
  const enabled = settings.features.dailyBonus && settings.dailyBonus.enabled;
  const claimedToday = c.last === c.today;
  const continuing = c.last === c.yesterday || claimedToday;
  const nextStreak = continuing ? c.streak + 1 : 1;
  const { amount, multiplier } = bonusAmount(settings.dailyBonus, nextStreak);
  return {
    available: enabled && !claimedToday,
    streak: continuing ? c.streak : 0,
    nextStreak,
    multiplier,
    nextAmount: amount,
    nextAvailableAt: claimedToday ? c.nextMidnight : now,
    timezone: c.timezone,
  };
}

export async function readDailyBonus(db: Db, userId: string, now: Date) {
  const [settings, calendar] = await Promise.all([readSettings(db), readCalendar(db, userId, now, false)]);
  const s = statusOf(calendar, settings, now);
  return { available: s.available, streak: s.streak, multiplier: s.multiplier, nextAmount: formatAmount(s.nextAmount), nextAvailableAt: s.nextAvailableAt.toISOString(), timezone: s.timezone };
}

/** Claims today's bonus: once per calendar day (row lock plus the (user, date) key), streak only from yesterday. */
export async function claimDailyBonus(tx: Tx, input: { userId: string; now: Date }) {
  const settings = await readSettings(tx);
  const calendar = await readCalendar(tx, input.userId, input.now, true);
  const s = statusOf(calendar, settings, input.now);
  if (!s.available) throw new AppError('DAILY_BONUS_NOT_AVAILABLE', 'Daily bonus is not available');
  const inserted = await tx`
    insert into daily_bonus_claims (user_id, claim_date, amount, streak, multiplier, claimed_at)
    values (${input.userId}, ${calendar.today}, ${s.nextAmount}, ${s.nextStreak}, ${s.multiplier}, ${input.now})
    on conflict do nothing returning claim_date`;
  if (inserted.length === 0) throw new AppError('DAILY_BONUS_NOT_AVAILABLE', 'Daily bonus is not available');
  await tx`
    update users set daily_streak = ${s.nextStreak}, last_bonus_claim_date = ${calendar.today}, last_bonus_claim_at = ${input.now}
    where id = ${input.userId}`;
  await payUser(tx, { userId: input.userId, type: 'daily_bonus', amount: s.nextAmount, into: 'bonus', from: 'bonus_budget', description: `Daily bonus (day ${s.nextStreak}, x${s.multiplier})` });
  await recordActivity(tx, { userId: input.userId, type: 'daily_bonus_claimed', title: 'Daily bonus claimed', description: `Day ${s.nextStreak} streak, x${s.multiplier}`, reward: s.nextAmount, at: input.now });
  const achievementsUnlocked = await unlockAchievements(tx, input.userId);
  return {
    amount: formatAmount(s.nextAmount),
    streak: s.nextStreak,
    multiplier: s.multiplier,
    nextAvailableAt: calendar.nextMidnight.toISOString(),
    achievementsUnlocked: achievementsUnlocked.map((a) => ({ ...a, reward: formatAmount(a.reward) })),
  };
}

/** Resets the streak of every player who missed a day in their own time zone. Idempotent. */
export async function resetMissedStreaks(db: Db, now: Date = new Date()): Promise<number> {
  const reset = await db`
    update users set daily_streak = 0
    where daily_streak > 0
      and (last_bonus_claim_date is null or last_bonus_claim_date < (${now}::timestamptz at time zone timezone)::date - 1)`;
  return reset.count;
}
