// The language selector's part (LanguageSelect.tsx, the back office's translation fields): each
// language's own name and the stored choice. Apart from i18n.tsx, which every page's first load
// carries (decision 0073).
import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '../../../domain/identity/languages';
import type { Api } from '../api-client/client';
import type { User } from '../api-client/types';
import { showLanguage } from './i18n';

/** Each language's own name, for the selector (never translated). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '中文',
};

/** Stores the player's choice on the server and shows it at once. */
export async function chooseAndStoreLanguage(api: Api, queryClient: QueryClient, language: Language): Promise<void> {
  await showLanguage(queryClient, language);
  const user = await api.put<User>('/api/users/language', { language });
  queryClient.setQueryData(['profile'], user);
}
