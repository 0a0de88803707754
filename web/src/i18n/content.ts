// The page titles an operator can word (App settings > Content) as the player reads them: the
// operator's text for the player's language when written, else the main text; a title still as
// shipped (or blank) comes from the catalogue, so it reads in every language until someone rewords it.
import { type ContentKey, defaultContent } from '../../../domain/settings/default-content';
import type { AppSettings } from '../api-client/types';
import { useSettings } from '../settings';
import { type Language, type MessageKey, useI18n } from './i18n';

export function contentText(
  content: AppSettings['content'],
  language: Language,
  t: (key: MessageKey) => string,
  key: ContentKey,
): string {
  const translations = content.translations as Partial<Record<Language, Partial<Record<ContentKey, string>>>>;
  const own = translations?.[language]?.[key]?.trim();
  if (own) return own;
  const text = content[key]?.trim();
  return !text || text === defaultContent[key] ? t(`content.${key}`) : text;
}

/** A content title in the player's language. */
export function useContentText(): (key: ContentKey) => string {
  const { content } = useSettings();
  const { language, t } = useI18n();
  return (key) => contentText(content, language, t, key);
}
