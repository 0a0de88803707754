import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { quizRules } from '../quiz/quiz-rules.ts';
import { readPlayLimits } from '../responsible-play/play-limits.ts';
import { readSettings } from '../settings/read-settings.ts';

type Counters = { quizzesToday: number; quizzesLastHour: number; lastQuizAt: string | null };
type Row = {
  live: boolean;
  standing: Counters;
  day_oldest: Date | null;
  hour_oldest: Date | null;
  correct_answers: number;
  questions_answered: number;
  multiplier: string;
  flags: { code: string; reason: string; created_at: string }[];
  block: { reason: string; until: string | null } | null;
};

const iso = (ms: number) => new Date(ms).toISOString();
/** A count over a rolling window: a quiz more frees up when the oldest counted one leaves it. */
const windowCount = (used: number, max: number, oldest: Date | null, windowMs: number) => ({
  used,
  max,
  left: Math.max(0, max - used),
  nextFreesAt: oldest ? iso(oldest.getTime() + windowMs) : null,
});

/**
 * `GET /api/users/standing`: the player's own fair-play state, so a refusal is never a surprise: the
 * quizzes left in the last 24 hours and the last hour and when one frees up (the start checks'
 * counters, `player_standing`), the wait before the next quiz, open security flags with their reason
 * and expiry (a blocking flag lasts `flagBlockHours`; a challenge win-rate review lasts until an
 * admin resolves it), the reward multiplier in force and the win-rate tier behind it
 * (`quiz_security_multiplier`), an active block, and the responsible-play limits (readPlayLimits).
 * The quiz limits are null when the app settings switch them off. A blocked player may read it (the
 * one endpoint that does not refuse them: it says why and until when), so the session is checked
 * here (`session_live`) rather than by requireUser.
 */
export async function readStanding(db: Db, caller: { userId: string; accessSession: string }, now: Date) {
  const { userId } = caller;
  const settings = await readSettings(db);
  const rules = quizRules(settings);
  const tiers = rules.securityMultiplier;
  const [[row], limits] = await Promise.all([
    db<Row[]>`
      select session_live(u.id, ${caller.accessSession}) as live, player_standing(u.id, ${now}, ${rules.flagBlockHours}) as standing,
        (select min(started_at) from quiz_sessions where user_id = u.id and started_at > ${now}::timestamptz - interval '24 hours') as day_oldest,
        (select min(started_at) from quiz_sessions where user_id = u.id and started_at > ${now}::timestamptz - interval '1 hour') as hour_oldest,
        u.correct_answers, u.questions_answered,
        quiz_security_multiplier(u.correct_answers, u.questions_answered, ${db.json(tiers as never)})::text as multiplier,
        coalesce((select json_agg(json_build_object('code', f.code, 'reason', f.reason, 'created_at', f.created_at) order by f.created_at)
          from security_flags f where f.user_id = u.id and f.resolved_at is null
            and (f.code = 'CHALLENGE_WIN_RATE' or f.created_at > ${now}::timestamptz - make_interval(secs => ${rules.flagBlockHours} * 3600))), '[]') as flags,
        (select json_build_object('reason', b.reason, 'until', b.until) from user_blocks b
         where b.user_id = u.id and b.lifted_at is null and u.status = 'blocked' and (b.until is null or b.until > ${now})
         order by b.blocked_at desc limit 1) as block
      from users u where u.id = ${userId}`,
    readPlayLimits(db, userId, now),
  ]);
  if (!row?.live) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  const { standing } = row;
  const limited = settings.security.enableRateLimiting;
  const nextQuizMs = standing.lastQuizAt ? new Date(standing.lastQuizAt).getTime() + rules.minTimeBetweenQuizzesMs : 0;
  const multiplier = Number(row.multiplier);
  const tier = multiplier === 1 ? null : multiplier === tiers.high.multiplier ? 'high' : 'watch';
  const flagMs = rules.flagBlockHours * 3600_000;
  return {
    quizzes: limited
      ? {
          today: windowCount(standing.quizzesToday, rules.maxDailyQuizzes, row.day_oldest, 24 * 3600_000),
          thisHour: windowCount(standing.quizzesLastHour, rules.maxHourlyQuizzes, row.hour_oldest, 3600_000),
          nextQuizAt: nextQuizMs > now.getTime() ? iso(nextQuizMs) : null,
        }
      : null,
    flags: row.flags.map((f) => ({
      code: f.code,
      reason: f.reason,
      since: new Date(f.created_at).toISOString(),
      // A challenge win-rate flag caps stakes until an admin reviews it; the others block play for a while.
      expiresAt: f.code === 'CHALLENGE_WIN_RATE' ? null : iso(new Date(f.created_at).getTime() + flagMs),
    })),
    securityMultiplier: {
      value: multiplier,
      tier,
      winRate:
        row.questions_answered > 0 ? Math.round((row.correct_answers * 1000) / row.questions_answered) / 10 : null,
      answers: row.questions_answered,
      threshold: tier ? { winRate: tiers[tier].winRate, minAnswers: tiers[tier].minAnswers } : null,
    },
    block: row.block
      ? { reason: row.block.reason, until: row.block.until && new Date(row.block.until).toISOString() }
      : null,
    limits,
  };
}

export type Standing = Awaited<ReturnType<typeof readStanding>>;
