import { checkEvmTransfer } from './evm-rpc.ts';
import { checkTonTransfer } from './toncenter.ts';
import { checkTronTransfer } from './trongrid.ts';
import type { ChainVerification } from './verification-settings.ts';
import { type ChainVerdict, ProviderUnavailable, type TransferQuery, verdict } from './verdict.ts';

const clients = { evm_rpc: checkEvmTransfer, trongrid: checkTronTransfer, toncenter: checkTonTransfer };

/**
 * Asks the address's chain client about one transfer. A provider that is down, slow, rate limiting
 * or answering nonsense gives `unavailable` (checked again later), never an error that could fail
 * a deposit. Called by verifyDeposit and verifyPayout.
 */
export async function checkTransfer(config: ChainVerification, query: TransferQuery): Promise<ChainVerdict> {
  try {
    return await clients[config.provider](config, query);
  } catch (error) {
    if (error instanceof ProviderUnavailable) return verdict('unavailable', error.message);
    throw error;
  }
}
