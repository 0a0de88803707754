import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { quickAddJob, runOnce } from 'graphile-worker';
import { AI_CATEGORIES, AI_TOPICS, DIFFICULTIES } from '../../db/questions/value-lists.ts';
import { createAiClient } from '../../domain/questions/ai-client.ts';
import { generateQuestions } from '../../domain/questions/generate-questions.ts';
import { type ChatRequest, type FakeOpenAi, startFakeOpenAi } from '../../testing/fake-openai.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { questions__generate } from '../../worker/tasks/questions__generate.ts';

let api: TestApi;
let fake: FakeOpenAi;
let adminToken: string;
beforeAll(async () => {
  fake = startFakeOpenAi();
  api = await createTestApi({ OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'gpt-test' });
  adminToken = await api.registerAdmin();
}, 30_000);
afterAll(async () => {
  fake.stop();
  await api.close();
});

const ai = (overrides: { timeoutMs?: number; retries?: number } = {}) =>
  createAiClient({ apiKey: fake.apiKey, baseUrl: fake.url, model: 'gpt-test', backoffMs: 5, ...overrides });

let serial = 0;
/** A well-formed draft whose text is new to the bank; the key is option `correct`. */
function draft(correct = 1) {
  serial += 1;
  const tag = crypto.randomUUID().slice(0, 8);
  return {
    question: `Which protocol feature number ${serial} (${tag}) secures proof of work chains?`,
    options: [`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`, `Delta ${tag}`],
    correct,
    explanation: 'Because this is how the protocol is designed to work in practice.',
  };
}
type Draft = ReturnType<typeof draft>;

/** Drafts for the generation call; the blind answer picks `answerOf(question)` (the key by default). */
function script(
  drafts: unknown[],
  answerOf?: (question: string, request: ChatRequest) => number | 'error' | 'garbage',
) {
  const keys = new Map(
    drafts.filter((d): d is Draft => typeof (d as Draft)?.question === 'string').map((d) => [d.question, d.correct]),
  );
  fake.on((request) => {
    if (!fake.isBlindAnswer(request)) return fake.json({ questions: drafts });
    const question = fake.blindQuestion(request);
    const answer = answerOf ? answerOf(question, request) : (keys.get(question) ?? 0);
    if (answer === 'error') return fake.error(503, 'The engine is currently overloaded');
    if (answer === 'garbage') return fake.completion('I think it is the second one');
    return fake.json({ answer });
  });
}

async function startGeneration(
  body: object = { count: 5, difficulty: 'hard', topic: 'Lightning Network and Bitcoin Script' },
) {
  const res = await api.call('POST', '/api/admin/questions/generate', { token: adminToken, body });
  expect(res.status).toBe(202);
  return res.json.data.id as string;
}

async function generate(body?: object, client = ai()) {
  const id = await startGeneration(body);
  await generateQuestions(api.sql, client, id);
  const res = await api.call('GET', `/api/admin/question-generations/${id}`, { token: adminToken });
  expect(res.status).toBe(200);
  return res.json.data;
}

describe('AI generation', () => {
  test('each difficulty offers six topics, one in each category', () => {
    for (const difficulty of DIFFICULTIES) {
      const topics = AI_TOPICS[difficulty];
      expect(topics).toHaveLength(6);
      expect(topics.map((t) => t.category).sort()).toEqual([...AI_CATEGORIES].sort());
    }
    const all = DIFFICULTIES.flatMap((d) => AI_TOPICS[d].map((t) => t.topic));
    expect(new Set(all).size).toBe(18);
  });

  test('questions__generate: a request enqueues the job in its transaction; good drafts pass the gate with tokens recorded', async () => {
    const drafts = [draft(0), draft(1), draft(2)];
    script(drafts);
    const id = await startGeneration({ count: 3, difficulty: 'medium', topic: 'Smart contracts and tokens' });
    const [job] = await api.sql`
      select t.identifier as task_identifier, j.payload from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id where j.key = ${`questions__generate:${id}`}`;
    expect(job).toMatchObject({ task_identifier: 'questions__generate', payload: { generationId: id } });
    const queued = (await api.call('GET', `/api/admin/question-generations/${id}`, { token: adminToken })).json.data;
    expect(queued.status).toBe('queued');

    fake.calls.length = 0;
    await generateQuestions(api.sql, ai(), id);
    const g = (await api.call('GET', `/api/admin/question-generations/${id}`, { token: adminToken })).json.data;
    expect(g.status).toBe('done');
    expect(g.questions.map((q: { verdict: string }) => q.verdict)).toEqual(['passed', 'passed', 'passed']);
    // filed under the topic's category; the model is asked about the topic itself
    expect(g.questions[0]).toMatchObject({ category: 'Ethereum', difficulty: 'medium', correct: 0 });
    expect(fake.calls[0]!.messages[1]!.content).toStartWith(
      'Write 3 medium questions about Smart contracts and tokens (category: Ethereum).',
    );
    // One call for the drafts, one blind answer per draft; the blind request never carries the key.
    expect(fake.calls).toHaveLength(4);
    const blind = fake.calls.filter(fake.isBlindAnswer);
    expect(blind.map((c) => c.messages[1]!.content).sort()).toEqual(
      drafts.map((d) => `${d.question}\n${d.options.map((o, i) => `${i}. ${o}`).join('\n')}`).sort(),
    );
    expect(fake.calls[0]).toMatchObject({ model: 'gpt-test', max_tokens: 2000, temperature: 0.7 });
    expect(fake.calls[0]!.response_format?.type).toBe('json_schema');
    expect(g.tokens).toEqual({ prompt: 400, completion: 200 });

    // A second delivery of the job changes nothing.
    await generateQuestions(api.sql, ai(), id);
    expect(fake.calls).toHaveLength(4);
  });

  test('a malformed reply, a 500 and a timeout are clear errors; no fallback questions are made up', async () => {
    fake.on(() => fake.completion('{"questions": [ this is not json'));
    const malformed = await generate();
    expect(malformed).toMatchObject({
      status: 'failed',
      error: 'Failed to generate questions: The AI reply was not valid JSON',
      questions: [],
    });

    fake.on(() => fake.json({ items: [] }));
    expect((await generate()).error).toBe('Failed to generate questions: The AI reply held no list of questions');

    fake.calls.length = 0;
    fake.on(() => fake.error(500, 'The server had an error while processing your request.'));
    const failed = await generate(undefined, ai({ retries: 2 }));
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(
      'Failed to generate questions: The AI service answered 500: The server had an error while processing your request.',
    );
    expect(fake.calls).toHaveLength(3); // retried twice with backoff

    fake.on(() => ({ ...fake.json({ questions: [draft()] }), delayMs: 400 }));
    const slow = await generate(undefined, ai({ timeoutMs: 100, retries: 0 }));
    expect(slow).toMatchObject({
      status: 'failed',
      error: 'Failed to generate questions: The AI service did not answer in time',
    });
    expect(await api.sql`select 1 from questions where source = 'ai'`).toHaveLength(0);
  });

  test('a 3-option draft, a duplicate of the bank, a wrong key and an unanswerable check each get their verdict', async () => {
    const [bank] = await api.sql<{ question: string; options: string[] }[]>`
      select question, options from questions where source = 'seed' limit 1`;
    const threeOptions = { ...draft(), options: ['One', 'Two', 'Three'] };
    const duplicate = {
      question: bank!.question.toUpperCase(),
      options: bank!.options,
      correct: 0,
      explanation: 'Copied from the bank on purpose here.',
    };
    const wrongKey = draft(2);
    const unchecked = draft(3);
    const good = draft(1);
    script([threeOptions, duplicate, wrongKey, unchecked, good], (question) =>
      question === wrongKey.question ? 0 : question === unchecked.question ? 'error' : 1,
    );
    const g = await generate();
    expect(g.status).toBe('done');
    const [a, b, c, d, e] = g.questions;
    expect(a).toMatchObject({ verdict: 'failed', reasons: ['Must have exactly 4 options'] });
    expect(b).toMatchObject({ verdict: 'failed', reasons: ['Duplicate of a question already in the bank'] });
    expect(c.verdict).toBe('failed');
    expect(c.reasons[0]).toContain("not the key's option 3");
    expect(d.verdict).toBe('unverified');
    expect(d.reasons[0]).toContain('Could not be checked');
    expect(e.verdict).toBe('passed');

    // Nothing unchecked goes live without an explicit choice.
    const save = (body: object) =>
      api.call('POST', `/api/admin/question-generations/${g.id}/save`, { token: adminToken, body });
    const refused = await save({ ids: [d.id, e.id], activate: true });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toContain('did not pass the verification gate');
    expect((await save({ ids: [a.id], activate: false })).json.error.message).toBe(
      'Invalid question: Must have exactly 4 options',
    );
    const confirmed = await save({ ids: [d.id, e.id], activate: true, confirmUnchecked: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data.map((q: { source: string; isActive: boolean }) => [q.source, q.isActive])).toEqual([
      ['ai', true],
      ['ai', true],
    ]);
    const inactive = await save({ ids: [c.id], activate: false });
    expect(inactive.json.data[0]).toMatchObject({ isActive: false, source: 'ai' });
    // Saving twice saves nothing more.
    expect((await save({ ids: [e.id], activate: true })).json.data).toEqual([]);
    const audit =
      await api.sql`select after from audit_log where action = 'question_generation.save' and target_id = ${g.id}`;
    expect(audit.map((r) => r.after.confirmedUnchecked)).toEqual([true, false, false]);
  });

  test('a malformed blind answer is unverified; a server without JSON schemas gets json_object', async () => {
    const drafts = [draft(1), draft(2)];
    script(drafts, (question) => (question === drafts[0]!.question ? 'garbage' : 2));
    fake.refuseJsonSchemas();
    fake.calls.length = 0;
    try {
      const g = await generate({ count: 3, difficulty: 'easy', topic: 'Wallets and seed phrases' });
      expect(g.questions.map((q: { verdict: string }) => q.verdict)).toEqual(['unverified', 'passed']);
      expect(fake.calls.at(-1)!.response_format?.type).toBe('json_object');
    } finally {
      fake.refuseJsonSchemas(false);
    }
  });

  test('edits re-run the gate: a new key makes a draft unverified, a broken one failed; drafts can be deleted', async () => {
    const drafts = [draft(1), draft(2)];
    script(drafts);
    const g = await generate({ count: 3, difficulty: 'easy', topic: 'Stablecoins' });
    const [first, second] = g.questions;
    const edit = (id: string, body: object) =>
      api.call('PUT', `/api/admin/question-generations/${g.id}/drafts/${id}`, { token: adminToken, body });
    const base = { question: first.question, options: first.options, correct: first.correct, category: 'DeFi' };
    const explained = await edit(first.id, { ...base, explanation: 'A longer and clearer explanation of the answer.' });
    expect(explained.json.data.verdict).toBe('passed');
    const rekeyed = await edit(first.id, {
      ...base,
      correct: 3,
      explanation: 'A longer and clearer explanation of the answer.',
    });
    expect(rekeyed.json.data).toMatchObject({ verdict: 'unverified', correct: 3 });
    const clamped = await edit(first.id, {
      ...base,
      correct: 9,
      explanation: 'A longer and clearer explanation of the answer.',
    });
    expect(clamped.json.data.correct).toBe(3);
    const broken = await edit(first.id, { ...base, question: 'Short?', explanation: 'Too short' });
    expect(broken.json.data).toMatchObject({
      verdict: 'failed',
      reasons: ['Question text too short', 'Explanation too short'],
    });
    expect(
      (await api.call('DELETE', `/api/admin/question-generations/${g.id}/drafts/${second.id}`, { token: adminToken }))
        .status,
    ).toBe(200);
    const after = (await api.call('GET', `/api/admin/question-generations/${g.id}`, { token: adminToken })).json.data;
    expect(after.questions).toHaveLength(1);
    const actions = await api.sql`select action from audit_log where target_type = 'question_draft' order by id`;
    expect(actions.map((r) => r.action)).toEqual([
      'question_draft.update',
      'question_draft.update',
      'question_draft.update',
      'question_draft.update',
      'question_draft.delete',
    ]);
  });

  test('bad requests are 400 with the reason; the history lists generations', async () => {
    const bad = await api.call('POST', '/api/admin/questions/generate', {
      token: adminToken,
      body: { count: 4, difficulty: 'hard', topic: 'Smart contract exploits' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('Count must be 3, 5, 10 or 15');
    // six topics per difficulty: another difficulty's topic, or a bare category, is refused with the list
    for (const topic of ['What Bitcoin is', 'Bitcoin', '']) {
      const wrong = await api.call('POST', '/api/admin/questions/generate', {
        token: adminToken,
        body: { count: 5, difficulty: 'hard', topic },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.error.message).toBe(`Topic must be one of ${AI_TOPICS.hard.map((t) => t.topic).join(', ')}`);
    }
    const list = await api.call('GET', '/api/admin/question-generations', { token: adminToken });
    expect(list.json.configured).toBe(true);
    expect(list.json.data.length).toBeGreaterThan(0);
  });
});

describe('without OPENAI_API_KEY', () => {
  test('generation answers 503 "AI generation is not configured" and the screen is told', async () => {
    const bare = await createTestApi();
    try {
      const token = await bare.registerAdmin();
      const res = await bare.call('POST', '/api/admin/questions/generate', {
        token,
        body: { count: 5, difficulty: 'easy', topic: 'What Bitcoin is' },
      });
      expect(res.status).toBe(503);
      expect(res.json.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'AI generation is not configured' });
      expect((await bare.call('GET', '/api/admin/question-generations', { token })).json.configured).toBe(false);

      // A job queued while a key was set, run by a worker without one: a clear failure, no drafts.
      const [admin] = await bare.sql<
        { user_id: string }[]
      >`select user_id from user_roles where role = 'admin' limit 1`;
      const [g] = await bare.sql<{ id: string }[]>`
        insert into question_generations (requested_by, count, difficulty, topic, model)
        values (${admin!.user_id}, 3, 'easy', 'Bitcoin', 'gpt-test') returning id`;
      useWorkerDatabase(bare.db.url);
      await quickAddJob({ connectionString: bare.db.url }, 'questions__generate', { generationId: g!.id });
      await quickAddJob({ connectionString: bare.db.url }, 'questions__generate', { generationId: 'not-a-uuid' });
      await runOnce({ connectionString: bare.db.url, taskList: { questions__generate } });
      const failed = (await bare.call('GET', `/api/admin/question-generations/${g!.id}`, { token })).json.data;
      expect(failed).toMatchObject({
        status: 'failed',
        error: 'Failed to generate questions: AI generation is not configured',
        questions: [],
      });
      // The malformed payload is refused on the task's first line (the job keeps its error for a retry).
      // graphile-worker may record a failure just after runOnce resolves: read it for up to 5 s.
      const refused = async () =>
        (
          await bare.sql<{ last_error: string | null }[]>`
            select last_error from graphile_worker.jobs where task_identifier = 'questions__generate'`
        ).filter((e) => e.last_error?.includes('Invalid UUID'));
      let errors = await refused();
      for (let i = 0; i < 50 && errors.length === 0; i++) {
        await Bun.sleep(100);
        errors = await refused();
      }
      expect(errors).toHaveLength(1);
    } finally {
      await bare.close();
    }
  }, 30_000);
});
