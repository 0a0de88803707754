import { Address, beginCell } from '@ton/core';
import type { Db, Tx } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { lockActiveUser } from '../identity/lock-user.ts';
import { refusePlay } from '../responsible-play/refuse-play.ts';
import { formatAmount, type Micro, toTokenUnits } from '../money.ts';
import { readSettings } from '../settings/read-settings.ts';
import { isValidAddress } from './addresses.ts';
import { chainRules, networkVerifier } from './chains/chain-rules.ts';
import { findJettonWallet, sameTonAddress } from './chains/toncenter.ts';
import { ProviderUnavailable } from './chains/verdict.ts';
import type { ChainVerification } from './chains/verification-settings.ts';
import { claimDepositMemo } from './deposit-lookups.ts';
import { depositAddressFor } from './request-deposit.ts';

/** TEP-74 jetton `transfer` op. */
const jettonTransferOp = 0x0f8a7ea5;
/** TON attached for the jetton wallets' gas (a USDT transfer takes about 0.03; the rest comes back as excess). */
const gasNanoTon = 50_000_000n;
/** TON forwarded to our wallet with the transfer notification, so the comment travels with it. */
const forwardNanoTon = 1n;
/** How long a wallet may still sign the request (TON Connect `validUntil`); the intent itself lives longer. */
const signWithinSeconds = 600;
/** Open intents a player may hold at once (each reserves a memo; a cap keeps one account from spamming). */
const maxOpenIntents = 5;

type IntentRow = {
  id: string;
  address: string;
  amount: number;
  memo: string;
  expires_at: Date;
  transaction_id: string | null;
  created_at: Date;
};

/** A memo no one guesses and anyone can type: "CM" + 10 characters of base32 (50 random bits). */
function newMemo(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return `CM${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * The TON Connect `sendTransaction` message of a USDT jetton transfer: to the sender's own jetton
 * wallet, whose body (TEP-74 `transfer`) moves `units` to `destination` with the memo as a text
 * comment in the forward payload; the excess TON returns to the sender.
 */
export function jettonTransferMessage(input: {
  senderJettonWallet: string;
  sender: string;
  destination: string;
  units: bigint;
  memo: string;
}) {
  const comment = beginCell().storeUint(0, 32).storeStringTail(input.memo).endCell();
  const body = beginCell()
    .storeUint(jettonTransferOp, 32)
    .storeUint(0, 64) // query_id
    .storeCoins(input.units)
    .storeAddress(Address.parse(input.destination))
    .storeAddress(Address.parse(input.sender)) // response_destination: the excess TON
    .storeBit(0) // no custom payload
    .storeCoins(forwardNanoTon)
    .storeBit(1) // forward payload in a reference
    .storeRef(comment)
    .endCell();
  return {
    address: Address.parse(input.senderJettonWallet).toString({ bounceable: true }),
    amount: String(gasNanoTon),
    payload: body.toBoc().toString('base64'),
  };
}

/**
 * The connected wallet's USDT jetton wallet, looked up on TON Center before the intent's
 * transaction opens (an outside call holds no lock). Refused when the address is not a TON address
 * or holds no USDT; a provider that does not answer is a 503 (the player tries again).
 */
export async function resolveSender(db: Db, senderAddress: string) {
  if (!isValidAddress('TON', senderAddress) || !sameTonAddress(senderAddress, senderAddress))
    throw new AppError('VALIDATION_ERROR', 'Invalid wallet address for selected network.');
  const verifier = await networkVerifier(db, 'TON');
  if (verifier?.provider !== 'toncenter')
    throw new AppError('VALIDATION_ERROR', 'TON deposits with TON Connect are not available');
  try {
    const jettonWallet = await findJettonWallet(verifier, senderAddress);
    if (!jettonWallet) throw new AppError('VALIDATION_ERROR', 'This wallet holds no USDT on TON');
    return { address: senderAddress, jettonWallet };
  } catch (error) {
    if (error instanceof ProviderUnavailable)
      throw new AppError('SERVICE_UNAVAILABLE', 'TON Center is not answering. Please try again in a minute.');
    throw error;
  }
}

/** An intent as the player's screen gets it. */
function intentJson(r: IntentRow, now: Date) {
  return {
    id: r.id,
    network: 'TON',
    address: r.address,
    amount: formatAmount(r.amount),
    memo: r.memo,
    expiresAt: r.expires_at.toISOString(),
    status: r.transaction_id ? 'credited' : r.expires_at <= now ? 'expired' : 'open',
    transactionId: r.transaction_id,
    createdAt: r.created_at.toISOString(),
  };
}

/**
 * `POST /api/deposits/intents`: a TON deposit the player makes with TON Connect. Records the intent
 * with a fresh memo, claimed in `deposit_memos` (deposit-lookups.ts: the watcher
 * wallet__watch_ton_deposits finds it there and credits the transfer carrying it, even after
 * expiry) and returns the `sendTransaction` request when the sender's jetton wallet is known.
 * Moves no money. The player's own deposit limit and any break refuse it before the player sends
 * (refusePlay: an open intent counts toward the limit until it expires).
 */
export async function createDepositIntent(
  tx: Tx,
  input: {
    userId: string;
    amount: Micro;
    now: Date;
    /** The connected wallet and its USDT jetton wallet (findJettonWallet), when the client named one. */
    sender: { address: string; jettonWallet: string } | null;
  },
) {
  await lockActiveUser(tx, input.userId);
  await refusePlay(tx, input.userId, input.now, { deposit: input.amount });
  const [open] = await tx<{ n: number }[]>`
    select count(*)::int as n from deposit_intents
    where user_id = ${input.userId} and transaction_id is null and expires_at > ${input.now}`;
  if (open!.n >= maxOpenIntents)
    throw new AppError(
      'RATE_LIMITED',
      `You already have ${maxOpenIntents} open TON deposits. Please finish or wait for them.`,
    );
  const address = await depositAddressFor(tx, 'TON', 'crypto', input.amount);
  if (address.verification.provider !== 'toncenter')
    throw new AppError('VALIDATION_ERROR', 'TON deposits with TON Connect are not available');
  const verifier: ChainVerification = address.verification;
  const units = toTokenUnits(input.amount, verifier.tokenDecimals);
  if (units === null) throw new AppError('VALIDATION_ERROR', 'Please enter a valid amount');
  const rules = chainRules(await readSettings(tx));
  const [row] = await tx<IntentRow[]>`
    insert into deposit_intents (user_id, network, deposit_address_id, address, amount, memo, expires_at)
    values (${input.userId}, 'TON', ${address.id}, ${address.address}, ${input.amount}, ${newMemo()},
            ${new Date(input.now.getTime() + rules.intentMs)})
    returning *`;
  await claimDepositMemo(tx, { id: row!.id, user_id: input.userId, memo: row!.memo });
  const tonConnect = input.sender
    ? {
        validUntil: Math.floor(input.now.getTime() / 1000) + signWithinSeconds,
        messages: [
          jettonTransferMessage({
            senderJettonWallet: input.sender.jettonWallet,
            sender: input.sender.address,
            destination: address.address,
            units,
            memo: row!.memo,
          }),
        ],
      }
    : null;
  return { ...intentJson(row!, input.now), tonConnect };
}

export type DepositIntent = Awaited<ReturnType<typeof createDepositIntent>>;

/** `GET /api/deposits/intents`: the player's intents, newest first (their status for the deposit screen). */
export async function listDepositIntents(db: Db, userId: string, now: Date) {
  const rows = await db<IntentRow[]>`
    select * from deposit_intents where user_id = ${userId} order by created_at desc limit 20`;
  return rows.map((r) => intentJson(r, now));
}
