import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useApi } from '../context';
import { type Language, languages, useI18n } from '../i18n/i18n';
import { chooseAndStoreLanguage, languageNames } from '../i18n/language-choice';
import { useErrorText } from '../i18n/error-text';

/** The player's interface language: shown at once, stored on the server for every device (decision 0036). */
export function LanguageSelect() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { language, t } = useI18n();
  const errorText = useErrorText();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        <Languages aria-hidden className="size-4 text-primary" />
        {t('language.label')}
      </label>
      <select
        id={id}
        value={language}
        disabled={saving}
        onChange={async (event) => {
          const next = event.target.value as Language;
          setSaving(true);
          setError(null);
          try {
            await chooseAndStoreLanguage(api, queryClient, next);
          } catch (e) {
            setError(errorText(e));
          } finally {
            setSaving(false);
          }
        }}
        className="min-h-11 rounded-xl border border-line bg-surface-2 px-3 text-sm"
        data-testid="language-select"
      >
        {languages.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageNames[l]}
          </option>
        ))}
      </select>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
