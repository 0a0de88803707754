// What a bot `/start {payload}` or a Mini App `start_param` asks for: `ref_{code}` (or a bare code, as
// the referral links carry it) a referral, `t_{tournamentId}` a tournament, `link-{code}` an account
// link (domain/identity/telegram-link.ts). No imports: the web app routes a start_param with it too.

export type StartPayload =
  | { kind: 'referral'; code: string }
  | { kind: 'tournament'; tournamentId: string }
  | { kind: 'link'; code: string };

/** Telegram's start parameter alphabet and length. */
const startAlphabet = /^[A-Za-z0-9_-]{1,64}$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseStartPayload(payload: string | null | undefined): StartPayload | null {
  const text = payload?.trim() ?? '';
  if (!startAlphabet.test(text)) return null;
  if (text.startsWith('t_')) {
    const tournamentId = text.slice(2);
    return uuid.test(tournamentId) ? { kind: 'tournament', tournamentId: tournamentId.toLowerCase() } : null;
  }
  if (text.startsWith('link-')) return { kind: 'link', code: text.slice(5) };
  return { kind: 'referral', code: text.startsWith('ref_') ? text.slice(4) : text };
}

/**
 * The referral code a start payload carries, or null for a tournament or link payload. A malformed
 * payload is passed on as it came: the referral records it as a refused code.
 */
export function referralCodeOf(payload: string | null | undefined): string | null {
  const parsed = parseStartPayload(payload);
  if (!parsed) return payload?.trim() || null;
  return parsed.kind === 'referral' ? parsed.code : null;
}
