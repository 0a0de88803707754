// Shapes of the API responses the web app reads (see /api/docs for the full contract).
// Amounts are decimal strings ("12.5"); the web app only formats them, never computes money.

export type ThemeMode = 'dark' | 'light' | 'auto'

export interface AppSettings {
  theme: ThemeMode
  primaryColor: string
  secondaryColor: string
  accentColor: string
  features: {
    tournaments: boolean
    tasks: boolean
    referrals: boolean
    dailyBonus: boolean
    achievements: boolean
    leaderboard: boolean
    chat: boolean
    notifications: boolean
    maintenanceMode: boolean
  }
  appConfig: {
    appName: string
    appVersion: string
    maintenanceMessage: string
    welcomeMessage: string
    supportEmail: string
    supportTelegram: string
  }
  layout: {
    showHeader: boolean
    showBottomNav: boolean
    showSidebar: boolean
    compactMode: boolean
    showAnimations: boolean
    showSounds: boolean
  }
  content: {
    homePageTitle: string
    homePageSubtitle: string
    quizPageTitle: string
    tournamentPageTitle: string
    earnPageTitle: string
    profilePageTitle: string
  }
  maintenance: { enabled: boolean; message: string }
}

export type Role = 'player' | 'admin'

export interface User {
  id: string
  userId: string
  name: string | null
  fullName: string | null
  email: string | null
  avatar: string | null
  username: string | null
  role: Role
  isAdmin: boolean
  balance: string
  availableBalance: string
  playableBalance: string
  bonusBalance: string
  level: number
  totalXP: number
  xp: number
  xpForNextLevel: number
  tournamentsWon: number
  questionsAnswered: number
  quizzesCompleted: number
  correctAnswers: number
  averageScore: number
  winRate: number
  streak: number
  rank: string | number | null
  totalEarned: string
  totalDeposited: string
  totalWithdrawn: string
  invitedFriends: number
  dailyBonusAvailable: boolean
  lastBonusClaim: string | null
  unreadNotifications: number
  pendingTasks: number
  joinDate: string
  lastSeen: string | null
  isTelegramUser: boolean
  telegramId: string | number | null
  telegramUsername: string | null
  telegramFullName: string | null
  telegramPhotoUrl: string | null
  hasDeposited: boolean
  withdrawalEnabled: boolean
  isVerified: boolean
  dailyQuizzesCompleted: number
  maxDailyQuizzes: number
  achievements: number
  referralCode: string | null
}

export interface AuthTokens {
  accessToken: string
  refreshToken: string
}

export interface AuthResult extends AuthTokens {
  user: User
}

export interface TelegramInitResult {
  user: User
  tokens: AuthTokens
  isNewUser: boolean
}

export interface AdminDashboard {
  overview: {
    users: { totalUsers: number; activeUsers: number; newUsers: number; telegramUsers: number }
    revenue: {
      totalRevenue: string | number
      dailyRevenue: string | number
      monthlyRevenue: string | number
      pendingWithdrawals: string | number
    }
    quiz: { totalQuizzes: number; averageScore: number; completionRate: number; dailyQuizzes: number }
    tournaments: {
      totalTournaments: number
      activeTournaments: number
      totalParticipants: number
      totalPrizePool: string | number
    }
  }
  recent: {
    users: Array<{ id: string; name: string | null; email: string | null; joinDate: string; status: string }>
    transactions: Array<{ id: string; user: string | null; amount: string | number; type: string; status: string; date: string }>
  }
  pending: {
    deposits: number
    withdrawals: number
    verifications: number
    supportTickets: number
    tournamentApprovals: number
  }
}

// Wallet (GET /api/wallet, /api/transactions, /api/admin/transactions, /api/admin/wallet-addresses)

export type DepositMethod = 'crypto' | 'card' | 'bank'
export type TransactionStatus = 'pending' | 'processing' | 'completed' | 'failed' | 'rejected'

export interface WalletNetwork {
  network: string
  name: string
  address: string
  label: string
  minDeposit: string
  maxDeposit: string
  fee: string
  speed: string
  processingTime: string
}

export interface Wallet {
  balances: { balance: string; playableBalance: string; bonusBalance: string; availableBalance: string; lockedBalance: string }
  limits: {
    minWithdrawal: string
    /** Already the smaller of the setting and the available balance. */
    maxWithdrawal: string
    withdrawalFee: string
    dailyLimit: string
    dailyRemaining: string
    monthlyLimit: string
    monthlyRemaining: string
    maxWithdrawalsPerDay: number
    withdrawalsToday: number
    minDeposit: string
    maxDeposit: string
    processingTime: { deposit: string; withdrawal: string }
  }
  depositMethods: Array<{ method: DepositMethod; minAmount: string; feePercent: number }>
  networks: WalletNetwork[]
}

export interface Transaction {
  id: string
  userId: string
  type: string
  amount: string
  fee: string
  netAmount: string
  status: TransactionStatus
  description: string
  network: string
  walletAddress: string
  txHash: string | null
  details: { method?: DepositMethod; reference?: string; reason?: string; hasProof: boolean }
  timestamp: string
  date: string
  updatedAt: string
  reviewedAt: string | null
  /** Admin lists only. */
  userName?: string
  username?: string
}

export interface TransactionPage {
  data: Transaction[]
  nextCursor: string | null
}

export interface AdminTransactionPage {
  data: Transaction[]
  total: number
  page: number
  pageSize: number
  summary: { totalTransactions: number; pendingReview: number; totalVolume: string; completed: number }
}

export interface WalletAddress {
  id: string
  network: string
  address: string
  name: string
  minDeposit: string
  maxDeposit: string
  processingTime: string
  isActive: boolean
  createdAt: string
  updatedAt: string
}

export interface WalletAddressList {
  data: WalletAddress[]
  networks: Array<{ code: string; name: string }>
  stats: { total: number; active: number; inactive: number; networks: number }
}
