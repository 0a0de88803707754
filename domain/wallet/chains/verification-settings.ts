import { Address } from '@ton/core';
import { AppError } from '../../errors.ts';
import { evmNetworks, isValidAddress } from '../addresses.ts';

/** How a deposit address's network is checked: `manual` is an admin's review, the others a chain client. */
export const verificationProviders = ['manual', 'evm_rpc', 'trongrid', 'toncenter'] as const;
export type VerificationProvider = (typeof verificationProviders)[number];

export type ChainVerification = {
  provider: Exclude<VerificationProvider, 'manual'>;
  /** The provider's base URL; for `evm_rpc` it may hold `{apiKey}`, replaced by the key when calling. */
  url: string;
  apiKey: string | null;
  tokenContract: string;
  tokenDecimals: number;
  confirmations: number;
};
export type Verification = { provider: 'manual' } | ChainVerification;

/** What an admin sends; `apiKey` left out (or sent back masked) keeps the stored key. */
export type VerificationInput = {
  provider: VerificationProvider;
  url?: string;
  apiKey?: string | null;
  tokenContract?: string;
  tokenDecimals?: number;
  confirmations?: number;
};

/**
 * Confirmations a new address gets when the admin names none (decision 0054): deep enough that a
 * reorganisation undoing the block is not a practical risk on that chain. TRON's 20 is one round
 * of its 27 block producers past solidification; TON Center lists only finalised transactions.
 */
export const defaultConfirmations: Record<string, number> = {
  ERC20: 12,
  BEP20: 15,
  Polygon: 128,
  Arbitrum: 20,
  Optimism: 20,
  TRC20: 20,
  TON: 1,
};

/** The provider each network's chain family speaks. */
const providerOfNetwork = (network: string): VerificationProvider | null =>
  evmNetworks.has(network) ? 'evm_rpc' : network === 'TRC20' ? 'trongrid' : network === 'TON' ? 'toncenter' : null;

const refuse = (message: string) => new AppError('VALIDATION_ERROR', message);

function isTokenContract(provider: VerificationProvider, contract: string): boolean {
  if (provider === 'evm_rpc') return /^0x[0-9a-fA-F]{40}$/.test(contract);
  if (provider === 'trongrid') return isValidAddress('TRC20', contract);
  try {
    Address.parse(contract);
    return true;
  } catch {
    return false;
  }
}

/** The API key as the browser may see it: its last four characters. */
export const maskApiKey = (key: string | null) => (key ? `••••${key.slice(-4)}` : null);

/**
 * Checks an admin's verification settings for a network and fills the defaults (provider URLs from
 * TONCENTER_URL / TRONGRID_URL, confirmations per network); `stored` is the address's current
 * settings, whose API key is kept unless a new one is given.
 */
export function checkVerification(
  network: string,
  input: VerificationInput | undefined,
  defaults: { toncenterUrl: string; trongridUrl: string },
  stored: Verification | null,
): Verification {
  if (!input || input.provider === 'manual') return { provider: 'manual' };
  const provider = input.provider;
  if (providerOfNetwork(network) !== provider)
    throw refuse(`The ${provider} verifier does not check ${network}: use ${providerOfNetwork(network) ?? 'manual'}`);
  const fallbackUrl =
    provider === 'toncenter' ? defaults.toncenterUrl : provider === 'trongrid' ? defaults.trongridUrl : null;
  const url = input.url?.trim() || fallbackUrl;
  if (!url || !URL.canParse(url.replace('{apiKey}', 'key')) || !/^https?:/.test(url))
    throw refuse('Enter the verifier URL (http or https)');
  const contract = input.tokenContract?.trim() ?? '';
  if (!isTokenContract(provider, contract)) throw refuse(`Enter the USDT token contract on ${network}`);
  const decimals = input.tokenDecimals ?? 6;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36)
    throw refuse('Token decimals must be a whole number from 0 to 36');
  const confirmations = input.confirmations ?? defaultConfirmations[network] ?? 1;
  if (!Number.isInteger(confirmations) || confirmations < 1 || confirmations > 1000)
    throw refuse('Confirmations must be a whole number from 1 to 1000');
  const storedKey = stored && stored.provider !== 'manual' ? stored.apiKey : null;
  const apiKey =
    input.apiKey === undefined || input.apiKey === maskApiKey(storedKey) ? storedKey : input.apiKey?.trim() || null;
  if (apiKey && apiKey.length > 200) throw refuse('The API key is too long');
  return { provider, url, apiKey, tokenContract: contract, tokenDecimals: decimals, confirmations };
}

/** The settings as admins' screens get them: the key masked. */
export const verificationJson = (v: Verification) =>
  v.provider === 'manual' ? v : { ...v, apiKey: maskApiKey(v.apiKey), hasApiKey: v.apiKey !== null };
