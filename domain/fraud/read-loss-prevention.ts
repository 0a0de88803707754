import type { Db } from '../../db/connection.ts';
import { formatAmount, usdt } from '../money.ts';
import { transactionJson, type TransactionRow } from '../wallet/transaction-view.ts';
import type { RiskLevel } from './score-user.ts';

/** Total rewards above this raise the medium alert (spec 002 section 9), in micro-USDT. */
const REWARDS_ALERT = usdt(10_000);
/** Transactions above this are listed as high-value. */
const HIGH_VALUE = usdt(10);
/** Reward journals the alert counts (spec 002 section 9). */
const REWARD_TYPES = ['quiz_reward', 'daily_bonus', 'streak_bonus'];

/**
 * The loss-prevention dashboard (spec 002 section 2.16) from the fraud job's scores (risk_scores,
 * by its score index), the transaction counters and the high-value index: no scan per request.
 */
export async function readLossPrevention(db: Db) {
  const [levels, suspicious, highValue, [rewards], [scoredAt]] = await Promise.all([
    db<{ level: string; n: number }[]>`select level, count(*)::int as n from risk_scores group by level`,
    db<
      {
        user_id: string;
        name: string;
        username: string | null;
        score: number;
        level: RiskLevel;
        reasons: string[];
        questions_answered: number;
        correct_answers: number;
        total_earned: string;
        status: string;
        blocked_until: Date | null;
      }[]
    >`
      select r.user_id, coalesce(nullif(u.telegram_full_name, ''), u.name) as name,
        coalesce(u.username, u.telegram_username) as username, r.score, r.level, r.reasons,
        u.questions_answered, u.correct_answers, u.total_earned::text, u.status, u.blocked_until
      from (select * from risk_scores where level <> 'low' order by score desc, user_id limit 50) r
      join users u on u.id = r.user_id order by r.score desc, r.user_id`,
    db<TransactionRow[]>`
      select t.*, coalesce(nullif(u.telegram_full_name, ''), u.name) as user_name,
        coalesce(u.username, u.telegram_username) as username
      from (select * from transactions where amount > ${HIGH_VALUE} order by created_at desc, id desc limit 10) t
      join users u on u.id = t.user_id order by t.created_at desc, t.id desc`,
    db<{ total: string }[]>`
      select coalesce(sum(amount), 0)::text as total
      from (select type, status, amount from transaction_counters
            union all select type, status, amount from transaction_counter_changes) counters
      where type in ${db(REWARD_TYPES)} and status = 'completed'`,
    db<{ at: Date | null }[]>`select max(scored_at) as at from risk_scores`,
  ]);
  const count = (level: string) => levels.find((l) => l.level === level)?.n ?? 0;
  const totalRewards = Number(rewards!.total);
  const now = Date.now();
  return {
    stats: {
      scoredUsers: levels.reduce((sum, l) => sum + l.n, 0),
      highRisk: count('high'),
      mediumRisk: count('medium'),
      totalRewards: formatAmount(totalRewards),
      lastScoredAt: scoredAt!.at?.toISOString() ?? null,
    },
    alerts:
      totalRewards > REWARDS_ALERT
        ? [
            {
              level: 'medium' as const,
              message: `Total rewards paid (${formatAmount(totalRewards)} USDT) exceed 10,000 USDT`,
            },
          ]
        : [],
    suspiciousUsers: suspicious.map((u) => ({
      userId: u.user_id,
      name: u.name || 'Guest User',
      username: u.username,
      riskScore: u.score,
      riskLevel: u.level,
      reasons: u.reasons,
      questionsAnswered: u.questions_answered,
      winRate: u.questions_answered > 0 ? Math.round((u.correct_answers * 1000) / u.questions_answered) / 10 : 0,
      totalEarned: formatAmount(Number(u.total_earned)),
      blocked: u.status === 'blocked' && (!u.blocked_until || u.blocked_until.getTime() > now),
    })),
    highValueTransactions: highValue.map(transactionJson),
  };
}
export type LossPrevention = Awaited<ReturnType<typeof readLossPrevention>>;
