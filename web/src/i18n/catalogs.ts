// One JSON catalog per language, each its own chunk: only the active language's messages load.
// The browser build compiles each catalog's ICU messages at build time (web/build.ts); the server
// compiles them when it loads one (entry-server.tsx sets the compiler), so neither the browser nor
// a page ever carries the message compiler.
import type { Messages } from '@lingui/core';
import type { Language } from '../../../domain/identity/languages';
import { type RawCatalog, rawCatalogs } from '../../../i18n/catalogs';
import type en from '../../../i18n/locales/en.json';

/** Every message key: the English catalog's keys (a key missing in English is a type error). */
export type MessageKey = keyof typeof en;

let compile: ((catalog: RawCatalog) => Messages) | null = null;

/** Server only: compiles the raw catalogs it loads (the browser's are compiled at build time). */
export function setCatalogCompiler(compiler: (catalog: RawCatalog) => Messages): void {
  compile = compiler;
}

export async function loadMessages(language: Language): Promise<Messages> {
  const catalog = (await rawCatalogs[language]()).default;
  return compile ? compile(catalog) : catalog;
}
