import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * The TOTP arithmetic of admin two-factor sign-in (RFC 6238: SHA-1, 6 digits, 30-second steps),
 * the sealing of secrets at rest and the recovery codes. Pure functions; domain/identity/two-factor.ts
 * stores what they make.
 */

const period = 30;
/** Steps either side of the server's that still match: a phone's clock may drift by one. */
const drift = 1;

function totpOf(secretBase32: string, label = 'admin', issuer = 'Crypto Master') {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secretBase32) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function otpauthUrl(secretBase32: string, label: string, issuer: string): string {
  return totpOf(secretBase32, label, issuer).toString();
}

/** The time step a 6-digit code matches at `at` (within one step of drift), or null. */
export function matchingStep(secretBase32: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: drift });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / period) + delta;
}

// AES-256-GCM under a key derived from JWT_SECRET: a copy of the database alone does not give the secrets.
const keyOf = (jwtSecret: string) =>
  Buffer.from(hkdfSync('sha256', jwtSecret, 'crypto-master', 'admin two-factor secrets', 32));

export function sealSecret(secretBase32: string, jwtSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret), iv);
  const sealed = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(stored: string, jwtSecret: string): string {
  const [iv, sealed, tag] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i to misread

/** Ten one-time recovery codes, `xxxxx-xxxxx` (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(10)].map((b) => recoveryAlphabet[b % recoveryAlphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code's stored hash, whatever case, spaces or dashes it was typed with. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('base64url');
