// The reply schemas of the OpenAPI description are true (decision 0076): real requests against a
// seeded app, for a spread of the player's and the back office's endpoints, and each 2xx reply
// checked against the schema the served description gives for its route.
import { afterAll, beforeAll, expect, setDefaultTimeout, test } from 'bun:test';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { addDepositAddresses } from '../../testing/deposit-addresses.ts';
import { addTournamentQuestions } from '../../testing/tournament-pool.ts';
import { correctIndex } from '../../testing/quiz-play.ts';
import { schemaProblems } from '../../testing/json-schema.ts';
import type { JsonSchema } from '../../scripts/openapi-replies.ts';

setDefaultTimeout(60_000);
type Operation = { responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

let api: TestApi;
let doc: Document;
let player: Awaited<ReturnType<TestApi['register']>>;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  await addDepositAddresses(api.sql);
  await addTournamentQuestions(api.sql, 'easy', 30);
  player = await api.register('Replies');
  await api.fund(player.user.id, 100);
  admin = await api.registerAdmin();
  doc = (await api.call('GET', '/api/docs')).json as Document;
});
afterAll(() => api.close());

/** Calls `template` (an OpenAPI path) with its `{params}` filled in, expects a 2xx and checks the reply against its schema. */
async function checked(
  method: string,
  template: string,
  options: { params?: Record<string, string>; query?: string; body?: unknown; token?: string } = {},
) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => options.params?.[name] ?? '');
  const res = await api.call(method, `${path}${options.query ?? ''}`, {
    token: options.token ?? player.token,
    body: options.body,
  });
  const label = `${method} ${template}${options.query ?? ''}`;
  if (res.status >= 300) throw new Error(`${label}: ${res.status} ${res.text}`);
  const content = doc.paths[template]?.[method.toLowerCase()]?.responses['2XX']?.content ?? {};
  const [mediaType] = Object.keys(content);
  expect(res.headers.get('content-type') ?? '').toStartWith(mediaType?.replace('/*', '/') ?? 'none');
  const schema = content['application/json']?.schema;
  if (schema)
    expect({ label, problems: schemaProblems(res.json, schema, doc.components.schemas) }).toEqual({
      label,
      problems: [],
    });
  return res.json;
}

test("a player's replies: profile, wallet, quiz start and answers, tournaments, tasks, notifications and the rest", async () => {
  for (const path of [
    '/api/settings',
    '/api/health',
    '/api/users/profile',
    '/api/users/profile/overview',
    '/api/users/notification-preferences',
    '/api/wallet',
    '/api/deposits/intents',
    '/api/quiz/eligibility',
    '/api/daily-bonus',
    '/api/achievements',
    '/api/activities',
    '/api/tasks',
    '/api/leaderboard',
    '/api/referrals',
    '/api/users/standing',
    '/api/users/limits',
  ])
    await checked('GET', path);

  // A whole challenge quiz, every answer's reply (the last one carries the result).
  const started = await checked('POST', '/api/quiz/sessions', {
    body: { difficulty: 'easy', mode: 'challenge', stake: '1' },
  });
  const sessionId = started.data.session.id as string;
  await checked('GET', '/api/quiz/sessions/{id}', { params: { id: sessionId } });
  let question = started.data.question;
  for (let i = 0; question; i++) {
    api.clock.advance(i > 0 ? 8_000 : 5_000);
    const answerIndex =
      i % 3 === 0 ? ((await correctIndex(api, question.id)) + 1) % 4 : await correctIndex(api, question.id);
    const answered = await checked('POST', '/api/quiz/sessions/{id}/answers', {
      params: { id: sessionId },
      body: { questionId: question.id, answerIndex },
    });
    question = answered.data.next;
  }
  await checked('POST', '/api/quiz/sessions/{id}/disputes', {
    params: { id: sessionId },
    body: { questionId: started.data.question.id, reason: 'Option B is the right one' },
  });
  await checked('GET', '/api/quiz/sessions/{id}', { params: { id: sessionId } });
  await checked('GET', '/api/bets');
  await checked('POST', '/api/daily-bonus/claim');

  // Money in and out, then the lists that show them.
  await checked('POST', '/api/deposits', {
    body: { amount: '25', network: 'TRC20', reference: `0x${'ABCDEF0123456789'.repeat(4)}` },
  });
  await checked('POST', '/api/withdrawals', {
    body: { amount: '20', network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
  });
  await checked('GET', '/api/transactions');
  await checked('GET', '/api/notifications');
  await checked('PUT', '/api/notifications/read-all');

  // A tournament: created, joined by a second player, played by both; every lobby tab.
  const created = await checked('POST', '/api/tournaments', {
    body: { name: 'Replies cup', entryFee: '1', maxParticipants: 2, timeLimit: 30 },
  });
  const tournamentId = created.data.id as string;
  const other = await api.register('Rival');
  await api.fund(other.user.id, 10);
  await checked('POST', '/api/tournaments/{id}/join', { params: { id: tournamentId }, token: other.token });
  const run = await checked('POST', '/api/tournaments/{id}/play', { params: { id: tournamentId } });
  await checked('POST', '/api/quiz/sessions/{id}/answers', {
    params: { id: run.data.session.id },
    body: { questionId: run.data.question.id, answerIndex: 0 },
  });
  await checked('GET', '/api/tournaments/{id}', { params: { id: tournamentId } });
  for (const tab of ['active', 'upcoming', 'completed', 'mine'])
    await checked('GET', '/api/tournaments', { query: `?tab=${tab}` });
  await checked('PUT', '/api/users/limits', { body: { dailyStakeLimit: '5' } });
});

test("the back office's replies: users, transactions, dashboard, settings, tournaments, questions, disputes and the rest", async () => {
  const token = admin;
  for (const path of [
    '/api/admin/dashboard',
    '/api/admin/users',
    '/api/admin/transactions',
    '/api/admin/settings',
    '/api/admin/system-settings',
    '/api/admin/game-rules',
    '/api/admin/tournaments',
    '/api/admin/questions',
    '/api/admin/questions/stats',
    '/api/admin/question-generations',
    '/api/admin/disputes',
    '/api/admin/security',
    '/api/admin/security/flags',
    '/api/admin/loss-prevention',
    '/api/admin/audit-log',
    '/api/admin/analytics',
    '/api/admin/database',
    '/api/admin/referrals',
    '/api/admin/referral-settings',
    '/api/admin/daily-bonus',
    '/api/admin/daily-bonus/claims',
    '/api/admin/tasks',
    '/api/admin/task-proofs',
    '/api/admin/achievements',
    '/api/admin/wallet-addresses',
    '/api/admin/2fa',
    '/api/admin/setup/checklist',
  ])
    await checked('GET', path, { token });
  for (const path of ['/api/admin/users/export', '/api/admin/transactions/export', '/api/admin/daily-bonus/export'])
    await checked('GET', path, { token });
  await checked('GET', '/api/admin/users/{id}', { params: { id: player.user.id }, token });
  const [tournament] = (await checked('GET', '/api/admin/tournaments', { token })).data;
  await checked('GET', '/api/admin/tournaments/{id}', { params: { id: tournament.id }, token });
  const pending = (await checked('GET', '/api/admin/transactions', { query: '?status=pending', token })).data;
  for (const transaction of pending)
    await checked('PUT', '/api/admin/transactions/{id}/approve', {
      params: { id: transaction.id },
      body: transaction.type === 'withdrawal' ? { txHash: `0x${'ab'.repeat(32)}` } : {},
      token,
    });
  const [question] = (await checked('GET', '/api/admin/questions', { token })).data;
  await checked('POST', '/api/admin/questions/bulk', { body: { ids: [question.id], action: 'activate' }, token });
  const added = await checked('POST', '/api/admin/questions', {
    body: {
      question: 'Which network did the replies test pick?',
      options: ['TRC20', 'ERC20', 'BEP20', 'TON'],
      correctAnswer: 0,
      explanation: 'It deposited on TRC20.',
      category: question.category,
      difficulty: 'easy',
    },
    token,
  });
  await checked('PUT', '/api/admin/questions/{id}', { params: { id: added.data.id }, body: added.data, token });
  const [disputed] = (await checked('GET', '/api/admin/disputes', { token })).data;
  await checked('PUT', '/api/admin/disputes/{id}/reject', {
    params: { id: disputed.disputes[0].id },
    body: { reason: 'The key is right' },
    token,
  });
  await checked('PUT', '/api/admin/users/{id}/block', {
    params: { id: player.user.id },
    body: { reason: 'Test' },
    token,
  });
  await checked('PUT', '/api/admin/users/{id}/unblock', { params: { id: player.user.id }, token });
  await checked('POST', '/api/admin/settings/reset', { token });
});

test('sign-in, profile and settings writes, a guest practice quiz, and the back office creating and editing', async () => {
  const token = admin;
  const signedIn = await checked('POST', '/api/auth/login', {
    body: { email: player.email, password: player.password },
  });
  const refreshed = await checked('POST', '/api/auth/refresh', { body: { refreshToken: signedIn.data.refreshToken } });
  await checked('POST', '/api/auth/logout', { body: { refreshToken: refreshed.data.refreshToken } });
  await checked('PUT', '/api/users/profile', { body: { name: 'Replies Again' } });
  await checked('PUT', '/api/users/language', { body: { language: 'de' } });
  await checked('PUT', '/api/users/notification-preferences', { body: { categories: { referrals: false } } });

  const practice = await checked('POST', '/api/practice-quiz/sessions');
  await checked('GET', '/api/practice-quiz/sessions/{id}', { params: { id: practice.data.session.id } });
  await checked('POST', '/api/practice-quiz/sessions/{id}/answers', {
    params: { id: practice.data.session.id },
    body: { questionId: practice.data.question.id, answerIndex: 0 },
  });

  // A block the player reads, then lifted.
  await checked('PUT', '/api/admin/users/{id}/block', {
    params: { id: player.user.id },
    body: { reason: 'Test' },
    token,
  });
  await checked('GET', '/api/users/block-notice');
  await checked('PUT', '/api/admin/users/{id}/unblock', { params: { id: player.user.id }, token });
  await checked('PUT', '/api/admin/users/{id}/withdrawals', {
    params: { id: player.user.id },
    body: { enabled: true },
    token,
  });

  const start = api.clock.now();
  const sponsored = await checked('POST', '/api/admin/tournaments', {
    body: {
      name: 'Replies sponsored cup',
      difficulty: 'easy',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3_600_000).toISOString(),
    },
    token,
  });
  await checked('PUT', '/api/admin/tournaments/{id}/cancel', {
    params: { id: sponsored.data.id },
    body: { reason: 'Rained off' },
    token,
  });
  const task = await checked('POST', '/api/admin/tasks', {
    body: { title: 'Share a post', type: 'marketing', reward: '0.75', verification: 'proof' },
    token,
  });
  await checked('PUT', '/api/admin/tasks/{id}', { params: { id: task.data.id }, body: { isActive: false }, token });
  await checked('DELETE', '/api/admin/tasks/{id}', { params: { id: task.data.id }, token });
  const achievement = await checked('POST', '/api/admin/achievements', {
    body: {
      title: 'Sharp shooter',
      description: 'Answer 50 questions right',
      reward: '2',
      type: 'quiz',
      icon: 'target',
      rarity: 'rare',
      category: 'quiz',
      isActive: true,
      requirement: { metric: 'correct_answers', target: 50 },
    },
    token,
  });
  await checked('DELETE', '/api/admin/achievements/{id}', { params: { id: achievement.data.id }, token });
  const backup = {
    network: 'BEP20',
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    name: 'Backup BSC',
    minDeposit: '5',
  };
  const address = await checked('POST', '/api/admin/wallet-addresses', { body: backup, token });
  await checked('PUT', '/api/admin/wallet-addresses/{id}', {
    params: { id: address.data.id },
    body: { ...backup, isActive: false },
    token,
  });
  await checked('DELETE', '/api/admin/wallet-addresses/{id}', { params: { id: address.data.id }, token });
  await checked('PUT', '/api/admin/system-settings', { body: { security: { enableTwoFactor: false } }, token });
  await checked('PUT', '/api/admin/game-rules', { body: { 'wallet.depositMethods.crypto.feeBasisPoints': 0 }, token });
  await checked('PUT', '/api/admin/daily-bonus', { body: { enabled: true }, token });
  await checked('POST', '/api/admin/daily-bonus/reset-streaks', { token });
  const referral = await checked('GET', '/api/admin/referral-settings', { token });
  await checked('PUT', '/api/admin/referral-settings', { body: referral.data, token });
  await checked('POST', '/api/admin/referrals/process-pending', { token });
  await checked('GET', '/api/admin/dashboard/telegram', { token });
  await checked('GET', '/api/admin/setup', { token });
  await checked('POST', '/api/admin/2fa/setup', { token });
  await checked('POST', '/api/admin/analytics/refresh', { token });
});
