import { afterAll, beforeAll, beforeEach, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { runOnce } from 'graphile-worker';
import { transaction } from '../../db/connection.ts';
import { ledgerProblems } from '../../domain/ledger/invariants.ts';
import { settleTournament } from '../../domain/tournaments/settle-tournament.ts';
import { useWorkerDatabase } from '../../worker/database.ts';
import { taskList } from '../../worker/tasks.ts';
import { queuedJobs } from '../../testing/jobs.ts';
import { createTestApi, type TestApi } from '../../testing/test-api.ts';
import { addTournamentQuestions } from '../../testing/tournament-pool.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await api.sql`update app_settings set document = '{"welcomeBonus":{"amount":"0"}}'`;
  // Every tournament here draws from the tournament pool, and each open one holds its questions.
  for (const difficulty of ['easy', 'medium', 'hard'] as const) await addTournamentQuestions(api.sql, difficulty, 600);
  useWorkerDatabase(api.db.url);
});
afterAll(() => api.close(), 60_000);
// The server's clock starts each test ten minutes back, so the runs' answer times it adds stay in the
// worker's past: a settlement queued "now" by the server's clock is due when the test runs the jobs.
beforeEach(() => api.clock.set(new Date(Date.now() - 600_000)));
setDefaultTimeout(60_000);

type Player = Awaited<ReturnType<TestApi['register']>>;
const newPlayer = async (usdt = 0, name = 'Player') => {
  const p = await api.register(name);
  if (usdt > 0) await api.fund(p.user.id, usdt);
  return p;
};
const playable = async (userId: string) =>
  (
    await api.sql<{ b: number }[]>`select balance as b from accounts where user_id = ${userId} and kind = 'playable'`
  )[0]!.b;
const expectLedgerSound = async () => expect(await ledgerProblems(api.sql)).toEqual([]);
const create = (p: Player, body: object, headers: Record<string, string> = {}) =>
  api.call('POST', '/api/tournaments', { token: p.token, body, headers });
const basic = { name: 'Friday duel', entryFee: '10', maxParticipants: 2, timeLimit: 30 };
const join = (p: Player, id: string) => api.call('POST', `/api/tournaments/${id}/join`, { token: p.token });
const play = (p: Player, id: string) => api.call('POST', `/api/tournaments/${id}/play`, { token: p.token });
const answer = (p: Player, runId: string, questionId: string, answerIndex: number | null) =>
  api.call('POST', `/api/quiz/sessions/${runId}/answers`, { token: p.token, body: { questionId, answerIndex } });
/** Where the right answer is among the options as this player sees them (each run has its own order). */
const keyOf = async (question: { id: string; options: string[] }) => {
  const [q] = await api.sql<{ options: string[]; k: number }[]>`
    select options, correct_index as k from questions where id = ${question.id}`;
  return question.options.indexOf(q!.options[q!.k]!);
};
const runJobs = () => runOnce({ connectionString: api.db.url, taskList });

/** Plays a whole run: `right` says which questions to answer right; `thinkMs` is each answer's time (2 s is not rapid). */
async function playRun(p: Player, tournamentId: string, right: (i: number) => boolean, thinkMs = 2_000) {
  const started = await play(p, tournamentId);
  expect(started.status).toBe(200);
  const runId = started.json.data.session.id;
  let question = started.json.data.question;
  const replies = [];
  while (question) {
    const key = await keyOf(question);
    api.clock.advance(thinkMs);
    const reply = await answer(p, runId, question.id, right(question.index) ? key : (key + 1) % 4);
    expect(reply.status).toBe(200);
    replies.push(reply.json.data);
    question = reply.json.data.next;
  }
  return { runId, questionIds: [] as string[], replies };
}

describe('creating a tournament', () => {
  test('validation messages come in the order of the form, and nothing is charged', async () => {
    const p = await newPlayer(50);
    const refused = async (body: object) => {
      const res = await create(p, body);
      expect(res.status).toBe(400);
      return res.json.error.message;
    };
    expect(await refused({ ...basic, name: '  ' })).toBe('Tournament name is required');
    expect(await refused({ ...basic, entryFee: '0.99' })).toBe('Entry fee must be at least $1');
    expect(await refused({ ...basic, maxParticipants: 1 })).toBe('Max players must be between 2 and 1000');
    expect(await refused({ ...basic, maxParticipants: 1001 })).toBe('Max players must be between 2 and 1000');
    expect(await refused({ ...basic, timeLimit: 61 })).toBe('Time limit must be between 1 and 60 minutes');
    expect(await refused({ ...basic, timeLimit: 0 })).toBe('Time limit must be between 1 and 60 minutes');
    expect(await playable(p.user.id)).toBe(50_000_000);
  });

  test('the creator needs the fee in playable balance, with the spec message', async () => {
    const p = await newPlayer(7.5);
    const res = await create(p, basic);
    expect(res.status).toBe(403);
    expect(res.json.error).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance. Required: $10, Available: $7.5',
    });
    const [count] = await api.sql`select count(*)::int as n from tournaments where creator_id = ${p.user.id}`;
    expect(count!.n).toBe(0);
  });

  test('the creator is participant 1 and pays the fee into the pool (tournament_creation)', async () => {
    const p = await newPlayer(25, 'Creator');
    const res = await create(p, { ...basic, description: 'best of ten' });
    expect(res.status).toBe(201);
    const t = res.json.data;
    expect(t).toMatchObject({
      name: 'Friday duel',
      description: 'best of ten',
      status: 'active',
      entryFee: '10',
      currentParticipants: 1,
      maxParticipants: 2,
      totalPool: '10',
      prizePool: '9.5',
      feePercent: 5,
      prizeSplit: [100],
      questionCount: 10,
      secondsPerQuestion: 15,
      creatorId: p.user.id,
      creatorName: 'Creator',
    });
    expect(t.rules).toContain('5% fee');
    expect(Date.parse(t.endsAt) - Date.parse(t.startsAt)).toBe(30 * 60_000);
    expect(await playable(p.user.id)).toBe(15_000_000);
    const detail = await api.call('GET', `/api/tournaments/${t.id}`, { token: p.token });
    expect(detail.json.data.participants).toEqual([
      expect.objectContaining({ userId: p.user.id, isCreator: true, finished: false, score: null }),
    ]);
    expect(detail.json.data.me).toEqual({ joined: true, started: false, finished: false });
    expect(JSON.stringify(detail.json.data)).not.toContain('correct');
    const txs = await api.call('GET', '/api/transactions', { token: p.token });
    expect(txs.json.data[0]).toMatchObject({ type: 'tournament_creation', amount: '10' });
    // the settlement job is queued for the end, once, by the tournament's job key
    const jobs = await api.sql`
      select run_at from graphile_worker.jobs where key = ${`tournaments__complete:${t.id}`}`;
    expect(jobs.map((j) => j.run_at.toISOString())).toEqual([t.endsAt]);
    await expectLedgerSound();
  });

  test('an Idempotency-Key repeat returns the same tournament and charges once', async () => {
    const p = await newPlayer(30);
    const headers = { 'idempotency-key': 'create-1' };
    const [a, b] = await Promise.all([create(p, basic, headers), create(p, basic, headers)]);
    expect(a.json.data.id).toBe(b.json.data.id);
    expect(await playable(p.user.id)).toBe(20_000_000);
    expect((await create(p, { ...basic, name: 'Other' }, headers)).status).toBe(409);
    await expectLedgerSound();
  });

  test('blocked players can neither create, join nor play', async () => {
    const owner = await newPlayer(20);
    const blocked = await newPlayer(20);
    const t = (await create(owner, { ...basic, maxParticipants: 3 })).json.data;
    await api.sql`update users set status = 'blocked' where id = ${blocked.user.id}`;
    for (const res of [await create(blocked, basic), await join(blocked, t.id), await play(blocked, t.id)]) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('USER_BLOCKED');
    }
    expect(await playable(blocked.user.id)).toBe(20_000_000);
  });
});

describe('joining', () => {
  test('each refusal has the spec message; a join pays the fee (tournament_join)', async () => {
    const owner = await newPlayer(20);
    const t = (await create(owner, basic)).json.data;
    const poor = await newPlayer(3);
    const guest = await newPlayer(12);
    const late = await newPlayer(20);

    const missing = await join(guest, crypto.randomUUID());
    expect([missing.status, missing.json.error.message]).toEqual([404, 'Tournament not found']);
    const again = await join(owner, t.id);
    expect([again.status, again.json.error.message]).toEqual([409, 'You have already joined this tournament']);
    const broke = await join(poor, t.id);
    expect([broke.status, broke.json.error.message]).toEqual([
      403,
      'Insufficient balance. Required: $10, Available: $3',
    ]);

    const joined = await join(guest, t.id);
    expect(joined.status).toBe(200);
    expect(joined.json.data).toMatchObject({ currentParticipants: 2, totalPool: '20', prizePool: '19' });
    expect(await playable(guest.user.id)).toBe(2_000_000);
    const full = await join(late, t.id);
    expect([full.status, full.json.error.message]).toEqual([409, 'Tournament is full']);

    const other = (await create(owner, { ...basic, maxParticipants: 5 })).json.data;
    api.clock.advance(31 * 60_000);
    const ended = await join(late, other.id);
    expect([ended.status, ended.json.error.message]).toEqual([409, 'Tournament is not active']);
    expect(await playable(late.user.id)).toBe(20_000_000);
    await expectLedgerSound();
  });

  test('a join repeated with its Idempotency-Key returns the first answer and charges once', async () => {
    const owner = await newPlayer(10);
    const guest = await newPlayer(25);
    const t = (await create(owner, { ...basic, maxParticipants: 3 })).json.data;
    const headers = { 'idempotency-key': `join-${t.id}` };
    const send = () => api.call('POST', `/api/tournaments/${t.id}/join`, { token: guest.token, headers });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json).toEqual(b.json);
    expect(await playable(guest.user.id)).toBe(15_000_000);
    await expectLedgerSound();
  });

  test('50 players racing for the last seat: exactly one gets it, nobody pays without a seat', async () => {
    const owner = await newPlayer(10);
    const t = (await create(owner, { ...basic, entryFee: '5', maxParticipants: 3 })).json.data;
    expect((await join(await newPlayer(5), t.id)).status).toBe(200);
    const racers = await Promise.all(Array.from({ length: 50 }, () => newPlayer(5)));
    const results = await Promise.all(racers.map((r) => join(r, t.id)));
    expect(results.filter((r) => r.status === 200).length).toBe(1);
    expect(results.filter((r) => r.status === 409 && r.json.error.message === 'Tournament is full').length).toBe(49);
    const balances = await Promise.all(racers.map((r) => playable(r.user.id)));
    expect(balances.filter((b) => b === 0).length).toBe(1);
    expect(balances.filter((b) => b === 5_000_000).length).toBe(49);
    const [row] = await api.sql`
      select current_participants as n, entry_fees as fees,
        (select array_agg(seat order by seat) from tournament_participants where tournament_id = ${t.id}) as seats
      from tournaments where id = ${t.id}`;
    expect(row).toEqual({ n: 3, fees: 15_000_000, seats: [1, 2, 3] });
    await expectLedgerSound();
  });

  test('players joining at once each get their own seat, numbered by the tournament from 1', async () => {
    const owner = await newPlayer(10);
    const t = (await create(owner, { ...basic, entryFee: '5', maxParticipants: 12 })).json.data;
    const guests = await Promise.all(Array.from({ length: 10 }, () => newPlayer(5)));
    const results = await Promise.all(guests.map((g) => join(g, t.id)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const seats = await api.sql<{ user_id: string; seat: number }[]>`
      select user_id, seat from tournament_participants where tournament_id = ${t.id} order by seat`;
    expect(seats.map((s) => s.seat)).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(seats[0]!.user_id).toBe(owner.user.id);
    expect(new Set(seats.map((s) => s.user_id)).size).toBe(11);
    const [row] = await api.sql`
      select current_participants as n, entry_fees as fees from tournaments where id = ${t.id}`;
    expect(row).toEqual({ n: 11, fees: 55_000_000 });
    await expectLedgerSound();
  });
});

describe('playing', () => {
  test('one run of the same fixed questions, judged by the server, revealing nothing until completion', async () => {
    const a = await newPlayer(10, 'Ada');
    const b = await newPlayer(10, 'Bob');
    const t = (await create(a, { ...basic, maxParticipants: 3 })).json.data;
    expect((await play(b, t.id)).json.error.message).toBe('Join this tournament to play');
    await join(b, t.id);

    const first = await play(a, t.id);
    expect(first.json.data.session).toMatchObject({ mode: 'tournament', index: 0, total: 10, tournamentId: t.id });
    expect(first.json.data.question).not.toHaveProperty('correctAnswer');
    expect(Date.parse(first.json.data.question.deadlineAt) - Date.parse(first.json.data.question.servedAt)).toBe(
      15_000,
    );
    // a run is its player's: another participant cannot answer it by its id
    const foreign = await answer(b, first.json.data.session.id, first.json.data.question.id, 0);
    expect([foreign.status, foreign.json.error.message]).toEqual([404, 'Quiz session not found']);
    // a reload resumes the same run at the same question
    const again = await play(a, t.id);
    expect(again.json.data.session.id).toBe(first.json.data.session.id);
    expect(again.json.data.question.id).toBe(first.json.data.question.id);

    const ada = await playRun(a, t.id, () => true);
    for (const reply of ada.replies) {
      expect(reply).toMatchObject({ correct: null, correctAnswer: null, explanation: null, timedOut: null });
    }
    expect(ada.replies.at(-1).result).toMatchObject({ tournament: true, questionsAnswered: 10, totalQuestions: 10 });
    expect(ada.replies.at(-1).result).not.toHaveProperty('score');
    // the same question set for everyone, in the same order
    const bobRun = await play(b, t.id);
    expect(bobRun.json.data.question.id).toBe(first.json.data.question.id);
    // late: past the 15 s deadline the answer counts as wrong, whatever it was
    api.clock.advance(16_000);
    const lateKey = await keyOf(bobRun.json.data.question);
    const late = await answer(b, bobRun.json.data.session.id, bobRun.json.data.question.id, lateKey);
    expect(late.json.data.correct).toBeNull();
    const [judged] = await api.sql`
      select is_correct from tournament_answers where user_id = ${b.user.id} and position = 0`;
    expect(judged!.is_correct).toBe(false);

    // one run only; answering again is refused
    const replay = await play(a, t.id);
    expect([replay.status, replay.json.error.message]).toEqual([409, 'You have already played this tournament']);
    const twice = await answer(a, ada.runId, first.json.data.question.id, 0);
    expect(twice.status).toBe(409);
    // scores stay hidden while the tournament runs
    const detail = await api.call('GET', `/api/tournaments/${t.id}`, { token: b.token });
    expect(detail.json.data.participants.find((p: { userId: string }) => p.userId === a.user.id)).toMatchObject({
      finished: true,
      score: null,
      rank: null,
    });
    // a run is not a quiz: it pays no quiz reward and counts toward no quiz statistics; a finished run
    // is a tournament played at once, before the tournament ends (issue 31: "Tournaments played 0")
    const [stats] = await api.sql`select quizzes_completed, questions_answered from users where id = ${a.user.id}`;
    expect(stats).toEqual({ quizzes_completed: 0, questions_answered: 0 });
    const me = await api.call('GET', '/api/users/profile', { token: a.token });
    expect(me.json.data.totalTournaments).toBe(1);
    await expectLedgerSound();
  });
});

describe('settlement', () => {
  test('tournaments__complete: when a full tournament has every run finished, the job pays the winner in one journal and the pool ends at zero', async () => {
    const a = await newPlayer(10, 'Ada');
    const b = await newPlayer(10, 'Bob');
    const t = (await create(a, basic)).json.data;
    await join(b, t.id);
    await playRun(a, t.id, (i) => i < 8);
    await playRun(b, t.id, (i) => i < 6);
    const [job] = await api.sql`select run_at from graphile_worker.jobs where key = ${`tournaments__complete:${t.id}`}`;
    expect(job!.run_at.getTime()).toBeLessThan(Date.parse(t.endsAt));
    await runJobs();

    const done = (await api.call('GET', `/api/tournaments/${t.id}`, { token: b.token })).json.data;
    expect(done).toMatchObject({
      status: 'completed',
      winnerId: a.user.id,
      winnerScore: 8,
      winnerAmount: '19',
      appFee: '1',
      totalPool: '20',
      prizePool: '19',
    });
    expect(
      done.participants.map((p: { userName: string; rank: number; score: number; prize: string }) => [
        p.userName,
        p.rank,
        p.score,
        p.prize,
      ]),
    ).toEqual([
      ['Ada', 1, 8, '19'],
      ['Bob', 2, 6, '0'],
    ]);
    expect(await playable(a.user.id)).toBe(19_000_000);
    expect(await playable(b.user.id)).toBe(0);
    // The winner's journal (the pool to their balance) and the fee's system journal (the pool to tournament_fees).
    const [journal] = await api.sql`
      select (select count(*)::int from journals where type = 'tournament_win' and reference = ${t.id}) as journals,
        (select sum(p.amount)::int8 from system_journals j join system_postings p on p.journal_id = j.id
          join system_accounts s on s.id = p.system_account_id
          where j.type = 'tournament_win' and j.reference = ${t.id} and s.code = 'tournament_fees') as fee`;
    expect(journal).toEqual({ journals: 1, fee: 1_000_000 });
    const bell = await api.call('GET', '/api/notifications', { token: a.token });
    expect(bell.json.data[0]).toMatchObject({
      type: 'tournament_completed',
      title: 'Tournament won!',
      message: `${t.name}: place 1 of 2, prize +19.00 USDT.`,
    });
    const txs = await api.call('GET', '/api/transactions?type=tournament_win', { token: a.token });
    expect(txs.json.data[0]).toMatchObject({ type: 'tournament_win', amount: '19' });
    const [stats] = await api.sql`
      select tournaments_won as won, total_tournaments as total from users where id in (${a.user.id}, ${b.user.id}) order by tournaments_won desc`;
    expect(stats).toEqual({ won: 1, total: 1 });
    // the answers are revealed after completion; running the job again moves nothing
    await api.sql`select tournament_schedule_completion(${t.id}, now())`;
    await runJobs();
    expect(await playable(a.user.id)).toBe(19_000_000);
    await expectLedgerSound();
  });

  test('a tie on right answers and time shares the prize; fewer than 2 finishers cancels with every fee refunded', async () => {
    const [a, b, c] = [await newPlayer(10), await newPlayer(10), await newPlayer(20)];
    // a Telegram player who allows bot messages gets the result in Telegram too
    await api.sql`update users set telegram_id = ${Date.now()}, telegram_can_message = true where id = ${b.user.id}`;
    const tied = (await create(a, { ...basic, maxParticipants: 3 })).json.data;
    await join(b, tied.id);
    await join(c, tied.id);
    await playRun(a, tied.id, (i) => i % 2 === 0, 2_000);
    await playRun(b, tied.id, (i) => i % 2 === 1, 2_000);
    const settled = await transaction(api.sql, (tx) =>
      settleTournament(tx, { tournamentId: tied.id, now: api.clock.now(), when: 'now' }),
    );
    expect(settled.outcome).toBe('completed');
    // 30 in the pool, 1.5 fee: 28.5 shared by the two tied finishers; c never played
    expect(await playable(a.user.id)).toBe(14_250_000);
    expect(await playable(b.user.id)).toBe(14_250_000);
    expect(await playable(c.user.id)).toBe(10_000_000);
    const deliveries = await queuedJobs(api.sql, 'notifications__deliver_telegram');
    const [toB] = await api.sql`
      select id, message from notifications where user_id = ${b.user.id} and type = 'tournament_completed'`;
    expect(toB!.message).toBe(`${tied.name}: place 1 of 2, prize +14.25 USDT.`);
    expect(deliveries.map((j) => j.payload)).toEqual([{ notificationId: toB!.id, userId: b.user.id }]);
    for (const job of deliveries) await api.sql`select graphile_worker.remove_job(${job.key})`;

    const lonely = (await create(a, { ...basic, maxParticipants: 3 })).json.data;
    await join(c, lonely.id);
    await playRun(c, lonely.id, () => true);
    const cancelled = await transaction(api.sql, (tx) =>
      settleTournament(tx, { tournamentId: lonely.id, now: api.clock.now(), when: 'now' }),
    );
    expect(cancelled.outcome).toBe('cancelled');
    expect(cancelled.tournament).toMatchObject({ status: 'cancelled', cancelReason: 'Fewer than 2 players finished' });
    expect(await playable(a.user.id)).toBe(14_250_000);
    expect(await playable(c.user.id)).toBe(10_000_000);
    const refunds = await api.sql`
      select j.reverses is not null as reverses from journals j where j.type = 'tournament_refund' and j.reference = ${lonely.id}`;
    expect(refunds.map((r) => r.reverses)).toEqual([true, true]);
    await expectLedgerSound();
  });

  test('the job waits for the end: early it re-queues itself, at endsAt it closes open runs and settles', async () => {
    const [a, b] = [await newPlayer(10), await newPlayer(10)];
    const t = (await create(a, { ...basic, maxParticipants: 5, timeLimit: 1 })).json.data;
    await join(b, t.id);
    await playRun(a, t.id, () => true);
    const open = await play(b, t.id); // b starts and walks away after one answer
    await answer(b, open.json.data.session.id, open.json.data.question.id, null);
    const early = await transaction(api.sql, (tx) =>
      settleTournament(tx, { tournamentId: t.id, now: api.clock.now(), when: 'due' }),
    );
    expect(early.outcome).toBe('not_due');
    // the job is due at endsAt: the worker's clock is real time, so move the tournament's end into the past
    await api.sql`update tournaments set ends_at = now() - interval '1 second', starts_at = now() - interval '2 minutes' where id = ${t.id}`;
    await api.sql`select tournament_schedule_completion(${t.id}, now())`;
    await runJobs();
    const done = (await api.call('GET', `/api/tournaments/${t.id}`, { token: a.token })).json.data;
    expect(done).toMatchObject({ status: 'completed', winnerId: a.user.id, winnerAmount: '19' });
    expect(done.participants[1]).toMatchObject({ userId: b.user.id, finished: true, score: 0, timeMs: 9 * 15_000 });
    await expectLedgerSound();
  });

  test('settling twice concurrently, and a join racing the settlement, pay once', async () => {
    const [a, b, c] = [await newPlayer(10), await newPlayer(10), await newPlayer(10)];
    const t = (await create(a, { ...basic, maxParticipants: 5 })).json.data;
    await join(b, t.id);
    await playRun(a, t.id, () => true);
    await playRun(b, t.id, () => false);
    const settle = () =>
      transaction(api.sql, (tx) => settleTournament(tx, { tournamentId: t.id, now: api.clock.now(), when: 'now' }));
    const [x, y, racer] = await Promise.all([settle(), settle(), join(c, t.id)]);
    expect([x.outcome, y.outcome].sort()).toEqual(['already_settled', 'completed']);
    const joinedFirst = racer.status === 200;
    if (!joinedFirst) expect(racer.json.error.message).toBe('Tournament is not active');
    expect(await playable(c.user.id)).toBe(joinedFirst ? 0 : 10_000_000);
    // a late joiner who never played is no finisher: a's prize is the pool less the fee either way
    expect(await playable(a.user.id)).toBe(joinedFirst ? 28_500_000 : 19_000_000);
    const [wins] = await api.sql`
      select count(*)::int as n from journals where type = 'tournament_win' and reference = ${t.id}`;
    expect(wins!.n).toBe(1);
    await expectLedgerSound();
  });
});

describe('cancellation racing the settlement', () => {
  test('an admin cancel and the job at the same time: exactly one of them moves the pool', async () => {
    const adminToken = await api.registerAdmin();
    const [a, b] = [await newPlayer(10), await newPlayer(10)];
    const t = (await create(a, { ...basic, maxParticipants: 4 })).json.data;
    await join(b, t.id);
    await playRun(a, t.id, () => true);
    await playRun(b, t.id, () => false);
    const [cancel, settle] = await Promise.all([
      api.call('PUT', `/api/admin/tournaments/${t.id}/cancel`, { token: adminToken, body: { reason: 'Test race' } }),
      transaction(api.sql, (tx) => settleTournament(tx, { tournamentId: t.id, now: api.clock.now(), when: 'now' })),
    ]);
    const cancelled = cancel.status === 200;
    expect(settle.outcome).toBe(cancelled ? 'already_settled' : 'completed');
    if (!cancelled) expect([cancel.status, cancel.json.error.message]).toEqual([409, 'Tournament is already settled']);
    // either both fees came back, or the winner has the pool less the fee
    expect(await playable(a.user.id)).toBe(cancelled ? 10_000_000 : 19_000_000);
    expect(await playable(b.user.id)).toBe(cancelled ? 10_000_000 : 0);
    await expectLedgerSound();
  });
});

describe('lobby', () => {
  test('tabs list active, upcoming, completed and mine, newest first, with cursor paging and my entry', async () => {
    const p = await newPlayer(100);
    const other = await newPlayer(100);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await create(p, { ...basic, name: `Lobby ${i}`, maxParticipants: 4 })).json.data.id);
    const first = await api.call('GET', '/api/tournaments?status=mine&limit=2', { token: p.token });
    expect(first.json.data.map((t: { id: string }) => t.id)).toEqual([ids[2], ids[1]]);
    expect(first.json.data[0].me).toEqual({ joined: true, started: false, finished: false });
    const second = await api.call('GET', `/api/tournaments?status=mine&limit=2&cursor=${first.json.nextCursor}`, {
      token: p.token,
    });
    expect(second.json.data.map((t: { id: string }) => t.id)).toEqual([ids[0]]);
    expect(second.json.nextCursor).toBeNull();
    const active = await api.call('GET', '/api/tournaments?status=active&limit=100', { token: other.token });
    const mine = active.json.data.filter((t: { id: string }) => ids.includes(t.id));
    expect(mine.length).toBe(3);
    expect(mine[0].me.joined).toBe(false);
    expect((await api.call('GET', '/api/tournaments?status=finished')).status).toBe(400);
  });
});

describe('admin', () => {
  test('schedules a sponsored tournament with a house prize and a split; lists, completes and cancels, audited', async () => {
    const adminToken = await api.registerAdmin();
    const player = await newPlayer(10);
    const start = new Date(api.clock.now().getTime() + 3_600_000);
    const body = {
      name: 'Sponsored cup',
      category: 'defi',
      description: 'Weekly',
      entryFee: 0,
      prizePool: '100',
      prizeSplit: [50, 30, 20],
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 86_400_000).toISOString(),
      rules: 'Be nice.',
      difficulty: 'easy',
      questionCount: 5,
      translations: { de: { name: ' Sponsoren-Pokal ', rules: 'Sei nett.', description: '' } },
    };
    expect((await api.call('POST', '/api/admin/tournaments', { token: player.token, body })).status).toBe(403);
    const unknown = await api.call('POST', '/api/admin/tournaments', {
      token: adminToken,
      body: { ...body, translations: { pt: { name: 'Taça' } } },
    });
    expect([unknown.status, unknown.json.error.message]).toEqual([400, 'Unknown language pt']);
    const bad = await api.call('POST', '/api/admin/tournaments', {
      token: adminToken,
      body: { ...body, prizeSplit: [50, 30] },
    });
    expect([bad.status, bad.json.error.message]).toEqual([400, 'Prize split must add up to 100%']);
    const created = await api.call('POST', '/api/admin/tournaments', { token: adminToken, body });
    expect(created.status).toBe(201);
    const cup = created.json.data;
    expect(cup).toMatchObject({
      status: 'upcoming',
      category: 'defi',
      entryFee: '0',
      totalPool: '100',
      prizePool: '100',
      housePrize: '100',
      prizeSplit: [50, 30, 20],
      questionCount: 5,
      maxParticipants: 100,
      sponsored: true,
      creatorId: null,
    });
    expect(cup.rules.startsWith('Be nice.')).toBe(true);
    // The organiser's wordings per language, trimmed, empty ones dropped; its own rules apart from the built ones.
    expect(cup).toMatchObject({
      organiserRules: 'Be nice.',
      translations: { de: { name: 'Sponsoren-Pokal', rules: 'Sei nett.' } },
    });
    // upcoming: joinable (free), not yet playable
    expect((await join(player, cup.id)).status).toBe(200);
    expect((await play(player, cup.id)).json.error.message).toBe('Tournament is not active');

    const listed = await api.call('GET', '/api/admin/tournaments?status=upcoming&category=defi&search=sponsored', {
      token: adminToken,
    });
    expect(listed.json.data.map((t: { id: string }) => t.id)).toEqual([cup.id]);
    expect(listed.json).toMatchObject({ total: 1, totalKind: 'exact', nextCursor: null, prevCursor: null });
    // keyset pages both ways: one row a page, Next then Previous comes back to the first row
    const first = await api.call('GET', '/api/admin/tournaments?limit=1', { token: adminToken });
    const second = await api.call('GET', `/api/admin/tournaments?limit=1&cursor=${first.json.nextCursor}`, {
      token: adminToken,
    });
    expect(second.json.data[0].id).not.toBe(first.json.data[0].id);
    const back = await api.call('GET', `/api/admin/tournaments?limit=1&cursor=${second.json.prevCursor}`, {
      token: adminToken,
    });
    expect(back.json.data[0].id).toBe(first.json.data[0].id);

    const noReason = await api.call('PUT', `/api/admin/tournaments/${cup.id}/cancel`, {
      token: adminToken,
      body: { reason: '' },
    });
    expect(noReason.status).toBe(400);
    const cancelled = await api.call('PUT', `/api/admin/tournaments/${cup.id}/cancel`, {
      token: adminToken,
      body: { reason: 'Sponsor withdrew' },
    });
    expect(cancelled.json.data).toMatchObject({ status: 'cancelled', cancelReason: 'Sponsor withdrew' });
    const twice = await api.call('PUT', `/api/admin/tournaments/${cup.id}/cancel`, {
      token: adminToken,
      body: { reason: 'again' },
    });
    expect(twice.status).toBe(409);

    // complete now: a paid player tournament settled by the admin
    const [a, b] = [await newPlayer(10), await newPlayer(10)];
    const t = (await create(a, { ...basic, maxParticipants: 4 })).json.data;
    await join(b, t.id);
    await playRun(a, t.id, () => false);
    await playRun(b, t.id, () => true);
    const completed = await api.call('PUT', `/api/admin/tournaments/${t.id}/complete`, { token: adminToken });
    expect(completed.json.data).toMatchObject({ status: 'completed', winnerId: b.user.id, winnerAmount: '19' });
    // the dashboard counts real tournaments: the newest first, prize money net of fees and of cancelled ones
    const dashboard = (await api.call('GET', '/api/admin/dashboard', { token: adminToken })).json.data;
    const [figures] = await api.sql`
      select count(*)::int as total, coalesce(sum(current_participants), 0)::int as participants from tournaments`;
    expect(dashboard.overview.tournaments).toMatchObject({
      totalTournaments: figures!.total,
      totalParticipants: figures!.participants,
    });
    expect(dashboard.recent.tournaments[0]).toMatchObject({ id: t.id, status: 'completed', prizePool: '20' });
    expect(dashboard.recent.tournaments[1]).toMatchObject({ id: cup.id, status: 'cancelled' });
    const audit = await api.sql`
      select action from audit_log where target_id in (${cup.id}, ${t.id}) order by id`;
    expect(audit.map((r) => r.action)).toEqual(['tournament.create', 'tournament.cancel', 'tournament.complete']);
    await expectLedgerSound();
  });
});

describe('scale', () => {
  test("settling a 1,000-participant tournament is one transaction, a journal per winner and the fee's system journal, under 2 s", async () => {
    const adminToken = await api.registerAdmin();
    const now = api.clock.now();
    const cup = (
      await api.call('POST', '/api/admin/tournaments', {
        token: adminToken,
        body: {
          name: 'Thousand',
          entryFee: '1',
          prizePool: '100',
          prizeSplit: [50, 30, 20],
          maxParticipants: 1000,
          startDate: new Date(now.getTime() - 60_000).toISOString(),
          endDate: new Date(now.getTime() + 3_600_000).toISOString(),
        },
      })
    ).json.data;
    // 1,000 players, each funded with 1 USDT and seated by the real join use case, their runs finished
    const ids = (
      await api.sql<{ id: string }[]>`
        insert into users (name, referral_code) select 'Bulk ' || g, 'bulk' || g || ${cup.id.slice(0, 8)}
        from generate_series(1, 1000) g returning id`
    ).map((r) => r.id);
    await api.sql`insert into accounts (user_id, kind, balance) select id, k, 0 from unnest(${ids}::uuid[]) id, unnest(array['playable', 'bonus']) k`;
    await api.sql.begin(async (tx) => {
      await tx`
        select post_journal('adjustment', id, 'bulk funding', null, null,
          jsonb_build_array(jsonb_build_object('system', 'house', 'amount', -1000000),
            jsonb_build_object('user', id, 'kind', 'playable', 'amount', 1000000)))
        from unnest(${ids}::uuid[]) id`;
    });
    const { joinTournament } = await import('../../domain/tournaments/join-tournament.ts');
    await api.sql.begin(async (tx) => {
      for (const userId of ids) await joinTournament(tx, { userId, tournamentId: cup.id, now });
    });
    await api.sql`
      update tournament_participants set run_started_at = ${now}, run_finished_at = ${now}::timestamptz + make_interval(secs => seat),
        correct_answers = seat % 11, time_ms = 10000 + (seat * 7919) % 140000
      where tournament_id = ${cup.id}`;

    const started = performance.now();
    const settled = await transaction(api.sql, (tx) =>
      settleTournament(tx, { tournamentId: cup.id, now: api.clock.now(), when: 'now' }),
    );
    const ms = performance.now() - started;
    console.log(`settled 1,000 participants in ${ms.toFixed(0)} ms`);
    expect(settled.outcome).toBe('completed');
    expect(ms).toBeLessThan(2_000);
    // Three places (the split's): three player journals, each the pool to that winner, and the fee
    // from the pool to tournament_fees in one system journal.
    const [journals] = await api.sql`
      select (select count(*)::int from journals where type = 'tournament_win' and reference = ${cup.id}) as journals,
        (select count(*)::int from postings p join journals j on j.user_id = p.user_id and j.id = p.journal_id
          where j.type = 'tournament_win' and j.reference = ${cup.id}) as postings,
        (select count(*)::int from system_journals where type = 'tournament_win' and reference = ${cup.id}) as system_journals,
        (select count(*)::int from system_postings p join system_journals j on j.id = p.journal_id
          where j.type = 'tournament_win' and j.reference = ${cup.id}) as system_postings`;
    expect(journals).toEqual({ journals: 3, postings: 6, system_journals: 1, system_postings: 2 });
    expect(settled.tournament).toMatchObject({
      status: 'completed',
      totalPool: '1100',
      appFee: '50',
      winnerAmount: '525',
    });
    await expectLedgerSound();
  }, 120_000);
});
