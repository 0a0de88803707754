import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql);
  adminToken = await api.registerAdmin();
});
afterAll(() => api.close());

const trc20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const rules = () => api.call('GET', '/api/admin/game-rules', { token: adminToken });
const changeRules = (body: object) => api.call('PUT', '/api/admin/game-rules', { token: adminToken, body });
type Rule = { path: string; kind: string; value: unknown; min: number | null; max: number | null; lastChange: unknown };
type Section = { id: string; rules: Rule[]; lastChange: { by: string } | null };
const ruleOf = (data: { sections: Section[] }, path: string) =>
  data.sections.flatMap((s) => s.rules).find((r) => r.path === path)!;

describe('game rules', () => {
  test('every money and game rule is listed with its value and the bounds the server enforces', async () => {
    const res = await rules();
    expect(res.status).toBe(200);
    const ids = (res.json.data.sections as Section[]).map((s) => s.id);
    expect(ids).toEqual([
      'withdrawals',
      'deposits',
      'challenge',
      'quizRewards',
      'bonuses',
      'referrals',
      'tournaments',
      'risk',
      'bankTransfer',
    ]);
    expect(ruleOf(res.json.data, 'wallet.minWithdrawal')).toMatchObject({ value: '10', min: 1, max: 10_000 });
    expect(ruleOf(res.json.data, 'tournaments.feePercent')).toMatchObject({ value: 5, min: 0, max: 50 });
    // Every amount and number has the bounds the server enforces; only the bank details are free text.
    for (const rule of (res.json.data.sections as Section[]).flatMap((s) => s.rules)) {
      const bounded = rule.kind !== 'text';
      expect({ path: rule.path, bounded: rule.min !== null && rule.max !== null }).toEqual({
        path: rule.path,
        bounded,
      });
    }
  });

  test('a game rule out of its bounds is refused naming the rule, and nothing changes', async () => {
    const cases: [object, string][] = [
      [{ 'wallet.minWithdrawal': '0.5' }, 'Setting wallet.minWithdrawal must be between 1 and 10000'],
      [{ 'challenge.maxStake': '0.05' }, 'Setting challenge.maxStake must be between 0.1 and 10000'],
      [{ 'tournaments.feePercent': 80 }, 'Setting tournaments.feePercent must be between 0 and 50'],
      [{ 'wallet.minWithdrawal': '2000' }, 'Setting wallet.maxWithdrawal must be at least wallet.minWithdrawal'],
      [{ 'wallet.withdrawalFee': '10' }, 'Setting wallet.minWithdrawal must be more than wallet.withdrawalFee'],
      [{ 'system.api.enableAPI': false }, 'Unknown game rule system.api.enableAPI'],
    ];
    for (const [body, message] of cases) {
      const res = await changeRules(body);
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect(ruleOf((await rules()).json.data, 'wallet.minWithdrawal').value).toBe('10');
  });

  test('a raised withdrawal minimum refuses a withdrawal just below it at the next request, audited with before and after', async () => {
    const player = await api.register('Withdrawer', undefined, { verified: true });
    await api.fund(player.user.id, 100);
    const changed = await changeRules({ 'wallet.minWithdrawal': '25', 'wallet.withdrawalFee': '2' });
    expect(changed.status).toBe(200);
    const refused = await api.call('POST', '/api/withdrawals', {
      token: player.token,
      body: { amount: '24.99', network: 'TRC20', address: trc20 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe('Minimum withdrawal amount is $25');
    const wallet = (await api.call('GET', '/api/wallet', { token: player.token })).json.data;
    expect(wallet.limits.minWithdrawal).toBe('25');

    const rule = ruleOf(changed.json.data, 'wallet.minWithdrawal');
    expect(rule).toMatchObject({ value: '25', lastChange: { before: '10', after: '25' } });
    expect(ruleOf(changed.json.data, 'wallet.withdrawalFee').lastChange).toBeNull(); // sent unchanged
    const section = (changed.json.data.sections as Section[]).find((s) => s.id === 'withdrawals')!;
    expect(section.lastChange?.by).toBeTruthy();
    type Doc = { wallet: { minWithdrawal: string } };
    const [audit] = await api.sql<{ before: Doc; after: Doc }[]>`
      select before, after from audit_log where action = 'settings.update' order by id desc limit 1`;
    expect(audit!.before.wallet.minWithdrawal).toBe('10');
    expect(audit!.after.wallet.minWithdrawal).toBe('25');
    expect((await changeRules({ 'wallet.minWithdrawal': '10' })).status).toBe(200);
  });

  test('the tournament fee changes the next tournament’s feePercent', async () => {
    expect((await changeRules({ 'tournaments.feePercent': 12 })).status).toBe(200);
    const creator = await api.register('Organiser');
    await api.fund(creator.user.id, 50);
    const created = await api.call('POST', '/api/tournaments', {
      token: creator.token,
      body: { name: 'Fee check', entryFee: '5', maxParticipants: 4, timeLimit: 10 },
    });
    expect(created.status).toBe(201);
    expect(created.json.data.feePercent).toBe(12);
    const publicSettings = (await api.call('GET', '/api/settings')).json.data;
    expect(publicSettings.tournaments).toEqual({ feePercent: 12, questionCount: 10, secondsPerQuestion: 15 });
    expect((await changeRules({ 'tournaments.feePercent': 5 })).status).toBe(200);
  });

  test('stake presets come from the stake limits', async () => {
    const player = await api.register('Staker');
    const presets = async () =>
      (await api.call('GET', '/api/quiz/eligibility?difficulty=easy&mode=challenge', { token: player.token })).json.data
        .stakeLimits;
    expect(await presets()).toMatchObject({ min: '0.1', max: '10', presets: ['0.1', '0.5', '2', '10'] });
    expect((await changeRules({ 'challenge.minStake': '1', 'challenge.maxStake': '100' })).status).toBe(200);
    expect(await presets()).toMatchObject({ min: '1', max: '100', presets: ['1', '5', '20', '100'] });
    expect((await changeRules({ 'challenge.minStake': '0.1', 'challenge.maxStake': '10' })).status).toBe(200);
  });

  test('settings that change nothing are gone: no chat switch, sounds, sidebar, SMS or supported networks', async () => {
    for (const changes of [
      { features: { chat: true } },
      { layout: { showSounds: true } },
      { layout: { showSidebar: true } },
      { notifications: { enableSMSNotifications: true } },
      { wallet: { supportedNetworks: ['TRC20'] } },
      { system: { notifications: { smsProvider: 'twilio' } } },
    ]) {
      const res = await api.call('PUT', '/api/admin/settings', { token: adminToken, body: changes });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toStartWith('Unknown setting');
    }
    const shown = (await api.call('GET', '/api/settings')).json.data;
    expect(shown.features.chat).toBeUndefined();
    expect(shown.layout.showSounds).toBeUndefined();
    expect(shown.layout.showSidebar).toBeUndefined();
    expect(shown.notifications.enableSMSNotifications).toBeUndefined();
  });
});

describe('the settings API takes back what it gives', () => {
  const roundTrip = async (read: string, write = read, pick = (data: Record<string, unknown>) => data) => {
    const got = await api.call('GET', read, { token: adminToken });
    expect(got.status).toBe(200);
    const before = await api.sql`select count(*)::int as n from audit_log`;
    const put = await api.call('PUT', write, { token: adminToken, body: pick(got.json.data) });
    expect({ path: write, status: put.status, error: put.json.error }).toEqual({
      path: write,
      status: 200,
      error: undefined,
    });
    // Nothing changed, so nothing is written or audited.
    expect(await api.sql`select count(*)::int as n from audit_log`).toEqual(before);
  };

  test('a settings document PUT back unchanged is accepted', async () => {
    await changeRules({ 'welcomeBonus.amount': '6' }); // so lastUpdated and updatedBy are set
    await roundTrip('/api/admin/settings');
    await roundTrip('/api/admin/system-settings');
    await roundTrip('/api/admin/game-rules');
    await roundTrip('/api/admin/daily-bonus');
    await roundTrip('/api/admin/referral-settings');
  });

  test('a changed server-owned field is refused by name', async () => {
    const got = (await api.call('GET', '/api/admin/system-settings', { token: adminToken })).json.data;
    const res = await api.call('PUT', '/api/admin/system-settings', {
      token: adminToken,
      body: { ...got, readOnly: { database: [] } },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe('readOnly is set by the server and cannot be changed');
  });

  test('after everything above, the ledger invariants hold', async () => {
    expect(await ledgerProblems(api.sql)).toEqual([]);
  });
});
