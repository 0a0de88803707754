import { applyBasisPoints, parseAmount, type Micro } from '../money.ts';
import type { Settings } from '../settings/defaults.ts';

/** The multiplier for a streak from the settings' day ranges ("1-2", "3-6", ..., "30+"). */
export function streakMultiplier(settings: Settings['dailyBonus'], streak: number): number {
  if (!settings.streakEnabled) return 1;
  let best = 1;
  for (const [range, multiplier] of Object.entries(settings.streakMultipliers)) {
    const from = Number.parseInt(range, 10);
    if (Number.isFinite(from) && streak >= from) best = multiplier;
  }
  return best;
}

/** base x multiplier, capped at the maximum amount. */
export function bonusAmount(settings: Settings['dailyBonus'], streak: number): { amount: Micro; multiplier: number } {
  const multiplier = streakMultiplier(settings, streak);
  const base = parseAmount(settings.baseAmount) ?? 0;
  const max = parseAmount(settings.maxAmount) ?? base;
  return { amount: Math.min(max, applyBasisPoints(base, Math.round(multiplier * 10_000))), multiplier };
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
