import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  languageLabel,
  languageOf,
  supportedLanguage,
  textDirection,
  WHITEPAPER_LANGUAGES,
} from './languages';

describe('chooseLanguage', () => {
  it('takes the URL first, then the stored choice, then the browser, then English', () => {
    expect(chooseLanguage({ url: 'ja', stored: 'de', browser: ['fr-FR'] })).toBe('ja');
    expect(chooseLanguage({ url: null, stored: 'de', browser: ['fr-FR'] })).toBe('de');
    expect(chooseLanguage({ url: null, stored: null, browser: ['fr-FR', 'en'] })).toBe('fr');
    expect(chooseLanguage({ url: null, stored: null, browser: [] })).toBe('en');
  });

  it('skips a source naming an unsupported language', () => {
    expect(chooseLanguage({ url: 'xx', stored: 'tlh', browser: ['sv-SE', 'pt-PT'] })).toBe('pt');
    expect(chooseLanguage({ url: '', stored: undefined, browser: ['nl'] })).toBe('en');
  });

  it('reads BCP 47 tags in any case', () => {
    expect(supportedLanguage('zh-Hant-TW')).toBe('zh');
    expect(supportedLanguage('AR_eg')).toBe('ar');
    expect(supportedLanguage('english')).toBeUndefined();
  });
});

describe('languages', () => {
  it('lists the twelve languages in order with native and English names', () => {
    expect(WHITEPAPER_LANGUAGES.map(languageLabel)).toEqual([
      'English',
      '中文 (Chinese)',
      'Español (Spanish)',
      'Русский (Russian)',
      'Deutsch (German)',
      'Français (French)',
      'العربية (Arabic)',
      'Português (Portuguese)',
      '日本語 (Japanese)',
      '한국어 (Korean)',
      'हिन्दी (Hindi)',
      'Italiano (Italian)',
    ]);
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(
      WHITEPAPER_LANGUAGES.filter((language) => textDirection(language.code) === 'rtl').map((l) => l.code),
    ).toEqual(['ar']);
    expect(languageOf('hi').locale).toBe('hi-IN');
  });
});
