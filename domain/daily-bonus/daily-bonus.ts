import { type Db, type Sql, transaction, type Tx } from '../../db/connection.ts';
import { recordActivity } from '../activities/list-activities.ts';
import { unlockAchievements, unlockedAchievementJson } from '../achievements/unlock-achievements.ts';
import { AppError } from '../errors.ts';
import { payUser } from '../ledger/pay-user.ts';
import { formatAmount } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import type { Settings } from '../settings/defaults.ts';
import type { UserView } from '../identity/user-view.ts';
import { notify } from '../notifications/notify.ts';
import {
  bonusAmount,
  hourMs,
  streakContinues,
  streakMilestones,
  streakMultiplier,
  unmetConditions,
} from './daily-bonus-rules.ts';

type Calendar = {
  today: string;
  yesterday: string;
  nextMidnight: Date;
  last: string | null;
  lastAt: Date | null;
  streak: number;
  timezone: string;
  claimsToday: number;
  level: number;
  hasDeposited: boolean;
  isVerified: boolean;
  quizToday: boolean;
};

/** The player's calendar in their time zone at `now` (today, yesterday, next local midnight, last claim) and what the conditions read. */
async function readCalendar(db: Db, userId: string, now: Date, lock: boolean): Promise<Calendar> {
  if (lock) await lockActiveUser(db, userId, now);
  const [c] = await db<
    {
      timezone: string;
      last: string | null;
      last_at: Date | null;
      streak: number;
      level: number;
      has_deposited: boolean;
      is_verified: boolean;
      today: string;
      yesterday: string;
      next_midnight: Date;
      claims_today: number;
      quiz_today: boolean;
    }[]
  >`
    with u as (
      select id, timezone, last_bonus_claim_date::text as last, last_bonus_claim_at as last_at, daily_streak as streak,
        level, has_deposited, is_verified or telegram_id is not null as is_verified, (${now}::timestamptz at time zone timezone)::date as today
      from users where id = ${userId}
    )
    select u.timezone, u.last, u.last_at, u.streak, u.level, u.has_deposited, u.is_verified,
      u.today::text as today, (u.today - 1)::text as yesterday,
      ((u.today + 1)::timestamp at time zone u.timezone) as next_midnight,
      (select count(*) from daily_bonus_claims d where d.user_id = u.id and d.claim_date = u.today)::int as claims_today,
      exists (
        select 1 from quiz_sessions q
        where q.user_id = u.id and q.status = 'completed' and q.started_at >= (u.today::timestamp at time zone u.timezone) - interval '1 day'
          and q.completed_at >= (u.today::timestamp at time zone u.timezone)
      ) as quiz_today
    from u`;
  if (!c) throw new AppError('USER_NOT_FOUND', 'User data not found');
  return {
    today: c.today,
    yesterday: c.yesterday,
    nextMidnight: c.next_midnight,
    last: c.last,
    lastAt: c.last_at,
    streak: c.streak,
    timezone: c.timezone,
    claimsToday: c.claims_today,
    level: c.level,
    hasDeposited: c.has_deposited,
    isVerified: c.is_verified,
    quizToday: c.quiz_today,
  };
}

/**
 * A player's time zone follows their device, but changes at most once a day and never within a day
 * of a claim (otherwise hopping zones would give extra "days"). Only zones PostgreSQL knows by name
 * are taken: offsets such as "-0530" or "+05:00" mean the opposite sign there. True when it moved.
 */
export async function adoptTimeZone(db: Db, userId: string, timezone: string, now: Date): Promise<boolean> {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(timezone) || timezone.length > 64) return false;
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const { count } = await db`
    update users set timezone = ${timezone}, timezone_changed_at = ${now}
    where id = ${userId} and timezone <> ${timezone}
      and exists (select 1 from pg_timezone_names where name = ${timezone} and name !~ '^(Etc/)?GMT[+-]')
      and (last_bonus_claim_at is null or last_bonus_claim_at < ${dayAgo})
      and (timezone_changed_at is null or timezone_changed_at < ${dayAgo})`;
  return count > 0;
}

function statusOf(c: Calendar, settings: Settings, now: Date) {
  const rules = settings.dailyBonus;
  const enabled = settings.features.dailyBonus && rules.enabled;
  const claimedToday = c.last === c.today;
  const cooldownEndsAt = c.lastAt ? new Date(c.lastAt.getTime() + rules.cooldownHours * hourMs) : null;
  const continuing = streakContinues(rules, c, now);
  // A second claim on the same day (when allowed) keeps the day's streak; the first of a new day extends it.
  const nextStreak = claimedToday ? Math.max(c.streak, 1) : continuing ? c.streak + 1 : 1;
  const { amount, multiplier } = bonusAmount(rules, nextStreak);
  const requirements = unmetConditions(rules.conditions, c);
  const dayFull = c.claimsToday >= rules.conditions.maxClaimsPerDay;
  const opensAt = new Date(
    Math.max(now.getTime(), cooldownEndsAt?.getTime() ?? 0, dayFull ? c.nextMidnight.getTime() : 0),
  );
  return {
    available: enabled && requirements.length === 0 && !dayFull && opensAt.getTime() <= now.getTime(),
    enabled,
    requirements,
    streak: continuing ? c.streak : 0,
    nextStreak,
    multiplier,
    nextAmount: amount,
    nextAvailableAt: opensAt,
    claimsToday: c.claimsToday,
    timezone: c.timezone,
  };
}

export async function readDailyBonus(db: Db, userId: string, now: Date) {
  const [settings, calendar] = await Promise.all([readSettings(db), readCalendar(db, userId, now, false)]);
  const s = statusOf(calendar, settings, now);
  return {
    available: s.available,
    streak: s.streak,
    multiplier: s.multiplier,
    nextAmount: formatAmount(s.nextAmount),
    nextAvailableAt: s.nextAvailableAt.toISOString(),
    timezone: s.timezone,
    /** What the player must still do before the bonus unlocks (empty when nothing is missing). */
    requirements: s.requirements,
    claimsToday: s.claimsToday,
    maxClaimsPerDay: settings.dailyBonus.conditions.maxClaimsPerDay,
  };
}

export type DailyBonusStatus = Awaited<ReturnType<typeof readDailyBonus>>;

/** Claims a bonus: the conditions met, the cooldown passed, under the day's cap (row lock plus the (user, date, number) key). */
export async function claimDailyBonus(tx: Tx, input: { userId: string; now: Date }) {
  const settings = await readSettings(tx);
  const calendar = await readCalendar(tx, input.userId, input.now, true);
  const s = statusOf(calendar, settings, input.now);
  if (s.enabled && s.requirements.length > 0) throw new AppError('DAILY_BONUS_LOCKED', s.requirements[0]!.message);
  if (!s.available) throw new AppError('DAILY_BONUS_NOT_AVAILABLE', 'Daily bonus is not available');
  const inserted = await tx`
    insert into daily_bonus_claims (user_id, claim_date, claim_no, amount, streak, multiplier, claimed_at)
    values (${input.userId}, ${calendar.today}, ${calendar.claimsToday + 1}, ${s.nextAmount}, ${s.nextStreak}, ${s.multiplier}, ${input.now})
    on conflict do nothing returning claim_date`;
  if (inserted.length === 0) throw new AppError('DAILY_BONUS_NOT_AVAILABLE', 'Daily bonus is not available');
  await tx`
    update users set daily_streak = ${s.nextStreak}, last_bonus_claim_date = ${calendar.today}, last_bonus_claim_at = ${input.now}
    where id = ${input.userId}`;
  await payUser(tx, {
    userId: input.userId,
    type: 'daily_bonus',
    amount: s.nextAmount,
    into: 'bonus',
    from: 'bonus_budget',
    description: `Daily bonus (day ${s.nextStreak}, x${s.multiplier})`,
  });
  await recordActivity(tx, {
    userId: input.userId,
    type: 'daily_bonus_claimed',
    title: 'Daily bonus claimed',
    description: `Day ${s.nextStreak} streak, x${s.multiplier}`,
    wording: { key: 'daily_bonus_claimed', values: { streak: s.nextStreak, multiplier: s.multiplier } },
    reward: s.nextAmount,
    at: input.now,
  });
  if (calendar.last !== calendar.today) await noticeStreakMilestone(tx, settings, input.userId, s.nextStreak);
  const achievementsUnlocked = await unlockAchievements(tx, input.userId);
  const after = statusOf(
    {
      ...calendar,
      last: calendar.today,
      lastAt: input.now,
      streak: s.nextStreak,
      claimsToday: calendar.claimsToday + 1,
    },
    settings,
    input.now,
  );
  return {
    amount: formatAmount(s.nextAmount),
    streak: s.nextStreak,
    multiplier: s.multiplier,
    nextAvailableAt: after.nextAvailableAt.toISOString(),
    achievementsUnlocked: achievementsUnlocked.map(unlockedAchievementJson),
  };
}
/** POST /api/daily-bonus/claim: the claim and the player's refreshed User. */
export type DailyBonusClaim = Awaited<ReturnType<typeof claimDailyBonus>> & { user: UserView };

/** A streak reaching the start of a multiplier range (3, 7, 14, 30 days by default) gets a notification, if the settings say so. */
async function noticeStreakMilestone(tx: Tx, settings: Settings, userId: string, streak: number) {
  const { notifications, streakEnabled } = settings.dailyBonus;
  if (!notifications.enabled || !notifications.streakMilestone || !streakEnabled) return;
  if (!streakMilestones(settings.dailyBonus).includes(streak)) return;
  const multiplier = streakMultiplier(settings.dailyBonus, streak);
  await notify(tx, {
    userId,
    type: 'daily_bonus_streak',
    title: `${streak}-day streak!`,
    message: `Your daily bonus is now x${multiplier}. Claim every day to keep it.`,
    wording: { key: 'daily_bonus_streak', values: { streak, multiplier } },
    data: { streak, multiplier },
  });
}

/**
 * Reminds players whose streak ends within `reminderHours` (the end: a day after the cooldown, see
 * streakContinues) and who have not claimed since: one reminder per claim. Idempotent.
 */
export async function sendBonusReminders(db: Sql, now: Date = new Date()): Promise<number> {
  const settings = await readSettings(db);
  const rules = settings.dailyBonus;
  if (!settings.features.dailyBonus || !rules.enabled || !rules.notifications.enabled) return 0;
  const graceHours = rules.cooldownHours + 24;
  let sent = 0;
  for (;;) {
    const batch = await transaction(db, async (tx) => {
      const due = await tx<{ id: string; streak: number }[]>`
        select id, daily_streak as streak from users
        where daily_streak > 0 and status = 'active'
          and last_bonus_claim_at > ${now}::timestamptz - make_interval(hours => ${graceHours})
          and last_bonus_claim_at <= ${now}::timestamptz - make_interval(hours => ${graceHours - rules.notifications.reminderHours})
          and (bonus_reminded_at is null or bonus_reminded_at < last_bonus_claim_at)
        order by last_bonus_claim_at limit 200 for update skip locked`;
      for (const u of due) {
        await notify(tx, {
          userId: u.id,
          type: 'daily_bonus_ready',
          title: 'Your daily bonus is waiting',
          message: `Claim it within ${rules.notifications.reminderHours} hours to keep your ${u.streak}-day streak.`,
          wording: {
            key: 'daily_bonus_ready',
            values: { hours: rules.notifications.reminderHours, streak: u.streak },
          },
          data: { streak: u.streak },
        });
      }
      if (due.length > 0)
        await tx`update users set bonus_reminded_at = ${now} where id = any(${due.map((u) => u.id)}::uuid[])`;
      return due.length;
    });
    sent += batch;
    if (batch < 200) return sent;
  }
}

/** Resets the streak of every player who missed a day in their own time zone and whose grace day is over (streakContinues). Idempotent. */
export async function resetMissedStreaks(db: Db, now: Date = new Date()): Promise<number> {
  const { cooldownHours } = (await readSettings(db)).dailyBonus;
  const reset = await db`
    update users set daily_streak = 0
    where daily_streak > 0
      and (last_bonus_claim_date is null or last_bonus_claim_date < (${now}::timestamptz at time zone timezone)::date - 1)
      and (last_bonus_claim_at is null or last_bonus_claim_at + make_interval(hours => ${cooldownHours} + 24) <= ${now})`;
  return reset.count;
}
