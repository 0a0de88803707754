import * as v from 'valibot';

/** Bidirectional embedding, override and isolate controls: they reorder the text around a name. */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/**
 * Characters that render as nothing: spaces, format characters (zero-width ones, the soft hyphen),
 * the combining grapheme joiner, Hangul and braille blanks. A name of only these looks empty or like someone else's.
 */
const invisible = /[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]|\u034F/gu;

/** A name from elsewhere (Telegram's profile) without direction controls, or null when nothing visible is left. */
export function visibleName(text: string): string | null {
  const name = text.replace(new RegExp(bidiControls.source, 'g'), '').trim();
  return name.replace(invisible, '').length > 0 ? name : null;
}

/** A player's display name (sign-up and profile): trimmed, 1 to 64 characters, visible, no direction tricks. */
export const DisplayName = v.pipe(
  v.string('Name is required'),
  v.trim(),
  v.minLength(1, 'Name is required'),
  v.maxLength(64, 'Name must be at most 64 characters'),
  v.check((name) => !bidiControls.test(name), 'Name must not contain text direction control characters'),
  v.check((name) => name.replace(invisible, '').length > 0, 'Name must contain visible characters'),
);
