import {
  defaultContent,
  defaultContentTranslations,
  defaultMessages,
  defaultMessageTranslations,
} from './default-content.ts';

/**
 * The defaults of the one settings document (spec 002 section 9 "App settings defaults" and the
 * other defaults there). Stored overrides are merged over these on read; nothing else hard-codes them.
 */
export const defaultSettings = {
  theme: 'dark' as 'dark' | 'light' | 'auto',
  primaryColor: '#00BFFF',
  secondaryColor: '#FFD700',
  accentColor: '#10b981',
  features: {
    tournaments: true,
    tasks: true,
    referrals: true,
    dailyBonus: true,
    achievements: true,
    leaderboard: true,
    notifications: true,
    /** Challenge mode (stakes per question); the quiz switch (system.features.enableQuiz) turns it off too. */
    challenge: true,
    deposits: true,
    withdrawals: true,
    maintenanceMode: false,
  },
  appConfig: {
    appName: 'Crypto Master',
    appVersion: '1.0.0',
    ...defaultMessages,
    supportEmail: 'support@example.com',
    supportTelegram: '@cryptomaster_support',
    /** The messages' wording per player language (decision 0069): empty falls back to the main text. */
    translations: defaultMessageTranslations,
  },
  layout: {
    showHeader: true,
    showBottomNav: true,
    compactMode: false,
    showAnimations: true,
  },
  content: { ...defaultContent, translations: defaultContentTranslations },
  security: {
    maxDailyQuizzes: 10,
    maxHourlyQuizzes: 3,
    minTimeBetweenQuizzes: 30_000,
    suspiciousScoreThreshold: 95,
    // The security multiplier of spec 000 section 9 (quiz rewards and streak bonuses) and the fraud
    // score's win-rate rules (spec 002) read the same thresholds: a win rate above `winRate` percent
    // after at least `minAnswers` answers. `high` wins over `watch`.
    highWinRate: { winRate: 95, minAnswers: 50, multiplier: 0.5 },
    watchWinRate: { winRate: 90, minAnswers: 20, multiplier: 0.8 },
    enableFraudDetection: true,
    enableRateLimiting: true,
    /** A fraud score (0-100) at or above this raises a security flag for review (fraud__score_user). */
    riskFlagThreshold: 70,
    // A withdrawal from an account whose device, network address or payout address is shared by more
    // accounts than these (the account itself included) is held for an admin's review (decision 0046).
    maxAccountsPerDevice: 3,
    maxAccountsPerAddress: 10,
    maxAccountsPerWallet: 2,
  },
  quiz: {
    questionsPerQuiz: 10,
    secondsPerQuestion: 30,
    revealSeconds: 3,
    pointsPerCorrect: 10,
    xpPerCorrect: 10,
    baseReward: { easy: '0.5', medium: '1', hard: '2' },
    timeBonus: { fast: 1, medium: 0.8, slow: 0.5 },
    minReward: '0.1',
    maxStreakBonus: '10',
    /** Streak bonus: streakBonusAmount USDT for every streakBonusEvery right answers in a row. */
    streakBonusEvery: 5,
    streakBonusAmount: '2',
    rewardCapMultiplier: 1.5,
    rapidAnswerMs: 2_000,
    rapidAnswersToFlag: 3,
    rapidWindowMs: 60_000,
    maxConsecutiveCorrect: 5,
    attemptsPerQuestion: 2,
    questionsBeforeHarder: 10,
    hardMinLevel: 5,
    flagBlockHours: 24,
  },
  tournaments: {
    /** Share of the entry fees kept as the app fee (the rules text shows this same number). */
    feePercent: 5,
    questionCount: 10,
    secondsPerQuestion: 15,
    difficulty: 'medium' as 'easy' | 'medium' | 'hard',
    /** Defaults of the admin's Create Tournament dialog. */
    adminMaxParticipants: 100,
  },
  challenge: {
    minBalance: '10',
    minStake: '0.1',
    maxStake: '10',
    payoutMultiplier: 2,
    // A win rate above maxWinRate over a player's last winRateWindow challenge answers is flagged;
    // until an admin resolves the flag, stakes are at most reviewStakeCap.
    winRateWindow: 40,
    maxWinRate: 0.75,
    reviewStakeCap: '0.5',
  },
  notifications: {
    enablePushNotifications: true,
    enableEmailNotifications: false,
    notificationVibration: true,
  },
  dailyBonus: {
    enabled: true,
    baseAmount: '1',
    maxAmount: '10',
    cooldownHours: 24,
    streakEnabled: true,
    streakMultipliers: { '1-2': 1, '3-6': 1.5, '7-13': 2, '14-29': 2.5, '30+': 3 },
    conditions: {
      requireQuiz: false,
      requireDeposit: false,
      requireVerification: false,
      minLevel: 1,
      maxClaimsPerDay: 1,
    },
    notifications: { enabled: true, reminderHours: 2, streakMilestone: true },
  },
  welcomeBonus: { amount: '5' },
  // Bonus money (welcome, achievements, referrals, tasks, daily bonus) is withdrawable once the player
  // has staked playThroughStakeMultiple times it in challenges or completed playThroughQuizzes quizzes
  // since it was granted; either at 0 switches the play-through off (decision 0046).
  bonus: { playThroughStakeMultiple: 1, playThroughQuizzes: 3 },
  wallet: {
    minWithdrawal: '10',
    maxWithdrawal: '1000',
    withdrawalFee: '2',
    dailyWithdrawalLimit: '100',
    monthlyWithdrawalLimit: '1000',
    maxWithdrawalsPerDay: 3,
    minDeposit: '1',
    maxDeposit: '10000',
    depositMethods: {
      crypto: { minAmount: '10', feeBasisPoints: 0 },
      bank: { minAmount: '50', feeBasisPoints: 100 },
    },
    // Bank transfer is offered only once the operator has entered an account name and number;
    // players quote their reference in the transfer and an admin approves the deposit by hand.
    bankTransfer: { accountName: '', accountNumber: '', bankName: '', instructions: '' },
    processingTime: { deposit: '5-10 minutes', withdrawal: '1-3 hours' },
    // Checks on chain (decision 0054): a deposit or payout not yet confirmed is looked at again
    // after checkAfterSeconds, doubling up to checkAtMostSeconds, for giveUpHours; then it waits
    // for an admin. A TON deposit intent is offered for intentMinutes (a later transfer still credits).
    chain: { checkAfterSeconds: 30, checkAtMostSeconds: 1800, giveUpHours: 24, intentMinutes: 60 },
    /** Where a player and an admin see a transfer: `{hash}` is the transaction hash in hex, without 0x. */
    explorers: {
      TRC20: 'https://tronscan.org/#/transaction/{hash}',
      ERC20: 'https://etherscan.io/tx/0x{hash}',
      BEP20: 'https://bscscan.com/tx/0x{hash}',
      Polygon: 'https://polygonscan.com/tx/0x{hash}',
      Arbitrum: 'https://arbiscan.io/tx/0x{hash}',
      Optimism: 'https://optimistic.etherscan.io/tx/0x{hash}',
      TON: 'https://tonviewer.com/transaction/{hash}',
    } as Record<string, string>,
  },
  /**
   * Earn tasks: the quiz score a quiz task asks by default, the cap of link-visit rewards, proof
   * review; how long a channel membership verdict is kept, and how many a player may have asked of
   * Telegram a minute (domain/tasks/channel-membership.ts).
   */
  tasks: {
    defaultMinScore: 60,
    linkRewardCap: '0.1',
    proofReviewHours: 24,
    maxProofsPerTask: 5,
    channelCheckCacheSeconds: 30,
    channelChecksPerMinute: 10,
  },
  // botUsername empty: TELEGRAM_BOT_USERNAME, else links use the web app's URL. qualifyingAction: what
  // the referred player must do before either side is paid ('quiz': first completed quiz, 'deposit':
  // first approved deposit). miniAppName is the Mini App's short name in t.me/{bot}/{app} links.
  // sharesPerMinute: rich invites a player may prepare a minute (each asks Telegram, share-invite.ts).
  referral: {
    referralReward: '10',
    referredReward: '5',
    maxReferralsPerUser: 50,
    botUsername: '',
    miniAppName: 'app',
    qualifyingAction: 'quiz' as 'quiz' | 'deposit',
    sharesPerMinute: 10,
  },
  system: {
    general: { currency: 'USDT', defaultLanguage: 'en', timezone: 'UTC', decimalPlaces: 2 },
    security: {
      enableTwoFactor: false,
      sessionTimeout: 30,
      maxLoginAttempts: 5,
      passwordMinLength: 8,
      enableCaptcha: false,
      enableRateLimit: true,
      rateLimitWindow: 15,
      rateLimitMax: 100,
      enableAuditLog: true,
      enableIPWhitelist: false,
      allowedIPs: [] as string[],
    },
    /**
     * emailFrom: the sender of account mail (verification, password reset); mailsPerHour: how many of
     * each kind one address or one player may ask for in an hour (domain/identity/email-tokens.ts).
     */
    notifications: {
      notificationRetention: 30,
      emailFrom: 'noreply@example.com',
      mailsPerHour: 3,
    },
    api: {
      enableAPI: true,
      apiVersion: 'v1',
      enableCORS: true,
      corsOrigins: ['*'],
      enableSwagger: true,
      apiRateLimit: 1000,
      apiRateWindow: 60,
      /** Rendered pages a client may open a minute (api/http/page-limit.ts), apart from its API requests. */
      pageRateLimit: 120,
    },
    database: {
      enableBackup: true,
      backupFrequency: 'daily',
      backupRetention: 30,
      enableReplication: false,
      enableSharding: false,
      connectionPoolSize: 10,
    },
    features: { enableQuiz: true, enableTelegramIntegration: true },
  },
};

export type Settings = typeof defaultSettings;
