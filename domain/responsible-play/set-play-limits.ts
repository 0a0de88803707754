import type { Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import type { Micro } from '../money.ts';
import { depositPeriods, type DepositPeriod, type LimitKind, raiseDelayMs, readPlayLimits } from './play-limits.ts';

export type PlayLimitChanges = {
  dailyStakeLimit?: Micro | null;
  dailyLossLimit?: Micro | null;
  depositLimit?: { amount: Micro; period: DepositPeriod } | null;
  sessionReminderMinutes?: number | null;
  coolOffHours?: number;
  selfExcludeDays?: number;
};

type Limit = { value: number | null; period: DepositPeriod | null };

/**
 * A limit at least as strict as the one in force applies at once: none before, or an amount no
 * higher over a period no shorter ($100 a month allows no more than $100 a day).
 */
function isStricter(next: Limit, current: Limit | undefined): boolean {
  if (!current || current.value === null) return true;
  if (next.value === null) return false;
  const longer = depositPeriods.indexOf(next.period ?? 'day') >= depositPeriods.indexOf(current.period ?? 'day');
  return next.value <= current.value && longer;
}

const hours = (n: number) => n * 3600_000;

/**
 * `PUT /api/users/limits`: changes the player's own limits under their row lock (so a change and a
 * stake never interleave). A stricter limit, a session reminder, a cool-off or a self-exclusion
 * applies at once; a raise or a removal waits 24 hours as a pending change, which a newer change of
 * the same limit replaces. A break is never shortened: a shorter one adds nothing. Returns the limits
 * as GET shows them.
 */
export async function setPlayLimits(tx: Tx, input: { userId: string; changes: PlayLimitChanges; now: Date }) {
  const { userId, changes, now } = input;
  const [user] = await tx`select 1 from users where id = ${userId} for update`;
  if (!user) throw new AppError('USER_NOT_FOUND', 'User data not found');
  const inForce = new Map(
    (
      await tx<({ kind: LimitKind } & Limit)[]>`
        select distinct on (kind) kind, value, period from play_limits
        where user_id = ${userId} and applies_from <= ${now} order by kind, applies_from desc, id desc`
    ).map((r) => [r.kind, r]),
  );
  const requested: [LimitKind, Limit | undefined][] = [
    [
      'daily_stake',
      changes.dailyStakeLimit === undefined ? undefined : { value: changes.dailyStakeLimit, period: null },
    ],
    ['daily_loss', changes.dailyLossLimit === undefined ? undefined : { value: changes.dailyLossLimit, period: null }],
    [
      'deposit',
      changes.depositLimit === undefined
        ? undefined
        : { value: changes.depositLimit?.amount ?? null, period: changes.depositLimit?.period ?? null },
    ],
  ];
  for (const [kind, next] of requested) {
    if (!next) continue;
    const current = inForce.get(kind);
    await tx`delete from play_limits where user_id = ${userId} and kind = ${kind} and applies_from > ${now}`;
    const unchanged =
      (current?.value ?? null) === next.value && (next.value === null || current?.period === next.period);
    if (unchanged) continue;
    const appliesFrom = isStricter(next, current) ? now : new Date(now.getTime() + raiseDelayMs);
    await tx`
      insert into play_limits (user_id, kind, value, period, applies_from)
      values (${userId}, ${kind}, ${next.value}, ${next.value === null ? null : next.period}, ${appliesFrom})`;
  }
  if (changes.sessionReminderMinutes !== undefined) {
    await tx`
      insert into play_limits (user_id, kind, value, applies_from)
      values (${userId}, 'session_reminder', ${changes.sessionReminderMinutes}, ${now})`;
  }
  const breaks: ['cool_off' | 'self_exclusion', number | undefined][] = [
    ['cool_off', changes.coolOffHours === undefined ? undefined : hours(changes.coolOffHours)],
    ['self_exclusion', changes.selfExcludeDays === undefined ? undefined : hours(24 * changes.selfExcludeDays)],
  ];
  for (const [kind, lengthMs] of breaks) {
    if (lengthMs === undefined) continue;
    const endsAt = new Date(now.getTime() + lengthMs);
    await tx`
      insert into play_breaks (user_id, kind, starts_at, ends_at)
      select ${userId}, ${kind}, ${now}, ${endsAt}
      where not exists (select 1 from play_breaks where user_id = ${userId} and kind = ${kind} and ends_at >= ${endsAt})`;
  }
  return readPlayLimits(tx, userId, now);
}
