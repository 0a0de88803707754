import { isDeepStrictEqual } from 'node:util';
import { AppError } from '../errors.ts';
import type { Settings } from './defaults.ts';
import { readSetting, writeSetting } from './system-settings.ts';
import { amountBoundsOf, isWholeNumber, numberBounds } from './update-settings.ts';

/**
 * The Game rules screen's description of every money and game rule the server enforces, in
 * sections (and the bank details Wallet Settings shows): label, kind, unit and help per setting
 * path. Bounds are not written here: they come from update-settings.ts, which enforces them on
 * every save, so the screen and the server cannot disagree. Read by api/settings/game-rules-routes.ts.
 */
export type RuleKind = 'amount' | 'number' | 'text';
type Rule = { path: string; label: string; kind: RuleKind; unit?: string; help?: string };

const amount = (path: string, label: string, help?: string): Rule => ({
  path,
  label,
  kind: 'amount',
  unit: 'USDT',
  help,
});
const number = (path: string, label: string, unit?: string, help?: string): Rule => ({
  path,
  label,
  kind: 'number',
  unit,
  help,
});
const text = (path: string, label: string, help?: string): Rule => ({ path, label, kind: 'text', help });

export const gameRuleSections = [
  {
    id: 'withdrawals',
    title: 'Withdrawals',
    rules: [
      amount('wallet.minWithdrawal', 'Minimum withdrawal'),
      amount('wallet.maxWithdrawal', 'Maximum withdrawal'),
      amount('wallet.withdrawalFee', 'Withdrawal fee', 'Kept from each withdrawal; less than the minimum.'),
      amount('wallet.dailyWithdrawalLimit', 'Daily limit', 'Sum of a player’s withdrawals per UTC day.'),
      amount('wallet.monthlyWithdrawalLimit', 'Monthly limit'),
      number('wallet.maxWithdrawalsPerDay', 'Withdrawals per day', 'per day'),
    ],
  },
  {
    id: 'deposits',
    title: 'Deposits',
    rules: [
      amount('wallet.minDeposit', 'Minimum deposit'),
      amount('wallet.maxDeposit', 'Maximum deposit'),
      amount('wallet.depositMethods.crypto.minAmount', 'Crypto: minimum'),
      number('wallet.depositMethods.crypto.feeBasisPoints', 'Crypto: fee', 'basis points', '100 = 1 %'),
      amount('wallet.depositMethods.bank.minAmount', 'Bank transfer: minimum'),
      number('wallet.depositMethods.bank.feeBasisPoints', 'Bank transfer: fee', 'basis points', '100 = 1 %'),
    ],
  },
  {
    id: 'challenge',
    title: 'Challenge',
    rules: [
      amount('challenge.minStake', 'Minimum stake'),
      amount('challenge.maxStake', 'Maximum stake', 'The stake presets players see run up to this.'),
      number('challenge.payoutMultiplier', 'Payout', '× stake', 'A right answer pays the stake times this.'),
      amount('challenge.minBalance', 'Balance needed to play'),
      amount('challenge.reviewStakeCap', 'Stake cap while flagged'),
    ],
  },
  {
    id: 'quizRewards',
    title: 'Quiz rewards',
    rules: [
      amount('quiz.baseReward.easy', 'Reward: easy'),
      amount('quiz.baseReward.medium', 'Reward: medium'),
      amount('quiz.baseReward.hard', 'Reward: hard'),
      amount('quiz.minReward', 'Minimum reward'),
      number('quiz.timeBonus.fast', 'Time bonus: fast answers', '× reward'),
      number('quiz.timeBonus.medium', 'Time bonus: medium answers', '× reward'),
      number('quiz.timeBonus.slow', 'Time bonus: slow answers', '× reward'),
      number('quiz.rewardCapMultiplier', 'Reward cap', '× base reward'),
      number('quiz.streakBonusEvery', 'Streak bonus every', 'right answers in a row'),
      amount('quiz.streakBonusAmount', 'Streak bonus'),
      amount('quiz.maxStreakBonus', 'Streak bonus cap per quiz'),
      number('quiz.pointsPerCorrect', 'Points per right answer', 'points', 'The quiz score shown on results.'),
      number('quiz.xpPerCorrect', 'XP per right answer', 'XP'),
    ],
  },
  {
    id: 'bonuses',
    title: 'Bonuses',
    rules: [
      amount('welcomeBonus.amount', 'Welcome bonus', 'Paid to the bonus balance of each new player.'),
      number(
        'bonus.playThroughStakeMultiple',
        'Play-through: stakes',
        '× bonus',
        'Bonus money becomes withdrawable after staking this many times it, or the quizzes below; 0 turns it off.',
      ),
      number('bonus.playThroughQuizzes', 'Play-through: quizzes', 'quizzes'),
    ],
  },
  {
    id: 'referrals',
    title: 'Referrals',
    rules: [
      amount('referral.referralReward', 'Reward to the referrer'),
      amount('referral.referredReward', 'Reward to the referred player'),
      number('referral.maxReferralsPerUser', 'Rewarded referrals per player', 'referrals'),
    ],
  },
  {
    id: 'tournaments',
    title: 'Tournaments',
    rules: [
      number(
        'tournaments.feePercent',
        'Tournament fee',
        '% of entry fees',
        'Applies to tournaments created from now on.',
      ),
      number('tournaments.questionCount', 'Questions per tournament', 'questions'),
      number('tournaments.secondsPerQuestion', 'Seconds per question', 's'),
    ],
  },
  {
    id: 'risk',
    title: 'Risk',
    rules: [
      number('security.highWinRate.winRate', 'High win rate', '%'),
      number('security.highWinRate.minAnswers', 'High win rate: after', 'answers'),
      number('security.highWinRate.multiplier', 'High win rate: reward multiplier', '×'),
      number('security.watchWinRate.winRate', 'Watched win rate', '%'),
      number('security.watchWinRate.minAnswers', 'Watched win rate: after', 'answers'),
      number('security.watchWinRate.multiplier', 'Watched win rate: reward multiplier', '×'),
      number('security.riskFlagThreshold', 'Fraud score that raises a flag', 'of 100'),
      number('security.maxAccountsPerDevice', 'Accounts per device', 'accounts', 'More hold withdrawals for review.'),
      number('security.maxAccountsPerAddress', 'Accounts per network address', 'accounts'),
      number('security.maxAccountsPerWallet', 'Accounts per payout wallet', 'accounts'),
    ],
  },
  {
    id: 'bankTransfer',
    title: 'Bank transfer details',
    rules: [
      text('wallet.bankTransfer.accountName', 'Account holder', 'Empty: bank transfer is not offered.'),
      text('wallet.bankTransfer.accountNumber', 'IBAN or account number', 'Empty: bank transfer is not offered.'),
      text('wallet.bankTransfer.bankName', 'Bank'),
      text('wallet.bankTransfer.instructions', 'Instructions for players'),
    ],
  },
] as const satisfies readonly { id: string; title: string; rules: readonly Rule[] }[];

export type GameRuleSectionId = (typeof gameRuleSections)[number]['id'];
const rulesByPath = new Map<string, Rule>(gameRuleSections.flatMap((s) => s.rules.map((r) => [r.path, r] as const)));
export const isGameRule = (path: string) => rulesByPath.has(path);

export type RuleChange = { by: string | null; at: string; before: unknown; after: unknown };

/** One rule as the screen shows it: its value, its bounds (from the server's own) and its last change. */
function ruleView(rule: Rule, settings: Settings, lastChange: RuleChange | null) {
  const bounds = rule.kind === 'amount' ? amountBoundsOf(rule.path) : numberBounds(rule.path);
  const whole = rule.kind === 'number' && isWholeNumber(rule.path);
  return {
    ...rule,
    value: readSetting(settings, rule.path),
    min: bounds?.[0] ?? null,
    max: bounds?.[1] ?? null,
    step: rule.kind === 'amount' ? 0.01 : whole ? 1 : 0.01,
    lastChange,
  };
}

/** Every section with its rules' values and bounds, and its latest change (the newest of its rules'). */
export function gameRulesView(settings: Settings, changes: Map<string, RuleChange>) {
  return gameRuleSections.map((section) => {
    const rules = section.rules.map((rule) => ruleView(rule, settings, changes.get(rule.path) ?? null));
    const latest = rules
      .map((r) => r.lastChange)
      .filter((c) => c !== null)
      .sort((a, b) => b.at.localeCompare(a.at))[0];
    return { id: section.id, title: section.title, lastChange: latest ?? null, rules };
  });
}
export type GameRulesSection = ReturnType<typeof gameRulesView>[number];

/**
 * Turns `{ path: value }` into a partial settings document, keeping only values that differ from
 * the current ones (so a form or a round trip that resends everything changes only what changed).
 * A path that is not a game rule is refused by name.
 */
export function gameRuleChanges(body: Record<string, unknown>, settings: Settings): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(body)) {
    if (!rulesByPath.has(path)) throw new AppError('VALIDATION_ERROR', `Unknown game rule ${path}`);
    if (!isDeepStrictEqual(readSetting(settings, path), value)) writeSetting(changes, path, value);
  }
  return changes;
}
