import { type Db, type Sql, transaction, type Tx } from '../../db/connection.ts';
import { usdt } from '../money.ts';
import { defaultSettings, type Settings } from '../settings/defaults.ts';
import { readSettings } from '../settings/read-settings.ts';
import { type LinkKind, linkReason, linkedAccountsOf } from './linked-accounts.ts';

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

/** The facts of each player (by id) who exists. */
async function readFacts(db: Db, userIds: string[], now: Date): Promise<Map<string, RiskFacts>> {
  const rows = await db<(Omit<RiskFacts, 'linkedByDevice' | 'linkedByAddress' | 'linkedByWallet'> & { id: string })[]>`
    select u.id, u.questions_answered as "questionsAnswered", u.correct_answers as "correctAnswers",
      u.total_earned::float8 as "totalEarned",
      (select count(*) from transactions t where t.user_id = u.id and t.type = 'withdrawal'
         and t.created_at > ${now}::timestamptz - interval '1 hour')::int as "withdrawalsLastHour",
      (select count(*) from transactions t where t.user_id = u.id and t.type = 'deposit'
         and t.created_at > ${now}::timestamptz - interval '1 hour')::int as "depositsLastHour",
      (select count(*) from security_flags f where f.user_id = u.id and f.resolved_at is null
         and f.code <> 'RISK_SCORE')::int as "openFlags"
    from users u where u.id = any(${userIds}::uuid[])`;
  const linked = await linkedAccountsOf(db, userIds);
  return new Map(
    rows.map(({ id, ...row }) => {
      const links = linked.get(id)!;
      return [
        id,
        { ...row, linkedByDevice: links.device, linkedByAddress: links.address, linkedByWallet: links.wallet },
      ];
    }),
  );
}

/**
 * Scores players and keeps their scores; raises one open RISK_SCORE flag for each at the threshold.
 * Idempotent. Returns each existing player's score by id. Rows are written in id order, so two
 * calls that share players lock them in the same order.
 */
export async function scoreUsers(tx: Tx, userIds: string[], now: Date = new Date()): Promise<Map<string, RiskScore>> {
  const facts = await readFacts(tx, userIds, now);
  if (facts.size === 0) return new Map();
  const settings = await readSettings(tx);
  const scores = new Map(
    [...facts].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, f]) => [id, riskOf(f, settings.security)]),
  );
  const ids = [...scores.keys()];
  const risks = [...scores.values()];
  await tx`
    insert into risk_scores (user_id, score, level, reasons, scored_at)
    select x.user_id, x.score, x.level, x.reasons::jsonb, ${now}
    from unnest(${ids}::uuid[], ${risks.map((r) => r.score)}::int2[], ${risks.map((r) => r.level)}::text[],
      ${risks.map((r) => JSON.stringify(r.reasons))}::text[]) as x(user_id, score, level, reasons)
    order by x.user_id
    on conflict (user_id) do update set score = excluded.score, level = excluded.level,
      reasons = excluded.reasons, scored_at = excluded.scored_at`;
  const threshold = settings.security.riskFlagThreshold;
  const flagged = [...scores].filter(([, risk]) => risk.score >= threshold);
  if (flagged.length > 0) {
    await tx`
      insert into security_flags (user_id, code, reason)
      select x.user_id, 'RISK_SCORE', x.reason
      from unnest(${flagged.map(([id]) => id)}::uuid[], ${flagged.map(([, r]) => `Risk score ${r.score}: ${r.reasons.join('; ')}`)}::text[])
        as x(user_id, reason)
      where not exists (select 1 from security_flags f where f.user_id = x.user_id and f.code = 'RISK_SCORE' and f.resolved_at is null)`;
  }
  return scores;
}

/** Scores one player (scoreUsers); null when there is no such player. */
export async function scoreUser(tx: Tx, userId: string, now: Date = new Date()): Promise<RiskScore | null> {
  return (await scoreUsers(tx, [userId], now)).get(userId) ?? null;
}

/** Queues a (re)score of the player in the caller's transaction (`fraud_queue_score`, domain/fraud/queue-score.sql); bursts collapse into one job. */
export async function queueScore(db: Db, userId: string): Promise<void> {
  await db`select fraud_queue_score(${userId})`;
}

/** Players the sweep takes in one transaction: a few statements for all of them, and a finished
 * quiz of one of theirs waits for at most that many scores. */
const SWEEP_BATCH = 25;

/**
 * The per-minute sweep of the players a finished quiz marked due (decision 0079,
 * domain/fraud/mark-rescore-due.sql): taken in batches of SWEEP_BATCH, each batch scored and
 * unmarked in one transaction, skipping rows another sweep holds; at most as many as were due when it
 * began, so a busy minute cannot keep it running. A player scored more recently than their own
 * interval (fraud_rescore_interval, 2.5 to 7.5 minutes) stays due for a later sweep, so a player who
 * finishes a quiz every minute is scored about every five, and the sweep's work is about a fifth of
 * the active players. Returns how many it took.
 */
export async function scoreDuePlayers(sql: Sql, now: Date = new Date()): Promise<number> {
  const ready = sql`
    select d.user_id from fraud_rescore_due d
    where not exists (select 1 from risk_scores r
                      where r.user_id = d.user_id and r.scored_at > ${now}::timestamptz - fraud_rescore_interval(d.user_id))`;
  const [{ due } = { due: 0 }] = await sql<{ due: number }[]>`select count(*)::int as due from (${ready}) d`;
  let scored = 0;
  while (scored < due) {
    const taken = await transaction(sql, async (tx) => {
      const rows = await tx<{ user_id: string }[]>`
        delete from fraud_rescore_due
        where user_id in (${ready} limit ${Math.min(SWEEP_BATCH, due - scored)} for update of d skip locked)
        returning user_id`;
      if (rows.length > 0)
        await scoreUsers(
          tx,
          rows.map((r) => r.user_id),
          now,
        );
      return rows.length;
    });
    if (taken === 0) break;
    scored += taken;
  }
  return scored;
}

/** The nightly sweep: every player active in the last day (or every player with `all`). */
export async function playersToScore(db: Db, since: Date | null): Promise<string[]> {
  const rows = await db<{ id: string }[]>`
    select id from users where closed_at is null and (${since}::timestamptz is null or last_seen > ${since}::timestamptz)`;
  return rows.map((r) => r.id);
}
