// The player's language (decision 0036): chosen on the server (users.language), else the device's
// (Accept-Language during SSR, navigator.languages in the browser), else the settings' default.
// The language and its messages are TanStack Query data: the server resolves both before the first
// byte of the page, the page carries them to the browser, and hydration renders the same text.
import type { Messages } from '@lingui/core';
import { queryOptions, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { firstLanguage, intlLocale, isLanguage, type Language } from '../../../domain/identity/languages';
import type { Api } from '../api-client/client';
import type { User } from '../api-client/types';
import { currency, formatNumber } from '../format-base';
import { blockNoticeQuery } from '../queries/block-notice';
import { profileQuery } from '../queries/profile';
import { settingsQuery } from '../queries/settings';
import { loadMessages, type MessageKey } from './catalogs';
import { renderMessage } from '../../../i18n/render-message';

export type { MessageKey } from './catalogs';
export { intlLocale, languages, type Language } from '../../../domain/identity/languages';

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
      // A blocked player's profile is refused: the notice the profile query read then has their language.
      const notice = ctx.queryClient.getQueryData(blockNoticeQuery(ctx.api).queryKey);
      return chooseLanguage({
        chosen: user?.language ?? notice?.language,
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

export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;

/** What useI18n() gives: the page's language and its messages. */
export interface I18nValue {
  language: Language;
  t: Translate;
}

function makeValue(language: Language, messages: Messages | undefined): I18nValue {
  const locale = intlLocale[language];
  // A key without a message shows the key itself (only if the messages could not be loaded at all:
  // web/src/i18n/catalogs.test.ts keeps every language complete).
  // Every message may name {currency}: the settings' name for amounts (decision 0040). A number
  // given for a plain `{name}` is shown by the locale's number format ("1.234,5" in German).
  const t: Translate = (key, values) => {
    const message = messages?.[key];
    return message === undefined
      ? key
      : renderMessage(message, { currency: currency(), ...values }, locale, (n) => formatNumber(n, locale));
  };
  return { language, t };
}

const I18nContext = createContext<I18nValue>(makeValue('en', undefined));

/** Wraps the document: the active language and its messages for every component below. */
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

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}

/** A message by its key, with its values, in the player's language. */
export function useT(): Translate {
  return useContext(I18nContext).t;
}
