import type { Db } from '../../../db/connection.ts';
import { formatAmount } from '../../money.ts';
import type { Settings } from '../../settings/defaults.ts';
import type { ChainVerdict } from './verdict.ts';
import type { ChainVerification, Verification } from './verification-settings.ts';

/** The settings of checks on chain (wallet.chain), in milliseconds. */
export function chainRules(settings: Settings) {
  const c = settings.wallet.chain;
  return {
    checkAfterMs: c.checkAfterSeconds * 1000,
    checkAtMostMs: c.checkAtMostSeconds * 1000,
    giveUpMs: c.giveUpHours * 3_600_000,
    intentMs: c.intentMinutes * 60_000,
  };
}
export type ChainRules = ReturnType<typeof chainRules>;

/** When to look again after `attempts` checks: doubling from checkAfter up to checkAtMost. */
export const nextCheckAt = (now: Date, attempts: number, rules: ChainRules) =>
  new Date(now.getTime() + Math.min(rules.checkAfterMs * 2 ** Math.min(attempts, 20), rules.checkAtMostMs));

/** The explorer page of a transfer on a network (wallet.explorers), or null when none is set. */
export function explorerUrl(settings: Settings, network: string | null, hash: string): string | null {
  const template = network ? settings.wallet.explorers[network] : undefined;
  return template ? template.replace('{hash}', hash) : null;
}

/** A verdict as it is kept in a transaction's details and shown in the review modal. */
export const findings = (v: ChainVerdict, now: Date, attempts: number, required: number) => ({
  status: v.status,
  reason: v.reason,
  chainAmount: v.chainAmount === null ? null : formatAmount(v.chainAmount),
  confirmations: v.confirmations,
  requiredConfirmations: required,
  attempts,
  checkedAt: now.toISOString(),
});
export type ChainFindings = ReturnType<typeof findings>;

/** The chain verifier of a deposit address, or null when it is reviewed by hand (or gone). */
export async function addressVerifier(db: Db, addressId: unknown): Promise<ChainVerification | null> {
  if (typeof addressId !== 'string') return null;
  const [row] = await db<
    { verification: Verification }[]
  >`select verification from deposit_addresses where id = ${addressId}`;
  return row && row.verification.provider !== 'manual' ? row.verification : null;
}

/** The verifier that checks payouts on a network: its verified deposit address (active first), if any. */
export async function networkVerifier(db: Db, network: string | null): Promise<ChainVerification | null> {
  const [row] = await db<{ verification: ChainVerification }[]>`
    select verification from deposit_addresses
    where network = ${network} and verification->>'provider' <> 'manual'
    order by is_active desc, created_at limit 1`;
  return row?.verification ?? null;
}
