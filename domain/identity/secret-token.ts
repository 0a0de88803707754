/**
 * Opaque secrets handed to a client or mailed in a link (refresh tokens, email links): 256 random
 * bits, base64url; only their SHA-256 is stored, so a database read does not give them away.
 */
export const newSecretToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
export const hashSecretToken = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex');
