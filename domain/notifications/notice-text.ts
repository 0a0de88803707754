// A notification's title and text in a player's language, worded on the server the way the app words
// it (decision 0077): the catalogue's `notice.<key>.title|message` (i18n/locales) filled with the
// wording's values, amounts with the settings' decimals and currency, figures and percentages in the
// language's format, an operator's text in its wording for the language. The Telegram message of a
// notification reads it; the stored English is what a row without a wording, or a key the catalogue
// lacks, is sent as.
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { rawCatalogs } from '../../i18n/catalogs.ts';
import { formatNumber, formatPercent } from '../../i18n/intl-format.ts';
import { renderMessage } from '../../i18n/render-message.ts';
import { intlLocale, type Language } from '../identity/languages.ts';
import { parseAmount } from '../money.ts';
import { noticeAmount } from './notice-amount.ts';
import type { Wording, WordingValue } from './wordings.ts';

/** Each language's notice messages, compiled when first used and kept for the process. */
const compiled = new Map<string, CompiledMessage>();
async function messageOf(language: Language, key: string): Promise<CompiledMessage | undefined> {
  const id = `${language}:${key}`;
  if (!compiled.has(id)) {
    const text = (await rawCatalogs[language]()).default[key];
    if (text === undefined) return undefined;
    compiled.set(id, compileMessage(text));
  }
  return compiled.get(id);
}

export type AmountDisplay = { currency: string; decimalPlaces: number };

/** The title and text of a notification's wording in `language`, or null when the catalogue has no such key. */
export async function noticeText(
  wording: Wording,
  language: Language,
  display: AmountDisplay,
): Promise<{ title: string; message: string } | null> {
  const locale = intlLocale[language];
  const shown = (value: WordingValue): string | number => {
    if (typeof value !== 'object') return value;
    if ('amount' in value) return noticeAmount(parseAmount(value.amount) ?? 0, display, 'plain', locale);
    if ('percent' in value) return formatPercent(value.percent, locale);
    return value.translations[language]?.trim() || value.text;
  };
  const values = Object.fromEntries(Object.entries(wording.values).map(([name, value]) => [name, shown(value)]));
  const [title, message] = await Promise.all([
    messageOf(language, `notice.${wording.key}.title`),
    messageOf(language, `notice.${wording.key}.message`),
  ]);
  if (!title || !message) return null;
  const figure = (value: number) => formatNumber(value, locale);
  return {
    title: renderMessage(title, values, locale, figure),
    message: renderMessage(message, values, locale, figure),
  };
}
