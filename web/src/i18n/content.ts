// The texts an operator can word in App settings (page titles under Content, the maintenance and
// welcome messages) as the player reads them: the operator's text for the player's language when
// written, else the main text; a text still as shipped (or blank) comes from the catalogue, so it
// reads in every language until someone rewords it.
import {
  type ContentKey,
  defaultContent,
  defaultMessages,
  type MessageKey as SettingsMessageKey,
} from '../../../domain/settings/default-content';
import type { AppSettings } from '../api-client/types';
import { useSettings } from '../settings';
import { type Language, type MessageKey, type Translate, useI18n } from './i18n';

type Worded<Key extends string> = Partial<Record<Key, string>> & { translations?: unknown };

/** A section's text `key` in `language`: its own wording, the operator's main text, or the catalogue's. */
function operatorText<Key extends string>(
  section: Worded<Key>,
  shipped: Record<Key, string>,
  language: Language,
  key: Key,
  catalogue: () => string,
): string {
  const translations = section.translations as Partial<Record<Language, Partial<Record<Key, string>>>> | undefined;
  const own = translations?.[language]?.[key]?.trim();
  if (own) return own;
  const text = section[key]?.trim();
  return !text || text === shipped[key] ? catalogue() : text;
}

export function contentText(
  content: AppSettings['content'],
  language: Language,
  t: (key: MessageKey) => string,
  key: ContentKey,
): string {
  return operatorText(content, defaultContent, language, key, () => t(`content.${key}`));
}

/** Where each shipped message reads from in the catalogue. */
const messageKeys: Record<SettingsMessageKey, MessageKey> = {
  maintenanceMessage: 'maintenance.default',
  welcomeMessage: 'boot.welcome',
};

/** The maintenance page's or a new player's welcome message in the player's language. */
export function messageText(
  appConfig: AppSettings['appConfig'],
  language: Language,
  t: Translate,
  key: SettingsMessageKey,
): string {
  return operatorText(appConfig, defaultMessages, language, key, () =>
    t(messageKeys[key], { appName: appConfig.appName }),
  );
}

/** A content title in the player's language. */
export function useContentText(): (key: ContentKey) => string {
  const { content } = useSettings();
  const { language, t } = useI18n();
  return (key) => contentText(content, language, t, key);
}
