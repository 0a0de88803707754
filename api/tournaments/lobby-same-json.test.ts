import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { seedTournaments } from '../../scripts/bench/fixtures.ts';
import { entriesOf } from '../../domain/tournaments/list-tournaments.ts';
import { findTournament, tournamentJson } from '../../domain/tournaments/tournament-view.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// The lobby reads the caller's entries in its page's statement (decision 0044). This compares every
// tab, page by page, with what the earlier version returned: each tournament as tournamentJson shows
// it and the caller's entry as entriesOf reads it (the second statement that version ran).
setDefaultTimeout(60_000);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const tabs = {
  active: `status = 'active' and starts_at <= now()`,
  upcoming: `status = 'active' and starts_at > now()`,
  completed: `status in ('completed', 'cancelled')`,
};

test('every lobby tab shows what the earlier version showed, for a player and for a guest', async () => {
  await seedTournaments(api.sql, 40);
  await api.sql`update tournaments set starts_at = now() + interval '1 hour'
    where id in (select id from tournaments where status = 'active' order by created_at limit 5)`;
  await api.sql`update tournaments set status = 'cancelled', cancel_reason = 'Not enough players'
    where id in (select id from tournaments where status = 'completed' order by created_at limit 3)`;
  const player = await api.register('Lobby');
  const userId = player.user.id as string;
  const picked = await api.sql<{ id: string }[]>`select id from tournaments order by created_at desc limit 6`;
  for (const [seat, { id }] of picked.entries())
    await api.sql`insert into tournament_participants (tournament_id, user_id, seat, run_started_at, run_finished_at)
      values (${id}, ${userId}, 1, ${seat % 3 > 0 ? api.clock.now() : null}, ${seat % 3 > 1 ? api.clock.now() : null})`;

  for (const token of [player.token, undefined]) {
    for (const tab of ['active', 'upcoming', 'completed', 'mine'] as const) {
      const shown: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await api.call(
          'GET',
          `/api/tournaments?status=${tab}&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
          {
            token,
          },
        );
        if (tab === 'mine' && !token) break;
        expect(res.status).toBe(200);
        const now = api.clock.now();
        for (const item of res.json.data as (Record<string, unknown> & { id: string })[]) {
          const mine = await entriesOf(api.sql, token ? userId : null, [item.id]);
          expect(item).toEqual({
            ...tournamentJson(await findTournament(api.sql, item.id), now),
            me: mine.get(item.id) ?? { joined: false, started: false, finished: false },
          });
          shown.push(item.id);
        }
        cursor = res.json.nextCursor;
      } while (cursor);
      if (tab === 'mine' && !token) continue;
      const where =
        tab === 'mine'
          ? api.sql`id in (select tournament_id from tournament_participants where user_id = ${userId})`
          : api.sql.unsafe(tabs[tab]);
      const expected = await api.sql<
        { id: string }[]
      >`select id from tournaments where ${where} order by created_at desc, id desc`;
      expect(shown).toEqual(expected.map((r) => r.id));
    }
  }
});
