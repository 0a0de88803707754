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

/**
 * The operator's messages players read (App settings), as shipped: the maintenance page's and a new
 * player's welcome. Like the titles, a message still as shipped (or blank) reads from the catalogue.
 */
export const defaultMessages = {
  maintenanceMessage: 'App is under maintenance. Please try again later.',
  welcomeMessage: 'Welcome to Crypto Master! Your welcome bonus is in your bonus balance.',
};
export type MessageKey = keyof typeof defaultMessages;

const unwritten = (): Record<MessageKey, string> => ({ maintenanceMessage: '', welcomeMessage: '' });
/** The operator's wording of each message per language (`appConfig.translations`), empty until written. */
export const defaultMessageTranslations = { es: unwritten(), fr: unwritten(), de: unwritten(), zh: unwritten() };
