import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { transaction } from '../../db/connection.ts';
import { rollUpQuestionUsage } from '../../domain/questions/roll-up-usage.ts';
import { playQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';

let api: TestApi;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi();
  adminToken = await api.registerAdmin();
}, 30_000);
afterAll(() => api.close());

const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { token: adminToken, body });
let serial = 0;
function question(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const tag = crypto.randomUUID().slice(0, 8);
  return {
    question: `What does test question ${serial} (${tag}) ask about wallets?`,
    options: [`Keys ${tag}`, `Blocks ${tag}`, `Fees ${tag}`, `Nodes ${tag}`],
    correctAnswer: 0,
    explanation: 'A wallet holds the keys that sign transactions.',
    category: 'Security',
    difficulty: 'medium',
    ...overrides,
  };
}
const upload = (text: string, name = 'questions.json') => {
  const form = new FormData();
  form.set('file', new File([text], name, { type: 'application/json' }));
  return api.handle(
    new Request('http://localhost/api/admin/questions/import', {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    }),
  );
};

describe('question bank', () => {
  test('manual add: the spec messages, default points 10, duplicates refused, audited', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ question: '' }, 'Please fill in all required fields'],
      [{ options: ['a', 'b', '', 'd'] }, 'Please fill in all required fields'],
      [{ explanation: undefined }, 'Please fill in all required fields'],
      [{ question: 'Too short' }, 'Question text too short'],
      [{ options: ['One', 'Two', 'Three'] }, 'Must have exactly 4 options'],
      [{ correctAnswer: 4 }, 'Correct answer must be 0-3'],
      [{ explanation: 'Short one' }, 'Explanation too short'],
      [{ points: 101 }, 'Points must be a number from 1 to 100'],
    ];
    for (const [change, message] of cases) {
      const res = await admin('POST', '/api/admin/questions', question(change));
      expect([res.status, res.json.error]).toEqual([400, { code: 'VALIDATION_ERROR', message }]);
    }
    const body = question();
    const created = await admin('POST', '/api/admin/questions', body);
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({
      points: 10,
      source: 'manual',
      isActive: true,
      usage: { timesServed: 0 },
    });
    const again = await admin('POST', '/api/admin/questions', {
      ...body,
      question: `  ${body.question.toUpperCase()}!! `,
    });
    expect([again.status, again.json.error.message]).toEqual([409, 'A question with this text is already in the bank']);
    const [audit] =
      await api.sql`select actor_id, after from audit_log where action = 'question.create' and target_id = ${created.json.data.id}`;
    expect(audit!.after.question).toBe(body.question);
  });

  test('list: keyset pages, filters and search; players are refused', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    for (let i = 0; i < 5; i++)
      await admin(
        'POST',
        '/api/admin/questions',
        question({
          question: `Findable ${tag} question number ${i}?`,
          difficulty: 'hard',
          category: 'nft',
          isActive: i % 2 === 0,
        }),
      );
    const first = await admin('GET', `/api/admin/questions?search=${tag}&limit=2`);
    expect(first.json.data.map((q: { question: string }) => q.question)).toEqual([
      `Findable ${tag} question number 4?`,
      `Findable ${tag} question number 3?`,
    ]);
    const second = await admin(
      'GET',
      `/api/admin/questions?search=${tag}&limit=2&cursor=${encodeURIComponent(first.json.nextCursor)}`,
    );
    expect(second.json.data.map((q: { question: string }) => q.question.at(-2))).toEqual(['2', '1']);
    expect([first.json.total, first.json.totalKind, first.json.prevCursor]).toEqual([2, 'atLeast', null]);
    expect(second.json.prevCursor).not.toBeNull();
    const back = await admin(
      'GET',
      `/api/admin/questions?search=${tag}&limit=2&cursor=${encodeURIComponent(second.json.prevCursor)}`,
    );
    expect(back.json.data.map((q: { id: string }) => q.id)).toEqual(first.json.data.map((q: { id: string }) => q.id));
    const third = await admin(
      'GET',
      `/api/admin/questions?search=${tag}&limit=2&cursor=${encodeURIComponent(second.json.nextCursor)}`,
    );
    expect([third.json.data.length, third.json.nextCursor]).toEqual([1, null]);
    const inactive = await admin(
      'GET',
      `/api/admin/questions?search=${tag}&active=false&category=nft&difficulty=hard&source=manual`,
    );
    expect(inactive.json.data).toHaveLength(2);
    expect(
      (await admin('GET', '/api/admin/questions?source=seed&limit=3')).json.data.every(
        (q: { source: string }) => q.source === 'seed',
      ),
    ).toBe(true);
    expect((await admin('GET', '/api/admin/questions?difficulty=extreme')).status).toBe(400);
    const short = await admin('GET', '/api/admin/questions?search=ab');
    expect([short.status, short.json.error.message]).toEqual([400, 'Search needs at least 3 characters']);
    const player = await api.register();
    expect((await api.call('GET', '/api/admin/questions', { token: player.token })).status).toBe(403);
  });

  test('the list, the filters and the search each use an index', async () => {
    await api.sql`analyze questions`;
    const plans: string[] = [];
    for (const condition of [
      "difficulty = 'hard'",
      "category = 'nft'",
      "source = 'ai'",
      'is_active = false',
      "question ilike '%bitcoin halving%'",
      'true',
    ]) {
      const rows = await api.sql.begin(async (tx) => {
        await tx`set local enable_seqscan = off`;
        return tx.unsafe(
          `explain select id from questions where ${condition} order by created_at desc, id desc limit 21`,
        );
      });
      plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    for (const plan of plans) expect(plan).not.toContain('Seq Scan');
  });

  test('activate, deactivate, delete; a question players answered is deactivated instead of deleted, and keeps its key', async () => {
    const a = (await admin('POST', '/api/admin/questions', question())).json.data;
    const b = (await admin('POST', '/api/admin/questions', question())).json.data;
    expect(
      (await admin('POST', '/api/admin/questions/bulk', { ids: [a.id, b.id], action: 'deactivate' })).json.data.changed,
    ).toBe(2);
    expect(
      (await admin('POST', '/api/admin/questions/bulk', { ids: [a.id], action: 'activate' })).json.data.changed,
    ).toBe(1);
    const [served] = await api.sql<{ id: string }[]>`select question_id as id from quiz_answers limit 1`;
    const answeredId =
      served?.id ??
      (await (async () => {
        const player = await api.register();
        const played = await playQuiz(api, player.token, { difficulty: 'easy' });
        const [row] = await api.sql<
          { id: string }[]
        >`select question_id as id from quiz_answers where session_id = ${played.sessionId} limit 1`;
        return row!.id;
      })());
    const removed = await admin('POST', '/api/admin/questions/bulk', { ids: [b.id, answeredId], action: 'delete' });
    expect(removed.json.data).toEqual({ changed: 2, deactivatedInsteadOfDeleted: 1 });
    expect([...(await api.sql`select is_active from questions where id = ${answeredId}`)]).toEqual([
      { is_active: false },
    ]);
    expect(await api.sql`select 1 from questions where id = ${b.id}`).toHaveLength(0);
    const [row] = await api.sql`select * from questions where id = ${answeredId}`;
    const edit = await admin('PUT', `/api/admin/questions/${answeredId}`, {
      question: row!.question,
      options: row!.options,
      correctAnswer: (row!.correct_index + 1) % 4,
      explanation: row!.explanation,
      category: row!.category,
      difficulty: row!.difficulty,
    });
    expect(edit.status).toBe(409);
    const points = await admin('PUT', `/api/admin/questions/${answeredId}`, {
      question: row!.question,
      options: row!.options,
      correctAnswer: row!.correct_index,
      explanation: row!.explanation,
      category: row!.category,
      difficulty: row!.difficulty,
      points: 25,
      isActive: true,
    });
    expect(points.json.data).toMatchObject({ points: 25, isActive: true });
    expect((await admin('DELETE', `/api/admin/questions/${b.id}`)).status).toBe(404);
    const actions =
      await api.sql`select action from audit_log where action in ('question.activate', 'question.deactivate', 'question.delete', 'question.update')`;
    expect(actions.length).toBeGreaterThanOrEqual(4);
  });

  test('import: the spec messages, a report per row, duplicates skipped; export re-imports as all duplicates', async () => {
    expect((await admin('POST', '/api/admin/questions/import', { questions: [] })).json.error.message).toBe(
      'Invalid file format',
    );
    const unparsable = await upload('[{"question": ');
    expect([unparsable.status, (await unparsable.json()).error.message]).toEqual([
      400,
      'Failed to parse imported file',
    ]);
    const good = question();
    const rows = [
      good,
      { ...good },
      question({ options: ['a', 'b'] }),
      { ...question(), correctAnswer: undefined, correct: 2 },
      'nonsense',
    ];
    const res = await upload(JSON.stringify(rows));
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({
      imported: 2,
      skipped: 1,
      errors: [
        { row: 3, message: 'Must have exactly 4 options' },
        { row: 5, message: 'Please fill in all required fields' },
      ],
    });
    const exported = await api.handle(
      new Request('http://localhost/api/admin/questions/export?source=import', {
        headers: { authorization: `Bearer ${adminToken}` },
      }),
    );
    const items = (await exported.json()) as { source: string; correctAnswer: number }[];
    expect(items.map((i) => i.correctAnswer).sort()).toEqual([0, 2]);
    expect((await admin('POST', '/api/admin/questions/import', items)).json.data).toMatchObject({
      imported: 0,
      skipped: 2,
    });
  });

  test('1,000 questions import in one request and one transaction; they are served, inactive ones never', async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const rows = Array.from({ length: 1000 }, (_, i) =>
      question({ question: `Bulk ${tag} question number ${i} about ledgers?`, difficulty: 'easy', isActive: i < 10 }),
    );
    const res = await api.call('POST', '/api/admin/questions/import', { token: adminToken, raw: JSON.stringify(rows) });
    expect(res.json.data).toEqual({ imported: 1000, skipped: 0, errors: [] });
    const [batch] =
      await api.sql`select count(distinct created_at)::int as n, count(*)::int as total from questions where question like ${`Bulk ${tag}%`}`;
    expect(batch).toEqual({ n: 1, total: 1000 }); // one transaction: one now()
    const activeIds = new Set(
      (
        await api.sql<{ id: string }[]>`select id from questions where question like ${`Bulk ${tag}%`} and is_active`
      ).map((r) => r.id),
    );
    await api.sql`update questions set is_active = false where difficulty = 'easy' and not (id = any(${[...activeIds]}::uuid[]))`;
    const player = await api.register();
    const played = await playQuiz(api, player.token, { difficulty: 'easy', right: (i) => i < 7 });
    const servedIds = (
      await api.sql<{ id: string }[]>`select question_id as id from quiz_answers where session_id = ${played.sessionId}`
    ).map((r) => r.id);
    expect(servedIds).toHaveLength(10);
    expect(servedIds.every((id) => activeIds.has(id))).toBe(true);

    // The usage rollup picks the finished quiz up once its settle time passed, and only once.
    const later = new Date(Date.now() + 60 * 60_000);
    await transaction(api.sql, (tx) => rollUpQuestionUsage(tx, later));
    await transaction(api.sql, (tx) => rollUpQuestionUsage(tx, later));
    const [usage] =
      await api.sql`select sum(times_served)::int as served, sum(times_right)::int as right from questions where id = any(${[...activeIds]}::uuid[])`;
    expect(usage).toEqual({ served: 10, right: 7 });
    const listed = (await admin('GET', `/api/admin/questions?search=Bulk ${tag}&active=true&limit=10`)).json.data;
    expect(listed.reduce((n: number, q: { usage: { timesServed: number } }) => n + q.usage.timesServed, 0)).toBe(10);
    await api.sql`update questions set is_active = true where source = 'seed'`;
  }, 30_000);

  test('stats: totals, by source, difficulty and category, top 5 categories', async () => {
    const stats = (await admin('GET', '/api/admin/questions/stats')).json.data;
    const [counts] =
      await api.sql`select count(*)::int as total, count(*) filter (where is_active)::int as active from questions`;
    expect(stats).toMatchObject({
      total: counts!.total,
      active: counts!.active,
      inactive: counts!.total - counts!.active,
    });
    expect(Object.values(stats.bySource as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(counts!.total);
    expect(stats.topCategories).toHaveLength(5);
    expect(stats.topCategories[0].count).toBeGreaterThanOrEqual(stats.topCategories[4].count);
  });
});
