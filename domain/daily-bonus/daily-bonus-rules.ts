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

/** The streak days where a higher multiplier starts (the ranges' first days after day 1). */
export function streakMilestones(settings: Settings['dailyBonus']): number[] {
  return Object.keys(settings.streakMultipliers)
    .map((range) => Number.parseInt(range, 10))
    .filter((day) => Number.isFinite(day) && day > 1);
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

export const hourMs = 3_600_000;

type StreakDay = { today: string; yesterday: string; last: string | null; lastAt: Date | null };

/**
 * The streak goes on when the last claim was today or yesterday (the player's calendar), or within a
 * day of the cooldown ending: with a 24-hour cooldown a claim at 23:00 opens at 23:00 the next day,
 * and the player keeps a whole day to claim instead of the hour before midnight.
 */
export function streakContinues(rules: Settings['dailyBonus'], c: StreakDay, now: Date): boolean {
  if (c.last === c.today || c.last === c.yesterday) return true;
  return c.lastAt !== null && now.getTime() < c.lastAt.getTime() + (rules.cooldownHours + 24) * hourMs;
}

/** A condition not met yet, with its English wording; `level` is the level the `level` one needs. */
export type BonusRequirement = { key: 'quiz' | 'deposit' | 'verification' | 'level'; message: string; level?: number };

/** The conditions of the daily bonus settings the player does not meet yet, each with what to do. */
export function unmetConditions(
  conditions: Settings['dailyBonus']['conditions'],
  player: { quizToday: boolean; hasDeposited: boolean; isVerified: boolean; level: number },
): BonusRequirement[] {
  const missing: BonusRequirement[] = [];
  if (conditions.requireQuiz && !player.quizToday)
    missing.push({ key: 'quiz', message: 'Complete a quiz today to unlock your bonus' });
  if (conditions.requireDeposit && !player.hasDeposited)
    missing.push({ key: 'deposit', message: 'Make your first deposit to unlock your bonus' });
  if (conditions.requireVerification && !player.isVerified)
    missing.push({
      key: 'verification',
      message: 'Sign in with Telegram to verify your account and unlock your bonus',
    });
  if (player.level < conditions.minLevel)
    missing.push({
      key: 'level',
      message: `Reach level ${conditions.minLevel} to unlock your bonus`,
      level: conditions.minLevel,
    });
  return missing;
}

/**
 * The profile's "bonus available" badge: the day's claim not taken (when one a day), the cooldown
 * over, nothing missing. The claim itself (daily-bonus.ts) decides with the exact day count.
 */
export function bonusLooksAvailable(
  featureOn: boolean,
  rules: Settings['dailyBonus'],
  p: {
    claimedToday: boolean;
    lastAt: Date | null;
    quizToday: boolean;
    hasDeposited: boolean;
    isVerified: boolean;
    level: number;
  },
  now: Date = new Date(),
): boolean {
  if (!featureOn || !rules.enabled) return false;
  if (p.claimedToday && rules.conditions.maxClaimsPerDay <= 1) return false;
  if (p.lastAt && now.getTime() < p.lastAt.getTime() + rules.cooldownHours * hourMs) return false;
  return unmetConditions(rules.conditions, p).length === 0;
}
