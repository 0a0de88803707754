// Operator-written texts (a task's title, a tournament's name) in the player's language: the wording
// the operator gave for it (decision 0069), else the main text as written.
import type { Translations } from '../../../domain/identity/translations';
import { type Language, useI18n } from './i18n';

export function localized<Field extends string>(
  language: Language,
  text: string,
  translations: Translations<Field> | null | undefined,
  field: Field,
): string {
  return translations?.[language]?.[field]?.trim() || text;
}

/** `localized` bound to the player's language. */
export function useLocalized() {
  const { language } = useI18n();
  return <Field extends string>(text: string, translations: Translations<Field> | null | undefined, field: Field) =>
    localized(language, text, translations, field);
}
