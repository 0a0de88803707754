// Shapes of the API responses the web app reads (see /api/docs for the full contract).
// Amounts are decimal strings ("12.5"); the web app only formats them, never computes money.
// Value lists come from domain/ (type-only imports: no server code reaches the bundle).
import type { TransactionStatus } from '../../../domain/ledger/types';
import type { DepositMethod } from '../../../domain/wallet/wallet-rules';
import type { GameRulesSection } from '../../../domain/settings/game-rules';
import type { PlayThroughJson } from '../../../domain/wallet/play-through';
import type { WithdrawalHold } from '../../../domain/wallet/withdrawal-hold';

export type ThemeMode = 'dark' | 'light' | 'auto';

export interface AppSettings {
  theme: ThemeMode;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  /** Every switch as the server enforces it (domain/settings/feature-switches.ts): off, the server refuses it. */
  features: {
    quiz: boolean;
    challenge: boolean;
    deposits: boolean;
    withdrawals: boolean;
    telegramSignIn: boolean;
    tournaments: boolean;
    tasks: boolean;
    referrals: boolean;
    dailyBonus: boolean;
    achievements: boolean;
    leaderboard: boolean;
    notifications: boolean;
    maintenanceMode: boolean;
  };
  appConfig: {
    appName: string;
    appVersion: string;
    maintenanceMessage: string;
    welcomeMessage: string;
    supportEmail: string;
    supportTelegram: string;
  };
  layout: {
    showHeader: boolean;
    showBottomNav: boolean;
    compactMode: boolean;
    showAnimations: boolean;
  };
  content: {
    homePageTitle: string;
    homePageSubtitle: string;
    quizPageTitle: string;
    tournamentPageTitle: string;
    earnPageTitle: string;
    profilePageTitle: string;
  };
  /** The rules the rules text shows (the same numbers the server applies to new tournaments). */
  tournaments: { feePercent: number; questionCount: number; secondsPerQuestion: number };
  /** How long proof review takes at most, as the Earn texts say. */
  tasks: { proofReviewHours: number };
  maintenance: { enabled: boolean; message: string };
  /** System Settings > General (decision 0040): the default interface language, and how amounts are shown. */
  language?: string;
  currency?: string;
  decimalPlaces?: number;
  notifications?: {
    enablePushNotifications: boolean;
    enableEmailNotifications: boolean;
    notificationVibration: boolean;
  };
}

export type Role = 'player' | 'admin';

export interface User {
  id: string;
  /** The chosen interface language, or null to follow the device (decision 0036). */
  language?: string | null;
  userId: string;
  name: string | null;
  fullName: string | null;
  email: string | null;
  /** Whether an email account opened its verification link (decision 0053). */
  emailVerified: boolean;
  avatar: string | null;
  username: string | null;
  role: Role;
  isAdmin: boolean;
  balance: string;
  availableBalance: string;
  playableBalance: string;
  bonusBalance: string;
  level: number;
  totalXP: number;
  xp: number;
  xpForNextLevel: number;
  tournamentsWon: number;
  totalTournaments?: number;
  questionsAnswered: number;
  quizzesCompleted: number;
  correctAnswers: number;
  averageScore: number;
  winRate: number;
  streak: number;
  rank: string | number | null;
  totalEarned: string;
  totalDeposited: string;
  totalWithdrawn: string;
  referralEarnings?: string;
  invitedFriends: number;
  dailyBonusAvailable: boolean;
  lastBonusClaim: string | null;
  unreadNotifications: number;
  pendingTasks: number;
  joinDate: string;
  lastSeen: string | null;
  isTelegramUser: boolean;
  telegramId: string | number | null;
  telegramUsername: string | null;
  telegramFullName: string | null;
  telegramPhotoUrl: string | null;
  telegramNotifications?: boolean;
  hasDeposited: boolean;
  withdrawalEnabled: boolean;
  isVerified: boolean;
  dailyQuizzesCompleted: number;
  maxDailyQuizzes: number;
  achievements: number;
  referralCode: string | null;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

export interface AuthResult extends AuthTokens {
  user: User;
}

export interface TelegramInitResult {
  user: User;
  tokens: AuthTokens;
  isNewUser: boolean;
}

export interface AdminDashboard {
  overview: {
    users: { totalUsers: number; activeUsers: number; newUsers: number; telegramUsers: number };
    revenue: {
      totalRevenue: string | number;
      dailyRevenue: string | number;
      monthlyRevenue: string | number;
      pendingWithdrawals: string | number;
    };
    quiz: { totalQuizzes: number; averageScore: number; completionRate: number; dailyQuizzes: number };
    tournaments: {
      totalTournaments: number;
      activeTournaments: number;
      totalParticipants: number;
      totalPrizePool: string | number;
    };
    dailyBonus: {
      totalClaims: number;
      claimsToday: number;
      claimsThisWeek: number;
      claimsThisMonth: number;
      totalDistributed: string;
      averageStreak: number;
      topStreak: number;
    };
  };
  recent: {
    users: Array<{ id: string; name: string | null; email: string | null; joinDate: string; status: string }>;
    transactions: Array<{
      id: string;
      user: string | null;
      amount: string | number;
      type: string;
      status: string;
      date: string;
    }>;
    tournaments?: Array<{ id: string; name: string; participants: number; prizePool: string; status: string }>;
  };
  pending: {
    deposits: number;
    withdrawals: number;
    /** Task proofs plus deposits awaiting review. */
    verifications: number;
    taskProofs: number;
    /** Tournaments past their end and not settled yet. */
    tournamentApprovals: number;
  };
  /** There is no ticket system: the support contact from the settings stands in for a counter. */
  support: { email: string; telegram: string };
}

/** GET /api/admin/dashboard/telegram */
export interface AdminTelegramStatus {
  bot: { configured: boolean; username: string | null; miniAppUrl: string | null; integrationEnabled: boolean };
  launchesToday: number;
  playersToday: number;
  admin: { linked: boolean; telegramId: string | null; username: string | null; fullName: string | null };
}

/** POST /api/admin/dashboard/telegram/link */
export interface TelegramLinkCode {
  startParam: string;
  url: string | null;
  expiresAt: string;
}

// Wallet (GET /api/wallet, /api/transactions, /api/admin/transactions, /api/admin/wallet-addresses)

export type { DepositMethod, TransactionStatus };

export interface WalletNetwork {
  network: string;
  name: string;
  address: string;
  label: string;
  minDeposit: string;
  maxDeposit: string;
  fee: string;
  speed: string;
  processingTime: string;
}

export interface Wallet {
  balances: {
    balance: string;
    playableBalance: string;
    bonusBalance: string;
    availableBalance: string;
    lockedBalance: string;
  };
  limits: {
    minWithdrawal: string;
    /** Already the smaller of the setting and the available balance less the bonus not yet played through. */
    maxWithdrawal: string;
    withdrawalFee: string;
    dailyLimit: string;
    dailyRemaining: string;
    monthlyLimit: string;
    monthlyRemaining: string;
    maxWithdrawalsPerDay: number;
    withdrawalsToday: number;
    minDeposit: string;
    maxDeposit: string;
    processingTime: { deposit: string; withdrawal: string };
  };
  depositMethods: Array<{ method: DepositMethod; minAmount: string; feePercent: number }>;
  /** The operator's account for bank deposits and the reference to quote; null while bank transfer is not offered. */
  bankTransfer: {
    accountName: string;
    accountNumber: string;
    bankName: string;
    instructions: string;
    reference: string;
  } | null;
  networks: WalletNetwork[];
  /** The bonus play-through (decision 0046): what is locked and the progress either way. */
  playThrough: PlayThroughJson;
}

export interface Transaction {
  id: string;
  userId: string;
  type: string;
  amount: string;
  fee: string;
  netAmount: string;
  status: TransactionStatus;
  description: string;
  network: string;
  walletAddress: string;
  txHash: string | null;
  details: {
    method?: DepositMethod;
    reference?: string;
    reason?: string;
    hasProof: boolean;
    /** Admin lists only: why a withdrawal is held for review. */
    hold?: WithdrawalHold;
  };
  timestamp: string;
  date: string;
  updatedAt: string;
  reviewedAt: string | null;
  /** Admin lists only. */
  userName?: string;
  username?: string;
  /** Admin lists, pending deposits only: earlier deposits whose reference normalises to the same one. */
  similarDeposits?: SimilarDeposit[];
}

export interface SimilarDeposit {
  id: string;
  userId: string;
  userName: string;
  status: TransactionStatus;
  network: string | null;
  reference: string;
  date: string;
}

export interface TransactionPage {
  data: Transaction[];
  nextCursor: string | null;
}

/** Every admin list's paging (decision 0021): keyset cursors both ways, a total that may be capped. */
export interface AdminListPage<T> {
  data: T[];
  nextCursor: string | null;
  prevCursor: string | null;
  total: number;
  /** `atLeast`: the count stopped at `total` (shown as "10,000+"). */
  totalKind: 'exact' | 'atLeast';
}

export interface AdminTransactionPage extends AdminListPage<Transaction> {
  /** The search matched more than 50 players: only theirs are listed (type more of the name). */
  tooManyPlayers: boolean;
  summary: { totalTransactions: number; pendingReview: number; totalVolume: string; completed: number };
}

export interface WalletAddress {
  id: string;
  network: string;
  address: string;
  name: string;
  minDeposit: string;
  maxDeposit: string;
  processingTime: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface WalletAddressList {
  data: WalletAddress[];
  networks: Array<{ code: string; name: string }>;
  stats: { total: number; active: number; inactive: number; networks: number };
}

// Back office: question bank, AI generation, achievements (issue 19).

export interface AdminQuestion {
  id: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
  category: string;
  difficulty: 'easy' | 'medium' | 'hard';
  points: number;
  source: 'seed' | 'manual' | 'ai' | 'import';
  isActive: boolean;
  pool: 'practice' | 'tournament';
  retiredAt: string | null;
  status: 'active' | 'inactive';
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  usage: { timesServed: number; rightShare: number | null };
}

export type AdminQuestionPage = AdminListPage<AdminQuestion>;

export interface QuestionStats {
  total: number;
  active: number;
  inactive: number;
  bySource: Record<string, number>;
  byDifficulty: Record<string, number>;
  byCategory: Record<string, number>;
  byPool: Record<string, number>;
  /** Per difficulty: drawable, held by open tournaments, retired by ended ones (decision 0047). */
  tournamentPool: Record<'easy' | 'medium' | 'hard', { unused: number; inOpenTournaments: number; retired: number }>;
  topCategories: { category: string; count: number }[];
}

export interface QuestionImportReport {
  imported: number;
  skipped: number;
  errors: { row: number; message: string }[];
}

export type DraftVerdict = 'passed' | 'failed' | 'unverified';

export interface QuestionDraft {
  id: string;
  question: string;
  options: string[];
  correct: number;
  explanation: string;
  category: string;
  difficulty: string;
  verdict: DraftVerdict;
  reasons: string[];
  savedQuestionId: string | null;
}

export interface QuestionGeneration {
  id: string;
  count: number;
  difficulty: string;
  topic: string;
  pool: 'practice' | 'tournament';
  model: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  error?: string;
  tokens: { prompt: number; completion: number };
  createdAt: string;
  finishedAt: string | null;
}

export interface QuestionGenerationDetail extends QuestionGeneration {
  questions: QuestionDraft[];
}

export interface QuestionGenerationList {
  data: QuestionGeneration[];
  configured: boolean;
  model: string;
}

export interface AdminAchievement {
  id: string;
  title: string;
  description: string;
  type: string;
  icon: string;
  rarity: 'common' | 'rare' | 'epic' | 'legendary';
  category: string;
  reward: string;
  requirement: { metric: string; target: number };
  isActive: boolean;
  status: 'active' | 'inactive';
  usersEarned: number;
  createdAt: string;
}

export interface AdminAchievementList {
  data: AdminAchievement[];
  counts: { total: number; active: number; inactive: number; unlocks: number };
}

/** GET /api/admin/settings: the whole settings document (domain/settings/defaults.ts) with when and by whom it was saved. */
export type AdminSettingsDocument = Record<string, unknown> & { lastUpdated: string | null; updatedBy: string | null };

export interface OperatorFact {
  label: string;
  value: string;
  setBy: string;
}

/** GET /api/admin/system-settings: the six groups of spec 002 (database is read-only facts). */
/** GET /api/admin/game-rules: every money and game rule in sections (domain/settings/game-rules.ts). */
export type { GameRulesSection };

export interface GameRules {
  sections: GameRulesSection[];
  lastUpdated: string | null;
  updatedBy: string | null;
}

export interface SystemSettings {
  general: Record<string, unknown>;
  security: Record<string, unknown>;
  notifications: Record<string, unknown>;
  api: Record<string, unknown>;
  features: Record<string, unknown>;
  readOnly: {
    database: OperatorFact[];
    security: OperatorFact[];
    notifications: OperatorFact[];
    features?: OperatorFact[];
  };
  choices: Record<string, string[]>;
  lastUpdated: string | null;
  updatedBy: string | null;
}

export interface DailyBonusSettings {
  enabled: boolean;
  baseAmount: string;
  maxAmount: string;
  cooldownHours: number;
  streakEnabled: boolean;
  streakMultipliers: Record<string, number>;
  conditions: {
    requireQuiz: boolean;
    requireDeposit: boolean;
    requireVerification: boolean;
    minLevel: number;
    maxClaimsPerDay: number;
  };
  notifications: { enabled: boolean; reminderHours: number; streakMilestone: boolean };
}

export interface BonusClaimRow {
  id: string;
  userId: string;
  username: string;
  amount: string;
  streak: number;
  multiplier: number;
  timestamp: string;
  status: 'completed';
}

export interface BonusClaimPage {
  data: BonusClaimRow[];
  nextCursor: string | null;
}

export interface AdminDailyBonus {
  stats: {
    totalUsers: number;
    activeUsers: number;
    totalClaims: number;
    totalClaimsToday: number;
    totalClaimsThisWeek: number;
    totalClaimsThisMonth: number;
    totalRewardsDistributed: string;
    averageStreak: number;
    topStreak: number;
  };
  settings: DailyBonusSettings;
  recentClaims: BonusClaimPage;
}

export type AnalyticsPeriod = '24h' | '7d' | '30d' | '90d' | '1y';

export interface AnalyticsPoint {
  at: string;
  newUsers: number;
  quizzes: number;
  deposits: string;
  withdrawals: string;
  fees: string;
  rewards: string;
}

export interface Analytics {
  period: AnalyticsPeriod;
  from: string;
  to: string;
  bucket: 'hour' | 'day' | 'week';
  refreshedAt: string | null;
  overview: {
    totalUsers: number;
    newUsers: number;
    activeUsers: number;
    deposits: string;
    quizzesCompleted: number;
    averageScore: number;
    rewardsPaid: string;
    telegramUsers: number;
  };
  revenue: { deposits: string; withdrawals: string; fees: string; rewards: string };
  series: AnalyticsPoint[];
  quiz: {
    started: number;
    completed: number;
    completionRate: number;
    averageScore: number;
    challenge: number;
    difficulty: { easy: number; medium: number; hard: number };
    bonusClaims: number;
  };
  tournaments: {
    entries: number;
    entryFees: string;
    prizesPaid: string;
    platformFees: string;
    completed: number;
    prizeDistribution: { label: string; amount: string; share: number | null }[];
  };
  retention: { definition: string; cohorts: { day: number; users: number; active: number; rate: number | null }[] };
}

export interface JobProblem {
  id: string;
  task: string;
  attempts: number;
  maxAttempts: number;
  failed: boolean;
  lastError: string | null;
  updatedAt: string;
}

export interface Operations {
  server: { version: string; maxConnections: number; databaseBytes: number };
  connections: { state: string; count: number }[];
  migrations: { name: string; checksum: string; appliedAt: string }[];
  functionFiles: { path: string; checksum: string; appliedAt: string }[];
  tables: { name: string; rows: number; bytes: number }[];
  jobs: {
    counts: { queued: number; running: number; retrying: number; failed: number } | null;
    problems: JobProblem[];
  };
}

// Back office: users, security, loss prevention, audit log (issue 18).

export type AdminUserStatus = 'active' | 'pending' | 'blocked' | 'closed';

export interface AdminUserRow {
  id: string;
  name: string;
  username: string | null;
  email: string | null;
  level: number;
  balance: string;
  telegram: { id: string; username: string | null } | null;
  status: AdminUserStatus;
  blockedUntil: string | null;
  joinDate: string;
  withdrawalEnabled: boolean;
  riskScore: number | null;
}

export interface AdminUserCounts {
  total: number;
  telegram: number;
  active: number;
  pending: number;
  blocked: number;
}

export interface AdminUserPage extends AdminListPage<AdminUserRow> {
  counts: AdminUserCounts;
}

export interface BlockRecord {
  id: string;
  userId: string;
  userName: string;
  reason: string;
  blockedAt: string;
  until: string | null;
  status: 'active' | 'lifted' | 'expired';
}

export interface SecurityFlag {
  id: string;
  userId: string;
  userName: string;
  code: string;
  reason: string;
  timestamp: string;
  resolved: boolean;
}

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actor: string;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface AdminUserDetail extends User {
  status: AdminUserStatus;
  blockedUntil: string | null;
  closedAt: string | null;
  recentTransactions: Transaction[];
  recentQuizzes: {
    id: string;
    difficulty: string;
    mode: string;
    status: string;
    correctAnswers: number;
    questionCount: number;
    reward: string;
    startedAt: string;
  }[];
  flags: { id: string; code: string; reason: string; createdAt: string; resolved: boolean }[];
  risk: { score: number; level: 'low' | 'medium' | 'high'; reasons: string[]; scoredAt: string } | null;
  referrer: { id: string; name: string } | null;
  referrals: { id: string; name: string; joinDate: string }[];
  blocks: BlockRecord[];
  audit: { id: string; actor: string | null; action: string; before: unknown; after: unknown; createdAt: string }[];
}

export interface SecurityDashboard {
  stats: { totalUsers: number; blockedUsers: number; securityFlags: number; averageScore: number };
  blockedUsers: BlockRecord[];
  recentFlags: SecurityFlag[];
  rules: {
    maxDailyQuizzes: number;
    maxHourlyQuizzes: number;
    minTimeBetweenQuizzesMs: number;
    suspiciousScoreThreshold: number;
    rapidAnswerMs: number;
    maxConsecutiveCorrect: number;
    fraudDetection: boolean;
    riskFlagThreshold: number;
  };
}

export interface SecurityFlagPage {
  data: SecurityFlag[];
  nextCursor: string | null;
  prevCursor: string | null;
}

export interface LossPrevention {
  stats: {
    scoredUsers: number;
    highRisk: number;
    mediumRisk: number;
    totalRewards: string;
    lastScoredAt: string | null;
  };
  alerts: { level: 'medium' | 'high'; message: string }[];
  suspiciousUsers: {
    userId: string;
    name: string;
    username: string | null;
    riskScore: number;
    riskLevel: 'low' | 'medium' | 'high';
    reasons: string[];
    questionsAnswered: number;
    winRate: number;
    totalEarned: string;
    blocked: boolean;
  }[];
  highValueTransactions: Transaction[];
}

export interface AuditLogPage {
  data: AuditEntry[];
  nextCursor: string | null;
  prevCursor: string | null;
  filters: { actions: string[]; actors: { id: string; name: string }[] };
}
