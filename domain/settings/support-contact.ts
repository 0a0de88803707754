import { defaultSettings, type Settings } from './defaults.ts';

/**
 * The operator's support contact from App Settings (appConfig.supportEmail, supportTelegram): each is
 * null while empty or still the placeholder the product ships with, which reaches nobody. Read by
 * the blocked player's notice (domain/block-notice) and the first-run checklist (domain/setup).
 */
export function supportContact(settings: Pick<Settings, 'appConfig'>): {
  email: string | null;
  telegram: string | null;
} {
  const own = (value: string, placeholder: string) =>
    value.trim() !== '' && value !== placeholder ? value.trim() : null;
  const placeholders = defaultSettings.appConfig;
  return {
    email: own(settings.appConfig.supportEmail, placeholders.supportEmail),
    telegram: own(settings.appConfig.supportTelegram, placeholders.supportTelegram),
  };
}
