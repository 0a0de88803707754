// The API's responses the web app reads (see /api/docs for the full contract), as the server builds
// them: each is the server's own type read through JSON (`Jsonified`, decision 0050), so a changed
// shape fails the typecheck of every screen that reads it. Type-only imports: no server code reaches
// the bundle. Amounts are decimal strings; the web app only formats them, never computes money.
import type { TelegramSession, SignedInSession } from '../../../api/identity/session';
import type { AchievementList } from '../../../domain/achievements/manage-achievements';
import type { ListPage, ListTotal } from '../../../domain/admin-list';
import type { Analytics as AnalyticsJson } from '../../../domain/analytics/read-analytics';
import type { AuditLogPage as AuditLogPageJson } from '../../../domain/audit';
import type {
  BonusClaimPage as BonusClaimPageJson,
  DailyBonusAdmin,
} from '../../../domain/daily-bonus/daily-bonus-claims';
import type { Dashboard } from '../../../domain/dashboard/load-dashboard';
import type { TelegramLinkCode as LinkCodeJson, TelegramStatus } from '../../../domain/dashboard/telegram-status';
import type { Operations as OperationsJson } from '../../../domain/database/read-operations';
import type { LossPrevention as LossPreventionJson } from '../../../domain/fraud/read-loss-prevention';
import type { UserView } from '../../../domain/identity/user-view';
import type { Jsonified } from '../../../domain/json';
import type { QuestionImportReport as ImportReportJson } from '../../../domain/questions/import-questions';
import type { QuestionPage, QuestionStats as QuestionStatsJson } from '../../../domain/questions/list-questions';
import type { QuestionJson } from '../../../domain/questions/question-view';
import type {
  DraftJson,
  GenerationDetail,
  GenerationJson,
  GenerationList,
} from '../../../domain/questions/request-generation';
import type {
  SecurityDashboard as SecurityJson,
  SecurityFlagPage as FlagPageJson,
} from '../../../domain/security/read-security';
import type { PublicSettings } from '../../../domain/settings/read-settings';
import type {
  AdminSettingsDocument as SettingsDocumentJson,
  GameRules as GameRulesJson,
  SystemSettings as SystemSettingsJson,
} from '../../../domain/settings/settings-meta';
import type { BlockRecord as BlockRecordJson } from '../../../domain/users/block-user';
import type { UserListJson, UserPage } from '../../../domain/users/list-users';
import type { AdminUserDetail as AdminUserDetailJson } from '../../../domain/users/read-user';
import type { ChainFindings as ChainFindingsJson } from '../../../domain/wallet/chains/chain-rules';
import type { DepositAddressList } from '../../../domain/wallet/deposit-addresses';
import type { DepositIntent as DepositIntentJson } from '../../../domain/wallet/deposit-intents';
import type {
  AdminTransactionPage as AdminTransactionPageJson,
  TransactionPage as TransactionPageJson,
} from '../../../domain/wallet/list-transactions';
import type { Wallet as WalletJson } from '../../../domain/wallet/read-wallet';
import type { SimilarDeposit as SimilarDepositJson } from '../../../domain/wallet/similar-deposits';
import type { TransactionJson } from '../../../domain/wallet/transaction-view';

export type { TransactionStatus } from '../../../domain/ledger/types';
export type { AccountStatus as AdminUserStatus } from '../../../domain/users/user-statuses';
export type { DepositMethod } from '../../../domain/wallet/wallet-rules';

export type AppSettings = Jsonified<PublicSettings>;
export type ThemeMode = AppSettings['theme'];

export type User = Jsonified<UserView>;
export type AuthResult = Jsonified<SignedInSession>;
export type AuthTokens = Pick<AuthResult, 'accessToken' | 'refreshToken'>;
export type TelegramInitResult = Jsonified<TelegramSession>;

export type AdminDashboard = Jsonified<Dashboard>;
export type AdminTelegramStatus = Jsonified<TelegramStatus>;
export type TelegramLinkCode = Jsonified<LinkCodeJson>;

export type Wallet = Jsonified<WalletJson>;
export type WalletNetwork = Wallet['networks'][number];
export type Transaction = Jsonified<TransactionJson> & { similarDeposits?: SimilarDeposit[] };
export type SimilarDeposit = Jsonified<SimilarDepositJson>;
export type TransactionPage = Jsonified<TransactionPageJson>;
export type AdminTransactionPage = Jsonified<AdminTransactionPageJson>;
/** What every back-office list's pager reads (decision 0021): cursors both ways and a total that may be capped. */
export type AdminListPager = Jsonified<Omit<ListPage<unknown>, 'rows'> & ListTotal> & { data: readonly unknown[] };
export type WalletAddressList = Jsonified<DepositAddressList>;
export type WalletAddress = WalletAddressList['data'][number];

export type AdminQuestion = Jsonified<QuestionJson>;
export type AdminQuestionPage = Jsonified<QuestionPage>;
export type QuestionStats = Jsonified<QuestionStatsJson>;
export type QuestionImportReport = Jsonified<ImportReportJson>;
export type QuestionDraft = Jsonified<DraftJson>;
export type DraftVerdict = QuestionDraft['verdict'];
export type QuestionGeneration = Jsonified<GenerationJson>;
export type QuestionGenerationDetail = Jsonified<GenerationDetail>;
export type QuestionGenerationList = Jsonified<GenerationList>;

export type AdminAchievementList = Jsonified<AchievementList>;
export type AdminAchievement = AdminAchievementList['data'][number];

export type AdminSettingsDocument = Jsonified<SettingsDocumentJson>;
export type SystemSettings = Jsonified<SystemSettingsJson>;
export type GameRules = Jsonified<GameRulesJson>;
export type GameRulesSection = GameRules['sections'][number];
export type OperatorFact = SystemSettings['readOnly']['database'][number];

export type AdminDailyBonus = Jsonified<DailyBonusAdmin>;
export type DailyBonusSettings = AdminDailyBonus['settings'];
export type BonusClaimPage = Jsonified<BonusClaimPageJson>;
export type BonusClaimRow = BonusClaimPage['data'][number];

export type Analytics = Jsonified<AnalyticsJson>;
export type AnalyticsPeriod = Analytics['period'];
export type AnalyticsPoint = Analytics['series'][number];

export type Operations = Jsonified<OperationsJson>;
export type JobProblem = Operations['jobs']['problems'][number];

export type AdminUserRow = Jsonified<UserListJson>;
export type AdminUserPage = Jsonified<UserPage>;
export type AdminUserCounts = AdminUserPage['counts'];
export type AdminUserDetail = Jsonified<AdminUserDetailJson>;
export type BlockRecord = Jsonified<BlockRecordJson>;
export type SecurityDashboard = Jsonified<SecurityJson>;
export type SecurityFlagPage = Jsonified<FlagPageJson>;
export type SecurityFlag = SecurityFlagPage['data'][number];
export type LossPrevention = Jsonified<LossPreventionJson>;
export type AuditLogPage = Jsonified<AuditLogPageJson>;
export type AuditEntry = AuditLogPage['data'][number];

export type ChainFindings = Jsonified<ChainFindingsJson>;
export type DepositIntent = Jsonified<DepositIntentJson>;
