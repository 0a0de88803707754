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

type Summed = { staked: Micro; quizzes: number; last_at: string | null };

/**
 * The play since `since` (text: postgres.js sends a timestamptz parameter through a Date, to the
 * millisecond). Its own statement: a lateral join would run the function even for a met play-through.
 */
async function playSince(db: Db, userId: string, since: string): Promise<Summed> {
  const [summed] = await db<Summed[]>`
    select staked, quizzes, last_at::text as last_at from play_through_progress(${userId}, ${since}::text::timestamptz)`;
  return summed!;
}

/**
 * Locks a bonus just paid: added to the running play-through, or the start of a new one when the
 * last was met. Under the play-through row's lock, so concurrent grants add up.
 */
export async function lockBonus(tx: Tx, userId: string, amount: Micro): Promise<void> {
  const rules = playThroughRules(await readSettings(tx));
  await tx`insert into bonus_play_throughs (user_id, locked_amount, since) values (${userId}, 0, now()) on conflict do nothing`;
  const [row] = await tx<{ locked: Micro; since: string; met_at: string | null }[]>`
    select locked_amount as locked, since::text as since, met_at::text as met_at
    from bonus_play_throughs where user_id = ${userId} for update`;
  const summed = row!.met_at === null ? await playSince(tx, userId, row!.since) : null;
  const fresh = !summed || isMet(rules, { locked: row!.locked, ...summed });
  const lastAt = summed ? summed.last_at : row!.met_at;
  await tx`
    update bonus_play_throughs set locked_amount = ${fresh ? amount : row!.locked + amount},
      since = case when ${fresh} then greatest(now(), ${lastAt}::text::timestamptz) else since end,
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
  type Row = { locked: Micro; since: string | null; met: Summed | null; bonus_balance: Micro };
  const [row] = await db<Row[]>`
    select coalesce(b.locked_amount, 0)::int8 as locked, b.since::text as since,
      case when b.met_at is not null then json_build_object('staked', b.met_staked, 'quizzes', b.met_quizzes) end as met,
      coalesce((select balance from accounts where user_id = ${userId} and kind = 'bonus'), 0)::int8 as bonus_balance
    from (select ${userId}::uuid as user_id) me
    left join bonus_play_throughs b on b.user_id = me.user_id`;
  const summed = row!.met ?? (row!.since === null ? null : await playSince(db, userId, row!.since));
  const progress = { locked: row!.locked, staked: summed?.staked ?? 0, quizzes: summed?.quizzes ?? 0 };
  const met = row!.met !== null || isMet(rules, progress);
  // Recorded once, for the play-through this read summed, not one a grant has since added to or
  // restarted; `met_at` is the play that met it, where a new play-through starts.
  if (met && !row!.met && summed && row!.since !== null)
    await db`update bonus_play_throughs set met_at = ${summed.last_at ?? row!.since}::text::timestamptz,
        met_staked = ${progress.staked}, met_quizzes = ${progress.quizzes}
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
