// Every language has every English key, none empty, each a valid ICU message with the English
// placeholders; every key the code names exists in English; every server error code has a text; no
// player component renders a text of its own outside the catalogue, nor a server's text as is; every
// notification and activity the server writes has its wording, and every seeded achievement is worded.
import { describe, expect, test } from 'bun:test';
import { Glob } from 'bun';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import path from 'node:path';
import { achievementSeed } from '../../../db/seed-data/achievements';
import { starterTasks } from '../../../db/seed-data/starter-tasks';
import { errorStatus } from '../../../domain/errors';
import { activityWordings, noticeWordings } from '../../../domain/notifications/wordings';
import { languages } from '../../../domain/identity/languages';
import en from '../../../i18n/locales/en.json';
import { literalTexts } from './literal-text';

const dir = path.join(import.meta.dir, '../../../i18n/locales');
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

  test('no player component renders text outside the catalogue (JSX text, text props, toasts, strings built in place, server texts)', async () => {
    const root = path.join(import.meta.dir, '..');
    const found: string[] = [];
    for await (const file of new Glob('**/*.{ts,tsx}').scan(root)) {
      // The back office is English only (decision 0036).
      if (file.startsWith('routes/admin/') || file === 'entry-admin.tsx' || file.endsWith('.test.ts')) continue;
      const loader = file.endsWith('.tsx') ? 'tsx' : 'ts';
      for (const hit of literalTexts(await Bun.file(path.join(root, file)).text(), LANGUAGE_FREE, loader))
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
          <i title={error.message}>{refusal.message}</i>
        </section>
      );
    }
    toast.error(failed ? 'Could not save' : t('saved'));`;
    expect(literalTexts(source, LANGUAGE_FREE).map((hit) => `${hit.prop}:${hit.text}`)).toEqual([
      'aria-label:Wallet',
      'title:Hide',
      'title:Show',
      'children:Hello',
      'placeholder: days',
      'children:Level ',
      'title:error.message',
      'children:refusal.message',
      'toast:Could not save',
    ]);
  });

  test('every wording the server stores for a notification or an activity has its texts, with its values', () => {
    const english = en as Record<string, string>;
    const wordings = [
      ...Object.entries(noticeWordings).map(([key, values]) => ({
        parts: ['title', 'message'],
        key: `notice.${key}`,
        values,
      })),
      ...Object.entries(activityWordings).map(([key, values]) => ({
        parts: ['title', 'description'],
        key: `activity.${key}`,
        values,
      })),
    ];
    const wrong = wordings.flatMap(({ parts, key, values }) => {
      const texts = parts.map((part) => english[`${key}.${part}`]);
      if (texts.some((text) => text === undefined)) return [`${key}: missing`];
      const named = [...new Set(texts.flatMap((text) => placeholders(text!)))].sort();
      return named.join() === [...values].sort().join() ? [] : [`${key}: ${named} for ${values}`];
    });
    expect(wrong).toEqual([]);
  });

  test('the server writes every notification and activity with its wording (decision 0072)', async () => {
    const domain = path.join(import.meta.dir, '../../../domain');
    const unworded: string[] = [];
    for await (const file of new Glob('**/*.{ts,sql}').scan(domain)) {
      if (file.endsWith('.test.ts')) continue;
      const source = await Bun.file(path.join(domain, file)).text();
      for (const m of source.matchAll(/insert into (notifications|activities)\s*\(([^)]*)\)/g))
        if (!m[2]!.split(',').some((column) => column.trim() === 'wording')) unworded.push(`${file}: ${m[0]}`);
    }
    expect(unworded).toEqual([]);
  });

  test('every seeded achievement and starter task is worded in every language', () => {
    const seeded = [
      ...achievementSeed.map((a) => ({ name: a.id, translations: a.translations })),
      ...starterTasks.map((task) => ({ name: task.title, translations: task.translations })),
    ];
    const missing = seeded.flatMap((item) =>
      languages
        .filter((language) => language !== 'en')
        .filter((language) => {
          const own = (item.translations as Record<string, { title?: string; description?: string }>)[language];
          return !own?.title?.trim() || !own.description?.trim();
        })
        .map((language) => `${item.name}: ${language}`),
    );
    expect(missing).toEqual([]);
  });

  test('every server error code has a text the client shows in place of the English message', () => {
    const missing = Object.keys(errorStatus).filter((code) => !(`error.${code}` in english));
    expect(missing).toEqual([]);
  });
});
