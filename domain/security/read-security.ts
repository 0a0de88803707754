import type { Db } from '../../db/connection.ts';
import { keysetOrder, keysetPage, keysetWhere, type ListKey, listPosition, cursorAt } from '../admin-list.ts';
import { AppError } from '../errors.ts';
import { quizRules } from '../quiz/quiz-rules.ts';
import { readSettings } from '../settings/read-settings.ts';
import { listBlocks } from '../users/block-user.ts';
import { userCounts } from '../users/list-users.ts';
import { writeAudit } from '../audit.ts';
import type { Tx } from '../../db/connection.ts';

/** How many of the latest completed quizzes the average score is taken over. */
const AVERAGE_OVER = 1000;

type FlagRow = {
  id: string;
  cursor_at: string;
  user_id: string;
  user_name: string;
  code: string;
  reason: string;
  created_at: Date;
  resolved_at: Date | null;
};
const flagKey: ListKey = { at: 'f.created_at', id: 'f.id', idType: 'bigint' };

const flagJson = (f: FlagRow) => ({
  id: f.id,
  userId: f.user_id,
  userName: f.user_name,
  code: f.code,
  reason: f.reason,
  timestamp: f.created_at.toISOString(),
  resolved: f.resolved_at !== null,
});

/** Security flags newest first (open ones, or all), keyset paged. */
export async function listFlags(db: Db, input: { open: boolean; cursor: string | null; limit: number }) {
  const position = listPosition({ cursor: input.cursor });
  const page = await keysetPage(
    input.limit,
    position,
    (p) =>
      db<FlagRow[]>`
      select f.id::text, ${cursorAt(db, flagKey)}, f.user_id, coalesce(nullif(u.telegram_full_name, ''), u.name) as user_name,
        f.code, f.reason, f.created_at, f.resolved_at
      from security_flags f join users u on u.id = f.user_id
      where ${input.open ? db`f.resolved_at is null` : db`true`} and ${keysetWhere(db, flagKey, p)}
      ${keysetOrder(db, flagKey, p)} limit ${input.limit + 1}`,
  );
  return { data: page.rows.map(flagJson), nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}
export type SecurityFlagPage = Awaited<ReturnType<typeof listFlags>>;
export type SecurityFlag = SecurityFlagPage['data'][number];

/** Resolves (reviewed, acted on) or dismisses (a false alarm) an open flag; audited. */
export async function resolveFlag(
  tx: Tx,
  input: { adminId: string; flagId: string; outcome: 'resolved' | 'dismissed' },
) {
  const [flag] = await tx<{ user_id: string; resolved_at: Date | null }[]>`
    select user_id, resolved_at from security_flags where id = ${input.flagId} for update`;
  if (!flag) throw new AppError('NOT_FOUND', 'Flag not found');
  if (flag.resolved_at) throw new AppError('CONFLICT', 'This flag is already closed');
  await tx`update security_flags set resolved_at = now() where user_id = ${flag.user_id} and id = ${input.flagId}`;
  await writeAudit(tx, {
    actorId: input.adminId,
    action: `flag.${input.outcome === 'resolved' ? 'resolve' : 'dismiss'}`,
    targetType: 'user',
    targetId: flag.user_id,
    after: { flagId: input.flagId, outcome: input.outcome },
  });
}

/** The security dashboard (spec 002 section 2.15): figures, blocks, flags, and the live rules. */
export async function readSecurity(db: Db) {
  const settings = await readSettings(db);
  const rules = quizRules(settings);
  const [counts, blocks, flags, [open], [average]] = await Promise.all([
    userCounts(db),
    listBlocks(db, { userId: null, now: new Date() }),
    listFlags(db, { open: true, cursor: null, limit: 5 }),
    db<
      { n: number }[]
    >`select count(*)::int as n from (select 1 from security_flags where resolved_at is null limit 10001) f`,
    db<{ score: number | null }[]>`
      select round(avg(score))::int as score from (
        select least(100, round(correct_answers * 100.0 / nullif(question_count, 0))) as score
        from quiz_sessions where completed_at is not null and status = 'completed' order by completed_at desc limit ${AVERAGE_OVER}) s`,
  ]);
  return {
    stats: {
      totalUsers: counts.total,
      blockedUsers: counts.blocked,
      securityFlags: open!.n,
      averageScore: average!.score ?? 0,
    },
    blockedUsers: blocks,
    recentFlags: flags.data,
    rules: {
      maxDailyQuizzes: rules.maxDailyQuizzes,
      maxHourlyQuizzes: rules.maxHourlyQuizzes,
      minTimeBetweenQuizzesMs: rules.minTimeBetweenQuizzesMs,
      suspiciousScoreThreshold: rules.suspiciousScoreThreshold,
      rapidAnswerMs: rules.rapidAnswerMs,
      maxConsecutiveCorrect: rules.maxConsecutiveCorrect,
      fraudDetection: rules.fraudDetection,
      riskFlagThreshold: settings.security.riskFlagThreshold,
    },
  };
}
export type SecurityDashboard = Awaited<ReturnType<typeof readSecurity>>;
