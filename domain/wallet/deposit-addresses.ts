import type { Db, Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { formatAmount, type Micro } from '../money.ts';
import { isValidAddress } from './addresses.ts';
import {
  checkVerification,
  type Verification,
  type VerificationInput,
  verificationJson,
} from './chains/verification-settings.ts';

type AddressRow = {
  id: string;
  network: string;
  address: string;
  label: string;
  min_deposit: number;
  max_deposit: number;
  processing_time: string;
  is_active: boolean;
  verification: Verification;
  created_at: Date;
  updated_at: Date;
};

export type AddressInput = {
  network: string;
  address: string;
  label: string;
  minDeposit: Micro;
  maxDeposit: Micro;
  processingTime: string;
  isActive: boolean;
  /** How deposits to it are checked; left out: reviewed by hand (manual). */
  verification?: VerificationInput;
};

/** TONCENTER_URL and TRONGRID_URL: the URLs a new TON Center or TronGrid verifier gets when the admin names none. */
export type ProviderDefaults = { toncenterUrl: string; trongridUrl: string };

const addressJson = (r: AddressRow) => ({
  id: r.id,
  network: r.network,
  address: r.address,
  name: r.label,
  label: r.label,
  minDeposit: formatAmount(r.min_deposit),
  maxDeposit: formatAmount(r.max_deposit),
  processingTime: r.processing_time,
  isActive: r.is_active,
  verification: verificationJson(r.verification),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** The wallet settings screen: every address with the stats cards. */
export async function listDepositAddresses(db: Db) {
  const rows = await db<AddressRow[]>`select * from deposit_addresses order by network, created_at`;
  const networks = await db<{ code: string; name: string }[]>`select code, name from networks order by sort_order`;
  return {
    data: rows.map(addressJson),
    networks,
    stats: {
      total: rows.length,
      active: rows.filter((r) => r.is_active).length,
      inactive: rows.filter((r) => !r.is_active).length,
      networks: new Set(rows.filter((r) => r.is_active).map((r) => r.network)).size,
    },
  };
}
export type DepositAddressList = Awaited<ReturnType<typeof listDepositAddresses>>;
export type DepositAddress = DepositAddressList['data'][number];

async function check(tx: Tx, input: AddressInput) {
  const [network] = await tx`select 1 from networks where code = ${input.network}`;
  if (!network) throw new AppError('VALIDATION_ERROR', 'Unknown network');
  if (!isValidAddress(input.network, input.address))
    throw new AppError('VALIDATION_ERROR', 'Invalid wallet address for selected network.');
  if (input.minDeposit < 100_000) throw new AppError('VALIDATION_ERROR', 'Minimum deposit must be at least 0.1');
  if (input.maxDeposit < 1_000_000) throw new AppError('VALIDATION_ERROR', 'Maximum deposit must be at least 1');
  if (input.maxDeposit < input.minDeposit)
    throw new AppError('VALIDATION_ERROR', 'Maximum deposit must not be below the minimum');
}

export async function createDepositAddress(tx: Tx, adminId: string, input: AddressInput, defaults: ProviderDefaults) {
  await check(tx, input);
  const verification = checkVerification(input.network, input.verification, defaults, null);
  const [row] = await tx<AddressRow[]>`
    insert into deposit_addresses (network, address, label, min_deposit, max_deposit, processing_time, is_active, verification)
    values (${input.network}, ${input.address}, ${input.label}, ${input.minDeposit}, ${input.maxDeposit}, ${input.processingTime}, ${input.isActive}, ${tx.json(verification as never)})
    on conflict (network, address) do nothing returning *`;
  if (!row) throw new AppError('CONFLICT', 'This address is already configured for the network');
  await writeAudit(tx, {
    actorId: adminId,
    action: 'wallet_address.create',
    targetType: 'deposit_address',
    targetId: row.id,
    after: addressJson(row),
  });
  return addressJson(row);
}

export async function updateDepositAddress(
  tx: Tx,
  adminId: string,
  id: string,
  input: AddressInput,
  defaults: ProviderDefaults,
) {
  await check(tx, input);
  const [before] = await tx<AddressRow[]>`select * from deposit_addresses where id = ${id} for update`;
  if (!before) throw new AppError('NOT_FOUND', 'Wallet address not found');
  // Left out of an edit, the verification stays as it was (on the same network: another one's checks do not apply).
  const verification = input.verification
    ? checkVerification(input.network, input.verification, defaults, before.verification)
    : input.network === before.network
      ? before.verification
      : ({ provider: 'manual' } as const);
  const [row] = await tx<AddressRow[]>`
    update deposit_addresses set network = ${input.network}, address = ${input.address}, label = ${input.label},
      min_deposit = ${input.minDeposit}, max_deposit = ${input.maxDeposit}, processing_time = ${input.processingTime},
      is_active = ${input.isActive}, verification = ${tx.json(verification as never)}, updated_at = now()
    where id = ${id} returning *`;
  await writeAudit(tx, {
    actorId: adminId,
    action: 'wallet_address.update',
    targetType: 'deposit_address',
    targetId: id,
    before: addressJson(before),
    after: addressJson(row!),
  });
  return addressJson(row!);
}

export async function deleteDepositAddress(tx: Tx, adminId: string, id: string) {
  const [before] = await tx<AddressRow[]>`delete from deposit_addresses where id = ${id} returning *`;
  if (!before) throw new AppError('NOT_FOUND', 'Wallet address not found');
  await writeAudit(tx, {
    actorId: adminId,
    action: 'wallet_address.delete',
    targetType: 'deposit_address',
    targetId: id,
    before: addressJson(before),
  });
}
