import { blockedMessage } from '../identity/lock-user.ts';
import { formatAmount, parseAmount, type Micro } from '../money.ts';
import type { Settings } from '../settings/defaults.ts';
import type { RewardRules } from './types.ts';

const micro = (text: string): Micro => parseAmount(text) ?? 0;

const noLimit = 2_147_483_647;

/**
 * The quiz's limits and rewards from the settings document, amounts in micro-USDT. Worked out once
 * per settings document (readSettings keeps one for a second), not on every answer: the amounts'
 * parsing was a measurable part of an answer's CPU (decision 0049). The result is shared: read only.
 */
export function quizRules(settings: Settings): QuizRules {
  let rules = rulesBySettings.get(settings);
  if (!rules) {
    rules = rulesOf(settings);
    rulesBySettings.set(settings, rules);
  }
  return rules;
}
const rulesBySettings = new WeakMap<Settings, QuizRules>();

function rulesOf(settings: Settings) {
  const limits = settings.security.enableRateLimiting;
  const q = settings.quiz;
  const reward: RewardRules = {
    pointsPerCorrect: q.pointsPerCorrect,
    baseReward: { easy: micro(q.baseReward.easy), medium: micro(q.baseReward.medium), hard: micro(q.baseReward.hard) },
    timeBonus: q.timeBonus,
    minReward: micro(q.minReward),
    rewardCapMultiplier: q.rewardCapMultiplier,
  };
  return {
    ...q,
    reward,
    maxStreakBonus: micro(q.maxStreakBonus),
    streakBonusAmount: micro(q.streakBonusAmount),
    // App settings' "Quiz rate limits" off: no daily, hourly or minimum-gap limit.
    maxDailyQuizzes: limits ? settings.security.maxDailyQuizzes : noLimit,
    maxHourlyQuizzes: limits ? settings.security.maxHourlyQuizzes : noLimit,
    minTimeBetweenQuizzesMs: limits ? settings.security.minTimeBetweenQuizzes : 0,
    suspiciousScoreThreshold: settings.security.suspiciousScoreThreshold,
    securityMultiplier: { high: settings.security.highWinRate, watch: settings.security.watchWinRate },
    fraudDetection: settings.security.enableFraudDetection,
    challenge: {
      minBalance: micro(settings.challenge.minBalance),
      minStake: micro(settings.challenge.minStake),
      maxStake: micro(settings.challenge.maxStake),
      // At least 1x (the stake back); held as basis points so payouts need no float arithmetic.
      payoutBasisPoints: Math.max(10_000, Math.round(settings.challenge.payoutMultiplier * 10_000)),
      winRateWindow: settings.challenge.winRateWindow,
      maxWinRate: settings.challenge.maxWinRate,
      reviewStakeCap: micro(settings.challenge.reviewStakeCap),
    },
  };
}
export type QuizRules = ReturnType<typeof rulesOf>;

/** The rules as the database's quiz functions read them (`p_rules` of quiz_start, quiz_answer and quiz_finish, domain/quiz/start-quiz.sql, answer-question.sql and finish-quiz.sql); once per rules object, shared: read only. */
export function quizRulesJson(rules: QuizRules): RulesJson {
  let json = jsonByRules.get(rules);
  if (!json) {
    json = rulesJsonOf(rules);
    jsonByRules.set(rules, json);
  }
  return json;
}
type RulesJson = ReturnType<typeof rulesJsonOf>;
const jsonByRules = new WeakMap<QuizRules, RulesJson>();

function rulesJsonOf(rules: QuizRules) {
  return {
    blockedMessage,
    maxDailyQuizzes: rules.maxDailyQuizzes,
    maxHourlyQuizzes: rules.maxHourlyQuizzes,
    minTimeBetweenQuizzesMs: rules.minTimeBetweenQuizzesMs,
    questionsBeforeHarder: rules.questionsBeforeHarder,
    hardMinLevel: rules.hardMinLevel,
    flagBlockHours: rules.flagBlockHours,
    questionsPerQuiz: rules.questionsPerQuiz,
    challengeMinBalance: rules.challenge.minBalance,
    challengeMinBalanceText: formatAmount(rules.challenge.minBalance),
    fraudDetection: rules.fraudDetection,
    rapidAnswerMs: rules.rapidAnswerMs,
    rapidWindowMs: rules.rapidWindowMs,
    rapidAnswersToFlag: rules.rapidAnswersToFlag,
    maxConsecutiveCorrect: rules.maxConsecutiveCorrect,
    attemptsPerQuestion: rules.attemptsPerQuestion,
    payoutBasisPoints: rules.challenge.payoutBasisPoints,
    challengeWinRateWindow: rules.challenge.winRateWindow,
    challengeMaxWinRate: rules.challenge.maxWinRate,
    challengeReviewStakeCap: rules.challenge.reviewStakeCap,
    challengeReviewStakeCapText: formatAmount(rules.challenge.reviewStakeCap),
    pointsPerCorrect: rules.pointsPerCorrect,
    revealSeconds: rules.revealSeconds,
    secondsPerQuestion: rules.secondsPerQuestion,
    xpPerCorrect: rules.xpPerCorrect,
    maxStreakBonus: rules.maxStreakBonus,
    streakBonusEvery: rules.streakBonusEvery,
    streakBonusAmount: rules.streakBonusAmount,
    suspiciousScoreThreshold: rules.suspiciousScoreThreshold,
    securityMultiplier: rules.securityMultiplier,
    reward: rules.reward,
  };
}
