// The weekly leaderboard at scale (issue 17, decision 0038): `bun scripts/bench/leaderboard.ts`, also
// run by `bun run bench` (BENCH_ONLY=leaderboard selects only this).
// A fresh database; BENCH_LEADERBOARD_PLAYERS (1,000,000) players and BENCH_LEADERBOARD_JOURNALS
// (5,000,000) reward journals (two postings each, 60% of them this week) seeded with generate_series,
// with the triggers and foreign keys off for the seed only; the leaderboard entries and players per band
// are then built from those postings as the back-fill of migrations 0050 and 0075 does. Three registered
// players are then paid through the real ledger (so their entries and band moves go through
// leaderboard_record_earnings): one at the top, one at the median, one at the bottom. Each asks
// GET /api/leaderboard?limit=10 (top 10 plus their own rank) over HTTP, one request at a time, for
// the week and all time: budget p99 < 20 ms.
import { connect } from '../../db/connection.ts';
import { payUser } from '../../domain/ledger/pay-user.ts';
import { startAdminBench } from './admin-requests.ts';
import { registerUsers } from './fixtures.ts';
import { percentile } from './stats.ts';

const PLAYERS = Number(process.env.BENCH_LEADERBOARD_PLAYERS ?? 1_000_000);
const JOURNALS = Number(process.env.BENCH_LEADERBOARD_JOURNALS ?? 5_000_000);
const REQUESTS = Number(process.env.BENCH_LEADERBOARD_REQUESTS ?? 200);
const BUDGET_MS = 20;

/** The journal `j` of the seed: its type, player number and amount, the same in journals and postings. */
const seedRow = `
  case when j % 100 < 70 then 'quiz_reward' when j % 100 < 85 then 'daily_bonus' when j % 100 < 93 then 'streak_bonus'
       when j % 100 < 97 then 'task_reward' when j % 100 < 99 then 'referral_bonus' else 'tournament_win' end as type,
  1 + (hashint8(j)::int8 + 2147483648) % $1 as g,
  case when j % 100 < 70 then 500000 + (hashint8(-j)::int8 + 2147483648) % 1500000
       when j % 100 < 99 then 1000000 + (hashint8(-j)::int8 + 2147483648) % 9000000
       else 5000000 + (hashint8(-j)::int8 + 2147483648) % 95000000 end as amount`;

async function seed(url: string): Promise<number> {
  // One session with the triggers and foreign keys off, for the seed only (the seed writes postings directly,
  // past post_journal's balance check and the leaderboard it keeps).
  const sql = connect(url, { max: 1 });
  try {
    await sql`set session_replication_role = replica`;
    await sql`set work_mem = '256MB'`; // the back-fill's aggregate of 5,000,000 journals stays in memory
    for (let start = 1; start <= PLAYERS; start += 200_000) {
      const end = Math.min(PLAYERS, start + 199_999);
      await sql`
        insert into users (name, referral_code, join_date)
        select 'Leader ' || g, 'LB' || g, now() - interval '90 days' from generate_series(${start}::int8, ${end}::int8) g`;
    }
    await sql`
      insert into accounts (user_id, kind, balance)
      select id, 'bonus', 0 from users where referral_code like 'LB%' order by referral_code`;
    await sql`
      create unlogged table bench_players as
      select row_number() over (order by a.id) as g, a.user_id, a.id as account_id
      from accounts a join users u on u.id = a.user_id where u.referral_code like 'LB%' and a.kind = 'bonus'`;
    await sql`alter table bench_players add primary key (g)`;
    const [ids] = await sql<{ base: number; budget: number }[]>`
      select greatest((select max(id) from journals), (select max(id) from system_journals), 0)::int8 as base, (select id from system_accounts where code = 'bonus_budget') as budget`;
    const { base, budget } = ids!;
    const weekStart = new Date();
    weekStart.setUTCHours(0, 0, 0, 0);
    weekStart.setUTCDate(weekStart.getUTCDate() - ((weekStart.getUTCDay() + 6) % 7));
    const thisWeek = Math.max(60, Math.floor((Date.now() - weekStart.getTime()) / 1000) - 60);
    for (let start = 1; start <= JOURNALS; start += 500_000) {
      const end = Math.min(JOURNALS, start + 499_999);
      const rows = `select j, ${seedRow} from generate_series(${start}::int8, ${end}::int8) j`;
      await sql.unsafe(
        `insert into journals (id, type, user_id, description, created_at) overriding system value
         select ${base}::int8 + s.j, s.type, p.user_id, 'bench seed',
           case when s.j % 10 < 6 then now() - make_interval(secs => ((hashint8(s.j * 7)::int8 + 2147483648) % ${thisWeek})::float8)
                else now() - interval '7 days' - make_interval(secs => ((hashint8(s.j * 7)::int8 + 2147483648) % 5184000)::float8) end
         from (${rows}) s join bench_players p on p.g = s.g`,
        [PLAYERS],
      );
      await sql.unsafe(
        `insert into postings (user_id, journal_id, account_id, system_account_id, amount)
         select p.user_id, ${base}::int8 + s.j, x.account_id, x.system_account_id, x.amount
         from (${rows}) s join bench_players p on p.g = s.g
         cross join lateral (values (p.account_id, null::int8, s.amount), (null, ${budget}::int8, -s.amount))
           x(account_id, system_account_id, amount)`,
        [PLAYERS],
      );
    }
    await sql`select setval('journals_id_seq', greatest((select max(id) from journals), (select max(id) from system_journals)))`;
    // The back-fill of migrations 0050 and 0075, over the seeded journals.
    await sql`
      insert into leaderboard_entries (period, user_id, earnings, tasks, band)
      select p.period, a.user_id, sum(p.amount), count(*) filter (where j.type = 'task_reward'), leaderboard_band(sum(p.amount)::int8)
      from postings p0
      join accounts a on a.user_id = p0.user_id and a.id = p0.account_id
      join journals j on j.user_id = p0.user_id and j.id = p0.journal_id
      cross join lateral (values ('all', p0.amount), (to_char(date_trunc('week', j.created_at at time zone 'UTC'), 'YYYY-MM-DD'), p0.amount)) as p(period, amount)
      where p0.amount > 0 and j.id > ${base}
      group by p.period, a.user_id`;
    await sql`
      insert into leaderboard_bands (period, band, players)
      select period, band, count(*) from leaderboard_entries group by period, band`;
    await sql`drop table bench_players`;
    return base;
  } finally {
    await sql.end();
  }
}

export async function benchLeaderboard(): Promise<string[]> {
  const { db, api, env, close } = await startAdminBench();
  try {
    const t0 = performance.now();
    await seed(db.url);
    const [top, middle, bottom] = await registerUsers(db.sql, env, 3);
    const [middleOf] = await db.sql<{ median: number }[]>`
      select percentile_disc(0.5) within group (order by earnings) as median
      from leaderboard_entries where period = 'all'`;
    const pay = (userId: string, amount: number) =>
      db.sql.begin((tx) =>
        payUser(tx, { userId, type: 'quiz_reward', amount, into: 'bonus', from: 'bonus_budget', description: 'bench' }),
      );
    await pay(top!.id, 10_000_000_000);
    await pay(middle!.id, Number(middleOf!.median));
    await pay(bottom!.id, 10_000);
    for (const table of ['users', 'journals', 'postings', 'accounts', 'leaderboard_entries', 'leaderboard_bands'])
      await db.sql.unsafe(`vacuum analyze ${table}`);
    const seeded = (performance.now() - t0) / 1000;
    const counts = await db.sql<{ period: string; entries: number; bands: number }[]>`
      select period, count(*)::int as entries, count(distinct band)::int as bands from leaderboard_entries
      where period in ('all', (select max(period) from leaderboard_entries where period <> 'all')) group by period`;

    const lines = [
      `leaderboard: ${PLAYERS.toLocaleString('en-US')} players and ${JOURNALS.toLocaleString('en-US')} reward journals seeded in ${seeded.toFixed(0)} s; ${counts.map((c) => `${c.period}: ${c.entries.toLocaleString('en-US')} entries in ${c.bands} bands`).join(', ')}`,
      `${REQUESTS} requests each over HTTP, one at a time, after 5 discarded`,
      '',
      '| request | rank | p50 ms | p99 ms | max ms | budget |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
    ];
    const failures: string[] = [];
    for (const period of ['week', 'all'] as const) {
      for (const [name, player] of [
        ['top', top!],
        ['median', middle!],
        ['bottom', bottom!],
      ] as const) {
        const times: number[] = [];
        let rank = 0;
        for (let i = 0; i < REQUESTS + 5; i++) {
          const started = performance.now();
          const res = await fetch(`${api.url}/api/leaderboard?period=${period}&limit=10`, {
            headers: { authorization: `Bearer ${player.token}` },
          });
          const body = (await res.json()) as { data: { entries: unknown[]; me: { rank: number } | null } };
          if (i >= 5) times.push(performance.now() - started);
          if (res.status !== 200 || body.data.entries.length !== 10 || !body.data.me)
            throw new Error(`leaderboard ${period} ${name}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
          rank = body.data.me.rank;
        }
        const sorted = Float64Array.from(times).sort();
        const p99 = percentile(sorted, 99);
        if (p99 >= BUDGET_MS) failures.push(`${period} ${name} p99 ${p99.toFixed(1)} ms`);
        lines.push(
          `| ${period}, caller at the ${name} | ${rank.toLocaleString('en-US')} | ${percentile(sorted, 50).toFixed(1)} | ${p99.toFixed(1)} | ${sorted[sorted.length - 1]!.toFixed(1)} | p99 < ${BUDGET_MS} ms |`,
        );
      }
    }
    lines.push(
      '',
      failures.length === 0
        ? `PASS  leaderboard: top 10 plus own rank p99 < ${BUDGET_MS} ms for every caller`
        : `FAIL  leaderboard: ${failures.join('; ')}`,
    );
    return lines;
  } finally {
    await close();
  }
}

if (import.meta.main) console.log((await benchLeaderboard()).join('\n'));
