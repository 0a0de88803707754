import type { Db } from '../../db/connection.ts';
import { AppError } from '../errors.ts';
import { isMiniAppSession } from '../identity/mini-app-session.ts';

/** What a Telegram Mini App may deposit and withdraw on (Telegram's blockchain guidelines for Mini Apps, decision 0057). */
export const miniAppNetworks: readonly string[] = ['TON'];

/**
 * Refuses (403) a deposit, deposit intent or withdrawal on any other network from a session opened
 * inside Telegram (mini-app-session.ts); the web offers every active network. Called by the wallet's
 * routes before the use case.
 */
export async function requireMiniAppNetwork(db: Db, input: { userId: string; sessionId: string; network: string }) {
  if (miniAppNetworks.includes(input.network)) return;
  if (await isMiniAppSession(db, input))
    throw new AppError('FORBIDDEN', 'Inside Telegram, deposits and withdrawals are on TON only');
}
