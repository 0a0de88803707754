import type { Db } from '../../db/connection.ts';
import { loadUserView } from '../identity/user-view.ts';
import { formatAmount } from '../money.ts';
import { transactionJson, type TransactionRow } from '../wallet/transaction-view.ts';
import { listBlocks } from './block-user.ts';
import type { RiskLevel } from '../fraud/score-user.ts';

/** Everything the user drawer of the back office shows about one player. */
export async function readUserForAdmin(db: Db, userId: string, now: Date) {
  const profile = await loadUserView(db, userId);
  const [transactions, quizzes, flags, risk, referrer, referrals, audit, blocks, extra] = await Promise.all([
    db<
      TransactionRow[]
    >`select * from transactions where user_id = ${userId} order by created_at desc, id desc limit 10`,
    db<
      {
        id: string;
        difficulty: string;
        mode: string;
        status: string;
        correct_answers: number;
        question_count: number;
        reward: string;
        started_at: Date;
      }[]
    >`
      select id, difficulty, mode, status, correct_answers, question_count, reward::text, started_at
      from quiz_sessions where user_id = ${userId} order by started_at desc limit 10`,
    db<{ id: string; code: string; reason: string; created_at: Date; resolved_at: Date | null }[]>`
      select id::text, code, reason, created_at, resolved_at from security_flags where user_id = ${userId}
      order by created_at desc limit 20`,
    db<{ score: number; level: RiskLevel; reasons: string[]; scored_at: Date }[]>`
      select score, level, reasons, scored_at from risk_scores where user_id = ${userId}`,
    db<{ id: string; name: string }[]>`
      select r.id, coalesce(nullif(r.telegram_full_name, ''), r.name) as name
      from users u join users r on r.id = u.referrer_id where u.id = ${userId}`,
    db<{ id: string; name: string; join_date: Date }[]>`
      select id, coalesce(nullif(telegram_full_name, ''), name) as name, join_date from users
      where referrer_id = ${userId} order by join_date desc limit 20`,
    db<{ id: string; actor_name: string | null; action: string; before: unknown; after: unknown; created_at: Date }[]>`
      select l.id::text, coalesce(nullif(a.telegram_full_name, ''), a.name) as actor_name, l.action, l.before, l.after, l.created_at
      from audit_log l left join users a on a.id = l.actor_id
      where l.target_type = 'user' and l.target_id = ${userId} order by l.created_at desc limit 20`,
    listBlocks(db, { userId, now, limit: 20 }),
    db<{ closed_at: Date | null; status: string; blocked_until: Date | null; telegram_blocked_at: Date | null }[]>`
      select closed_at, status, blocked_until, telegram_blocked_at from users where id = ${userId}`,
  ]);
  const row = extra[0]!;
  const blocked = row.status === 'blocked' && (!row.blocked_until || row.blocked_until > now);
  return {
    ...profile,
    status: row.closed_at ? ('closed' as const) : blocked ? ('blocked' as const) : ('active' as const),
    blockedUntil: blocked ? (row.blocked_until?.toISOString() ?? null) : null,
    closedAt: row.closed_at?.toISOString() ?? null,
    /** When the player blocked the bot (no bot messages since), until they start it again. */
    telegramBlockedAt: row.telegram_blocked_at?.toISOString() ?? null,
    recentTransactions: transactions.map(transactionJson),
    recentQuizzes: quizzes.map((q) => ({
      id: q.id,
      difficulty: q.difficulty,
      mode: q.mode,
      status: q.status,
      correctAnswers: q.correct_answers,
      questionCount: q.question_count,
      reward: formatAmount(Number(q.reward)),
      startedAt: q.started_at.toISOString(),
    })),
    flags: flags.map((f) => ({
      id: f.id,
      code: f.code,
      reason: f.reason,
      createdAt: f.created_at.toISOString(),
      resolved: f.resolved_at !== null,
    })),
    risk: risk[0]
      ? {
          score: risk[0].score,
          level: risk[0].level,
          reasons: risk[0].reasons,
          scoredAt: risk[0].scored_at.toISOString(),
        }
      : null,
    referrer: referrer[0] ?? null,
    referrals: referrals.map((r) => ({ id: r.id, name: r.name, joinDate: r.join_date.toISOString() })),
    blocks,
    audit: audit.map((a) => ({
      id: a.id,
      actor: a.actor_name,
      action: a.action,
      before: a.before,
      after: a.after,
      createdAt: a.created_at.toISOString(),
    })),
  };
}
export type AdminUserDetail = Awaited<ReturnType<typeof readUserForAdmin>>;
