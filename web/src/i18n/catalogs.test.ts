// Every language has every English key, none empty, each a valid ICU message with the English
// placeholders; every key the code names exists in English; every server error code has a text.
import { describe, expect, test } from 'bun:test';
import { Glob } from 'bun';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import path from 'node:path';
import { errorStatus } from '../../../domain/errors';
import { languages } from '../../../domain/identity/languages';
import en from './locales/en.json';

const dir = path.join(import.meta.dir, 'locales');
const catalog = async (language: string): Promise<Record<string, string>> =>
  Bun.file(path.join(dir, `${language}.json`)).json();

/**
 * The argument names a message uses ({name}, {count, plural, ...}); `currency` is left out, as t() always
 * fills it in (English may write "$50" where another language writes "50 USDT").
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (Array.isArray(token) && typeof token[0] === 'string') {
        if (token[0] !== 'currency') names.add(token[0]);
        const options = token[2];
        if (options && typeof options === 'object') for (const v of Object.values(options)) walk(v);
      }
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('message catalogs', () => {
  const english = en as Record<string, string>;

  for (const language of languages) {
    test(`${language}: every English key is there, not empty, with the same placeholders`, async () => {
      const messages = await catalog(language);
      const missing = Object.keys(english).filter((k) => typeof messages[k] !== 'string' || !messages[k]?.trim());
      expect(missing).toEqual([]);
      const extra = Object.keys(messages).filter((k) => !(k in english));
      expect(extra).toEqual([]);
      const mismatched = Object.keys(english).filter(
        (k) => placeholders(english[k] ?? '').join() !== placeholders(messages[k] ?? '').join(),
      );
      expect(mismatched).toEqual([]);
    });
  }

  test('every key the web app names in t("...") exists in English', async () => {
    const unknown: string[] = [];
    const call = /\bt\(\s*'([A-Za-z0-9_.]+)'/g;
    for await (const file of new Glob('**/*.{ts,tsx}').scan(path.join(import.meta.dir, '..'))) {
      if (file.endsWith('.test.ts')) continue;
      const source = await Bun.file(path.join(import.meta.dir, '..', file)).text();
      for (const m of source.matchAll(call)) if (!(m[1]! in english)) unknown.push(`${file}: ${m[1]}`);
    }
    expect(unknown).toEqual([]);
  });

  test('every server error code has a text the client shows in place of the English message', () => {
    const missing = Object.keys(errorStatus).filter((code) => !(`error.${code}` in english));
    expect(missing).toEqual([]);
  });
});
