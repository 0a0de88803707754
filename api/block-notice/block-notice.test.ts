import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { forgetCachedSettings } from '../../domain/settings/read-settings.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

// GET /api/users/block-notice (decision 0066): a blocked player keeps their session and reads why,
// until when, their balances and whom to ask, while every action stays refused.
setDefaultTimeout(60_000);
let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql);
  adminToken = await api.registerAdmin();
});
afterAll(() => api.close());

const asAdmin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: adminToken, body });
const notice = (token?: string) => api.call('GET', '/api/users/block-notice', { token });
const setSupport = async (appConfig: Record<string, string>) => {
  await api.sql`update app_settings set document = jsonb_set(document, '{appConfig}',
    coalesce(document->'appConfig', '{}') || ${api.sql.json(appConfig)}) where id = 'appSettings'`;
  forgetCachedSettings();
};

describe('GET /api/users/block-notice', () => {
  test('a blocked player reads the reason, since and until, the balances and the support contact', async () => {
    const player = await api.register('Noticed');
    await api.fund(player.user.id, 25);
    expect((await notice(player.token)).json.data).toEqual({
      block: null,
      balances: { balance: '30', playableBalance: '25', bonusBalance: '5' },
      // the placeholders the product ships with reach nobody
      support: { email: null, telegram: null },
      language: null, // none chosen: the device's decides
    });

    await asAdmin('PUT', `/api/admin/users/${player.user.id}/block`, { reason: 'Shared an answer sheet', hours: 48 });
    await setSupport({ supportEmail: 'help@quiz.test', supportTelegram: '@quiz_help' });
    try {
      const res = await notice(player.token);
      expect(res.status).toBe(200);
      const now = api.clock.now().getTime();
      expect(res.json.data).toEqual({
        block: {
          reason: 'Shared an answer sheet',
          blockedAt: new Date(now).toISOString(),
          until: new Date(now + 48 * 3_600_000).toISOString(),
        },
        balances: { balance: '30', playableBalance: '25', bonusBalance: '5' },
        support: { email: 'help@quiz.test', telegram: '@quiz_help' },
        language: null,
      });
      // The profile refuses a blocked player: the notice names the language they chose.
      await api.sql`update users set language = 'de' where id = ${player.user.id}`;
      expect((await notice(player.token)).json.data.language).toBe('de');
    } finally {
      await setSupport({ supportEmail: 'support@example.com', supportTelegram: '@cryptomaster_support' });
    }

    await asAdmin('PUT', `/api/admin/users/${player.user.id}/block`, { reason: 'Fraud', hours: null });
    expect((await notice(player.token)).json.data.block).toMatchObject({ reason: 'Fraud', until: null });
    await asAdmin('PUT', `/api/admin/users/${player.user.id}/unblock`);
    expect((await notice(player.token)).json.data.block).toBeNull();
  });

  test('a block that ended by its time is no longer shown', async () => {
    const player = await api.register('Timed');
    await asAdmin('PUT', `/api/admin/users/${player.user.id}/block`, { reason: 'Cool off', hours: 1 });
    api.clock.advance(3_600_000 + 1000);
    try {
      expect((await notice(player.token)).json.data.block).toBeNull();
    } finally {
      api.clock.advance(-(3_600_000 + 1000));
    }
  });

  test('only the signed-in session: 401 without a token and after logout', async () => {
    expect((await notice()).status).toBe(401);
    const player = await api.register('Gone');
    await api.call('POST', '/api/auth/logout', { body: { refreshToken: player.refreshToken } });
    expect((await notice(player.token)).status).toBe(401);
  });
});

describe('a blocked session', () => {
  test('stays signed in (the refresh works) and is refused every action, with no money moved', async () => {
    const owner = await api.register('Owner');
    await api.fund(owner.user.id, 20);
    const tournament = await api.call('POST', '/api/tournaments', {
      token: owner.token,
      body: { name: 'Open cup', entryFee: '10', maxParticipants: 3, timeLimit: 30 },
    });
    expect(tournament.status).toBe(201);
    const player = await api.register('Blocked');
    await api.fund(player.user.id, 50);
    await asAdmin('PUT', `/api/admin/users/${player.user.id}/block`, { reason: 'Multiple accounts', hours: 24 });

    const refreshed = await api.call('POST', '/api/auth/refresh', { body: { refreshToken: player.refreshToken } });
    expect(refreshed.status).toBe(200);
    const token = refreshed.json.data.accessToken as string;
    expect((await notice(token)).json.data.block.reason).toBe('Multiple accounts');
    expect((await api.call('GET', '/api/users/standing', { token })).status).toBe(200);

    const refusals = {
      profile: await api.call('GET', '/api/users/profile', { token }),
      quiz: await api.call('POST', '/api/quiz/sessions', { token, body: { difficulty: 'easy', mode: 'standard' } }),
      stake: await api.call('POST', '/api/quiz/sessions', {
        token,
        body: { difficulty: 'easy', mode: 'challenge', stake: '1' },
      }),
      deposit: await api.call('POST', '/api/deposits', {
        token,
        body: { amount: '20', network: 'TRC20', method: 'crypto', reference: `0x${'ab'.repeat(32)}` },
      }),
      withdrawal: await api.call('POST', '/api/withdrawals', {
        token,
        body: { amount: '20', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
      }),
      tournament: await api.call('POST', `/api/tournaments/${tournament.json.data.id}/join`, { token }),
      claim: await api.call('POST', '/api/daily-bonus/claim', { token }),
    };
    for (const [action, res] of Object.entries(refusals)) {
      expect({ action, status: res.status, code: res.json?.error?.code }).toEqual({
        action,
        status: 403,
        code: 'USER_BLOCKED',
      });
    }
    expect((await notice(token)).json.data.balances.playableBalance).toBe('50');
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});
