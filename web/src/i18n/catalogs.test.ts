// Every language has every English key, none empty, each a valid ICU message with the English
// placeholders; every key the code names exists in English; every server error code has a text; no
// player component renders a text of its own outside the catalogue.
import { describe, expect, test } from 'bun:test';
import { Glob } from 'bun';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import path from 'node:path';
import { errorStatus } from '../../../domain/errors';
import { languages } from '../../../domain/identity/languages';
import en from './locales/en.json';
import { literalTexts } from './literal-text';

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

/** Texts that read the same in every language: the currency's code and address or link shapes. */
const LANGUAGE_FREE = ['USDT', 'https://', 'UQ…', 'T…', '0x…'];

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

  test('no player component renders text outside the catalogue (JSX text, text props, strings built in place)', async () => {
    const root = path.join(import.meta.dir, '..');
    const found: string[] = [];
    for await (const file of new Glob('**/*.tsx').scan(root)) {
      // The back office is English only (decision 0036).
      if (file.startsWith('routes/admin/') || file === 'entry-admin.tsx') continue;
      for (const hit of literalTexts(await Bun.file(path.join(root, file)).text(), LANGUAGE_FREE))
        found.push(`${file}: ${hit.prop} ${JSON.stringify(hit.text)}`);
    }
    expect(found).toEqual([]);
  });

  test('the scan finds each way a component can carry English', () => {
    const source = `export function A({ open, n }: { open: boolean; n: number }) {
      return (
        <section aria-label="Wallet" title={open ? 'Hide' : 'Show'}>
          <p>Hello</p>
          <span placeholder={\`\${n} days\`}>{n > 1 && 'Level ' + n}</span>
          <b>{t('ok')} USDT 0x… · 12 %</b>
        </section>
      );
    }`;
    expect(literalTexts(source, LANGUAGE_FREE).map((hit) => `${hit.prop}:${hit.text}`)).toEqual([
      'aria-label:Wallet',
      'title:Hide',
      'title:Show',
      'children:Hello',
      'placeholder: days',
      'children:Level ',
    ]);
  });

  test('every server error code has a text the client shows in place of the English message', () => {
    const missing = Object.keys(errorStatus).filter((code) => !(`error.${code}` in english));
    expect(missing).toEqual([]);
  });
});
