import type { Db } from '../../db/connection.ts';
import { publicNameSql } from '../identity/public-name.ts';
import { formatAmount, usdtValue } from '../money.ts';

export type LeaderboardPeriod = 'week' | 'all';

/** The key of a period in leaderboard_entries: 'all', or the Monday (UTC) that starts the week of `now`. */
export function periodKey(period: LeaderboardPeriod, now: Date): string {
  if (period === 'all') return 'all';
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

type EntryRow = { user_id: string; username: string; earnings: number; tasks: number };

const entryJson = (rank: number, r: EntryRow) => ({
  rank,
  userId: r.user_id,
  username: r.username,
  tasks: r.tasks,
  earnings: formatAmount(r.earnings),
  score: usdtValue(r.earnings),
});

const displayName = publicNameSql('u');

/**
 * The top `limit` players of the week (from Monday 00:00 UTC) or of all time by earnings, then
 * id, and the caller's own entry and rank even outside the top (null before their first reward of the
 * period). The top is the head of the (period, band desc, earnings desc, user_id) index; the rank adds
 * the players of the bands above the caller's (leaderboard_bands and its unfolded changes, a few
 * hundred rows) to the entries ahead within their own band (one range of that index), decision 0038.
 */
export async function readLeaderboard(
  db: Db,
  input: { period: LeaderboardPeriod; limit: number; userId: string | null; now: Date },
) {
  const key = periodKey(input.period, input.now);
  // The top and the caller's rank are independent reads: both go out at once (two pool connections).
  const [top, [row]] = await Promise.all([
    db<EntryRow[]>`
      select e.user_id, ${db.unsafe(displayName)} as username, e.earnings, e.tasks
      from leaderboard_entries e join users u on u.id = e.user_id
      where e.period = ${key} and e.earnings > 0
      order by e.band desc, e.earnings desc, e.user_id limit ${input.limit}`,
    input.userId
      ? db<(EntryRow & { ahead: number })[]>`
          select e.user_id, ${db.unsafe(displayName)} as username, e.earnings, e.tasks,
            ((select count(*) from leaderboard_entries o where o.period = e.period and o.band = e.band
               and (o.earnings > e.earnings or (o.earnings = e.earnings and o.user_id < e.user_id)))
            + (select coalesce(sum(b.players), 0) from leaderboard_bands b where b.period = e.period and b.band > e.band)
            + (select coalesce(sum(c.players), 0) from leaderboard_band_changes c where c.period = e.period and c.band > e.band))::int
            as ahead
          from leaderboard_entries e join users u on u.id = e.user_id
          where e.period = ${key} and e.user_id = ${input.userId} and e.earnings > 0`
      : Promise.resolve([]),
  ]);
  const entries = top.map((r, i) => entryJson(i + 1, r));
  // In the top, the caller's rank is their place in it (the same order); else the counted one.
  const me = entries.find((e) => e.userId === input.userId) ?? (row ? entryJson(row.ahead + 1, row) : null);
  return { period: input.period, since: input.period === 'week' ? `${key}T00:00:00.000Z` : null, entries, me };
}
export type Leaderboard = Awaited<ReturnType<typeof readLeaderboard>>;
