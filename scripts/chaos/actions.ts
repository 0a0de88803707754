// The money-moving actions the chaos run mixes, each through the public HTTP API as a player or the
// admin would do it, every money-moving POST under its own Idempotency-Key (named after the action,
// which is how the end checks find them again: `deposit-…`, `withdraw-…`, `bonus-…`, `join-…`).
import type { Client } from './client.ts';
import type { Random } from './random.ts';

export type Player = { id: string; token: string };
export type Acknowledged = { action: string; userId: string; key?: string; data: any };

const payoutAddress = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

export function createActions(input: { client: Client; random: Random; players: Player[]; admin: Player }) {
  const { client, random, players } = input;
  const adminToken = input.admin.token;
  const acknowledged: Acknowledged[] = [];
  /** Deposits and withdrawals waiting for the admin, by id. */
  const pending: string[] = [];
  const tournaments: string[] = [];
  const counts = new Map<string, number>();
  let serial = 0;

  const keyFor = (action: string) => `${action}-${++serial}-${random.int(0, 1e9)}`;
  const note = (
    action: string,
    userId: string,
    key: string | undefined,
    reply: { status: number; json: any } | undefined,
  ) => {
    counts.set(action, (counts.get(action) ?? 0) + 1);
    if (reply && reply.status < 300) acknowledged.push({ action, userId, key, data: reply.json?.data });
    return reply && reply.status < 300 ? reply.json?.data : undefined;
  };

  /** A keyed POST of a random player; its reply's data when acknowledged. */
  const playerPosts = async (action: string, path: string, body?: (key: string) => unknown) => {
    const player = random.pick(players);
    const key = keyFor(action);
    return note(
      action,
      player.id,
      key,
      await client.send('POST', path, { token: player.token, body: body?.(key), key }),
    );
  };
  /** A deposit or withdrawal, left pending for the admin's review. */
  const askForReview = async (action: string, path: string, body: (key: string) => unknown) => {
    const data = await playerPosts(action, path, body);
    if (data?.id) pending.push(data.id);
  };

  const actions: Record<string, () => Promise<void>> = {
    deposit: () =>
      askForReview('deposit', '/api/deposits', (key) => ({
        amount: String(random.int(10, 60)),
        network: 'TRC20',
        reference: `chaos-${key}`,
      })),
    withdraw: () =>
      askForReview('withdraw', '/api/withdrawals', () => ({
        amount: String(random.int(10, 20)),
        network: 'TRC20',
        address: payoutAddress,
      })),
    async review() {
      const id = pending.splice(random.int(0, Math.max(0, pending.length - 1)), 1)[0];
      if (!id) return;
      const approve = random.chance(0.6);
      const path = `/api/admin/transactions/${id}/${approve ? 'approve' : 'reject'}`;
      const body = approve
        ? { txHash: `0x${crypto.randomUUID().replaceAll('-', '')}${'0'.repeat(32)}` }
        : { reason: 'chaos review' };
      note(
        approve ? 'approve' : 'reject',
        input.admin.id,
        undefined,
        await client.send('PUT', path, { token: adminToken, body }, 6),
      );
    },
    dailyBonus: () => playerPosts('bonus', '/api/daily-bonus/claim'),
    async challengeQuiz() {
      const player = random.pick(players);
      const key = keyFor('quiz');
      const start = note(
        'quizStart',
        player.id,
        key,
        await client.send('POST', '/api/quiz/sessions', {
          token: player.token,
          body: { difficulty: 'easy', mode: 'challenge', stake: '0.1' },
          key,
        }),
      );
      let question = start?.question;
      for (let i = 0; question && i < 12; i++) {
        const reply = await client.send('POST', `/api/quiz/sessions/${start.session.id}/answers`, {
          token: player.token,
          body: { questionId: question.id, answerIndex: random.int(0, 3) },
        });
        question = note('quizAnswer', player.id, undefined, reply)?.next;
      }
    },
    async createTournament() {
      const key = keyFor('tournament');
      const startsAt = new Date(Date.now() + 60_000);
      const body = {
        name: `Chaos cup ${serial}`,
        difficulty: 'easy',
        questionCount: 5,
        entryFee: String(random.int(1, 3)),
        prizePool: String(random.int(0, 5)),
        startDate: startsAt.toISOString(),
        endDate: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      };
      const data = note(
        'createTournament',
        input.admin.id,
        key,
        await client.send('POST', '/api/admin/tournaments', { token: adminToken, body, key }),
      );
      if (data?.id) tournaments.push(data.id);
    },
    async joinTournament() {
      const id = tournaments.length ? random.pick(tournaments) : undefined;
      if (id) await playerPosts('join', `/api/tournaments/${id}/join`);
    },
    async settleTournament() {
      const id = tournaments.splice(random.int(0, Math.max(0, tournaments.length - 1)), 1)[0];
      if (!id) return;
      const cancel = random.chance(0.4);
      const path = `/api/admin/tournaments/${id}/${cancel ? 'cancel' : 'complete'}`;
      note(
        cancel ? 'cancelTournament' : 'settleTournament',
        input.admin.id,
        undefined,
        await client.send('PUT', path, { token: adminToken, body: cancel ? { reason: 'chaos' } : undefined }),
      );
    },
  };

  /** How often each action is drawn, out of the sum. */
  const weights: [string, number][] = [
    ['deposit', 4],
    ['withdraw', 3],
    ['review', 5],
    ['dailyBonus', 2],
    ['challengeQuiz', 3],
    ['createTournament', 1],
    ['joinTournament', 4],
    ['settleTournament', 1],
  ];
  const total = weights.reduce((sum, [, w]) => sum + w, 0);

  return {
    acknowledged,
    counts,
    /** The reviews and settlements still open, done at the end so the checks see them finished. */
    async finish() {
      while (pending.length) await actions.review?.();
      while (tournaments.length) await actions.settleTournament?.();
    },
    async runOne() {
      let draw = random.next() * total;
      for (const [name, weight] of weights) {
        draw -= weight;
        if (draw < 0) return actions[name]?.();
      }
    },
  };
}
