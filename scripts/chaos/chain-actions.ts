// The chaos run's actions on chain (chain.ts): a player pastes the hash of a transfer the fake chain
// knows (deep enough, in the head block, seen by the provider only later, or of another token),
// declaring the address they sent from; a player opens a TON deposit intent and their wallet sends the
// memo (soon, later, after the intent expired, or in another jetton); the admin names the right payout
// of a withdrawal whose first payout went out for a wrong amount. Keys: `deposit-…`, `intent-…`.
import { formatAmount } from '../../domain/money.ts';
import type { Chain, ChainNetwork, Timing } from './chain.ts';
import type { Client, Reply } from './client.ts';
import type { Random } from './random.ts';

/** A player as actions.ts has them (named here: actions.ts imports this module). */
type Player = { id: string; token: string };

export function chainActions(input: {
  client: Client;
  random: Random;
  players: Player[];
  admin: Player;
  chain: Chain;
  keyFor: (action: string) => string;
  note: (action: string, userId: string, key: string | undefined, reply: Reply | undefined) => any;
  /** Hands a pending deposit to the admin's review as well (racing the verifier). */
  review: (transaction: any) => void;
}) {
  const { client, random, chain } = input;
  /** An amount of USDT with cents, in micro-USDT (what the chain shows; the player types the whole part). */
  const someAmount = () => random.int(20, 60) * 1_000_000 + random.int(0, 99) * 10_000;

  return {
    async chainDeposit() {
      const player = random.pick(input.players);
      const network = random.pick<ChainNetwork>(['ERC20', 'TRC20', 'TON']);
      const amount = someAmount();
      // TON Center lists USDT transfers only: another jetton's would stay "not found" until the give-up.
      const wrongToken = network !== 'TON' && random.chance(0.12);
      const timing = random.pick<Timing>(['deep', 'deep', 'shallow', 'late']);
      const sent = chain.deposit({ network, userId: player.id, amount, wrongToken, timing });
      // A player often pastes the hash a while after sending (the TON watcher may have seen it first).
      if (timing !== 'late' && random.chance(0.3)) await Bun.sleep(random.int(1_000, 4_000));
      const key = input.keyFor('deposit');
      const body = {
        amount: String(Math.floor(amount / 1_000_000)),
        network,
        reference: network === 'TON' ? sent.hash : `0x${sent.hash}`,
        senderAddress: chain.addressOf(player.id, network),
      };
      const data = input.note(
        'chainDeposit',
        player.id,
        key,
        await client.send('POST', '/api/deposits', { token: player.token, body, key }),
      );
      sent.depositId = data?.id;
      if (data?.id && !wrongToken && random.chance(0.15)) input.review(data);
    },
    async tonIntent() {
      const player = random.pick(input.players);
      const amount = someAmount();
      const key = input.keyFor('intent');
      const body = {
        network: 'TON',
        amount: formatAmount(amount),
        ...(random.chance(0.5) ? { senderAddress: chain.addressOf(player.id, 'TON') } : {}),
      };
      const data = input.note(
        'tonIntent',
        player.id,
        key,
        await client.send('POST', '/api/deposits/intents', { token: player.token, body, key }),
      );
      if (!data?.memo) return;
      const variant = random.pick(['sent', 'sent', 'late', 'expired', 'wrongToken'] as const);
      await chain.payIntent({ memo: data.memo, userId: player.id, amount, variant });
    },
    /** The admin sends the right payout of a withdrawal paid short and names its hash. */
    async fixPayout() {
      const w = input.chain.payoutsToFix.splice(random.int(0, Math.max(0, chain.payoutsToFix.length - 1)), 1)[0];
      if (!w) return;
      const txHash = `0x${chain.payOut(w, false)}`;
      input.note(
        'fixPayout',
        input.admin.id,
        undefined,
        await client.send('PUT', `/api/admin/transactions/${w.id}/payout`, {
          token: input.admin.token,
          body: { txHash },
        }),
      );
    },
  };
}
