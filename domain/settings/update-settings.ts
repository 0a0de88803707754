import { isDeepStrictEqual } from 'node:util';
import type { Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { parseAmount } from '../money.ts';
import { forgetCachedSettings, mergeSettings, readSettings } from './read-settings.ts';
import { defaultSettings, type Settings } from './defaults.ts';
import { readSetting, settingChoices } from './system-settings.ts';

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Numeric settings with bounds (spec 002 section 5 and the game's own limits). */
const bounds: Record<string, [number, number]> = {
  'system.general.decimalPlaces': [0, 8],
  'system.security.sessionTimeout': [5, 1440],
  'system.security.maxLoginAttempts': [3, 20],
  'system.security.passwordMinLength': [6, 32],
  'system.security.rateLimitWindow': [1, 60],
  'system.security.rateLimitMax': [10, 1000],
  'system.notifications.notificationRetention': [1, 365],
  'system.notifications.mailsPerHour': [1, 20],
  'system.api.apiRateLimit': [100, 10000],
  'system.api.apiRateWindow': [1, 3600],
  'system.api.pageRateLimit': [10, 10000],
  'system.database.backupRetention': [1, 365],
  'system.database.connectionPoolSize': [1, 100],
  'dailyBonus.cooldownHours': [1, 48],
  'dailyBonus.conditions.minLevel': [1, 100],
  'dailyBonus.conditions.maxClaimsPerDay': [1, 24],
  'dailyBonus.notifications.reminderHours': [1, 24],
  'security.maxDailyQuizzes': [0, 1000],
  'security.maxHourlyQuizzes': [0, 100],
  'security.minTimeBetweenQuizzes': [0, 86_400_000],
  'security.suspiciousScoreThreshold': [0, 100],
  'security.highWinRate.winRate': [50, 100],
  'security.highWinRate.minAnswers': [1, 10_000],
  'security.highWinRate.multiplier': [0, 1],
  'security.watchWinRate.winRate': [50, 100],
  'security.watchWinRate.minAnswers': [1, 10_000],
  'security.watchWinRate.multiplier': [0, 1],
  'security.maxAccountsPerDevice': [1, 1000],
  'security.maxAccountsPerAddress': [1, 1000],
  'security.maxAccountsPerWallet': [1, 1000],
  'bonus.playThroughStakeMultiple': [0, 50],
  'bonus.playThroughQuizzes': [0, 100],
  'security.riskFlagThreshold': [1, 100],
  'quiz.questionsPerQuiz': [1, 50],
  'quiz.secondsPerQuestion': [5, 300],
  'quiz.revealSeconds': [0, 30],
  'quiz.pointsPerCorrect': [0, 1000],
  'quiz.xpPerCorrect': [0, 1000],
  'quiz.streakBonusEvery': [1, 50],
  // The reward cap, the time bonus and the payout are multiples of a quiz's base reward: a few at most.
  'quiz.rewardCapMultiplier': [1, 10],
  'quiz.rapidAnswerMs': [0, 30_000],
  'quiz.rapidAnswersToFlag': [1, 50],
  'quiz.rapidWindowMs': [1_000, 3_600_000],
  'quiz.maxConsecutiveCorrect': [1, 50],
  'quiz.attemptsPerQuestion': [1, 10],
  'quiz.questionsBeforeHarder': [0, 1000],
  'quiz.hardMinLevel': [1, 100],
  'quiz.flagBlockHours': [1, 720],
  'challenge.payoutMultiplier': [1, 10],
  'challenge.winRateWindow': [5, 1000],
  'challenge.maxWinRate': [0.5, 1],
  'wallet.maxWithdrawalsPerDay': [0, 100],
  'wallet.chain.checkAfterSeconds': [5, 3600],
  'wallet.chain.checkAtMostSeconds': [60, 86_400],
  'wallet.chain.giveUpHours': [1, 168],
  'wallet.chain.intentMinutes': [5, 1440],
  'tournaments.feePercent': [0, 50],
  'tournaments.questionCount': [1, 50],
  'tournaments.secondsPerQuestion': [5, 120],
  'tournaments.adminMaxParticipants': [2, 10000],
  'tasks.defaultMinScore': [0, 100],
  'tasks.proofReviewHours': [1, 168],
  'tasks.maxProofsPerTask': [1, 100],
  'tasks.channelCheckCacheSeconds': [0, 600],
  'tasks.channelChecksPerMinute': [1, 120],
  'referral.maxReferralsPerUser': [1, 1000],
  'referral.sharesPerMinute': [1, 120],
};
/** Bounds of every key under a prefix (the streak multipliers, whatever day ranges they have). */
const prefixBounds: [string, [number, number]][] = [
  ['dailyBonus.streakMultipliers.', [1, 5]],
  ['quiz.timeBonus.', [0, 2]],
  ['wallet.depositMethods.', [0, 2_000]], // a fee in basis points: at most 20 %
];
/** Amounts (decimal strings) with bounds, in USDT (spec 002 section 5, daily bonus inputs). */
const amountBounds: Record<string, [number, number]> = {
  'dailyBonus.baseAmount': [0.1, 100],
  'dailyBonus.maxAmount': [1, 1000],
  'challenge.reviewStakeCap': [0.1, 10],
  'challenge.minBalance': [0, 10_000],
  'challenge.minStake': [0.01, 100],
  'challenge.maxStake': [0.1, 10_000],
  'wallet.minWithdrawal': [1, 10_000],
  'wallet.maxWithdrawal': [1, 1_000_000],
  'wallet.withdrawalFee': [0, 100],
  'wallet.dailyWithdrawalLimit': [1, 1_000_000],
  'wallet.monthlyWithdrawalLimit': [1, 10_000_000],
  'wallet.minDeposit': [0.1, 10_000],
  'wallet.maxDeposit': [1, 10_000_000],
  'quiz.baseReward.easy': [0, 100],
  'quiz.baseReward.medium': [0, 100],
  'quiz.baseReward.hard': [0, 100],
  'quiz.minReward': [0, 100],
  'quiz.maxStreakBonus': [0, 1000],
  'quiz.streakBonusAmount': [0, 100],
  'welcomeBonus.amount': [0, 1000],
  'referral.referralReward': [0, 1000],
  'referral.referredReward': [0, 1000],
  'tasks.linkRewardCap': [0, 10],
};
const amountPrefixBounds: [string, [number, number]][] = [['wallet.depositMethods.', [0, 100_000]]];
/** The declared bounds of a numeric setting; every number in the document has some (settings.test.ts walks them). */
export const numberBounds = (where: string): [number, number] | undefined =>
  bounds[where] ?? prefixBounds.find(([prefix]) => where.startsWith(prefix))?.[1];
/** The declared bounds of an amount setting (a decimal string of USDT), when it has some. */
export const amountBoundsOf = (where: string): [number, number] | undefined =>
  amountBounds[where] ?? amountPrefixBounds.find(([prefix]) => where.startsWith(prefix))?.[1];
/** Whether a numeric setting takes whole numbers only. */
export const isWholeNumber = (where: string) => wholeNumbers.has(where);

/** Counts the quiz's database functions read as integers (a fraction would break every finish). */
const wholeNumbers = new Set([
  'quiz.questionsPerQuiz',
  'quiz.pointsPerCorrect',
  'quiz.xpPerCorrect',
  'quiz.rapidAnswersToFlag',
  'quiz.maxConsecutiveCorrect',
  'quiz.attemptsPerQuestion',
  'challenge.winRateWindow',
  'quiz.questionsBeforeHarder',
  'quiz.hardMinLevel',
  'quiz.revealSeconds',
  'quiz.streakBonusEvery',
  'quiz.rapidAnswerMs',
  'quiz.rapidWindowMs',
  'quiz.flagBlockHours',
  'security.riskFlagThreshold',
  'security.highWinRate.minAnswers',
  'security.watchWinRate.minAnswers',
  'referral.maxReferralsPerUser',
  'referral.sharesPerMinute',
  'tasks.channelCheckCacheSeconds',
  'tasks.channelChecksPerMinute',
  'security.maxDailyQuizzes',
  'security.maxHourlyQuizzes',
  'security.maxAccountsPerDevice',
  'security.maxAccountsPerAddress',
  'security.maxAccountsPerWallet',
  'bonus.playThroughStakeMultiple',
  'bonus.playThroughQuizzes',
  'tournaments.questionCount',
  'tournaments.secondsPerQuestion',
  'tournaments.adminMaxParticipants',
  'dailyBonus.cooldownHours',
  'dailyBonus.conditions.minLevel',
  'dailyBonus.conditions.maxClaimsPerDay',
  'dailyBonus.notifications.reminderHours',
  'wallet.chain.checkAfterSeconds',
  'wallet.chain.checkAtMostSeconds',
  'wallet.chain.giveUpHours',
  'wallet.chain.intentMinutes',
  ...Object.keys(bounds).filter((key) => key.startsWith('system.')),
]);
const hexColour = /^#[0-9a-f]{6}$/i;
// The sender of account mail: a bare address (a display name is not needed, and would let a typo pass).
const emailAddress = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

function valueProblem(where: string, fallback: unknown, value: unknown): string | null {
  if (Array.isArray(fallback) !== Array.isArray(value) || typeof fallback !== typeof value) {
    return `Setting ${where} must be ${Array.isArray(fallback) ? 'a list' : `a ${typeof fallback}`}`;
  }
  if (Array.isArray(value) && value.some((item) => typeof item !== 'string' || item.length > 200))
    return `Setting ${where} must be a list of texts`;
  if (typeof value === 'number') {
    const range = numberBounds(where);
    // A number added to the defaults without bounds is refused rather than left open (declare them above).
    if (!range) return `Setting ${where} cannot be changed`;
    const [min, max] = range;
    if (!Number.isFinite(value) || value < min || value > max)
      return `Setting ${where} must be between ${min} and ${max}`;
    if (wholeNumbers.has(where) && !Number.isInteger(value)) return `Setting ${where} must be a whole number`;
  }
  if (typeof value === 'string' && typeof fallback === 'string') {
    if (value.includes('\u0000') || value.length > 2000) return `Setting ${where} is not valid text`;
    const allowed = settingChoices[where];
    if (allowed && !allowed.includes(value)) return `Setting ${where} must be one of ${allowed.join(', ')}`;
    if (hexColour.test(fallback) && !hexColour.test(value)) return `Setting ${where} must be a colour like #00BFFF`;
    if (where === 'system.notifications.emailFrom' && !emailAddress.test(value))
      return `Setting ${where} must be an email address`;
    if (parseAmount(fallback) !== null) {
      const amount = parseAmount(value);
      if (amount === null) return `Setting ${where} must be an amount with at most 6 decimals`;
      const range = amountBoundsOf(where);
      if (range && (amount < range[0] * 1_000_000 || amount > range[1] * 1_000_000))
        return `Setting ${where} must be between ${range[0]} and ${range[1]}`;
    }
  }
  return null;
}

/** The first problem of a partial settings document: an unknown key, a wrong type or a value out of bounds. */
export function settingsChangeProblem(defaults: unknown, changes: unknown, path = ''): string | null {
  if (!isPlain(defaults) || !isPlain(changes)) return `${path || 'settings'} must be an object`;
  for (const [key, value] of Object.entries(changes)) {
    const where = path ? `${path}.${key}` : key;
    if (!(key in defaults)) return `Unknown setting ${where}`;
    const fallback = defaults[key];
    const problem = isPlain(fallback)
      ? settingsChangeProblem(fallback, value, where)
      : valueProblem(where, fallback, value);
    if (problem) return problem;
  }
  return null;
}

/** Pairs of amount settings where the first must not exceed the second (or stay below it, when strict). */
const orderedAmounts: [string, string, 'atMost' | 'below'][] = [
  ['dailyBonus.baseAmount', 'dailyBonus.maxAmount', 'atMost'],
  ['wallet.minWithdrawal', 'wallet.maxWithdrawal', 'atMost'],
  ['wallet.dailyWithdrawalLimit', 'wallet.monthlyWithdrawalLimit', 'atMost'],
  // A fee as large as the smallest withdrawal would pay the player nothing.
  ['wallet.withdrawalFee', 'wallet.minWithdrawal', 'below'],
  ['wallet.minDeposit', 'wallet.maxDeposit', 'atMost'],
  ['challenge.minStake', 'challenge.maxStake', 'atMost'],
];

/** Rules between settings, checked on the merged document. */
function documentProblem(s: Settings): string | null {
  const amount = (path: string) => parseAmount(readSetting(s, path)) ?? 0;
  for (const [low, high, order] of orderedAmounts) {
    if (order === 'atMost' && amount(low) > amount(high)) return `Setting ${high} must be at least ${low}`;
    if (order === 'below' && amount(low) >= amount(high)) return `Setting ${high} must be more than ${low}`;
  }
  return null;
}

/** Merges a partial document over the current settings and records who changed what. */
export async function updateSettings(tx: Tx, input: { actorId: string; changes: unknown }): Promise<Settings> {
  const problem = settingsChangeProblem(defaultSettings, input.changes);
  if (problem) throw new AppError('VALIDATION_ERROR', problem);
  // The row lock makes two admins' saves apply one after the other instead of one losing the other's change.
  await tx`insert into app_settings (id) values ('appSettings') on conflict do nothing`;
  await tx`select 1 from app_settings where id = 'appSettings' for update`;
  forgetCachedSettings();
  const before = await readSettings(tx);
  const after = mergeSettings(defaultSettings, mergeSettings(before, input.changes)) as Settings;
  const conflict = documentProblem(after);
  if (conflict) throw new AppError('VALIDATION_ERROR', conflict);
  // A client that sends a document back unchanged (decision 0056) changes nothing: no write, no audit entry.
  if (isDeepStrictEqual(before, after)) return before;
  await tx`
    insert into app_settings (id, document, updated_at, updated_by)
    values ('appSettings', ${tx.json(after as never)}, now(), ${input.actorId})
    on conflict (id) do update set document = excluded.document, updated_at = now(), updated_by = excluded.updated_by`;
  await writeAudit(tx, {
    actorId: input.actorId,
    action: 'settings.update',
    targetType: 'settings',
    targetId: 'appSettings',
    before,
    after,
  });
  forgetCachedSettings();
  return after;
}
