// Each language's catalogue, loaded when first needed: by the web app (web/src/i18n/catalogs.ts, one
// chunk per language) and by the server's notification texts (domain/notifications/notice-text.ts).
import type { Language } from '../domain/identity/languages.ts';

export type RawCatalog = Record<string, string>;

export const rawCatalogs: Record<Language, () => Promise<{ default: RawCatalog }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
  fr: () => import('./locales/fr.json'),
  de: () => import('./locales/de.json'),
  zh: () => import('./locales/zh.json'),
};
