// Every interface language has every mail, each carrying the link, the app's and the player's
// name, in its own words (not the English text).
import { expect, test } from 'bun:test';
import { emailTokenPurposes } from '../identity/email-tokens.ts';
import { languages } from '../identity/languages.ts';
import { mailTexts } from './mail-texts.ts';

const words = { appName: 'Quiz App', name: 'Ana', link: 'https://example.test/x?token=abc' };

test('every language has every mail, with the link, the app and the player named, in its own words', () => {
  for (const language of languages) {
    for (const purpose of emailTokenPurposes) {
      const mail = mailTexts[language]?.[purpose]?.(words);
      expect(mail, `${language} ${purpose}`).toBeDefined();
      expect(mail!.subject).toContain('Quiz App');
      expect(mail!.text).toContain('Ana');
      expect(mail!.text.split(/\s/)).toContain(words.link); // on its own, so mail clients make it clickable
      if (language !== 'en') {
        expect(mail!.subject).not.toBe(mailTexts.en[purpose](words).subject);
        expect(mail!.text).not.toBe(mailTexts.en[purpose](words).text);
      }
    }
  }
});
