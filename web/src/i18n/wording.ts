// What the server wrote for the player (a notification, an activity) in the player's language
// (decision 0072): the catalogue's message for the stored key, filled with its values, each shown the
// app's way (amounts with the currency, percentages, an operator's text in its wording for the
// language). A row without a wording, or with a key this app does not know, reads as the server wrote it.
import type { Wording, WordingValue } from '../../../domain/notifications/wordings';
import { formatPercent } from '../format-time';
import { type MessageKey, useI18n } from './i18n';
import { useFormat } from './use-format';

type Part = 'notice.title' | 'notice.message' | 'activity.title' | 'activity.description';

/** A stored text in the player's language, or `written` (the server's English) when it has no wording. */
export function useWording(): (wording: Wording | null | undefined, part: Part, written: string) => string {
  const { language, t } = useI18n();
  const format = useFormat();
  const shown = (value: WordingValue): string | number => {
    if (typeof value !== 'object') return value;
    if ('amount' in value) return format.usdt(value.amount);
    if ('percent' in value) return formatPercent(value.percent, format.locale);
    return value.translations[language]?.trim() || value.text;
  };
  return (wording, part, written) => {
    if (!wording) return written;
    const [kind, field] = part.split('.') as [string, string];
    const key = `${kind}.${wording.key}.${field}` as MessageKey;
    const values = Object.fromEntries(Object.entries(wording.values).map(([name, value]) => [name, shown(value)]));
    const text = t(key, values);
    return text === key ? written : text;
  };
}
