// The player's language (decision 0036): chosen on the server (users.language), else the device's
// (Accept-Language during SSR, navigator.languages in the browser), else the settings' default.
// The language and its messages are TanStack Query data: the server resolves both before the first
// byte of the page, the page carries them to the browser, and hydration renders the same text.
import { type I18n, setupI18n } from '@lingui/core';
import { queryOptions, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { firstLanguage, isLanguage, type Language } from '../../../domain/identity/languages';
import { ApiError, type Api } from '../api-client/client';
import type { User } from '../api-client/types';
import { levelTitle } from '../../../domain/levels';
import { currency, type Formatters, formattersFor } from '../format';
import { profileQuery } from '../queries/profile';
import { settingsQuery } from '../queries/settings';
import { loadMessages, type MessageKey } from './catalogs';

export type { MessageKey } from './catalogs';
export type { Formatters } from '../format';
export { languages, type Language } from '../../../domain/identity/languages';

/** The locale Intl formats with for each language. */
export const intlLocale: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  zh: 'zh-CN',
};

/** Each language's own name, for the selector (never translated). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
};

/** The order of the choice: the player's stored one, the device's, the settings' default, English. */
export function chooseLanguage(input: {
  chosen?: string | null;
  device: readonly string[];
  fallback?: string | null;
}): Language {
  if (isLanguage(input.chosen)) return input.chosen;
  return firstLanguage(input.device) ?? (isLanguage(input.fallback) ? input.fallback : 'en');
}

const LANGUAGE_KEY = ['language'] as const;

/** The page's language; `deviceLanguages` is the request's Accept-Language on the server, navigator.languages in the browser. */
export const languageQuery = (ctx: { api: Api; queryClient: QueryClient; deviceLanguages: readonly string[] }) =>
  queryOptions({
    queryKey: LANGUAGE_KEY,
    queryFn: async (): Promise<Language> => {
      // Neither read may keep the page from rendering: without them the device's language decides.
      const [user, settings] = await Promise.all([
        ctx.queryClient.ensureQueryData(profileQuery(ctx.api)).catch(() => null),
        ctx.queryClient.ensureQueryData(settingsQuery(ctx.api)).catch(() => null),
      ]);
      return chooseLanguage({
        chosen: user?.language,
        device: ctx.deviceLanguages,
        fallback: settings?.language,
      });
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export const messagesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['messages', language],
    queryFn: () => loadMessages(language),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** Root beforeLoad: the language and its messages, both in the cache before anything renders. */
export async function ensureLanguage(ctx: {
  api: Api;
  queryClient: QueryClient;
  deviceLanguages: readonly string[];
}): Promise<Language> {
  const language = await ctx.queryClient.ensureQueryData(languageQuery(ctx));
  await ctx.queryClient.ensureQueryData(messagesQuery(language));
  return language;
}

/** A page's <title> in the page's language, from the cache the root's beforeLoad filled (route `head`). */
export function pageTitle(key: MessageKey) {
  return ({ match }: { match: { context: { queryClient: QueryClient } } }) => {
    const { queryClient } = match.context;
    const language = queryClient.getQueryData<Language>(LANGUAGE_KEY) ?? 'en';
    return { meta: [{ title: makeValue(language, queryClient.getQueryData(['messages', language])).t(key) }] };
  };
}

/** The key of a level's title (Beginner, Advanced, Expert, Master, Legend). */
export function levelTitleKey(level: number): MessageKey {
  return `level.${levelTitle(level)}` as MessageKey;
}

export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

interface I18nValue {
  language: Language;
  i18n: I18n;
  t: Translate;
  format: Formatters;
}

function makeValue(language: Language, messages: I18n['messages'] | undefined): I18nValue {
  const i18n = setupI18n({
    locale: language,
    locales: [intlLocale[language]],
    messages: { [language]: messages ?? {} },
  });
  // A key without a message shows the key itself (only if the messages could not be loaded at all:
  // web/src/i18n/catalogs.test.ts keeps every language complete).
  // Every message may name {currency}: the settings' name for amounts (decision 0040).
  const format = formattersFor(intlLocale[language]);
  const t: Translate = (key, values) => {
    const message = i18n.messages[key];
    return message === undefined
      ? key
      : i18n._(key, { currency: currency(), ...figuresShown(message, values, format) });
  };
  return { language, i18n, t, format };
}

/**
 * A number given for a plain `{name}` is shown by the locale's number format ("1.234,5" in German):
 * the message format prints it as JavaScript writes it. Plural and select arguments keep the number
 * (they choose a form by it, and `#` is formatted already).
 */
function figuresShown(
  message: I18n['messages'][string],
  values: Record<string, unknown> | undefined,
  format: Formatters,
): Record<string, unknown> | undefined {
  if (!values || !Object.values(values).some((v) => typeof v === 'number')) return values;
  const plain = new Set<string>();
  const choosing = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token) || typeof token[0] !== 'string') continue;
      if (token.length === 1) plain.add(token[0]);
      else choosing.add(token[0]);
      if (token[2] && typeof token[2] === 'object') for (const form of Object.values(token[2])) walk(form);
    }
  };
  walk(message);
  return Object.fromEntries(
    Object.entries(values).map(([name, v]) => [
      name,
      typeof v === 'number' && plain.has(name) && !choosing.has(name) ? format.number(v) : v,
    ]),
  );
}

const I18nContext = createContext<I18nValue>(makeValue('en', undefined));

/** Wraps the document: the active language's messages and formatters for every component below. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const language = useQuery({ queryKey: LANGUAGE_KEY, queryFn: () => 'en' as Language, enabled: false }).data ?? 'en';
  const { data: messages } = useQuery({ ...messagesQuery(language), enabled: false });
  const value = useMemo(() => makeValue(language, messages), [language, messages]);
  const router = useRouter();
  const shown = useRef(language);
  useEffect(() => {
    // Switched in place: the routes' heads (the page's <title>) are worked out again in the new language.
    if (shown.current === language) return;
    shown.current = language;
    void router.invalidate();
  }, [language, router]);
  useEffect(() => {
    // A language chosen elsewhere (another device, a sign-in here) follows the profile.
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] !== 'profile' || event.type !== 'updated') return;
      const chosen = (event.query.state.data as User | null | undefined)?.language;
      if (isLanguage(chosen) && chosen !== queryClient.getQueryData(LANGUAGE_KEY))
        void showLanguage(queryClient, chosen);
    });
  }, [queryClient]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Loads a language's messages (one chunk), then switches every component to it. */
export async function showLanguage(queryClient: QueryClient, language: Language): Promise<void> {
  await queryClient.ensureQueryData(messagesQuery(language));
  queryClient.setQueryData(LANGUAGE_KEY, language);
}

/** Stores the player's choice on the server and shows it at once. */
export async function chooseAndStoreLanguage(api: Api, queryClient: QueryClient, language: Language): Promise<void> {
  await showLanguage(queryClient, language);
  const user = await api.put<User>('/api/users/language', { language });
  queryClient.setQueryData(['profile'], user);
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}

/** A message by its key, with its values, in the player's language. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}

/** Dates, numbers and amounts in the player's language (web/src/format.ts bound to its locale). */
export function useFormat(): Formatters {
  return useContext(I18nContext).format;
}

/**
 * A server's refusal as the player reads it. English shows the contract's own `message` (it may carry
 * specifics, such as a limit); another language shows the stable code's text (`error.<CODE>`), or the
 * English message when the catalog has none.
 */
export function refusalText(value: Pick<I18nValue, 'language' | 't'>, code: string, message: string): string {
  if (value.language === 'en' && message) return message;
  const key = `error.${code}` as MessageKey;
  const text = value.t(key);
  return text === key ? message : text;
}

/** Any error: an API error as refusalText, a network failure, or the fallback. */
export function errorText(
  value: Pick<I18nValue, 'language' | 't'>,
  error: unknown,
  fallback: MessageKey = 'error.generic',
): string {
  if (error instanceof ApiError) return refusalText(value, error.code, error.message);
  if (error instanceof TypeError) return value.t('error.network');
  return value.t(fallback);
}

export function useErrorText(): (error: unknown, fallback?: MessageKey) => string {
  const value = useContext(I18nContext);
  return (error, fallback) => errorText(value, error, fallback);
}

export function useRefusalText(): (code: string, message: string) => string {
  const value = useContext(I18nContext);
  return (code, message) => refusalText(value, code, message);
}
