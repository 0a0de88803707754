// A catalog message in its compiled form (compile-catalog.ts) rendered with its values: what t()
// runs in place of Lingui's runtime, which the first load no longer carries (decision 0073). It
// renders what the catalogs use: text, `{name}`, `{name, plural, ...}` (`=N` forms, `offset:`, `#`)
// and `{name, select, ...}`; render-message.test.ts holds its output to Lingui's for every message of
// every catalog, so a message that used anything else would fail there.
import type { CompiledIcuChoices, CompiledMessage } from '@lingui/message-utils/compileMessage';
import { cached, type Locale } from './intl-format.ts';

export type Values = Record<string, unknown>;

/**
 * `figure` shows a number given for a plain `{name}` ("1.234,5" in German); a plural's argument
 * chooses its form by the number, and its `#` is the locale's default number format.
 */
export function renderMessage(
  message: CompiledMessage | string,
  values: Values,
  locale: Locale,
  figure: (value: number) => string,
): string {
  const render = (tokens: unknown, octothorpe?: string): string => {
    if (!Array.isArray(tokens)) return '';
    let out = '';
    for (const token of tokens as CompiledMessage) {
      if (typeof token === 'string') {
        out += token === '#' && octothorpe !== undefined ? octothorpe : token;
        continue;
      }
      const [name, type, choices] = token;
      const value = values[name];
      const forms = choices as CompiledIcuChoices;
      if (type === 'plural') {
        const n = (value as number) - (forms.offset ?? 0);
        const rules = cached(`plural:${locale}`, () => new Intl.PluralRules(locale));
        out += render(
          forms[value as number] ?? forms[rules.select(n)] ?? forms.other,
          cached(`icu:${locale}`, () => new Intl.NumberFormat(locale)).format(n),
        );
      } else if (type === 'select') {
        out += render(forms[value as string] ?? forms.other);
      } else if (value != null) {
        out += typeof value === 'number' ? figure(value) : value;
      }
    }
    return out;
  };
  return typeof message === 'string' ? message : render(message);
}
