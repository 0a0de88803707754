// renderMessage against Lingui's runtime, which t() ran before decision 0073: the same text for every
// message of every catalog, with numbers, words and missing values for its arguments.
import { describe, expect, test } from 'bun:test';
import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import path from 'node:path';
import { languages } from '../../../domain/identity/languages';
import { formatNumber } from '../format-base';
import { compileCatalog } from '../../../i18n/compile-catalog';
import { intlLocale } from './i18n';
import { renderMessage, type Values } from '../../../i18n/render-message';

/** The argument names of a compiled message: the plain ones and the ones a plural or select chooses by. */
function argumentsOf(message: unknown) {
  const plain = new Set<string>();
  const choosing = new Set<string>();
  const selecting = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      (token.length === 1 ? plain : choosing).add(token[0]);
      if (token[1] === 'select') selecting.add(token[0]);
      if (token[2] && typeof token[2] === 'object') for (const form of Object.values(token[2])) walk(form);
    }
  };
  walk(message);
  return { plain, choosing, selecting };
}

/** What t() did with Lingui: a number for a plain argument (not also a chooser) in the locale's number format. */
function linguiText(
  language: (typeof languages)[number],
  messages: Record<string, CompiledMessage>,
  key: string,
  values: Values,
) {
  const locale = intlLocale[language];
  const i18n = setupI18n({ locale: language, locales: [locale], messages: { [language]: messages } });
  const { plain, choosing } = argumentsOf(messages[key]);
  const shown = Object.fromEntries(
    Object.entries(values).map(([name, v]) => [
      name,
      typeof v === 'number' && plain.has(name) && !choosing.has(name) ? formatNumber(v, locale) : v,
    ]),
  );
  return i18n._(key, shown);
}

const SAMPLES: unknown[] = [0, 1, 2, 3, 5, 11, 21, 1234.5, 1_000_000, 'Ana', '12.50', undefined];

describe('renderMessage', () => {
  for (const language of languages) {
    test(`${language}: every message reads as Lingui rendered it`, async () => {
      const raw = await Bun.file(path.join(import.meta.dir, '../../../i18n/locales', `${language}.json`)).json();
      const messages = compileCatalog(raw) as Record<string, CompiledMessage>;
      const locale = intlLocale[language];
      const figure = (v: number) => formatNumber(v, locale);
      let compared = 0;
      for (const key of Object.keys(messages)) {
        const { plain, choosing, selecting } = argumentsOf(messages[key]);
        const names = [...plain, ...choosing];
        for (const [i, sample] of SAMPLES.entries()) {
          // each argument a different sample, so a message with two arguments meets mixed values
          const values: Values = { currency: 'USDT' };
          names.forEach((name, j) => {
            const value = SAMPLES[(i + j) % SAMPLES.length];
            // A select's key shown as itself in its `other` form is a word (a difficulty), never a number.
            values[name] = typeof value === 'number' && plain.has(name) && selecting.has(name) ? 'Ana' : value;
          });
          if (names.length === 0 && sample !== 0) continue;
          expect(renderMessage(messages[key]!, values, locale, figure), `${language} ${key}`).toBe(
            linguiText(language, messages, key, values),
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(messages).length);
    });
  }

  test('plural: an exact form first, then the category of the number less the offset; # is that number', () => {
    const message = [
      [
        'n',
        'plural',
        { offset: 1, 0: ['nobody'], one: ['you and ', '#', ' other'], other: ['you and ', '#', ' others'] },
      ],
    ] as unknown as CompiledMessage;
    const show = (n: number) => renderMessage(message, { n }, 'en-US', String);
    expect([show(0), show(2), show(1235)]).toEqual(['nobody', 'you and 1 other', 'you and 1,234 others']);
  });

  test('select: the named form, else other; a missing plain value shows nothing', () => {
    const message = [['s', 'select', { a: ['A'], other: ['O'] }], ' ', ['x']] as unknown as CompiledMessage;
    expect(renderMessage(message, { s: 'a' }, 'en-US', String)).toBe('A ');
    expect(renderMessage(message, { s: 'b', x: 3 }, 'de-DE', (v) => `<${v}>`)).toBe('O <3>');
  });
});
