import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { formatAmount, type Micro } from '../money.ts';

/** The periods a deposit limit can count over: the player's calendar day, week (from Monday) or month. */
export const depositPeriods = ['day', 'week', 'month'] as const;
export type DepositPeriod = (typeof depositPeriods)[number];

/** How long a raise or a removal of a limit waits before it applies. */
export const raiseDelayMs = 24 * 3600_000;

/** The bounds a player may choose within. */
export const playLimitBounds = {
  maxAmount: 1_000_000_000_000 as Micro, // 1,000,000 USDT
  reminderMinutes: { min: 5, max: 720 },
  coolOffHours: { min: 24, max: 6 * 7 * 24 },
  selfExcludeDays: { min: 183, max: 3650 },
};

type Usage = { limit: Micro; used: Micro; resetsAt: string };
/** play_state (play-limits.sql) as the database returns it. */
type PlayState = {
  timezone: string;
  break: { kind: 'cool_off' | 'self_exclusion'; endsAt: string } | null;
  sessionReminderMinutes: number | null;
  dailyStake?: Usage;
  dailyLoss?: Usage;
  deposit?: Usage & { period: DepositPeriod };
};

/** The limit names of the contract, by the database's kinds. */
export const limitNames = {
  daily_stake: 'dailyStakeLimit',
  daily_loss: 'dailyLossLimit',
  deposit: 'depositLimit',
  session_reminder: 'sessionReminderMinutes',
} as const;
export type LimitKind = keyof typeof limitNames;

type PendingRow = { kind: LimitKind; value: Micro | null; period: DepositPeriod | null; applies_from: Date };

const usageJson = (u: Usage | undefined) =>
  u
    ? { amount: formatAmount(u.limit), used: formatAmount(u.used), resetsAt: new Date(u.resetsAt).toISOString() }
    : null;

/**
 * `GET /api/users/limits`: the player's responsible-play limits in force with what each has used and
 * when its period resets (in the player's time zone), the raises and removals waiting their 24 hours,
 * and any cool-off or self-exclusion.
 */
export async function readPlayLimits(db: Db, userId: string, now: Date) {
  const [[row], pending] = await Promise.all([
    db<{ state: PlayState | null }[]>`select play_state(${userId}, ${now}) as state`,
    db<PendingRow[]>`
      select kind, value, period, applies_from from play_limits
      where user_id = ${userId} and applies_from > ${now} order by kind`,
  ]);
  const state = row?.state;
  if (!state) throw new AppError('USER_NOT_FOUND', 'User data not found');
  return {
    dailyStakeLimit: usageJson(state.dailyStake),
    dailyLossLimit: usageJson(state.dailyLoss),
    depositLimit: state.deposit ? { ...usageJson(state.deposit)!, period: state.deposit.period } : null,
    sessionReminderMinutes: state.sessionReminderMinutes,
    pending: pending.map((p) => ({
      limit: limitNames[p.kind],
      amount: p.value === null ? null : formatAmount(p.value),
      period: p.period,
      appliesAt: p.applies_from.toISOString(),
    })),
    break: state.break ? { kind: state.break.kind, endsAt: new Date(state.break.endsAt).toISOString() } : null,
    timezone: state.timezone,
  };
}

export type PlayLimits = Awaited<ReturnType<typeof readPlayLimits>>;
