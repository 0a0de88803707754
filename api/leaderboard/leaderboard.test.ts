import { afterAll, beforeAll, expect, test } from 'bun:test';
import { foldLeaderboardBands } from '../../domain/leaderboard/fold-bands.ts';
import { periodKey, readLeaderboard } from '../../domain/leaderboard/read-leaderboard.ts';
import { openUserAccounts } from '../../domain/ledger/accounts.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { payUser } from '../../domain/ledger/pay-user.ts';
import { postJournal } from '../../domain/ledger/post-journal.ts';
import type { JournalType } from '../../domain/ledger/types.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 60_000); // the first test file after a schema change builds the template database
afterAll(() => api.close());

const pay = (userId: string, usdt: number, type: JournalType = 'quiz_reward') =>
  api.sql.begin((tx) =>
    payUser(tx, { userId, type, amount: usdt * 1_000_000, into: 'bonus', from: 'bonus_budget', description: 'test' }),
  );
const board = (query: string, token?: string) => api.call('GET', `/api/leaderboard${query}`, { token });

test('the week starts on Monday 00:00 UTC', () => {
  expect(periodKey('week', new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
  expect(periodKey('week', new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // the Sunday after
  expect(periodKey('week', new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
  expect(periodKey('all', new Date())).toBe('all');
});

test('ranked by earned rewards of every kind, not deposits or the welcome bonus, with tasks and my own rank', async () => {
  const [a, b, c] = [await api.register('Ann'), await api.register('Ben'), await api.register('Cid')];
  await pay(a.user.id, 3);
  await pay(a.user.id, 2, 'task_reward');
  await pay(b.user.id, 9, 'tournament_win');
  await pay(c.user.id, 1, 'daily_bonus');
  await api.fund(c.user.id, 500); // money in, not earnings
  await api.call('GET', '/api/leaderboard'); // warm: nothing changes on read

  const res = await board('?period=week&limit=2', c.token);
  expect(res.status).toBe(200);
  expect(res.json.data.entries).toEqual([
    { rank: 1, userId: b.user.id, username: 'Ben', tasks: 0, earnings: '9', score: 9 },
    { rank: 2, userId: a.user.id, username: 'Ann', tasks: 1, earnings: '5', score: 5 },
  ]);
  expect(res.json.data.me).toMatchObject({ rank: 3, userId: c.user.id, earnings: '1' });
  expect(res.json.data.since).toBe(`${periodKey('week', api.clock.now())}T00:00:00.000Z`);

  const anonymous = await board('');
  expect(anonymous.json.data.entries).toHaveLength(3);
  expect(anonymous.json.data.me).toBeNull();
  const fresh = await api.register('Dee');
  expect((await board('', fresh.token)).json.data.me).toBeNull();
});

test('next week the weekly board starts empty while all time keeps the totals', async () => {
  api.clock.advance(7 * 24 * 3_600_000);
  const week = await board('?period=week');
  expect(week.json.data.entries).toEqual([]);
  const all = await board('?period=all');
  expect(all.json.data.entries.map((e: { earnings: string }) => e.earnings)).toEqual(['9', '5', '1']);
  expect((await board('?period=month')).status).toBe(400);
  expect((await board('?limit=101')).status).toBe(400);
});

test('the top of a period and one player rank are read from the ranking index', async () => {
  const [plan] = await api.sql.begin(async (tx) => {
    await tx`set local enable_seqscan = off`;
    await tx`set local enable_bitmapscan = off`;
    return tx`explain (format json) select user_id from leaderboard_entries where period = 'all' order by band desc, earnings desc, user_id limit 10`;
  });
  expect(JSON.stringify(plan)).toContain('leaderboard_entries_rank_idx');
  expect(JSON.stringify(plan)).not.toContain('"Sort"');
});

test('a rank from the earnings bands equals counting every entry ahead, before and after the bands are folded', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 40; i++) {
    const [u] = await api.sql<{ id: string }[]>`
      insert into users (name, referral_code) values (${`Band ${i}`}, ${`BAND${i}X`}) returning id`;
    await openUserAccounts(api.sql, u!.id);
    ids.push(u!.id);
  }
  // Ties (the same amount), neighbours inside one band, and players moving up through several bands.
  for (const [i, id] of ids.entries()) await pay(id, [0.5, 0.5, 1, 1.02, 3, 7.5, 40][i % 7]!);
  for (const id of ids.slice(0, 12)) await pay(id, 2.25);
  for (const id of ids.slice(5, 9)) await pay(id, 100, 'tournament_win');
  const check = async () => {
    const expected = await api.sql<{ user_id: string; rank: number }[]>`
      select user_id, (row_number() over (order by earnings desc, user_id))::int as rank
      from leaderboard_entries where period = 'all' and earnings > 0`;
    for (const { user_id, rank } of expected) {
      const read = await readLeaderboard(api.sql, { period: 'all', limit: 1, userId: user_id, now: api.clock.now() });
      expect({ user_id, rank: read.me?.rank }).toEqual({ user_id, rank });
    }
  };
  await check();
  expect(await foldLeaderboardBands(api.sql)).toBeGreaterThan(0);
  const [left] = await api.sql<{ changes: number }[]>`select count(*)::int as changes from leaderboard_band_changes`;
  expect(left!.changes).toBe(0);
  const [mismatch] = await api.sql<{ wrong: number }[]>`
    select count(*)::int as wrong from leaderboard_bands b
    full join (select period, band, count(*) as players from leaderboard_entries group by period, band) e using (period, band)
    where coalesce(b.players, 0) <> coalesce(e.players, 0)`;
  expect(mismatch!.wrong).toBe(0);
  await check();
});

test("a reward journal adds its player every payment in it (a tournament's winners are one journal each); a journal of any other type adds nothing", async () => {
  const [a, b] = [await api.register('Eve'), await api.register('Fay')];
  const post = (type: JournalType, user: string, shares: number[]) =>
    api.sql.begin((tx) =>
      postJournal(tx, {
        type,
        userId: user,
        postings: [
          { account: { system: 'house' }, amount: -shares.reduce((sum, usdt) => sum + usdt * 1_000_000, 0) },
          ...shares.map((usdt) => ({ account: { user, kind: 'playable' as const }, amount: usdt * 1_000_000 })),
        ],
      }),
    );
  await post('tournament_win', a.user.id, [4, 1]);
  await post('tournament_win', b.user.id, [3]);
  await post('adjustment', b.user.id, [50]);
  const entries = await api.sql<{ period: string; user_id: string; earnings: number; tasks: number }[]>`
    select period, user_id, earnings, tasks from leaderboard_entries where user_id in (${a.user.id}, ${b.user.id})
    order by user_id = ${a.user.id} desc, period = 'all' desc`;
  const week = periodKey('week', new Date()); // the journal's own time (the test clock ran a week ahead)
  expect(entries.map((e) => [e.period, e.user_id, Number(e.earnings), e.tasks])).toEqual([
    ['all', a.user.id, 5_000_000, 0],
    [week, a.user.id, 5_000_000, 0],
    ['all', b.user.id, 3_000_000, 0],
    [week, b.user.id, 3_000_000, 0],
  ]);
  expect(await ledgerProblems(api.sql)).toEqual([]);
});
