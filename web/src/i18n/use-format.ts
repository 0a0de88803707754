// Dates, numbers and amounts in the player's language: web/src/format.ts bound to its locale. Apart
// from i18n.tsx, so that the first load of `/` does not carry the amount and count formats: the
// screens that show them are lazy (decision 0073).
import { type Formatters, formattersFor } from '../format';
import { intlLocale, useI18n } from './i18n';

export type { Formatters } from '../format';

/** One set per locale, for the process (they hold no state of their own). */
const bound = new Map<string, Formatters>();

export function useFormat(): Formatters {
  const locale = intlLocale[useI18n().language];
  let format = bound.get(locale);
  if (!format) {
    format = formattersFor(locale);
    bound.set(locale, format);
  }
  return format;
}
