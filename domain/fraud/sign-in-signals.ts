import { createHmac } from 'node:crypto';
import type { Tx } from '../../db/connection.ts';
import { queueScore } from './score-user.ts';

/** How the player signed in: a Telegram sign-in is a Mini App launch (the dashboard counts them). */
export type SignInMethod = 'password' | 'telegram';

export type SignInSignal = {
  userId: string;
  method: SignInMethod;
  device: string | null;
  address: string;
  secret: string;
};

/** A keyed hash: accounts sharing a device or address can be linked without keeping either in the clear. */
const keyed = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

/** Keeps a sign-in's device fingerprint and client address (hashed), and queues the player's fraud score. */
export async function recordSignIn(tx: Tx, signal: SignInSignal): Promise<void> {
  const device = signal.device?.trim().slice(0, 200) || null;
  await tx`
    insert into sign_in_signals (user_id, method, device_hash, address_hash)
    values (${signal.userId}, ${signal.method}, ${device ? keyed(signal.secret, `device:${device}`) : null},
            ${keyed(signal.secret, `address:${signal.address}`)})`;
  await queueScore(tx, signal.userId);
}
