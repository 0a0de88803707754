// The body shape of an operator text's wordings per language (decision 0069), for the routes that take
// one; checkTranslations (domain/identity/translations.ts) checks languages, fields and lengths.
import * as v from 'valibot';

export const translationsBody = v.optional(
  v.record(
    v.pipe(v.string(), v.maxLength(10)),
    v.record(v.pipe(v.string(), v.maxLength(20)), v.pipe(v.string('Translations must be text'), v.maxLength(4000))),
    'Translations must be an object of languages',
  ),
);
