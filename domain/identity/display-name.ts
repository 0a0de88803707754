import * as v from 'valibot';

/** Bidirectional embedding, override and isolate controls: they reorder the text around a name. */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/**
 * Characters that render as nothing: spaces, format characters (zero-width ones, the soft hyphen),
 * the combining grapheme joiner, Hangul and braille blanks. A name of only these looks empty or like someone else's.
 */
const invisible = /[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]|\u034F/gu;
/**
 * What a Telegram client turns into a link when a bot message carries the text: a scheme
 * (`https://`, `tg://`), `www.`, a domain (`t.me/x`, `example.com`), an e-mail or an @mention.
 */
const link = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|[\p{L}\p{N}-]\.[a-z]{2,}\b|@[a-z0-9_]{3,}/iu;

/** A name from elsewhere (Telegram's profile) without direction controls, or null when nothing visible is left. */
export function visibleName(text: string): string | null {
  const name = text.replace(new RegExp(bidiControls.source, 'g'), '').trim();
  return name.replace(invisible, '').length > 0 ? name : null;
}

/**
 * Text a player writes that other players see (a display name, a tournament's name or description):
 * trimmed, at most `max` characters, visible, no direction tricks and no links (bot messages carry
 * it verbatim). `optional` text may be empty.
 */
export function shownText(label: string, max: number, { optional = false } = {}) {
  return v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.minLength(optional ? 0 : 1, `${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    v.check((text) => !bidiControls.test(text), `${label} must not contain text direction control characters`),
    v.check(
      (text) => (optional && text === '') || text.replace(invisible, '').length > 0,
      `${label} must contain visible characters`,
    ),
    v.check((text) => !link.test(text), `${label} must not contain links, web addresses or @handles`),
  );
}

/** A player's display name (sign-up and profile): 1 to 64 characters. */
export const DisplayName = shownText('Name', 64);
