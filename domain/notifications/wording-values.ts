import type { Translations } from '../identity/translations.ts';
import { formatAmount, type Micro } from '../money.ts';
import type { WordingValue } from './wordings.ts';

/** An amount in a wording (decision 0072): the app shows it with the player's number format and the currency. */
export const amountValue = (micro: Micro): WordingValue => ({ amount: formatAmount(micro) });

/** An operator's text in a wording, with its `field` worded per language (decision 0069), for the app to pick. */
export function namedValue<Field extends string>(
  text: string,
  translations: Translations<Field> | null | undefined,
  field: Field,
): WordingValue {
  const worded = Object.entries(translations ?? {}).flatMap(([language, fields]) => {
    const own = (fields as Partial<Record<Field, string>> | undefined)?.[field];
    return own ? [[language, own]] : [];
  });
  return { text, translations: Object.fromEntries(worded) };
}
