import { describe, expect, test } from 'bun:test';
import { acceptedLanguages, firstLanguage, languageOf } from './languages.ts';

describe('languages', () => {
  test('a tag maps to one of ours by its primary subtag', () => {
    expect(languageOf('es-MX')).toBe('es');
    expect(languageOf('zh_Hant')).toBe('zh');
    expect(languageOf('DE')).toBe('de');
    expect(languageOf('pt-BR')).toBeNull();
    expect(languageOf(undefined)).toBeNull();
  });
  test('Accept-Language is read by weight, then order, dropping q=0 and *', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptedLanguages('en;q=0.1, zh-CN, es;q=0')).toEqual(['zh-CN', 'en']);
    expect(acceptedLanguages(null)).toEqual([]);
    expect(firstLanguage(acceptedLanguages('pt-BR, it;q=0.9, es;q=0.8'))).toBe('es');
    expect(firstLanguage(['pt'])).toBeNull();
  });
});
