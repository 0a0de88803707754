import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { runOnce } from 'graphile-worker';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';

// Issue 30, disputes (decision 0058b): a player disputes a question they answered, once; an admin
// rejects or upholds with the corrected key, and upholding re-settles every answer to it once.
setDefaultTimeout(240_000);
const STAKERS = Number(process.env.STAKERS ?? 50);
let api: TestApi;
let adminToken: string;
let target: { id: string; key: number };
beforeAll(async () => {
  api = await createTestApi();
  await api.sql`update app_settings set document = '{"welcomeBonus":{"amount":"0"},"quiz":{"questionsPerQuiz":3}}'`;
  // Three easy questions in the bank: every easy quiz serves the same three, `target` among them.
  await api.sql`update questions set is_active = false where pool = 'practice' and difficulty = 'easy'
    and id not in (select id from questions where pool = 'practice' and difficulty = 'easy' order by id limit 3)`;
  const [q] = await api.sql<{ id: string; key: number }[]>`
    select id, correct_index as key from questions where pool = 'practice' and difficulty = 'easy' and is_active order by id limit 1`;
  target = q!;
  adminToken = await api.registerAdmin();
  useWorkerDatabase(api.db.url);
});
afterAll(() => api.close(), 60_000);
beforeEach(() => api.clock.advance(3_600_000));

type Player = Awaited<ReturnType<TestApi['register']>>;

/**
 * Plays a whole easy quiz, answering each question with the option of its own index `pick(question)`
 * (the key unless told otherwise), translated to the order this player was shown.
 */
async function playPicking(p: Player, pick: (questionId: string, key: number) => number, body: object = {}) {
  const start = await api.call('POST', '/api/quiz/sessions', { token: p.token, body: { difficulty: 'easy', ...body } });
  expect(start.status).toBe(201);
  const sessionId: string = start.json.data.session.id;
  let question = start.json.data.question;
  while (question) {
    // Past the 3 s reveal and the 2 s rapid-answer window; players share the clock, at most 3 at a time.
    api.clock.advance(5_500);
    const [row] = await api.sql<{ shown: number }[]>`
      select array_position(a.option_order, ${pick(question.id, -1)}::smallint) - 1 as shown
      from quiz_answers a where a.session_id = ${sessionId} and a.question_id = ${question.id}`;
    const reply = await api.call('POST', `/api/quiz/sessions/${sessionId}/answers`, {
      token: p.token,
      body: { questionId: question.id, answerIndex: row!.shown },
    });
    expect(reply.status).toBe(200);
    question = reply.json.data.next;
  }
  return sessionId;
}
const keyOf = async (questionId: string) =>
  (await api.sql<{ k: number }[]>`select correct_index as k from questions where id = ${questionId}`)[0]!.k;
/** Picks the key everywhere but on the target, where it picks `onTarget` (the question's own index). */
const picking = (keys: Map<string, number>, onTarget: number) => (id: string) =>
  id === target.id ? onTarget : keys.get(id)!;
const dispute = (p: Player, sessionId: string, body: object) =>
  api.call('POST', `/api/quiz/sessions/${sessionId}/disputes`, { token: p.token, body });
const uphold = (disputeId: string, correctAnswer: number) =>
  api.call('PUT', `/api/admin/disputes/${disputeId}/uphold`, { token: adminToken, body: { correctAnswer } });
const reject = (disputeId: string, reason: string) =>
  api.call('PUT', `/api/admin/disputes/${disputeId}/reject`, { token: adminToken, body: { reason } });
const errorOf = (r: { status: number; json: any }) => [r.status, r.json.error?.code, r.json.error?.message];
const runJobs = () => runOnce({ connectionString: api.db.url, taskList });
let keys: Map<string, number>;
beforeAll(async () => {
  const rows = await api.sql<{ id: string; k: number }[]>`
    select id, correct_index as k from questions where pool = 'practice' and difficulty = 'easy' and is_active`;
  keys = new Map(rows.map((r) => [r.id, r.k]));
});

describe('opening a dispute', () => {
  test('once per question per player, only for a question they answered, only in their own quiz', async () => {
    const [ada, bob] = [await api.register('Ada'), await api.register('Bob')];
    const sessionId = await playPicking(ada, picking(keys, target.key));
    const opened = await dispute(ada, sessionId, { questionId: target.id, reason: 'Option B is the right one' });
    expect(opened.status).toBe(201);
    expect(opened.json.data).toMatchObject({
      status: 'open',
      questionId: target.id,
      reason: 'Option B is the right one',
    });
    expect(errorOf(await dispute(ada, sessionId, { questionId: target.id, reason: 'Again' }))).toEqual([
      409,
      'CONFLICT',
      'You have already disputed this question',
    ]);
    expect(errorOf(await dispute(bob, sessionId, { questionId: target.id, reason: 'Not mine' }))).toEqual([
      404,
      'NOT_FOUND',
      'Quiz session not found',
    ]);
    const [other] = await api.sql<{ id: string }[]>`
      select id from questions where pool = 'practice' and difficulty = 'medium' limit 1`;
    expect(errorOf(await dispute(ada, sessionId, { questionId: other!.id, reason: 'Never served' }))).toEqual([
      403,
      'FORBIDDEN',
      'You can only dispute a question you answered',
    ]);
    expect(errorOf(await dispute(ada, sessionId, { questionId: target.id, reason: '' }))[0]).toBe(400);
    expect(errorOf(await dispute(ada, sessionId, { questionId: 'nope', reason: 'Bad id' }))[0]).toBe(400);
  });

  test('a question left to time out was not answered: it cannot be disputed', async () => {
    const cy = await api.register('Cy');
    const start = (await api.call('POST', '/api/quiz/sessions', { token: cy.token, body: { difficulty: 'easy' } })).json
      .data;
    api.clock.advance(31_000);
    await api.call('POST', `/api/quiz/sessions/${start.session.id}/answers`, {
      token: cy.token,
      body: { questionId: start.question.id, answerIndex: null },
    });
    expect(errorOf(await dispute(cy, start.session.id, { questionId: start.question.id, reason: 'Too slow' }))).toEqual(
      [403, 'FORBIDDEN', 'You can only dispute a question you answered'],
    );
  });
});

describe('rejecting a dispute', () => {
  test('closes every open dispute of the question with the reason, tells the players, and cannot be decided twice', async () => {
    const [dee, eve] = [await api.register('Dee'), await api.register('Eve')];
    const questionId = [...keys.keys()].find((id) => id !== target.id)!;
    const ids: string[] = [];
    for (const p of [dee, eve]) {
      const sessionId = await playPicking(p, (id) => keys.get(id)!);
      ids.push((await dispute(p, sessionId, { questionId, reason: 'Looks wrong to me' })).json.data.id);
    }
    const listed = (await api.call('GET', '/api/admin/disputes?status=open', { token: adminToken })).json.data;
    expect(listed.find((q: any) => q.questionId === questionId)).toMatchObject({ openCount: 2, totalCount: 2 });
    expect(errorOf(await reject(ids[0]!, ''))[0]).toBe(400);
    const rejected = await reject(ids[0]!, 'The key matches the whitepaper');
    expect(rejected.json.data).toEqual({ questionId, disputes: 2 });
    expect(errorOf(await reject(ids[1]!, 'Again'))).toEqual([409, 'CONFLICT', 'This dispute has already been decided']);
    const notes = await api.sql<{ message: string }[]>`
      select message from notifications where user_id = ${eve.user.id} and type = 'dispute_decided'`;
    expect(notes.map((n) => n.message)[0]).toEndWith(': The key matches the whitepaper');
    expect(await keyOf(questionId)).toBe(keys.get(questionId)!);
    expect(errorOf(await api.call('GET', '/api/admin/disputes', { token: dee.token }))[0]).toBe(403);
  });
});

describe('upholding a dispute', () => {
  test('disputes__resettle_answer: 50 challenge players, the uphold sent twice at once, every answer re-settled exactly once', async () => {
    const newKey = (target.key + 1) % 4;
    const players: Player[] = [];
    for (let i = 0; i < STAKERS; i++) players.push(await api.register(`Staker ${i}`));
    for (const p of players) await api.fund(p.user.id, 50);
    // Even players picked the option the correction makes right, odd ones the old key.
    const sessions = new Map<string, string>();
    // Three at a time: each answer moves the shared clock 5.5 s, so a player the machine serves late
    // can see their question time out while the others answer (five at a time timed out 10 of 25 on a
    // loaded machine).
    for (let batch = 0; batch < STAKERS; batch += 3) {
      await Promise.all(
        players.slice(batch, batch + 3).map(async (p, j) => {
          const onTarget = (batch + j) % 2 === 0 ? newKey : target.key;
          sessions.set(p.user.id, await playPicking(p, picking(keys, onTarget), { mode: 'challenge', stake: '1' }));
        }),
      );
    }
    const balances = async () =>
      new Map(
        (
          await api.sql<{ user_id: string; balance: number }[]>`
            select user_id, balance from accounts where kind = 'playable' and user_id = any(${players.map((p) => p.user.id)}::uuid[])`
        ).map((r) => [r.user_id, r.balance]),
      );
    const before = await balances();
    // Who the correction wrongs, from the answers as judged (a shared test clock may time one out).
    const judged = await api.sql<{ user_id: string; answer_index: number | null; bet_result: string }[]>`
      select s.user_id, case when not a.timed_out then a.answer_index end as answer_index, a.bet_result from quiz_answers a join quiz_sessions s on s.id = a.session_id
      where a.question_id = ${target.id} and s.mode = 'challenge'`;
    const owed = new Set(
      judged.filter((a) => a.answer_index === newKey && a.bet_result === 'lost').map((a) => a.user_id),
    );
    const won = new Set(judged.filter((a) => a.bet_result === 'won').map((a) => a.user_id));
    expect(owed.size).toBeGreaterThan(STAKERS / 4);
    const disputers = players.filter((p) => owed.has(p.user.id)).slice(0, 2);
    const [first, second] = await Promise.all(
      disputers.map(async (p) => {
        const opened = await dispute(p, sessions.get(p.user.id)!, {
          questionId: target.id,
          reason: 'The key is wrong',
        });
        return opened.json.data.id as string;
      }),
    );

    // Earlier tests' players answered the target too (with the old key) and one disputed it.
    const [answered] = await api.sql<{ n: number; disputes: number }[]>`
      select count(*)::int as n, (select count(*)::int from question_disputes where question_id = ${target.id}) as disputes
      from quiz_answers where question_id = ${target.id} and answer_index is not null`;
    expect(answered!.n).toBeGreaterThanOrEqual(STAKERS);

    const replies = await Promise.all([uphold(first!, newKey), uphold(first!, newKey), uphold(second!, newKey)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const upheld = replies.find((r) => r.status === 200)!.json.data;
    expect(upheld).toMatchObject({ questionId: target.id, disputes: answered!.disputes, answers: answered!.n });
    const [question] = await api.sql`select correct_index, is_active from questions where id = ${target.id}`;
    expect(question).toEqual({ correct_index: newKey, is_active: false });
    expect(errorOf(await uphold(first!, target.key))).toEqual([
      409,
      'CONFLICT',
      'This dispute has already been decided',
    ]);

    // The jobs run by two workers at once, then every one again (delivered at least once).
    await Promise.all([runJobs(), runJobs()]);
    await api.sql`select graphile_worker.add_job('disputes__resettle_answer', json_build_object('correctionId', ${upheld.correctionId}::uuid,
      'userId', user_id, 'sessionId', session_id, 'position', position)) from quiz_answers where question_id = ${target.id} and answer_index is not null`;
    await runJobs();

    const after = await balances();
    // A stake of 1 lost on a now-right answer is paid as a win: the stake back and the winnings (2x).
    for (const p of players) {
      const paid = after.get(p.user.id)! - before.get(p.user.id)!;
      expect([p.user.name, paid]).toEqual([p.user.name, owed.has(p.user.id) ? 2_000_000 : 0]);
    }
    const [counts] = await api.sql<{ rows: number; paid: number; journals: number }[]>`
      select count(*)::int as rows, count(*) filter (where now_correct)::int as paid,
        (select count(*)::int from journals where reference like ${`${upheld.correctionId}:%`}) as journals
      from answer_resettlements where correction_id = ${upheld.correctionId}`;
    expect(counts).toEqual({ rows: answered!.n, paid: owed.size, journals: owed.size });
    // The old key's answers keep their win: nothing is clawed back.
    const [kept] = await api.sql<{ won: number }[]>`
      select count(*)::int as won from quiz_answers where question_id = ${target.id} and bet_result = 'won'`;
    expect(kept!.won).toBe(owed.size + won.size);
    const told = await api.sql<{ message: string }[]>`
      select message from notifications where type = 'answer_resettled' and user_id = any(${[...owed]}::uuid[])`;
    expect(told).toHaveLength(owed.size);
    // The amount as every notification shows it (noticeAmount), not "$2" (issue 31, players' item 11).
    for (const { message } of told) expect(message).toContain('is right after all: 2.00 USDT paid');
    // The disputing players see it in their activity.
    const activity = (await api.call('GET', '/api/activities', { token: disputers[0]!.token })).json;
    expect(JSON.stringify(activity)).toContain('Dispute upheld');
    expect(await ledgerProblems(api.sql)).toEqual([]);
  }, 600_000);

  test('disputes__resettle_answer: a completed standard quiz gets its reward recomputed and the difference paid, and the XP with the level it reaches notified', async () => {
    const fay = await api.register('Fay');
    // Reviewed: the admin puts the corrected question back in the bank, so quizzes can start again.
    await api.sql`update questions set is_active = true where id = ${target.id}`;
    for (const id of keys.keys()) keys.set(id, await keyOf(id)); // the target's key was corrected above
    const questionId = [...keys.keys()].filter((id) => id !== target.id)[1]!;
    const oldKey = keys.get(questionId)!;
    const newKey = (oldKey + 2) % 4;
    const sessionId = await playPicking(fay, (id) => (id === questionId ? newKey : keys.get(id)!));
    // Gus was right under the old key: the correction takes nothing back from him (the house absorbs it).
    const gus = await api.register('Gus');
    const gusSession = await playPicking(gus, (id) => keys.get(id)!);
    const gusState = async () =>
      (
        await api.sql`
        select s.reward, s.correct_answers, s.score, u.total_xp, a.balance
        from quiz_sessions s join users u on u.id = s.user_id join accounts a on a.user_id = u.id and a.kind = 'playable'
        where s.id = ${gusSession}`
      )[0];
    const gusBefore = await gusState();
    expect(gusBefore!.correct_answers).toBe(3);
    await api.sql`update users set total_xp = 95 where id = ${fay.user.id}`; // the corrected answer's XP reaches level 2
    const [was] = await api.sql<{ reward: number; correct_answers: number; score: number; total_xp: number }[]>`
      select s.reward, s.correct_answers, s.score, u.total_xp from quiz_sessions s join users u on u.id = s.user_id where s.id = ${sessionId}`;
    expect(was!.correct_answers).toBe(2);
    const id = (await dispute(fay, sessionId, { questionId, reason: 'The third option is right' })).json.data.id;
    const upheld = await uphold(id, newKey);
    expect(upheld.status).toBe(200);
    // Fay's job as it was queued before migration 0131, without the player's id: its player is read from the session.
    const correction = upheld.json.data.correctionId as string;
    const [answered] = await api.sql<{ position: number }[]>`
      select position from quiz_answers where user_id = ${fay.user.id} and session_id = ${sessionId} and question_id = ${questionId}`;
    const position = answered!.position;
    const key = `disputes__resettle_answer:${correction}:${sessionId}:${position}`;
    expect(await api.sql`select 1 from graphile_worker.jobs where key = ${key}`).toHaveLength(1);
    await api.sql`select graphile_worker.remove_job(${key})`;
    await api.sql`select graphile_worker.add_job('disputes__resettle_answer',
      json_build_object('correctionId', ${correction}::uuid, 'sessionId', ${sessionId}::uuid, 'position', ${position}::int), job_key => ${key})`;
    await runJobs();
    const [now] = await api.sql<{ reward: number; correct_answers: number; score: number; total_xp: number }[]>`
      select s.reward, s.correct_answers, s.score, u.total_xp from quiz_sessions s join users u on u.id = s.user_id where s.id = ${sessionId}`;
    expect(now!.correct_answers).toBe(3);
    expect(now!.score).toBe(was!.score + 10);
    expect(now!.reward).toBeGreaterThan(was!.reward);
    expect(now!.total_xp).toBeGreaterThan(was!.total_xp);
    const [paid] = await api.sql<{ amount: number }[]>`
      select amount from transactions where user_id = ${fay.user.id} and type = 'quiz_reward' and description like '%corrected%'`;
    expect(paid!.amount).toBe(now!.reward - was!.reward);
    const levelUps =
      await api.sql`select message from notifications where user_id = ${fay.user.id} and type = 'level_up'`;
    expect(levelUps.map((n) => n.message)).toEqual(['You reached level 2. Keep playing to climb higher!']);
    expect(await gusState()).toEqual(gusBefore);
    const correctionId = upheld.json.data.correctionId as string;
    const [gusResettled] = await api.sql<{ now_correct: boolean; journals: number }[]>`
      select r.now_correct, (select count(*)::int from journals j where j.user_id = ${gus.user.id}
        and j.reference like ${`${correctionId}:%`}) as journals
      from answer_resettlements r where r.correction_id = ${correctionId} and r.session_id = ${gusSession}`;
    expect(gusResettled).toEqual({ now_correct: false, journals: 0 });
    expect(await ledgerProblems(api.sql)).toEqual([]);
    // the dashboard's quiz card counts the corrected score (quiz_counters_add in the re-settlement)
    const [card] = await api.sql<{ counted: string; scanned: string }[]>`
      select ((select score_sum from quiz_counters) + (select coalesce(sum(score_sum), 0) from quiz_counter_changes))::text as counted,
        (select coalesce(sum(quiz_score(status, correct_answers, question_count)), 0) from quiz_sessions)::text as scanned`;
    expect(Number(card!.counted)).toBeCloseTo(Number(card!.scanned), 6);
  });
});

describe('disputing during the reveal', () => {
  test('a question answered in a quiz still running can be disputed before the quiz ends', async () => {
    const hal = await api.register('Hal');
    // The upholds above deactivated their questions until reviewed: reviewed, the bank holds three easy questions again.
    await api.sql`update questions set is_active = true where id = any(${[...keys.keys()]}::uuid[])`;
    const start = (await api.call('POST', '/api/quiz/sessions', { token: hal.token, body: { difficulty: 'easy' } }))
      .json.data;
    api.clock.advance(5_500);
    const reply = await api.call('POST', `/api/quiz/sessions/${start.session.id}/answers`, {
      token: hal.token,
      body: { questionId: start.question.id, answerIndex: 0 },
    });
    expect(reply.json.data.next).toBeTruthy(); // the quiz goes on
    const opened = await dispute(hal, start.session.id, {
      questionId: start.question.id,
      reason: 'Seen in the reveal',
    });
    expect(opened.status).toBe(201);
    expect(opened.json.data).toMatchObject({ status: 'open', questionId: start.question.id });
    // The question served next is not answered yet: it cannot be disputed.
    expect(
      errorOf(await dispute(hal, start.session.id, { questionId: reply.json.data.next.id, reason: 'Early' })),
    ).toEqual([403, 'FORBIDDEN', 'You can only dispute a question you answered']);
  });
});
