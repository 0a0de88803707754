import type { Db } from '../../db/connection.ts';
import { formatAmount } from '../money.ts';

export const periods = ['24h', '7d', '30d', '90d', '1y'] as const;
export type Period = (typeof periods)[number];

/** Each period's length and the width of its bars. */
const periodShape: Record<Period, { hours: number; bucket: 'hour' | 'day' | 'week' }> = {
  '24h': { hours: 24, bucket: 'hour' },
  '7d': { hours: 7 * 24, bucket: 'day' },
  '30d': { hours: 30 * 24, bucket: 'day' },
  '90d': { hours: 90 * 24, bucket: 'day' },
  '1y': { hours: 365 * 24, bucket: 'week' },
};

/** Journal types whose credits to players count as rewards paid (spec 002 section 9 and the engagement features). */
export const rewardTypes = [
  'quiz_reward',
  'streak_bonus',
  'daily_bonus',
  'welcome_bonus',
  'task_reward',
  'referral_bonus',
  'achievement_reward',
];

export const activeDefinition =
  'A player is active on a day (UTC) when they start a quiz, claim the daily bonus, ask for a deposit or withdrawal, or money moves on their account (entry fees, prizes, rewards) that day.';

const retentionDays = [1, 7, 30, 90] as const;

type MoneyRow = { at: Date; type: string; journals: number; user_in: number; user_out: number; fees: number };

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * The Analytics screen, read from the rollups (db/migrations/0066, 0085, 0086) that analytics__refresh
 * keeps current: a year is about 400 daily and hourly rows a figure, never a scan of journals or quizzes.
 */
export async function readAnalytics(db: Db, input: { period: Period; now: Date }) {
  const shape = periodShape[input.period];
  const end = new Date(Math.floor(input.now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
  const start = new Date(end.getTime() - shape.hours * 3_600_000);
  // date_bin is arithmetic on the instant (date_trunc with a time zone looks the zone up for every row: 10x slower).
  // The origin, 2000-01-03, is a Monday at 00:00 UTC, so weeks start on Mondays and days at midnight UTC.
  const stride = { hour: '1 hour', day: '1 day', week: '7 days' }[shape.bucket];
  const bucket = db.unsafe(`date_bin('${stride}', hour, timestamptz '2000-01-03 00:00:00+00')`);

  const activityRows = rollupRows(db, 'activity', start, end);
  const moneyRows = rollupRows(db, 'money', start, end);

  const [activity, money, totals, active, retention, refreshed, podium] = await Promise.all([
    db<
      {
        at: Date;
        new_users: number;
        new_telegram_users: number;
        started: number;
        easy: number;
        medium: number;
        hard: number;
        challenge: number;
        completed: number;
        questions: number;
        correct: number;
        bonus_claims: number;
      }[]
    >`
      select ${bucket} as at, sum(new_users)::int as new_users, sum(new_telegram_users)::int as new_telegram_users,
        sum(quizzes_started)::int as started, sum(quizzes_easy)::int as easy, sum(quizzes_medium)::int as medium,
        sum(quizzes_hard)::int as hard, sum(quizzes_challenge)::int as challenge, sum(quizzes_completed)::int as completed,
        sum(questions_completed)::int8 as questions, sum(correct_completed)::int8 as correct, sum(bonus_claims)::int as bonus_claims
      from (${activityRows}) r
      group by 1 order by 1`,
    db<MoneyRow[]>`
      select ${bucket} as at, type, sum(journals)::int as journals, sum(user_in)::int8 as user_in,
        sum(user_out)::int8 as user_out, sum(fees)::int8 as fees
      from (${moneyRows}) r
      group by 1, 2 order by 1`,
    db<{ users: number; telegram: number }[]>`
      select coalesce(sum(new_users), 0)::int as users, coalesce(sum(new_telegram_users), 0)::int as telegram
      from (${rollupRows(db, 'activity', new Date(0), end)}) r`,
    db<{ n: number }[]>`
      select coalesce(sum(users), 0)::int as n from analytics_last_active_counts
      where day >= (${start}::timestamptz at time zone 'UTC')::date`,
    // Cohorts that joined in the period and whose day N is over (before today, UTC).
    db<{ days: number; users: number; active: number }[]>`
      select n.days, coalesce(sum(c.users), 0)::int as users,
        coalesce(sum(case n.days when 1 then c.d1 when 7 then c.d7 when 30 then c.d30 else c.d90 end), 0)::int as active
      from unnest(${retentionDays as unknown as number[]}::int[]) as n(days)
      left join analytics_cohorts c
        on c.cohort_day >= (${start}::timestamptz at time zone 'UTC')::date
        and c.cohort_day + n.days < (${input.now}::timestamptz at time zone 'UTC')::date
      group by n.days order by n.days`,
    db<{ refreshed_at: Date }[]>`select refreshed_at from analytics_refreshes`,
    // Prizes by rank of the tournaments settled in the period (a few thousand rows a year, not journals).
    db<{ completed: number; first: number; second: number; third: number; rest: number }[]>`
      select count(distinct t.id)::int as completed,
        coalesce(sum(p.prize) filter (where p.rank = 1), 0)::int8 as first,
        coalesce(sum(p.prize) filter (where p.rank = 2), 0)::int8 as second,
        coalesce(sum(p.prize) filter (where p.rank = 3), 0)::int8 as third,
        coalesce(sum(p.prize) filter (where p.rank > 3), 0)::int8 as rest
      from tournaments t left join tournament_participants p on p.tournament_id = t.id and p.prize > 0
      where t.status = 'completed' and t.settled_at >= ${start} and t.settled_at < ${end}`,
  ]);

  // One row per bar, every bar of the period present (an hour or day with nothing is a zero bar).
  const buckets = bucketStarts(start, end, shape.bucket);
  const key = (d: Date) => d.toISOString();
  const activityAt = new Map(activity.map((r) => [key(r.at), r]));
  const moneyAt = new Map<string, MoneyRow[]>();
  for (const r of money) moneyAt.set(key(r.at), [...(moneyAt.get(key(r.at)) ?? []), r]);
  const sumMoney = (rows: MoneyRow[], pick: (r: MoneyRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
  const revenueOf = (rows: MoneyRow[]) => ({
    deposits: sumMoney(rows, (r) => (r.type === 'deposit' ? r.user_in : 0)),
    withdrawals: sumMoney(rows, (r) => (r.type === 'withdrawal' ? r.user_out : 0)),
    fees: sumMoney(rows, (r) => r.fees),
    rewards: sumMoney(rows, (r) => (rewardTypes.includes(r.type) ? r.user_in : 0)),
  });
  const series = buckets.map((at) => {
    const a = activityAt.get(key(at));
    const revenue = revenueOf(moneyAt.get(key(at)) ?? []);
    return {
      at: at.toISOString(),
      newUsers: a?.new_users ?? 0,
      quizzes: a?.completed ?? 0,
      deposits: formatAmount(revenue.deposits),
      withdrawals: formatAmount(revenue.withdrawals),
      fees: formatAmount(revenue.fees),
      rewards: formatAmount(revenue.rewards),
    };
  });

  const sum = (pick: (r: (typeof activity)[number]) => number) => activity.reduce((t, r) => t + Number(pick(r)), 0);
  const revenue = revenueOf(money);
  const byType = (type: string) => money.filter((r) => r.type === type);
  const entries = [...byType('tournament_join'), ...byType('tournament_creation')];
  const prizes = byType('tournament_win');
  const entryFees = sumMoney(entries, (r) => r.user_out);
  const prizesPaid = sumMoney(prizes, (r) => r.user_in);
  const tournamentFees = sumMoney(entries, (r) => r.fees) + sumMoney(prizes, (r) => r.fees);
  const completed = sum((r) => r.completed);
  const questions = sum((r) => r.questions);

  return {
    period: input.period,
    from: start.toISOString(),
    to: end.toISOString(),
    bucket: shape.bucket,
    refreshedAt: refreshed[0]?.refreshed_at.toISOString() ?? null,
    overview: {
      totalUsers: totals[0]!.users,
      newUsers: sum((r) => r.new_users),
      activeUsers: active[0]!.n,
      deposits: formatAmount(revenue.deposits),
      quizzesCompleted: completed,
      averageScore:
        percent(
          sum((r) => r.correct),
          questions,
        ) ?? 0,
      rewardsPaid: formatAmount(revenue.rewards),
      telegramUsers: totals[0]!.telegram,
    },
    revenue: {
      deposits: formatAmount(revenue.deposits),
      withdrawals: formatAmount(revenue.withdrawals),
      fees: formatAmount(revenue.fees),
      rewards: formatAmount(revenue.rewards),
    },
    series,
    quiz: {
      started: sum((r) => r.started),
      completed,
      completionRate:
        percent(
          completed,
          sum((r) => r.started),
        ) ?? 0,
      averageScore:
        percent(
          sum((r) => r.correct),
          questions,
        ) ?? 0,
      challenge: sum((r) => r.challenge),
      difficulty: { easy: sum((r) => r.easy), medium: sum((r) => r.medium), hard: sum((r) => r.hard) },
      bonusClaims: sum((r) => r.bonus_claims),
    },
    tournaments: {
      entries: sumMoney(entries, (r) => r.journals),
      entryFees: formatAmount(entryFees),
      prizesPaid: formatAmount(prizesPaid),
      platformFees: formatAmount(tournamentFees),
      completed: podium[0]!.completed,
      /** How the pools of the tournaments settled in the period were paid out: by rank, and the platform's fee. */
      prizeDistribution: distribution([
        ['1st place', podium[0]!.first],
        ['2nd place', podium[0]!.second],
        ['3rd place', podium[0]!.third],
        ['Other places', podium[0]!.rest],
        ['Platform fee', tournamentFees],
      ]),
    },
    retention: {
      definition: activeDefinition,
      cohorts: retention.map((r) => ({
        day: r.days,
        users: r.users,
        active: r.active,
        rate: percent(r.active, r.users),
      })),
    },
  };
}
export type Analytics = Awaited<ReturnType<typeof readAnalytics>>;

const rollups = {
  activity: {
    hourly: 'analytics_hourly',
    daily: 'analytics_daily',
    columns: [
      'new_users',
      'new_telegram_users',
      'quizzes_started',
      'quizzes_easy',
      'quizzes_medium',
      'quizzes_hard',
      'quizzes_challenge',
      'quizzes_completed',
      'questions_completed',
      'correct_completed',
      'bonus_claims',
    ],
  },
  money: {
    hourly: 'analytics_money_hourly',
    daily: 'analytics_money_daily',
    columns: ['type', 'journals', 'user_in', 'user_out', 'fees'],
  },
} as const;

const DAY_MS = 86_400_000;

/**
 * A rollup's rows for [start, end) as (hour, columns...): the whole UTC days from the daily table
 * (db/migrations/0086, decision 0040) and the hours before the first and after the last whole day
 * from the hourly one, so a year sums about 400 rows a figure, not 8,760, and gives the same totals.
 */
function rollupRows(db: Db, name: keyof typeof rollups, start: Date, end: Date) {
  const { hourly, daily, columns } = rollups[name];
  const cols = db(columns as unknown as string[]);
  const firstDay = new Date(Math.ceil(start.getTime() / DAY_MS) * DAY_MS);
  const lastDay = new Date(Math.floor(end.getTime() / DAY_MS) * DAY_MS);
  if (firstDay >= lastDay) return db`select hour, ${cols} from ${db(hourly)} where hour >= ${start} and hour < ${end}`;
  return db`
    select hour, ${cols} from ${db(hourly)} where hour >= ${start} and hour < ${firstDay}
    union all
    select day, ${cols} from ${db(daily)} where day >= ${firstDay} and day < ${lastDay}
    union all
    select hour, ${cols} from ${db(hourly)} where hour >= ${lastDay} and hour < ${end}`;
}

function distribution(parts: [string, number][]) {
  const total = parts.reduce((t, [, amount]) => t + Number(amount), 0);
  return parts.map(([label, amount]) => ({ label, amount: formatAmount(amount), share: percent(amount, total) }));
}

function bucketStarts(start: Date, end: Date, bucket: 'hour' | 'day' | 'week'): Date[] {
  const out: Date[] = [];
  const first = new Date(start);
  if (bucket !== 'hour') first.setUTCHours(0, 0, 0, 0);
  // Weeks start on Mondays (the date_bin origin above).
  if (bucket === 'week') first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const step = bucket === 'hour' ? 1 : bucket === 'day' ? 24 : 24 * 7;
  for (let at = first.getTime(); at < end.getTime(); at += step * 3_600_000) out.push(new Date(at));
  return out;
}
