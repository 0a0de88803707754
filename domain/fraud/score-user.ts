import { type Db, type Sql, transaction, type Tx } from '../../db/connection.ts';
import { usdt } from '../money.ts';
import { defaultSettings, type Settings } from '../settings/defaults.ts';
import { readSettings } from '../settings/read-settings.ts';
import { type LinkKind, linkReason, linkedAccounts } from './linked-accounts.ts';

// The fraud score (DESIGN section 7, fraud__score_user): 0-100 with named reasons, from the loss
// prevention rules of spec 002 section 9, velocity of money movements, and accounts linked by a
// shared device, client address or withdrawal address. A score at or above the settings'
// security.riskFlagThreshold raises a security flag for review; it never moves money or blocks.

export type RiskLevel = 'low' | 'medium' | 'high';
export type RiskScore = { score: number; level: RiskLevel; reasons: string[] };

export type RiskFacts = {
  questionsAnswered: number;
  correctAnswers: number;
  totalEarned: number; // micro-USDT
  withdrawalsLastHour: number;
  depositsLastHour: number;
  linkedByDevice: number;
  linkedByAddress: number;
  linkedByWallet: number;
  openFlags: number;
};

/** Money requests in one hour that read as velocity. */
const VELOCITY_LIMIT = 3;

/** The win-rate tiers of the settings, shared with the quiz's security multiplier (security.highWinRate, watchWinRate). */
export type WinRateTiers = Pick<Settings['security'], 'highWinRate' | 'watchWinRate'>;

/**
 * The rules as pure arithmetic (spec 002 section 9), so each is tested on its own. The win-rate
 * thresholds are the security multiplier's settings; spec 002 reads them as "over N questions"
 * where the multiplier (spec 000) says "after N answers", so here the count must exceed them.
 */
export function riskOf(f: RiskFacts, tiers: WinRateTiers = defaultSettings.security): RiskScore {
  const { highWinRate: high, watchWinRate: watch } = tiers;
  const winRate = f.questionsAnswered > 0 ? (f.correctAnswers * 100) / f.questionsAnswered : 0;
  const rate = `${Math.round(winRate * 10) / 10}%`;
  const reasons: string[] = [];
  let score = 0;
  let level: RiskLevel = 'low';
  if (winRate > high.winRate && f.questionsAnswered > high.minAnswers) {
    score += 50;
    level = 'high';
    reasons.push(`Win rate ${rate} over ${f.questionsAnswered} questions`);
  }
  if (f.totalEarned > usdt(1000) && f.questionsAnswered < 100) {
    score += 50;
    level = 'high';
    reasons.push(`Earned over 1000 USDT in ${f.questionsAnswered} questions`);
  }
  if (level === 'low' && winRate > watch.winRate && f.questionsAnswered > watch.minAnswers) {
    score += 30;
    level = 'medium';
    reasons.push(
      f.totalEarned > usdt(500)
        ? `Win rate ${rate} over ${f.questionsAnswered} questions and earned over 500 USDT`
        : `Win rate ${rate} over ${f.questionsAnswered} questions`,
    );
  }
  if (f.withdrawalsLastHour >= VELOCITY_LIMIT) {
    score += 20;
    reasons.push(`${f.withdrawalsLastHour} withdrawal requests in one hour`);
  }
  if (f.depositsLastHour >= VELOCITY_LIMIT) {
    score += 10;
    reasons.push(`${f.depositsLastHour} deposits in one hour`);
  }
  const links: [number, LinkKind][] = [
    [f.linkedByDevice, 'device'],
    [f.linkedByAddress, 'address'],
    [f.linkedByWallet, 'wallet'],
  ];
  for (const [count, kind] of links) {
    if (count > 0) {
      score += 25;
      reasons.push(linkReason(count, kind));
    }
  }
  if (f.openFlags > 0) {
    score += Math.min(20, 10 * f.openFlags);
    reasons.push(`${f.openFlags} open security flag${f.openFlags === 1 ? '' : 's'}`);
  }
  score = Math.min(100, score);
  if (level === 'low' && score >= 70) level = 'high';
  else if (level === 'low' && score >= 40) level = 'medium';
  return { score, level, reasons };
}

async function readFacts(db: Db, userId: string, now: Date): Promise<RiskFacts | null> {
  const [row] = await db<Omit<RiskFacts, 'linkedByDevice' | 'linkedByAddress' | 'linkedByWallet'>[]>`
    select u.questions_answered as "questionsAnswered", u.correct_answers as "correctAnswers",
      u.total_earned::float8 as "totalEarned",
      (select count(*) from transactions t where t.user_id = u.id and t.type = 'withdrawal'
         and t.created_at > ${now}::timestamptz - interval '1 hour')::int as "withdrawalsLastHour",
      (select count(*) from transactions t where t.user_id = u.id and t.type = 'deposit'
         and t.created_at > ${now}::timestamptz - interval '1 hour')::int as "depositsLastHour",
      (select count(*) from security_flags f where f.user_id = u.id and f.resolved_at is null
         and f.code <> 'RISK_SCORE')::int as "openFlags"
    from users u where u.id = ${userId}`;
  if (!row) return null;
  const linked = await linkedAccounts(db, userId);
  return { ...row, linkedByDevice: linked.device, linkedByAddress: linked.address, linkedByWallet: linked.wallet };
}

/** Scores one player and keeps the score; raises one open RISK_SCORE flag at the threshold. Idempotent. */
export async function scoreUser(tx: Tx, userId: string, now: Date = new Date()): Promise<RiskScore | null> {
  const facts = await readFacts(tx, userId, now);
  if (!facts) return null;
  const settings = await readSettings(tx);
  const risk = riskOf(facts, settings.security);
  await tx`
    insert into risk_scores (user_id, score, level, reasons, scored_at)
    values (${userId}, ${risk.score}, ${risk.level}, ${tx.json(risk.reasons)}, ${now})
    on conflict (user_id) do update set score = excluded.score, level = excluded.level,
      reasons = excluded.reasons, scored_at = excluded.scored_at`;
  const threshold = settings.security.riskFlagThreshold;
  if (risk.score >= threshold) {
    await tx`
      insert into security_flags (user_id, code, reason)
      select ${userId}, 'RISK_SCORE', ${`Risk score ${risk.score}: ${risk.reasons.join('; ')}`}
      where not exists (select 1 from security_flags where user_id = ${userId} and code = 'RISK_SCORE' and resolved_at is null)`;
  }
  return risk;
}

/** Queues a (re)score of the player in the caller's transaction (`fraud_queue_score`, domain/fraud/queue-score.sql); bursts collapse into one job. */
export async function queueScore(db: Db, userId: string): Promise<void> {
  await db`select fraud_queue_score(${userId})`;
}

/**
 * The per-minute sweep of the players a finished quiz marked due (decision 0079,
 * domain/fraud/mark-rescore-due.sql): each is taken, scored and unmarked in one transaction, skipping
 * a row another sweep holds; at most as many as were due when it began, so a busy minute cannot keep
 * it running. Returns how many it scored.
 */
export async function scoreDuePlayers(sql: Sql): Promise<number> {
  const [{ due } = { due: 0 }] = await sql<{ due: number }[]>`select count(*)::int as due from fraud_rescore_due`;
  let scored = 0;
  for (; scored < due; scored++) {
    const taken = await transaction(sql, async (tx) => {
      const [row] = await tx<{ user_id: string }[]>`
        delete from fraud_rescore_due
        where user_id = (select user_id from fraud_rescore_due limit 1 for update skip locked)
        returning user_id`;
      if (row) await scoreUser(tx, row.user_id);
      return row !== undefined;
    });
    if (!taken) break;
  }
  return scored;
}

/** The nightly sweep: every player active in the last day (or every player with `all`). */
export async function playersToScore(db: Db, since: Date | null): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    select id from users where closed_at is null and (${since}::timestamptz is null or last_seen > ${since}::timestamptz)`;
  return rows.map((r) => r.id);
}
