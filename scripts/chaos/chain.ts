// The chain side of the chaos run: local fakes of an EVM node, TronGrid and TON Center on loopback,
// the deposit addresses they verify (ERC20, TRC20, TON; BEP20 stays reviewed by hand), a block
// producer that moves the heads on and runs the TON watcher as its crontab would (more often), and
// every transfer the run puts on chain (deposits players paste, TON intents' memos, the operator's
// payouts), logged for the end checks (credited-once.ts). Its fault: the providers answer 429, 500
// or a cut-off reply for a window; outside windows they answer 429 at random.
import { createHash } from 'node:crypto';
import type { Sql } from '../../db/connection.ts';
import { checkVerification } from '../../domain/wallet/chains/verification-settings.ts';
import { addDepositAddresses, testDepositAddresses } from '../../testing/deposit-addresses.ts';
import type { ProviderFault } from '../../testing/fake-chain-server.ts';
import { evmTransferLog, startFakeEvm } from '../../testing/fake-evm.ts';
import { startFakeTonCenter } from '../../testing/fake-toncenter.ts';
import { startFakeTronGrid, tronAddressOf } from '../../testing/fake-trongrid.ts';
import type { Random } from './random.ts';

export type ChainNetwork = 'ERC20' | 'TRC20' | 'TON';
export const chainNetworks: ChainNetwork[] = ['ERC20', 'TRC20', 'TON'];

const usdt: Record<ChainNetwork, string> = {
  ERC20: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  TON: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
};
/** Another token on each chain: a transfer of it is not USDT and credits nothing. */
const otherToken: Record<ChainNetwork, string> = {
  ERC20: '0x2222222222222222222222222222222222222222',
  TRC20: tronAddressOf('22'.repeat(20)),
  TON: `0:${'33'.repeat(32)}`,
};
const ourAddress = (network: string) => testDepositAddresses.find((a) => a.network === network)!.address;

/** How a transfer reaches the chain: deep enough already, in the head block, or seen by the provider only later. */
export type Timing = 'deep' | 'shallow' | 'late';

/** One transfer the run put on chain, as the end checks compare it with what the product credited. */
export type Sent = {
  network: ChainNetwork;
  /** The transaction hash as deposits store it: 64 lower-case hex digits. */
  hash: string;
  /** Micro-USDT the chain shows. */
  amount: number;
  purpose: 'deposit' | 'intent' | 'payout';
  /** USDT to the right address (a payout: for exactly the net amount): what the product may credit or complete. */
  valid: boolean;
  userId: string;
  /** A pasted hash: the deposit the player's acknowledged request created. */
  depositId?: string;
  /** A TON intent's memo, carried by the transfer's comment. */
  memo?: string;
  /** A payout: the withdrawal it pays. */
  withdrawalId?: string;
};

export async function startChain(sql: Sql, random: Random) {
  const evm = startFakeEvm();
  const tron = startFakeTronGrid();
  const ton = startFakeTonCenter();
  const fakes = [evm, tron, ton];
  const defaults = { toncenterUrl: ton.url, trongridUrl: tron.url };
  await addDepositAddresses(sql, ['BEP20', ...chainNetworks]);
  const settings: Record<ChainNetwork, object> = {
    ERC20: { provider: 'evm_rpc', url: evm.url, tokenContract: usdt.ERC20 },
    TRC20: { provider: 'trongrid', apiKey: 'chaos-tron-key', tokenContract: usdt.TRC20 },
    TON: { provider: 'toncenter', tokenContract: usdt.TON },
  };
  for (const network of chainNetworks) {
    const verification = checkVerification(network, settings[network] as never, defaults, null);
    await sql`update deposit_addresses set verification = ${sql.json(verification as never)} where network = ${network}`;
  }
  // Checks again after 1 s, doubling up to 3 s (the defaults' 30 s to 30 min would outlast the run).
  await sql`
    update app_settings set document = document || jsonb_build_object('wallet', coalesce(document->'wallet', '{}'::jsonb)
      || jsonb_build_object('chain', coalesce(document #> '{wallet,chain}', '{}'::jsonb) || '{"checkAfterSeconds": 1, "checkAtMostSeconds": 3}'::jsonb))
    where id = 'appSettings'`;

  const required: Record<ChainNetwork, number> = { ERC20: 12, TRC20: 20, TON: 1 };
  const heads = { evm: 1000, tron: 5000 };
  const sent: Sent[] = [];
  /** Transfers the providers show only later (an indexer catching up), by the time they appear. */
  const later: { at: number; show: () => void }[] = [];
  /** Withdrawals whose payout went out for a wrong amount: the admin sends the right one and names it. */
  const payoutsToFix: { id: string; network: ChainNetwork; address: string; net: number; userId: string }[] = [];
  const stats = { randomRateLimits: 0 };
  let outage: { until: number; fault: ProviderFault } | null = null;
  const disturbance = () => {
    if (outage && Date.now() < outage.until) return outage.fault;
    if (random.chance(0.03)) {
      stats.randomRateLimits += 1;
      return 429 as const;
    }
    return undefined;
  };
  for (const fake of fakes) fake.disturb(disturbance);

  const digest = (text: string) => createHash('sha256').update(text).digest('hex');
  /** A player's own address on a network: where they send from (declared with a pasted hash) and are paid to. */
  const addressOf = (userId: string, network: string) => {
    const account = digest(`${network === 'BEP20' ? 'ERC20' : network}:${userId}`);
    if (network === 'TRC20') return tronAddressOf(account.slice(0, 40));
    if (network === 'TON') return `0:${account}`;
    return `0x${account.slice(0, 40)}`;
  };

  /** Puts a transfer on chain now, or when `timing` says the provider shows it. */
  const put = (network: ChainNetwork, timing: Timing, mine: (block: number) => void) => {
    const head = network === 'ERC20' ? heads.evm : heads.tron;
    if (timing === 'late')
      later.push({ at: Date.now() + random.int(1_000, 4_000), show: () => put(network, 'shallow', mine) });
    else mine(timing === 'deep' ? head - required[network] - random.int(0, 5) : head);
  };
  /** A USDT (or, `wrongToken`, another token's) transfer of `amount` from `from` to `to`, under `hash`. */
  const transfer = (
    network: ChainNetwork,
    input: { hash: string; from: string; to: string; amount: number; wrongToken?: boolean; memo?: string },
    timing: Timing,
  ) => {
    const token = input.wrongToken ? otherToken[network] : usdt[network];
    const units = BigInt(input.amount);
    put(network, timing, (block) => {
      if (network === 'ERC20')
        evm.mine(`0x${input.hash}`, BigInt(block), [evmTransferLog(token, input.from, input.to, units)]);
      else if (network === 'TRC20')
        tron.mine(input.hash, block, [{ token, from: input.from, to: input.to, value: units }]);
      else
        ton.receive({
          hash: input.hash,
          destination: input.to,
          jettonMaster: token,
          amount: units,
          source: input.from,
          comment: input.memo ?? null,
        });
    });
  };

  /** Each player's TON wallet holds USDT: an intent naming it gets the TON Connect transfer to sign. */
  const knowWallets = (userIds: string[]) => {
    for (const id of userIds) ton.setJettonWallet(addressOf(id, 'TON'), `0:${digest(`jetton wallet:${id}`)}`);
  };

  const queueWatcher = () => sql`select graphile_worker.add_job('wallet__watch_ton_deposits')`;
  let producing = true;
  /** The chains move on while the run lasts; the TON watcher runs every ~3 s (its crontab says every minute). */
  const producer = (async () => {
    for (let tick = 0; producing && tick < 100_000; tick++) {
      await Bun.sleep(400);
      heads.evm += 1;
      heads.tron += 1;
      evm.setHead(BigInt(heads.evm));
      tron.setHead(heads.tron);
      const now = Date.now();
      for (const item of later.filter((l) => l.at <= now)) {
        later.splice(later.indexOf(item), 1);
        item.show();
      }
      if (tick % 8 === 0) await queueWatcher().catch(() => {}); // PostgreSQL may be restarting: the next tick queues it
    }
  })();
  return {
    sent,
    stats,
    payoutsToFix,
    addressOf,
    knowWallets,
    verifies: (network: string): network is ChainNetwork => chainNetworks.includes(network as ChainNetwork),
    /** requests the fakes answered (faults included). */
    requests: () => fakes.reduce((n, f) => n + f.requests.length, 0),

    /** A player's transfer to the deposit address, whose hash they will paste. */
    deposit(input: { network: ChainNetwork; userId: string; amount: number; wrongToken: boolean; timing: Timing }) {
      const record: Sent = {
        network: input.network,
        hash: random.hex(32),
        amount: input.amount,
        purpose: 'deposit',
        valid: !input.wrongToken,
        userId: input.userId,
      };
      const from = addressOf(input.userId, input.network);
      transfer(
        input.network,
        { ...record, from, to: ourAddress(input.network), wrongToken: input.wrongToken },
        input.timing,
      );
      sent.push(record);
      return record;
    },

    /**
     * The jetton transfer a player's wallet sends for an acknowledged TON intent: with its memo, soon
     * or later, after the intent expired (its expiry moved into the past first), or in another token.
     */
    async payIntent(input: {
      memo: string;
      userId: string;
      amount: number;
      variant: 'sent' | 'late' | 'expired' | 'wrongToken';
    }) {
      if (input.variant === 'expired')
        await sql`update deposit_intents set expires_at = now() - interval '1 minute' where memo = ${input.memo}`.catch(
          () => {}, // PostgreSQL restarting: the transfer goes out while the intent is still open
        );
      const record: Sent = {
        network: 'TON',
        hash: random.hex(32),
        amount: input.amount,
        purpose: 'intent',
        valid: input.variant !== 'wrongToken',
        userId: input.userId,
        memo: input.memo,
      };
      const from = addressOf(input.userId, 'TON');
      transfer(
        'TON',
        { ...record, from, to: ourAddress('TON'), wrongToken: !record.valid },
        input.variant === 'late' ? 'late' : 'deep',
      );
      sent.push(record);
    },

    /**
     * The operator sends a withdrawal's payout before recording its hash: for the net amount, or
     * (`wrong`) for less, which leaves the withdrawal for the admin to name the right transfer.
     */
    payOut(w: { id: string; network: ChainNetwork; address: string; net: number; userId: string }, wrong: boolean) {
      const record: Sent = {
        network: w.network,
        hash: random.hex(32),
        amount: wrong ? w.net - 1_000_000 : w.net,
        purpose: 'payout',
        valid: !wrong,
        userId: w.userId,
        withdrawalId: w.id,
      };
      const timing: Timing = wrong ? 'deep' : random.pick(['deep', 'deep', 'shallow', 'late']);
      transfer(w.network, { ...record, from: ourAddress(w.network), to: w.address }, timing);
      sent.push(record);
      if (wrong) payoutsToFix.push(w);
      return record.hash;
    },

    /** The fault: every provider answers `fault` for `ms`. */
    async outage(fault: ProviderFault, ms: number) {
      outage = { until: Date.now() + ms, fault };
      await Bun.sleep(ms);
    },

    /**
     * After the load: the providers are healthy again, every late transfer shows, the heads move a
     * thousand blocks on, and time passes for the checks on chain (their jobs due now) until none is
     * left that a live worker can run; the TON watcher reads twice.
     */
    async drain() {
      producing = false;
      await producer;
      for (const fake of fakes) fake.disturb(null);
      for (const item of later.splice(0)) item.show();
      heads.evm += 1000;
      heads.tron += 1000;
      evm.setHead(BigInt(heads.evm));
      tron.setHead(heads.tron);
      for (let pass = 0; pass < 2; pass++) {
        await queueWatcher();
        for (let quiet = 0, n = 0; quiet < 2 && n < 40; n++) {
          const due = await sql<{ id: string }[]>`
            select j.id from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
            where t.identifier in ('wallet__verify_deposit', 'wallet__verify_payout', 'wallet__watch_ton_deposits')
              and j.locked_at is null and j.attempts < j.max_attempts`;
          if (due.length)
            await sql`select graphile_worker.reschedule_jobs(${due.map((j) => j.id)}::bigint[], run_at => now())`;
          quiet = due.length === 0 ? quiet + 1 : 0;
          await Bun.sleep(1_000);
        }
      }
    },
    stop() {
      producing = false;
      for (const fake of fakes) fake.stop();
    },
  };
}

export type Chain = Awaited<ReturnType<typeof startChain>>;
