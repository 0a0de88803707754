import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { balancesOf } from '../ledger/accounts.ts';
import { levelTitle, xpForLevel } from '../levels.ts';
import { formatAmount } from '../money.ts';
import { unreadOf } from '../notifications/list-notifications.ts';
import { referralLink } from '../referrals/referral-link.ts';
import { bonusLooksAvailable } from '../daily-bonus/daily-bonus-rules.ts';
import { readSettings } from '../settings/read-settings.ts';

type UserRow = {
  id: string;
  name: string;
  username: string | null;
  avatar: string | null;
  status: string;
  email: string | null;
  email_verified: boolean;
  is_admin: boolean;
  level: number;
  total_xp: number;
  tournaments_won: number;
  total_tournaments: number;
  questions_answered: number;
  quizzes_completed: number;
  correct_answers: number;
  total_score: number;
  quiz_streak: number;
  daily_streak: number;
  rank: string;
  language: string | null;
  total_earned: number;
  total_deposited: number;
  total_withdrawn: number;
  referral_earnings: number;
  tasks_completed: number;
  has_deposited: boolean;
  withdrawal_enabled: boolean;
  is_verified: boolean;
  telegram_id: number | null;
  telegram_username: string | null;
  telegram_full_name: string | null;
  telegram_photo_url: string | null;
  telegram_can_message: boolean;
  telegram_blocked_at: Date | null;
  referral_code: string;
  referrer_id: string | null;
  join_date: Date;
  last_seen: Date;
  last_bonus_claim_at: Date | null;
  bonus_claimed_today: boolean;
  bonus_quiz_today: boolean;
  invited_friends: number;
  quizzes_today: number;
  achievement_count: number;
  playable: number;
  locked: number;
  bonus: number;
  unread_notifications: number;
};

export type UserView = Awaited<ReturnType<typeof loadUserView>>;

/** The spec's User (spec 000 section 3 and the profile variant of spec 001), amounts as decimal strings. */
export async function loadUserView(db: Db, userId: string) {
  const [u] = await db<UserRow[]>`
    select u.*, e.email, e.verified_at is not null as email_verified,
      exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin,
      coalesce(u.last_bonus_claim_date = (now() at time zone u.timezone)::date, false) as bonus_claimed_today,
      exists (select 1 from quiz_sessions q where q.user_id = u.id and q.status = 'completed'
        and q.started_at > now() - interval '2 days'
        and q.completed_at >= ((now() at time zone u.timezone)::date)::timestamp at time zone u.timezone) as bonus_quiz_today,
      (select count(*) from users f where f.referrer_id = u.id)::int as invited_friends,
      (select count(*) from quiz_sessions s where s.user_id = u.id and s.started_at > now() - interval '24 hours')::int as quizzes_today,
      (select count(*) from user_achievements a where a.user_id = u.id)::int as achievement_count,
      coalesce((select balance from accounts a where a.user_id = u.id and a.kind = 'playable'), 0)::int8 as playable,
      coalesce((select locked from accounts a where a.user_id = u.id and a.kind = 'playable'), 0)::int8 as locked,
      coalesce((select balance from accounts a where a.user_id = u.id and a.kind = 'bonus'), 0)::int8 as bonus,
      ${unreadOf(db, userId)} as unread_notifications
    from users u left join email_identities e on e.user_id = u.id
    where u.id = ${userId}`;
  if (!u) throw new AppError('USER_NOT_FOUND', 'User data not found');
  const settings = await readSettings(db);
  const balances = balancesOf(u);
  const displayName = u.telegram_full_name || u.name || 'Guest User';
  const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
  return {
    id: u.id,
    userId: u.id,
    name: u.name || displayName,
    fullName: displayName,
    email: u.email,
    /** Whether the email account opened its verification link (false for a Telegram account without email). */
    emailVerified: u.email_verified,
    avatar: u.avatar ?? u.telegram_photo_url,
    username: u.username,
    role: u.is_admin ? ('admin' as const) : ('player' as const),
    isAdmin: u.is_admin,
    status: u.status,
    balance: formatAmount(balances.total),
    availableBalance: formatAmount(balances.available),
    playableBalance: formatAmount(balances.playable),
    bonusBalance: formatAmount(balances.bonus),
    lockedBalance: formatAmount(balances.locked),
    level: u.level,
    levelTitle: levelTitle(u.level),
    totalXP: u.total_xp,
    xp: u.total_xp,
    xpForNextLevel: xpForLevel(u.level),
    tournamentsWon: u.tournaments_won,
    totalTournaments: u.total_tournaments,
    questionsAnswered: u.questions_answered,
    quizzesCompleted: u.quizzes_completed,
    correctAnswers: u.correct_answers,
    averageScore: u.quizzes_completed > 0 ? Math.round((u.total_score / u.quizzes_completed) * 10) / 10 : 0,
    winRate: percent(u.correct_answers, u.questions_answered),
    streak: u.daily_streak,
    quizStreak: u.quiz_streak,
    rank: u.rank,
    totalEarned: formatAmount(u.total_earned),
    totalDeposited: formatAmount(u.total_deposited),
    totalWithdrawn: formatAmount(u.total_withdrawn),
    referralEarnings: formatAmount(u.referral_earnings),
    invitedFriends: u.invited_friends,
    referralCount: u.invited_friends,
    dailyBonusAvailable: bonusLooksAvailable(settings.features.dailyBonus, settings.dailyBonus, {
      claimedToday: u.bonus_claimed_today,
      lastAt: u.last_bonus_claim_at,
      quizToday: u.bonus_quiz_today,
      hasDeposited: u.has_deposited,
      isVerified: u.is_verified || u.telegram_id !== null,
      level: u.level,
    }),
    lastBonusClaim: u.last_bonus_claim_at?.toISOString() ?? null,
    unreadNotifications: Number(u.unread_notifications),
    pendingTasks: 0,
    tasksCompleted: u.tasks_completed,
    joinDate: u.join_date.toISOString(),
    lastSeen: u.last_seen.toISOString(),
    isTelegramUser: u.telegram_id !== null,
    telegramId: u.telegram_id,
    telegramUsername: u.telegram_username,
    telegramFullName: u.telegram_full_name,
    telegramPhotoUrl: u.telegram_photo_url,
    /** Whether notifications also go to the player's Telegram chat (allowed, and the bot not blocked). */
    telegramNotifications: u.telegram_id !== null && u.telegram_can_message && u.telegram_blocked_at === null,
    hasDeposited: u.has_deposited,
    withdrawalEnabled: u.withdrawal_enabled,
    isVerified: u.is_verified,
    dailyQuizzesCompleted: u.quizzes_today,
    maxDailyQuizzes: settings.security.maxDailyQuizzes,
    achievements: u.achievement_count,
    referralCode: u.referral_code,
    referralURL: referralLink(settings, u.referral_code),
    referrerId: u.referrer_id,
    /** The chosen interface language (en, es, fr, de, zh), or null to follow the device (decision 0036). */
    language: u.language,
  };
}
