import type { Db, Tx } from '../../db/connection.ts';
import type { JournalType } from '../ledger/types.ts';
import { formatAmount, type Micro } from '../money.ts';
import type { Settings } from '../settings/defaults.ts';
import { readSettings } from '../settings/read-settings.ts';

/**
 * The bonus play-through (decision 0046): promotional credit is locked in `bonus_play_throughs`
 * when it is paid (payUser calls lockBonus) and kept from withdrawals until the player has staked
 * the settings' multiple of it in challenges, or completed the settings' number of quizzes, since
 * the play-through began (`play_through_progress`, play-through.sql). A play-through found met is
 * recorded met (`met_at`, decision 0078) and stays met, so later reads sum nothing. A grant after a
 * met play-through starts a new one, after the play that met it. Read by the wallet and the withdrawal request.
 */

/** Promotional credit paid for no play; quiz rewards and streak bonuses are earned by play and are not here. */
export const bonusTypes: readonly JournalType[] = [
  'welcome_bonus',
  'achievement_reward',
  'referral_bonus',
  'task_reward',
  'daily_bonus',
];

type Progress = { locked: Micro; staked: Micro; quizzes: number };

function playThroughRules(settings: Settings) {
  return { stakeMultiple: settings.bonus.playThroughStakeMultiple, quizzes: settings.bonus.playThroughQuizzes };
}
type PlayThroughRules = ReturnType<typeof playThroughRules>;

const isMet = (rules: PlayThroughRules, p: Progress) =>
  p.locked === 0 || p.staked >= p.locked * rules.stakeMultiple || p.quizzes >= rules.quizzes;

/**
 * Locks a bonus just paid: added to the running play-through, or the start of a new one when the
 * last was met. Under the play-through row's lock, so concurrent grants add up.
 */
export async function lockBonus(tx: Tx, userId: string, amount: Micro): Promise<void> {
  const rules = playThroughRules(await readSettings(tx));
  await tx`insert into bonus_play_throughs (user_id, locked_amount, since) values (${userId}, 0, now()) on conflict do nothing`;
  const [row] = await tx<(Progress & { last_at: Date | null; met_at: Date | null })[]>`
    select b.locked_amount as locked, coalesce(p.staked, 0)::int8 as staked, coalesce(p.quizzes, 0) as quizzes,
      coalesce(p.last_at, b.met_at) as last_at, b.met_at
    from bonus_play_throughs b
    left join lateral play_through_progress(b.user_id, b.since) p on b.met_at is null
    where b.user_id = ${userId} for update of b`;
  const fresh = row!.met_at !== null || isMet(rules, row!);
  await tx`
    update bonus_play_throughs set locked_amount = ${fresh ? amount : row!.locked + amount},
      since = case when ${fresh} then greatest(now(), ${row!.last_at}::timestamptz) else since end,
      met_at = null, met_staked = null, met_quizzes = null
    where user_id = ${userId}`;
}

export type PlayThrough = {
  rules: PlayThroughRules;
  progress: Progress;
  met: boolean;
  /** What the lock keeps out of the playable balance: the bonus balance (before a first deposit) is not withdrawable anyway. */
  withheld: Micro;
};

/** The player's play-through; read in the caller's transaction after the playable account's lock when it guards a withdrawal. */
export async function readPlayThrough(db: Db, userId: string): Promise<PlayThrough> {
  const rules = playThroughRules(await readSettings(db));
  type Row = Progress & { bonus_balance: Micro; recorded_met: boolean; since: string | null; last_at: string | null };
  const [row] = await db<Row[]>`
    select coalesce(b.locked_amount, 0)::int8 as locked, coalesce(b.met_staked, p.staked, 0)::int8 as staked,
      coalesce(b.met_quizzes, p.quizzes, 0) as quizzes,
      coalesce((select balance from accounts where user_id = ${userId} and kind = 'bonus'), 0)::int8 as bonus_balance,
      b.met_at is not null as recorded_met, b.since::text as since, coalesce(p.last_at, b.since)::text as last_at
    from (select ${userId}::uuid as user_id) me
    left join bonus_play_throughs b on b.user_id = me.user_id
    left join lateral play_through_progress(b.user_id, b.since) p on b.user_id is not null and b.met_at is null`;
  const progress = { locked: row!.locked, staked: row!.staked, quizzes: row!.quizzes };
  const met = row!.recorded_met || isMet(rules, progress);
  // Recorded once, for the play-through this read summed: not one a grant has since added to or restarted.
  // `met_at` is the play that met it, where a new play-through starts. (Times go as text: postgres.js
  // sends a timestamptz parameter through a Date, to the millisecond.)
  if (met && !row!.recorded_met && row!.since !== null)
    await db`update bonus_play_throughs set met_at = ${row!.last_at}::text::timestamptz, met_staked = ${progress.staked}, met_quizzes = ${progress.quizzes}
      where user_id = ${userId} and met_at is null and since::text = ${row!.since} and locked_amount = ${row!.locked}`;
  return { rules, progress, met, withheld: met ? 0 : Math.max(0, progress.locked - row!.bonus_balance) };
}

/** The wallet's `playThrough`: what is locked and how far the player is along each way to unlock it. */
export function playThroughJson({ rules, progress, met }: PlayThrough) {
  return {
    lockedAmount: formatAmount(met ? 0 : progress.locked),
    staked: formatAmount(progress.staked),
    stakeRequired: formatAmount(progress.locked * rules.stakeMultiple),
    quizzes: progress.quizzes,
    quizzesRequired: rules.quizzes,
    met,
  };
}

export type PlayThroughJson = ReturnType<typeof playThroughJson>;

/** The refusal's text: what is still to play, either way. */
export function playThroughLeft({ rules, progress }: PlayThrough): string {
  const stake = formatAmount(Math.max(0, progress.locked * rules.stakeMultiple - progress.staked));
  const quizzes = Math.max(0, rules.quizzes - progress.quizzes);
  return `stake $${stake} more in challenges or complete ${quizzes} more quiz${quizzes === 1 ? '' : 'zes'}`;
}
