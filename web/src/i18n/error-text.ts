// A refusal or a failure in the player's words. Apart from i18n.tsx: only the screens that send
// something show them, and those are lazy (decision 0073).
import { ApiError } from '../api-client/client';
import { type I18nValue, type MessageKey, useI18n } from './i18n';

/**
 * A server's refusal as the player reads it. English shows the contract's own `message` (it may carry
 * specifics, such as a limit); another language shows the stable code's text (`error.<CODE>`), or the
 * English message when the catalog has none.
 */
export function refusalText(value: I18nValue, code: string, message: string): string {
  if (value.language === 'en' && message) return message;
  const key = `error.${code}` as MessageKey;
  const text = value.t(key);
  return text === key ? message : text;
}

/** Any error: an API error as refusalText, a network failure, or the fallback. */
export function errorText(value: I18nValue, error: unknown, fallback: MessageKey = 'error.generic'): string {
  if (error instanceof ApiError) return refusalText(value, error.code, error.message);
  if (error instanceof TypeError) return value.t('error.network');
  return value.t(fallback);
}

export function useErrorText(): (error: unknown, fallback?: MessageKey) => string {
  const value = useI18n();
  return (error, fallback) => errorText(value, error, fallback);
}

export function useRefusalText(): (code: string, message: string) => string {
  const value = useI18n();
  return (code, message) => refusalText(value, code, message);
}
