import { expect, test } from 'bun:test';
import { defaultContent, defaultContentTranslations } from '../../../domain/settings/default-content';
import type { AppSettings } from '../api-client/types';
import { contentText } from './content';

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
