import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { runOnce } from 'graphile-worker';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { processPendingReferrals } from '../../domain/referrals/process-referrals.ts';
import { correctIndex, recordCompletedQuiz } from '../../testing/quiz-play.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { addTournamentQuestions } from '../../testing/tournament-pool.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';

// Issue 25, findings 5, 6 and 11 (tournaments): value cannot leave a restricted account through
// tournaments or referrals, tournament keys cannot be harvested from practice, and tournament
// input refuses what would mislead other players.
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await api.sql`update app_settings set document = '{"welcomeBonus":{"amount":"0"}}'`;
  await addTournamentQuestions(api.sql, 'medium', 200);
  useWorkerDatabase(api.db.url);
});
afterAll(() => api.close(), 60_000);
beforeEach(() => api.clock.set(new Date(Date.now() - 600_000)));
setDefaultTimeout(60_000);

type Player = Awaited<ReturnType<TestApi['register']>>;
const newPlayer = async (usdt = 0, name = 'Player') => {
  const p = await api.register(name);
  if (usdt > 0) await api.fund(p.user.id, usdt);
  return p;
};
const balanceOf = async (userId: string) =>
  (
    await api.sql<{ b: number }[]>`select balance as b from accounts where user_id = ${userId} and kind = 'playable'`
  )[0]!.b;
const expectLedgerSound = async () => expect(await ledgerProblems(api.sql)).toEqual([]);
const duel = { name: 'Friday duel', entryFee: '10', maxParticipants: 2, timeLimit: 30 };
const create = (p: Player, body: object) => api.call('POST', '/api/tournaments', { token: p.token, body });
const join = (p: Player, id: string) => api.call('POST', `/api/tournaments/${id}/join`, { token: p.token });
const play = (p: Player, id: string) => api.call('POST', `/api/tournaments/${id}/play`, { token: p.token });
const answer = (p: Player, runId: string, questionId: string, answerIndex: number | null) =>
  api.call('POST', `/api/quiz/sessions/${runId}/answers`, { token: p.token, body: { questionId, answerIndex } });
const refusal = (r: { status: number; json: any }) => [r.status, r.json.error?.code, r.json.error?.message];
const withdrawalsOff = (p: Player) => api.sql`update users set withdrawal_enabled = false where id = ${p.user.id}`;
const flag = (p: Player) =>
  api.sql`insert into security_flags (user_id, code, reason) values (${p.user.id}, 'RISK_SCORE', 'test')`;
/** Only `count` unused tournament questions of the difficulty are left: the rest are retired. */
const leaveUnused = async (difficulty: 'easy' | 'medium' | 'hard', count: number) => {
  await api.sql`update questions set retired_at = now() where pool = 'tournament' and difficulty = ${difficulty}`;
  return addTournamentQuestions(api.sql, difficulty, count);
};

/** Plays a whole run, 2.5 s an answer, every answer right when `right`. */
async function playRun(p: Player, tournamentId: string, right: boolean) {
  const started = await play(p, tournamentId);
  expect(started.status).toBe(200);
  const runId = started.json.data.session.id;
  let question = started.json.data.question;
  while (question) {
    const [q] = await api.sql<{ options: string[]; k: number }[]>`
      select options, correct_index as k from questions where id = ${question.id}`;
    const key = question.options.indexOf(q!.options[q!.k]!);
    api.clock.advance(2_500);
    const reply = await answer(p, runId, question.id, right ? key : (key + 1) % 4);
    expect(reply.status).toBe(200);
    question = reply.json.data.next;
  }
}

describe('finding 5: restricted players move no value to others', () => {
  test('a player whose withdrawals are off or who holds an open risk flag cannot create, join or play a paid tournament', async () => {
    const noWithdrawals = await newPlayer(50, 'Mallory');
    const flagged = await newPlayer(50, 'Trudy');
    const host = await newPlayer(50, 'Host');
    const late = await newPlayer(50, 'Late');
    await withdrawalsOff(noWithdrawals);
    await flag(flagged);

    const offMessage = 'Withdrawals are disabled on your account: paid tournaments are not available';
    const flagMessage = 'Your account is under review: paid tournaments are not available';
    expect(refusal(await create(noWithdrawals, duel))).toEqual([403, 'FORBIDDEN', offMessage]);
    expect(refusal(await create(flagged, duel))).toEqual([403, 'FORBIDDEN', flagMessage]);

    const open = (await create(host, { ...duel, maxParticipants: 4 })).json.data;
    expect(refusal(await join(noWithdrawals, open.id))).toEqual([403, 'FORBIDDEN', offMessage]);
    expect(refusal(await join(flagged, open.id))).toEqual([403, 'FORBIDDEN', flagMessage]);
    // flagged after joining: the seat cannot be thrown to hand the pool to someone else
    expect((await join(late, open.id)).status).toBe(200);
    await flag(late);
    expect(refusal(await play(late, open.id))).toEqual([403, 'FORBIDDEN', flagMessage]);

    // nothing moved: no tournament of theirs, every balance where it was
    const [mine] =
      await api.sql`select count(*)::int as n from tournaments where creator_id in (${noWithdrawals.user.id}, ${flagged.user.id})`;
    expect(mine!.n).toBe(0);
    expect([await balanceOf(noWithdrawals.user.id), await balanceOf(flagged.user.id)]).toEqual([
      50_000_000, 50_000_000,
    ]);
    // a free tournament moves nothing, so it stays open to them
    const admin = await api.registerAdmin();
    const start = api.clock.now();
    const free = await api.call('POST', '/api/admin/tournaments', {
      token: admin,
      body: {
        name: 'Free cup',
        difficulty: 'medium',
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(free.status).toBe(201);
    expect((await join(flagged, free.json.data.id)).status).toBe(200);
    await expectLedgerSound();
  });

  test('a referred player whose withdrawals are off or who holds an open risk flag earns the referrer no reward', async () => {
    const referrer = await newPlayer(0, 'Referrer');
    const signUp = async (name: string) => {
      const res = await api.call('POST', '/api/auth/register', {
        body: {
          email: `${crypto.randomUUID().slice(0, 8)}@example.com`,
          password: 'correct horse 1',
          name,
          referralCode: referrer.user.referralCode,
        },
      });
      expect(res.status).toBe(201);
      return { token: res.json.data.accessToken as string, user: res.json.data.user };
    };
    const muted = await signUp('Muted');
    const flagged = await signUp('Flagged');
    await withdrawalsOff(muted as Player);
    await flag(flagged as Player);
    // both did the qualifying action
    for (const player of [muted, flagged]) await recordCompletedQuiz(api, player.user.id);
    expect(await processPendingReferrals(api.sql, { now: api.clock.now() })).toEqual({ processed: 0 });
    const pending = await api.sql`select status from referrals where referrer_id = ${referrer.user.id}`;
    expect(pending.map((r) => r.status)).toEqual(['pending', 'pending']);
    // once the restriction is lifted, the referral pays as before
    await api.sql`update users set withdrawal_enabled = true where id = ${muted.user.id}`;
    expect(await processPendingReferrals(api.sql, { now: api.clock.now() })).toEqual({ processed: 1 });
    await expectLedgerSound();
  });
});

describe('finding 6: tournament questions in a pool of their own', () => {
  test('a standard or challenge quiz never serves a tournament-pool question', async () => {
    // a small practice bank: exactly one quiz's worth of active medium practice questions
    await api.sql`
      update questions set is_active = false where pool = 'practice' and difficulty = 'medium'
        and id not in (select id from questions where pool = 'practice' and difficulty = 'medium' order by id limit 10)`;
    const player = await newPlayer(50);
    await api.sql`update users set questions_answered = 100, level = 10 where id = ${player.user.id}`;
    const served: string[] = [];
    for (const mode of ['standard', 'challenge']) {
      api.clock.advance(3_600_000);
      const start = await api.call('POST', '/api/quiz/sessions', {
        token: player.token,
        body: { difficulty: 'medium', mode, ...(mode === 'challenge' ? { stake: '1' } : {}) },
      });
      expect(start.status).toBe(201);
      const rows = await api.sql<{ pool: string }[]>`
        select q.pool from quiz_answers a join questions q on q.id = a.question_id where a.session_id = ${start.json.data.session.id}`;
      served.push(...rows.map((r) => r.pool));
      // finish it, so the next may start
      let question = start.json.data.question;
      while (question) {
        api.clock.advance(5_000);
        const reply = await answer(
          player,
          start.json.data.session.id,
          question.id,
          await correctIndex(api, question.id),
        );
        expect(reply.status).toBe(200);
        question = reply.json.data.next;
        api.clock.advance(3_000);
      }
    }
    expect(served.length).toBe(20);
    expect(new Set(served)).toEqual(new Set(['practice']));
    await api.sql`update questions set is_active = true where pool = 'practice'`;
  });

  test('a completed tournament retires its questions: no later tournament can draw them', async () => {
    const first = await leaveUnused('medium', 10);
    const [a, b] = [await newPlayer(50, 'Ada'), await newPlayer(50, 'Bob')];
    const t = (await create(a, duel)).json.data;
    const drawn = await api.sql<{ question_id: string }[]>`
      select question_id from tournament_questions where tournament_id = ${t.id}`;
    expect(new Set(drawn.map((r) => r.question_id))).toEqual(new Set(first));
    // while it is open its questions are taken: another tournament cannot share them
    expect(refusal(await create(b, duel))).toEqual([
      409,
      'CONFLICT',
      'Only 0 unused medium tournament questions left (10 needed)',
    ]);
    await join(b, t.id);
    await playRun(a, t.id, true);
    await playRun(b, t.id, false);
    await runOnce({ connectionString: api.db.url, taskList });
    expect((await api.call('GET', `/api/tournaments/${t.id}`)).json.data.status).toBe('completed');
    const retired =
      await api.sql`select count(*)::int as n from questions where id = any(${first}::uuid[]) and retired_at is not null`;
    expect(retired[0]!.n).toBe(10);
    // completed, its keys are known: still none to draw
    expect(refusal(await create(b, duel))).toEqual([
      409,
      'CONFLICT',
      'Only 0 unused medium tournament questions left (10 needed)',
    ]);
    const fresh = await addTournamentQuestions(api.sql, 'medium', 10);
    const next = (await create(b, duel)).json.data;
    const nextDrawn = await api.sql<{ question_id: string }[]>`
      select question_id from tournament_questions where tournament_id = ${next.id}`;
    expect(new Set(nextDrawn.map((r) => r.question_id))).toEqual(new Set(fresh));
    // the manager's figures show the pool
    const stats = await api.call('GET', '/api/admin/questions/stats', { token: await api.registerAdmin() });
    expect(stats.json.data.tournamentPool.medium).toMatchObject({ unused: 0, inOpenTournaments: 10 });
    await expectLedgerSound();
  });

  test('a tournament needing more questions than the unused pool holds is refused with the count, moving nothing', async () => {
    await leaveUnused('hard', 37);
    const admin = await api.registerAdmin();
    const start = api.clock.now();
    const [before] = await api.sql`select count(*)::int as n from tournaments`;
    const res = await api.call('POST', '/api/admin/tournaments', {
      token: admin,
      body: {
        name: 'Big hard cup',
        prizePool: '100',
        difficulty: 'hard',
        questionCount: 50,
        startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 3_600_000).toISOString(),
      },
    });
    expect(refusal(res)).toEqual([409, 'CONFLICT', 'Only 37 unused hard tournament questions left (50 needed)']);
    const [after] = await api.sql`select count(*)::int as n from tournaments`;
    expect(after!.n).toBe(before!.n);
    const [sponsored] = await api.sql`select count(*)::int as n from journals where type = 'tournament_sponsorship'`;
    expect(sponsored!.n).toBe(0);
    await expectLedgerSound();
  });

  test('rapid tournament answers are refused (RAPID_ANSWERS) as quiz answers are', async () => {
    await addTournamentQuestions(api.sql, 'medium', 10);
    const [a, b] = [await newPlayer(50, 'Speedy'), await newPlayer(50, 'Bob')];
    const t = (await create(a, { ...duel, maxParticipants: 3 })).json.data;
    await join(b, t.id);
    const started = await play(a, t.id);
    const runId = started.json.data.session.id;
    let question = started.json.data.question;
    // 50 ms apart: the first two count as rapid, the third is refused and flagged
    for (let i = 0; i < 2; i++) {
      api.clock.advance(50);
      const reply = await answer(a, runId, question.id, 0);
      expect(reply.status).toBe(200);
      question = reply.json.data.next;
    }
    api.clock.advance(50);
    const refused = await answer(a, runId, question.id, 0);
    expect(refusal(refused)).toEqual([403, 'RAPID_ANSWERS', 'Answering too quickly - please take your time']);
    const [stored] = await api.sql`
      select answered_at, attempts from tournament_answers where tournament_id = ${t.id} and user_id = ${a.user.id} and position = 2`;
    expect(stored).toEqual({ answered_at: null, attempts: 1 });
    const flags = await api.sql`select code from security_flags where user_id = ${a.user.id} and resolved_at is null`;
    expect(flags.map((f) => f.code)).toEqual(['RAPID_ANSWERS']);
    // the last attempt refused closes the question as wrong and the run moves on
    api.clock.advance(50);
    const closed = await answer(a, runId, question.id, 0);
    expect(refusal(closed)[1]).toBe('RAPID_ANSWERS');
    const [judged] = await api.sql`
      select is_correct, answer_index from tournament_answers where tournament_id = ${t.id} and user_id = ${a.user.id} and position = 2`;
    expect(judged).toEqual({ is_correct: false, answer_index: null });
    expect((await play(a, t.id)).json.data.session.index).toBe(3);
  });
});

describe('finding 11: what other players see', () => {
  test('tournament names and descriptions refuse invisible-only text, direction overrides and links', async () => {
    const p = await newPlayer(50);
    const cases: [object, string][] = [
      [{ name: '\u200B\u2800 \u3164' }, 'Tournament name must contain visible characters'],
      [{ name: 'Cup \u202Eevil' }, 'Tournament name must not contain text direction control characters'],
      [{ name: 'Win at https://scam.example' }, 'Tournament name must not contain links, web addresses or @handles'],
      [{ name: 'Join t.me/freeusdt' }, 'Tournament name must not contain links, web addresses or @handles'],
      [{ name: 'www.prizes now' }, 'Tournament name must not contain links, web addresses or @handles'],
      [{ name: 'Ask @support_bot' }, 'Tournament name must not contain links, web addresses or @handles'],
      [{ description: 'claim at bonus.io/x' }, 'Description must not contain links, web addresses or @handles'],
      [{ description: '\u200B\u200B' }, 'Description must contain visible characters'],
    ];
    for (const [body, message] of cases) {
      expect(refusal(await create(p, { ...duel, ...body }))).toEqual([400, 'VALIDATION_ERROR', message]);
    }
    expect(await balanceOf(p.user.id)).toBe(50_000_000);
  });

  test('player names refuse links', async () => {
    const p = await newPlayer();
    const res = await api.call('PUT', '/api/users/profile', { token: p.token, body: { name: 'Visit t.me/mychannel' } });
    expect(refusal(res)).toEqual([400, 'VALIDATION_ERROR', 'Name must not contain links, web addresses or @handles']);
    const signUp = await api.call('POST', '/api/auth/register', {
      body: { email: 'linky@example.com', password: 'correct horse 1', name: 'https://x.example' },
    });
    expect(refusal(signUp)).toEqual([
      400,
      'VALIDATION_ERROR',
      'Name must not contain links, web addresses or @handles',
    ]);
  });

  test('admin tournaments refuse a rising prize split, impossible dates and an end in the past', async () => {
    await addTournamentQuestions(api.sql, 'medium', 10);
    const admin = await api.registerAdmin();
    const now = api.clock.now();
    const base = {
      name: 'Checked cup',
      difficulty: 'medium',
      startDate: now.toISOString(),
      endDate: new Date(now.getTime() + 3_600_000).toISOString(),
    };
    const cases: [object, string][] = [
      [{ prizeSplit: [10, 90] }, 'Prize split cannot pay a lower place more than a higher one'],
      [{ prizeSplit: [50, 20, 30] }, 'Prize split cannot pay a lower place more than a higher one'],
      [{ startDate: '2026-02-30' }, 'Please enter a valid start date'],
      [{ endDate: '2026-04-31T10:00' }, 'Please enter a valid end date'],
      [{ endDate: '2026-13-01' }, 'Please enter a valid end date'],
      [
        {
          startDate: new Date(now.getTime() - 7_200_000).toISOString(),
          endDate: new Date(now.getTime() - 3_600_000).toISOString(),
        },
        'End date must be in the future',
      ],
      [{ endDate: base.startDate }, 'End date must be after the start date'],
    ];
    for (const [body, message] of cases) {
      const res = await api.call('POST', '/api/admin/tournaments', { token: admin, body: { ...base, ...body } });
      expect(refusal(res)).toEqual([400, 'VALIDATION_ERROR', message]);
    }
    const ok = await api.call('POST', '/api/admin/tournaments', {
      token: admin,
      body: { ...base, prizeSplit: [50, 25, 25], startDate: '2099-02-28', endDate: '2099-03-01T12:00:00Z' },
    });
    expect(ok.status).toBe(201);
  });
});
