import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { createProfileCache } from './profile-cache.ts';
import { txHash } from '../../testing/tx-hash.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql);
});
afterAll(() => api.close());

const profile = async (token: string) => (await api.call('GET', '/api/users/profile', { token })).json.data;
/** A change made beside this API process, as the worker or the other replica would make it. */
const renameInDatabase = (userId: string, name: string) =>
  api.sql`update users set name = ${name} where id = ${userId}`;

/** A load that waits until the test lets it finish, to hold a read open across a write. */
function heldLoad<V>(value: V) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { load: async () => (await released, value), release };
}

describe('profile read cache over HTTP', () => {
  test('a change made by another process shows once the second is up, and the cache answers until then', async () => {
    const player = await api.register('Before');
    expect((await profile(player.token)).name).toBe('Before');
    await renameInDatabase(player.user.id, 'After');
    expect((await profile(player.token)).name).toBe('Before');
    api.cacheClock.advance(500); // the cache's clock also runs in real time
    expect((await profile(player.token)).name).toBe('Before');
    api.cacheClock.advance(500);
    expect((await profile(player.token)).name).toBe('After');
  });

  test("the player's own writes show at once: a profile change and a daily bonus claim", async () => {
    const player = await api.register('Own Writer');
    expect(await profile(player.token)).toMatchObject({ name: 'Own Writer', bonusBalance: '5' });
    expect(
      (await api.call('PUT', '/api/users/profile', { token: player.token, body: { name: 'Renamed' } })).status,
    ).toBe(200);
    expect((await profile(player.token)).name).toBe('Renamed');
    expect((await api.call('POST', '/api/daily-bonus/claim', { token: player.token })).status).toBe(200);
    expect((await profile(player.token)).bonusBalance).toBe('6');
  });

  test("a write that ends in an error still drops the writer's entry (some refusals commit first)", async () => {
    const player = await api.register('Refused');
    await profile(player.token);
    await renameInDatabase(player.user.id, 'Changed Elsewhere');
    expect((await api.call('PUT', '/api/users/profile', { token: player.token, body: {} })).status).toBe(400);
    expect((await profile(player.token)).name).toBe('Changed Elsewhere');
  });

  test("an admin's approval of a deposit shows in the player's profile at once", async () => {
    const [player, adminToken] = await Promise.all([api.register(), api.registerAdmin()]);
    const created = await api.call('POST', '/api/deposits', {
      token: player.token,
      body: { amount: '50', network: 'TRC20', reference: txHash() },
    });
    expect(created.status).toBe(201);
    expect(await profile(player.token)).toMatchObject({ playableBalance: '0', hasDeposited: false });
    const approved = await api.call('PUT', `/api/admin/transactions/${created.json.data.id}/approve`, {
      token: adminToken,
      body: {},
    });
    expect(approved.status).toBe(200);
    expect(await profile(player.token)).toMatchObject({ totalDeposited: '50', hasDeposited: true });
  });

  test("a sign-up with a referral code shows in the referrer's profile at once", async () => {
    const referrer = await api.register('Referrer');
    const before = await profile(referrer.token);
    expect(before.invitedFriends).toBe(0);
    const email = `friend_${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signUp = await api.call('POST', '/api/auth/register', {
      body: { email, password: 'correct horse 1', name: 'Friend', referralCode: before.referralCode },
    });
    expect(signUp.status).toBe(201);
    expect((await profile(referrer.token)).invitedFriends).toBe(1);
  });

  test("a player knocking on the admin routes does not empty everyone else's cache", async () => {
    const player = await api.register('Cached');
    const intruder = await api.register('Intruder');
    await profile(player.token);
    await renameInDatabase(player.user.id, 'Not Yet');
    expect(
      (await api.call('PUT', '/api/admin/settings', { token: intruder.token, body: { theme: 'dark' } })).status,
    ).toBe(403);
    expect((await profile(player.token)).name).toBe('Cached');
  });

  test('a daily bonus read that moves the time zone drops the cached profile', async () => {
    const player = await api.register('Zone');
    await profile(player.token);
    await renameInDatabase(player.user.id, 'Zone Moved');
    const zone = await api.call('GET', '/api/daily-bonus', {
      token: player.token,
      headers: { 'x-timezone': 'Asia/Tokyo' },
    });
    expect(zone.json.data.timezone).toBe('Asia/Tokyo');
    expect((await profile(player.token)).name).toBe('Zone Moved');
  });

  test('a read that started before a write finished does not store what it read', async () => {
    const player = await api.register('Old Name');
    const stale = await profile(player.token);
    api.cacheClock.advance(1_000); // the entry expired, so the next read loads
    const slow = heldLoad(stale);
    const pending = api.profiles.read(player.user.id, slow.load);
    expect(
      (await api.call('PUT', '/api/users/profile', { token: player.token, body: { name: 'New Name' } })).status,
    ).toBe(200);
    slow.release();
    expect((await pending).name).toBe('Old Name'); // its own caller raced the write and may see either
    expect((await profile(player.token)).name).toBe('New Name');
  });

  test("a read that started before an admin's write finished does not store what it read", async () => {
    const [player, adminToken] = await Promise.all([api.register(), api.registerAdmin()]);
    const created = await api.call('POST', '/api/deposits', {
      token: player.token,
      body: { amount: '20', network: 'TRC20', reference: txHash() },
    });
    const stale = await profile(player.token);
    api.cacheClock.advance(1_000);
    const slow = heldLoad(stale);
    const pending = api.profiles.read(player.user.id, slow.load);
    expect(
      (
        await api.call('PUT', `/api/admin/transactions/${created.json.data.id}/approve`, {
          token: adminToken,
          body: {},
        })
      ).status,
    ).toBe(200);
    slow.release();
    await pending;
    expect((await profile(player.token)).hasDeposited).toBe(true);
  });
});

describe('profile cache', () => {
  test('reads that miss together share one load; a read after a write does not join a load that began before it', async () => {
    const cache = createProfileCache<string>({ now: () => 0 });
    let loads = 0;
    const slow = heldLoad('old');
    const counted = () => ((loads += 1), slow.load());
    const first = cache.read('u', counted);
    const second = cache.read('u', counted);
    cache.forget('u');
    const afterWrite = cache.read('u', async () => ((loads += 1), 'new'));
    slow.release();
    expect([await first, await second, await afterWrite]).toEqual(['old', 'old', 'new']);
    expect(loads).toBe(2);
    expect(await cache.read('u', async () => 'newer')).toBe('new');
  });

  test('an entry lives for the TTL from the start of the load that read it', async () => {
    let now = 0;
    const cache = createProfileCache<string>({ ttlMs: 1_000, now: () => now });
    const slow = heldLoad('first');
    const pending = cache.read('u', slow.load);
    now = 400;
    slow.release();
    await pending;
    now = 999;
    expect(await cache.read('u', async () => 'second')).toBe('first');
    now = 1_000;
    expect(await cache.read('u', async () => 'second')).toBe('second');
  });

  test('forgetting one user keeps the others; clearing drops everyone and any load under way', async () => {
    const cache = createProfileCache<string>({ now: () => 0 });
    await cache.read('a', async () => 'a1');
    await cache.read('b', async () => 'b1');
    const slow = heldLoad('c1');
    const pending = cache.read('c', slow.load);
    cache.forget('a');
    expect(await cache.read('a', async () => 'a2')).toBe('a2');
    expect(await cache.read('b', async () => 'b2')).toBe('b1');
    cache.clear();
    slow.release();
    await pending;
    expect(await cache.read('b', async () => 'b3')).toBe('b3');
    expect(await cache.read('c', async () => 'c2')).toBe('c2');
  });

  test('at most maxEntries are kept, the oldest going first', async () => {
    const cache = createProfileCache<string>({ maxEntries: 2, now: () => 0 });
    for (const user of ['a', 'b', 'c']) await cache.read(user, async () => `${user}1`);
    expect(cache.size).toBe(2);
    expect(await cache.read('c', async () => 'c2')).toBe('c1');
    expect(await cache.read('b', async () => 'b2')).toBe('b1');
    expect(await cache.read('a', async () => 'a2')).toBe('a2');
  });

  test('when more users were forgotten than it keeps, a load under way for anyone is not stored', async () => {
    const cache = createProfileCache<string>({ maxEntries: 2, now: () => 0 });
    const slow = heldLoad('z1');
    const pending = cache.read('z', slow.load);
    for (const user of ['a', 'b', 'c']) cache.forget(user);
    slow.release();
    await pending;
    expect(await cache.read('z', async () => 'z2')).toBe('z2');
  });
});
