import type { Translations } from '../../../../../domain/identity/translations';
import { languages } from '../../../i18n/i18n';
import { languageNames } from '../../../i18n/language-choice';

/**
 * Optional wordings of an operator text per player language (decision 0069), folded away under the
 * main fields: players in a language read its wording when filled, else the main text. Used by the
 * task form and the tournament dialog.
 */
export function TranslationFields<Field extends string>({
  value,
  fields,
  onChange,
}: {
  value: Translations<Field>;
  fields: { field: Field; label: string; maxLength: number; multiline?: boolean }[];
  onChange: (next: Translations<Field>) => void;
}) {
  const set = (language: (typeof languages)[number], field: Field, text: string) =>
    onChange({ ...value, [language]: { ...value[language], [field]: text } });
  const filled = languages.filter((l) => Object.values(value[l] ?? {}).some((t) => String(t).trim())).length;
  return (
    <details className="rounded-lg border border-border p-3 sm:col-span-2" data-testid="translation-fields">
      <summary className="cursor-pointer text-sm font-medium">
        Translations (optional){filled > 0 ? ` · ${filled} of ${languages.length} languages` : ''}
      </summary>
      <p className="mt-1 text-xs text-muted">
        Players in a language read its wording; empty fields show the main text.
      </p>
      <div className="mt-3 grid gap-3">
        {languages.map((language) => (
          <fieldset key={language} className="grid gap-2">
            <legend className="text-xs font-semibold text-muted uppercase">{languageNames[language]}</legend>
            {fields.map(({ field, label, maxLength, multiline }) => (
              // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, wrapped by the label
              <label key={field} className="flex flex-col gap-1 text-sm">
                {`${label} (${languageNames[language]})`}
                {multiline ? (
                  <textarea
                    className="field min-h-16 py-2"
                    value={value[language]?.[field] ?? ''}
                    onChange={(e) => set(language, field, e.target.value)}
                    maxLength={maxLength}
                  />
                ) : (
                  <input
                    className="field"
                    value={value[language]?.[field] ?? ''}
                    onChange={(e) => set(language, field, e.target.value)}
                    maxLength={maxLength}
                  />
                )}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </details>
  );
}
