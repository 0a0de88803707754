// The interface languages (spec 002 section 9). A value list with no imports: the web app uses it too.

export const languages = ['en', 'es', 'fr', 'de', 'zh'] as const;
export type Language = (typeof languages)[number];

/** The locale Intl formats with for each language. */
export const intlLocale: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  zh: 'zh-CN',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** A BCP 47 tag ("es-MX", "zh-hans", "pt") to one of ours by its primary subtag, or null. */
export function languageOf(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The first of the device's languages (most preferred first) that we have, or null. */
export function firstLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return null;
}

/** An Accept-Language header's tags, most preferred first (q=0 dropped). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}
