// The challenge stake as typed by the player, checked against the limits the server sent. Amounts
// are handled in micro-USDT integers; the server checks the stake again and settles every bet.

import { fromMicro, toMicro as toMicroDot } from '../../money';

/** The stake as typed, with a decimal comma as some keyboards give it. */
const toMicro = (text: string) => toMicroDot(text.replace(',', '.'));

export interface StakeLimits {
  min: string;
  max: string;
  step: string;
}

/** The stake to send, or the spec's message when it is out of range or off the 0.1 step. */
export function checkStake(text: string, limits: StakeLimits): { stake: string } | { error: string } {
  const error = `Bet amount must be between $${limits.min} and $${limits.max}`;
  const value = toMicro(text);
  const min = toMicro(limits.min);
  const max = toMicro(limits.max);
  const step = toMicro(limits.step);
  if (value === null || min === null || max === null || !step) return { error };
  if (value < min || value > max || value % step !== 0n) return { error };
  return { stake: fromMicro(value) };
}

/** What a right answer pays for `stake` (the stake times the payout multiplier, e.g. 2). */
export function potentialWin(stake: string, multiplier: number): string | null {
  const value = toMicro(stake);
  if (value === null) return null;
  return fromMicro((value * BigInt(Math.round(multiplier * 100))) / 100n);
}
