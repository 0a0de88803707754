import { expect, test } from 'bun:test';
import {
  defaultContent,
  defaultContentTranslations,
  defaultMessages,
  defaultMessageTranslations,
} from '../../../domain/settings/default-content';
import type { AppSettings } from '../api-client/types';
import { contentText, messageText } from './content';

const german = (key: string) =>
  ({ 'content.homePageTitle': 'Krypto-Meister', 'content.quizPageTitle': 'Krypto-Quiz' })[key] ?? key;
const content = (changes: Record<string, unknown>) =>
  ({ ...defaultContent, translations: defaultContentTranslations, ...changes }) as AppSettings['content'];

test('a shipped or blank title reads in the player language; an operator title shows as written until worded for it', () => {
  expect(contentText(content({}), 'de', german, 'homePageTitle')).toBe('Krypto-Meister');
  expect(contentText(content({ quizPageTitle: ' ' }), 'de', german, 'quizPageTitle')).toBe('Krypto-Quiz');
  expect(contentText(content({ homePageTitle: 'Quiz Night' }), 'de', german, 'homePageTitle')).toBe('Quiz Night');
  const worded = content({
    homePageTitle: 'Quiz Night',
    translations: {
      ...defaultContentTranslations,
      de: { ...defaultContentTranslations.de, homePageTitle: 'Quizabend' },
    },
  });
  expect(contentText(worded, 'de', german, 'homePageTitle')).toBe('Quizabend');
  expect(contentText(worded, 'es', german, 'homePageTitle')).toBe('Quiz Night');
  expect(contentText(worded, 'en', german, 'homePageTitle')).toBe('Quiz Night');
});

test('the maintenance and welcome messages: shipped or blank from the catalogue, else the wording for the language, else as written', () => {
  const catalogue = (key: string, values?: Record<string, unknown>) =>
    ({ 'maintenance.default': 'Wartung', 'boot.welcome': `Willkommen bei ${values?.appName}` })[key] ?? key;
  const appConfig = (changes: Record<string, unknown>) =>
    ({
      appName: 'Quizland',
      ...defaultMessages,
      translations: defaultMessageTranslations,
      ...changes,
    }) as unknown as AppSettings['appConfig'];
  expect(messageText(appConfig({}), 'de', catalogue, 'maintenanceMessage')).toBe('Wartung');
  expect(messageText(appConfig({ welcomeMessage: '' }), 'de', catalogue, 'welcomeMessage')).toBe(
    'Willkommen bei Quizland',
  );
  const written = appConfig({
    maintenanceMessage: 'Back at 6 pm',
    translations: { ...defaultMessageTranslations, de: { maintenanceMessage: 'Zurück um 18 Uhr', welcomeMessage: '' } },
  });
  expect(messageText(written, 'de', catalogue, 'maintenanceMessage')).toBe('Zurück um 18 Uhr');
  expect(messageText(written, 'fr', catalogue, 'maintenanceMessage')).toBe('Back at 6 pm');
  expect(messageText(written, 'de', catalogue, 'welcomeMessage')).toBe('Willkommen bei Quizland');
});
