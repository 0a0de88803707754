// The page titles players read as shipped (spec 002 section 9, App settings > Content). A value list
// with no imports: the settings' defaults read it, and the web app compares against it to tell a
// shipped title (shown in the player's language from the catalogue) from one an operator wrote.

export const defaultContent = {
  homePageTitle: 'Crypto Master',
  homePageSubtitle: 'Test your crypto knowledge and win USDT!',
  quizPageTitle: 'Crypto Quiz',
  tournamentPageTitle: 'Tournaments',
  earnPageTitle: 'Earn More',
  profilePageTitle: 'Profile',
};
export type ContentKey = keyof typeof defaultContent;

/** An operator's own wording per language, empty until written: the player's language falls back to the main text. */
const untranslated = (): Record<ContentKey, string> =>
  Object.fromEntries(Object.keys(defaultContent).map((key) => [key, ''])) as Record<ContentKey, string>;
export const defaultContentTranslations = {
  es: untranslated(),
  fr: untranslated(),
  de: untranslated(),
  zh: untranslated(),
};
