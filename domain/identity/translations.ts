// Operator-written texts worded per player language (decision 0069): the shape tasks and tournaments
// store in their `translations` column, checked when an admin saves one. Players read the wording
// for their language, or the main text when there is none (web/src/i18n/localized.ts).
import { AppError } from '../errors.ts';
import { isLanguage, type Language } from './languages.ts';

/** { de: { title: 'Titel' } }: only the languages and fields that have a wording. */
export type Translations<Field extends string> = Partial<Record<Language, Partial<Record<Field, string>>>>;

/**
 * An admin's translations, trimmed, with empty wordings dropped; each field at most its main text's
 * length. Refuses an unknown language or field with a validation error.
 */
export function checkTranslations<Field extends string>(
  input: unknown,
  limits: Record<Field, { label: string; max: number }>,
): Translations<Field> {
  const refuse = (message: string): never => {
    throw new AppError('VALIDATION_ERROR', message);
  };
  if (input === null || typeof input !== 'object' || Array.isArray(input)) refuse('Translations must be an object');
  const out: Translations<Field> = {};
  for (const [language, fields] of Object.entries(input as Record<string, unknown>)) {
    if (!isLanguage(language)) refuse(`Unknown language ${language}`);
    if (fields === null || typeof fields !== 'object' || Array.isArray(fields))
      refuse(`Translations for ${language} must be an object`);
    const worded: Partial<Record<Field, string>> = {};
    for (const [field, value] of Object.entries(fields as Record<string, unknown>)) {
      const limit = (limits as Record<string, { label: string; max: number } | undefined>)[field];
      if (!limit) refuse(`Unknown translated field ${field}`);
      if (typeof value !== 'string') refuse(`${limit!.label} (${language}) must be text`);
      const text = (value as string).trim();
      if (text.length > limit!.max) refuse(`${limit!.label} (${language}) must be at most ${limit!.max} characters`);
      if (text) worded[field as Field] = text;
    }
    if (Object.keys(worded).length > 0) out[language as Language] = worded;
  }
  return out;
}
