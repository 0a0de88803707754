import type { Db, Tx } from '../../db/connection.ts';
import { writeAudit } from '../audit.ts';
import { AppError } from '../errors.ts';
import { markSecondFactor } from './admin-session.ts';
import {
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  otpauthUrl,
  recoveryCodeHash,
  sealSecret,
} from './totp.ts';

/**
 * Admin two-factor sign-in (decision 0052): set up, enable and disable by the routes of
 * api/identity/two-factor-routes.ts, and the code check of a sign-in (api/identity/routes.ts).
 * Enabling and disabling are audited. `jwtSecret` seals the TOTP secret at rest.
 */

type SecretRow = { secret_encrypted: string; enabled_at: Date | null; last_used_step: string | null };

/** The admin's secret row, locked: codes of one admin are checked one at a time, so none is accepted twice. */
async function lockSecret(tx: Tx, userId: string): Promise<SecretRow | undefined> {
  const [row] = await tx<SecretRow[]>`
    select secret_encrypted, enabled_at, last_used_step from two_factor_secrets where user_id = ${userId} for update`;
  return row;
}

const wrongCode = (status?: number) =>
  new AppError('INVALID_TOTP', 'That code is not valid. Enter the current code from your authenticator app', status);

/** Accepts a current TOTP code newer than the last one used, and remembers its step. */
async function acceptTotp(tx: Tx, userId: string, row: SecretRow, code: string, at: Date, jwtSecret: string) {
  const step = matchingStep(openSecret(row.secret_encrypted, jwtSecret), code, at);
  if (step === null || (row.last_used_step !== null && step <= Number(row.last_used_step))) return false;
  await tx`update two_factor_secrets set last_used_step = ${step} where user_id = ${userId}`;
  return true;
}

/** Accepts an unused recovery code, once. */
async function acceptRecoveryCode(tx: Tx, userId: string, code: string) {
  const used = await tx`
    update two_factor_recovery_codes set used_at = now()
    where user_id = ${userId} and code_hash = ${recoveryCodeHash(code)} and used_at is null returning 1`;
  return used.length > 0;
}

type CodeInput = { userId: string; code: string; at: Date; jwtSecret: string };

const acceptCode = (tx: Tx, row: SecretRow, input: CodeInput) =>
  /^\d{6}$/.test(input.code)
    ? acceptTotp(tx, input.userId, row, input.code, input.at, input.jwtSecret)
    : acceptRecoveryCode(tx, input.userId, input.code);

/** Whether the user has two-factor sign-in on. */
export async function twoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db`select 1 from two_factor_secrets where user_id = ${userId} and enabled_at is not null`;
  return !!row;
}

/**
 * The second step of a password sign-in. An account with two-factor sign-in on needs a current
 * code or an unused recovery code (401 TOTP_REQUIRED without one, INVALID_TOTP for a wrong or
 * reused one). Says whether a code was given, and whether an admin must set it up first
 * (`enableTwoFactor` on and none set up).
 */
export async function checkSignInCode(
  tx: Tx,
  input: { userId: string; code: string | undefined; at: Date; jwtSecret: string; required: boolean },
): Promise<{ secondFactor: boolean; twoFactorSetupRequired: boolean }> {
  const row = await lockSecret(tx, input.userId);
  if (!row?.enabled_at) {
    const [admin] = await tx`select 1 from user_roles where user_id = ${input.userId} and role = 'admin'`;
    return { secondFactor: false, twoFactorSetupRequired: input.required && !!admin };
  }
  if (input.code === undefined)
    throw new AppError('TOTP_REQUIRED', 'Enter the 6-digit code from your authenticator app, or a recovery code');
  if (!(await acceptCode(tx, row, { ...input, code: input.code }))) throw wrongCode();
  return { secondFactor: true, twoFactorSetupRequired: false };
}

/** The audit entry of an admin turning their own two-factor sign-in on or off. */
const auditSwitch = (tx: Tx, userId: string, enabled: boolean) =>
  writeAudit(tx, {
    actorId: userId,
    action: enabled ? 'admin.two_factor.enable' : 'admin.two_factor.disable',
    targetType: 'user',
    targetId: userId,
    before: { enabled: !enabled },
    after: { enabled },
  });

const alreadyOn = () =>
  new AppError('CONFLICT', 'Two-factor sign-in is already on. Turn it off first to set it up again');

export type TwoFactorSetup = { secret: string; otpauthUrl: string };

/** A new secret for the admin's authenticator app; not active until a code from it enables it. */
export async function setupTwoFactor(
  tx: Tx,
  input: { userId: string; issuer: string; jwtSecret: string },
): Promise<TwoFactorSetup> {
  if ((await lockSecret(tx, input.userId))?.enabled_at) throw alreadyOn();
  const [user] = await tx<{ label: string }[]>`
    select coalesce(e.email, u.name) as label from users u left join email_identities e on e.user_id = u.id
    where u.id = ${input.userId}`;
  const secret = newTotpSecret();
  await tx`
    insert into two_factor_secrets (user_id, secret_encrypted) values (${input.userId}, ${sealSecret(secret, input.jwtSecret)})
    on conflict (user_id) do update set secret_encrypted = excluded.secret_encrypted, last_used_step = null, created_at = now()`;
  return { secret, otpauthUrl: otpauthUrl(secret, user!.label, input.issuer) };
}

export type TwoFactorEnabled = { enabled: true; recoveryCodes: string[] };

/**
 * Turns two-factor sign-in on with a first code from the set-up secret (a wrong one is 400), and
 * hands out ten recovery codes, shown this once. The session that enabled it counts as signed in
 * with a second factor; the admin's other sessions must sign in again for the back office.
 */
export async function enableTwoFactor(tx: Tx, input: CodeInput & { sessionId: string }): Promise<TwoFactorEnabled> {
  const row = await lockSecret(tx, input.userId);
  if (!row) throw new AppError('CONFLICT', 'Set up two-factor sign-in first');
  if (row.enabled_at) throw alreadyOn();
  if (!(await acceptTotp(tx, input.userId, row, input.code, input.at, input.jwtSecret))) throw wrongCode(400);
  await tx`update two_factor_secrets set enabled_at = now() where user_id = ${input.userId} returning access_changed_notify(user_id)`;
  const recoveryCodes = newRecoveryCodes();
  await tx`delete from two_factor_recovery_codes where user_id = ${input.userId}`;
  await tx`
    insert into two_factor_recovery_codes ${tx(recoveryCodes.map((code) => ({ user_id: input.userId, code_hash: recoveryCodeHash(code) })))}`;
  await markSecondFactor(tx, { userId: input.userId, sessionId: input.sessionId, at: input.at });
  await auditSwitch(tx, input.userId, true);
  return { enabled: true, recoveryCodes };
}

export type TwoFactorDisabled = { enabled: false };

/** Turns two-factor sign-in off with a current code or a recovery code (a wrong one is 400). */
export async function disableTwoFactor(tx: Tx, input: CodeInput): Promise<TwoFactorDisabled> {
  const row = await lockSecret(tx, input.userId);
  if (!row?.enabled_at) throw new AppError('CONFLICT', 'Two-factor sign-in is not on');
  if (!(await acceptCode(tx, row, input))) throw wrongCode(400);
  await tx`delete from two_factor_secrets where user_id = ${input.userId} returning access_changed_notify(user_id)`;
  await tx`delete from two_factor_recovery_codes where user_id = ${input.userId}`;
  await auditSwitch(tx, input.userId, false);
  return { enabled: false };
}

/** How many admins have not turned two-factor sign-in on (the setup checklist's item). */
export async function adminsWithoutTwoFactor(db: Db): Promise<number> {
  const [row] = await db<{ n: number }[]>`
    select count(*)::int as n from user_roles r
    where r.role = 'admin'
      and not exists (select 1 from two_factor_secrets t where t.user_id = r.user_id and t.enabled_at is not null)`;
  return row!.n;
}
