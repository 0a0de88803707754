import type { Tx } from '../../db/connection.ts';
import type { Language } from '../identity/languages.ts';

/** Stores the player's interface language; null goes back to following the device's language. */
export async function setLanguage(tx: Tx, input: { userId: string; language: Language | null }): Promise<void> {
  await tx`update users set language = ${input.language}, last_seen = now() where id = ${input.userId}`;
}
