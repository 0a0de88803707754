// The money-moving actions the chaos run mixes, each through the public HTTP API as a player or the
// admin would do it, every money-moving POST under its own Idempotency-Key (named after the action,
// which is how the end checks find them again: `deposit-…`, `withdraw-…`, `bonus-…`, `join-…`,
// `task-…`, `proof-…`, `intent-…`). Some players were invited by others: their full quizzes pay the
// referrals. Deposits by hand go to BEP20 (reviewed by an admin); the chain's own actions (pasted
// hashes, TON intents) are in chain-actions.ts, and a withdrawal on a verified network is paid on the
// fake chain before the admin approves it with the payout's hash.
import { parseAmount } from '../../domain/money.ts';
import type { Chain } from './chain.ts';
import { chainActions } from './chain-actions.ts';
import type { Client } from './client.ts';
import type { Random } from './random.ts';

export type Player = { id: string; token: string };
export type Acknowledged = { action: string; userId: string; key?: string; data: any };

/** A screenshot proof's image: the PNG signature is what the server checks, the rest tells proofs apart. */
const screenshot = (random: Random) =>
  new Blob(
    [
      new Uint8Array([
        0x89,
        0x50,
        0x4e,
        0x47,
        0x0d,
        0x0a,
        0x1a,
        0x0a,
        ...Array.from({ length: 64 }, () => random.int(0, 255)),
      ]),
    ],
    {
      type: 'image/png',
    },
  );

/** The earn tasks the admin creates: verified by the server (link, daily login) or by a proof the admin reviews. */
const taskKinds = [
  { verification: 'link', type: 'marketing', reward: '0.1', link: 'https://chaos.invalid/visit' },
  { verification: 'daily_login', type: 'daily', reward: '0.5' },
  { verification: 'proof', type: 'marketing', reward: '0.5' },
];

export function createActions(input: {
  client: Client;
  random: Random;
  players: Player[];
  invited: Player[];
  admin: Player;
  chain: Chain;
}) {
  const { client, random, players, chain } = input;
  const adminToken = input.admin.token;
  const acknowledged: Acknowledged[] = [];
  /** Deposits and withdrawals waiting for the admin, as their requests' replies showed them. */
  const pending: Acknowledged['data'][] = [];
  const tournaments: string[] = [];
  const tasks: { id: string; verification: string }[] = [];
  /** Task proofs waiting for the admin's review, by id. */
  const proofs: string[] = [];
  /** Open disputes, with the corrected key an uphold sets. */
  const disputes: { id: string; correctAnswer: number }[] = [];
  const counts = new Map<string, number>();
  /** Per action, the replies that were 2xx. */
  const acknowledgedCounts = new Map<string, number>();
  let serial = 0;

  const keyFor = (action: string) => `${action}-${++serial}-${random.int(0, 1e9)}`;
  const note = (
    action: string,
    userId: string,
    key: string | undefined,
    reply: { status: number; json: any } | undefined,
  ) => {
    counts.set(action, (counts.get(action) ?? 0) + 1);
    if (reply && reply.status < 300) {
      acknowledged.push({ action, userId, key, data: reply.json?.data });
      acknowledgedCounts.set(action, (acknowledgedCounts.get(action) ?? 0) + 1);
    }
    return reply && reply.status < 300 ? reply.json?.data : undefined;
  };

  /** A keyed POST of a random player; its reply's data when acknowledged. */
  const playerPosts = async (action: string, path: string, body?: (key: string, player: Player) => unknown) => {
    const player = random.pick(players);
    const key = keyFor(action);
    return note(
      action,
      player.id,
      key,
      await client.send('POST', path, { token: player.token, body: body?.(key, player), key }),
    );
  };
  /** Takes a random id out of a list of open ones (undefined when none is open). */
  const takeOne = <T>(open: T[]) => open.splice(random.int(0, Math.max(0, open.length - 1)), 1)[0];
  /**
   * The admin's approval (`verb`, with `approveBody`, made only when approving) or rejection of an
   * open item, noted as `approve…`/`reject…` (`uphold…` for a dispute).
   */
  const adminReview = async (what: string, path: string, approveBody?: () => unknown, verb = 'approve') => {
    const approve = random.chance(0.6);
    note(
      `${approve ? verb : 'reject'}${what}`,
      input.admin.id,
      undefined,
      await client.send(
        'PUT',
        `${path}/${approve ? verb : 'reject'}`,
        { token: adminToken, body: approve ? approveBody?.() : { reason: 'chaos review' } },
        6,
      ),
    );
  };
  /** A challenge quiz played to its end (a full quiz is a referral's qualifying action). */
  const playQuiz = async (player: Player) => {
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
    const answered: { questionId: string; correctAnswer: number }[] = [];
    for (let i = 0; question && i < 12; i++) {
      const reply = await client.send('POST', `/api/quiz/sessions/${start.session.id}/answers`, {
        token: player.token,
        body: { questionId: question.id, answerIndex: random.int(0, 3) },
      });
      const data = note('quizAnswer', player.id, undefined, reply);
      if (typeof data?.correctAnswer === 'number')
        answered.push({ questionId: question.id, correctAnswer: data.correctAnswer });
      question = data?.next;
    }
    if (answered.length && random.chance(0.2)) await dispute(player, start.session.id, random.pick(answered));
  };
  /** The player disputes an answer key; the admin will uphold it with another option as the key, or reject it. */
  const dispute = async (player: Player, sessionId: string, answer: { questionId: string; correctAnswer: number }) => {
    const data = note(
      'dispute',
      player.id,
      undefined,
      await client.send('POST', `/api/quiz/sessions/${sessionId}/disputes`, {
        token: player.token,
        body: { questionId: answer.questionId, reason: 'The key looks wrong' },
      }),
    );
    if (data?.id) disputes.push({ id: data.id, correctAnswer: (answer.correctAnswer + random.int(1, 3)) % 4 });
  };
  /** A live task of one of the given verifications, when the admin has created one. */
  const someTask = (verifications: string[]) => {
    const fitting = tasks.filter((t) => verifications.includes(t.verification));
    return fitting.length ? random.pick(fitting) : undefined;
  };

  /** A deposit or withdrawal, left pending for the admin's review. */
  const askForReview = async (action: string, path: string, body: (key: string, player: Player) => unknown) => {
    const data = await playerPosts(action, path, body);
    if (data?.id) pending.push(data);
  };
  /**
   * The payout's hash the admin approves a withdrawal with: on a verified network the operator first
   * sends it on the fake chain (now and then for a wrong amount, fixed later by fixPayout).
   */
  const payoutHash = (w: Acknowledged['data']) =>
    w.type === 'withdrawal' && chain.verifies(w.network)
      ? chain.payOut(
          { id: w.id, network: w.network, address: w.walletAddress, net: parseAmount(w.netAmount)!, userId: w.userId },
          random.chance(0.1),
        )
      : random.hex(32);
  const onChain = chainActions({
    client,
    random,
    players,
    admin: input.admin,
    chain,
    keyFor,
    note,
    review: (deposit) => pending.push(deposit),
  });

  const actions: Record<string, () => Promise<void>> = {
    ...onChain,
    deposit: () =>
      askForReview('deposit', '/api/deposits', () => ({
        amount: String(random.int(10, 60)),
        network: 'BEP20',
        reference: `0x${random.hex(32)}`,
      })),
    withdraw: () =>
      askForReview('withdraw', '/api/withdrawals', (_key, player) => {
        const network = random.pick(['BEP20', 'TRC20', 'ERC20', 'TON']);
        return { amount: String(random.int(10, 20)), network, address: chain.addressOf(player.id, network) };
      }),
    async review() {
      const item = takeOne(pending);
      if (item)
        await adminReview('', `/api/admin/transactions/${item.id}`, () => ({ txHash: `0x${payoutHash(item)}` }));
    },
    dailyBonus: () => playerPosts('bonus', '/api/daily-bonus/claim'),
    challengeQuiz: () => playQuiz(random.pick(players)),
    /** An invited player's full quiz: the worker pays their inviter (and them) the referral once. */
    referredQuiz: () => playQuiz(random.pick(input.invited)),
    async createTask() {
      const kind = random.pick(taskKinds);
      const body = { title: `Chaos task ${++serial}`, action: 'social', ...kind };
      const data = note(
        'createTask',
        input.admin.id,
        undefined,
        await client.send('POST', '/api/admin/tasks', { token: adminToken, body }, 1),
      );
      if (data?.id) tasks.push({ id: data.id, verification: kind.verification });
    },
    /** Go, then Complete: the server verifies the task itself and pays its reward. */
    async completeTask() {
      const task = someTask(['link', 'daily_login']);
      if (!task) return;
      const player = random.pick(players);
      const start = await client.send('POST', `/api/tasks/${task.id}/start`, { token: player.token });
      note('startTask', player.id, undefined, start);
      const key = keyFor('task');
      note(
        'completeTask',
        player.id,
        key,
        await client.send('POST', `/api/tasks/${task.id}/complete`, { token: player.token, key }),
      );
    },
    async submitProof() {
      const task = someTask(['proof']);
      if (!task) return;
      const form = new FormData();
      form.set('username', 'chaos_player');
      form.set('taskUrl', 'https://chaos.invalid/post');
      form.set('screenshot', screenshot(random), 'proof.png');
      const data = await playerPosts('proof', `/api/tasks/${task.id}/proofs`, () => form);
      if (data?.id) proofs.push(data.id);
    },
    async reviewProof() {
      const id = takeOne(proofs);
      if (id) await adminReview('Proof', `/api/admin/task-proofs/${id}`);
    },
    /** Upheld with a corrected key: the worker re-settles every answer to the question, once each. */
    async decideDispute() {
      const open = takeOne(disputes);
      if (open)
        await adminReview(
          'Dispute',
          `/api/admin/disputes/${open.id}`,
          () => ({ correctAnswer: open.correctAnswer }),
          'uphold',
        );
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
      const id = takeOne(tournaments);
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
    ['referredQuiz', 1],
    ['createTask', 1],
    ['completeTask', 3],
    ['submitProof', 2],
    ['reviewProof', 2],
    ['decideDispute', 1],
    ['chainDeposit', 4],
    ['tonIntent', 3],
    ['fixPayout', 1],
  ];
  const total = weights.reduce((sum, [, w]) => sum + w, 0);

  return {
    acknowledged,
    counts,
    acknowledgedCounts,
    /** The reviews and settlements still open, done at the end so the checks see them finished. */
    async finish() {
      while (pending.length) await actions.review?.();
      while (chain.payoutsToFix.length) await actions.fixPayout?.();
      while (proofs.length) await actions.reviewProof?.();
      while (disputes.length) await actions.decideDispute?.();
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
