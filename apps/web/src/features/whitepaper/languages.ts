/**
 * The whitepaper's twelve languages (seed 002 §2.8, issue 29) and how the first one is chosen:
 * the URL's `?lang=` (so a translation can be linked), else the reader's last choice, else the
 * browser's language if supported, else English.
 */

export const WHITEPAPER_LANGUAGES = [
  { code: 'en', nativeName: 'English', englishName: 'English', locale: 'en-US' },
  { code: 'zh', nativeName: '中文', englishName: 'Chinese', locale: 'zh-CN' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish', locale: 'es-ES' },
  { code: 'ru', nativeName: 'Русский', englishName: 'Russian', locale: 'ru-RU' },
  { code: 'de', nativeName: 'Deutsch', englishName: 'German', locale: 'de-DE' },
  { code: 'fr', nativeName: 'Français', englishName: 'French', locale: 'fr-FR' },
  { code: 'ar', nativeName: 'العربية', englishName: 'Arabic', locale: 'ar' },
  { code: 'pt', nativeName: 'Português', englishName: 'Portuguese', locale: 'pt-BR' },
  { code: 'ja', nativeName: '日本語', englishName: 'Japanese', locale: 'ja-JP' },
  { code: 'ko', nativeName: '한국어', englishName: 'Korean', locale: 'ko-KR' },
  { code: 'hi', nativeName: 'हिन्दी', englishName: 'Hindi', locale: 'hi-IN' },
  { code: 'it', nativeName: 'Italiano', englishName: 'Italian', locale: 'it-IT' },
] as const;

export type WhitepaperLanguage = (typeof WHITEPAPER_LANGUAGES)[number];
export type LanguageCode = WhitepaperLanguage['code'];

export const SOURCE_LANGUAGE: LanguageCode = 'en';
/** The local-storage key that keeps the reader's last choice. */
export const LANGUAGE_STORAGE_KEY = 'whitepaperLanguage';
/** The URL parameter that links a translation. */
export const LANGUAGE_PARAM = 'lang';

const RIGHT_TO_LEFT: ReadonlySet<LanguageCode> = new Set(['ar']);

export function languageOf(code: LanguageCode): WhitepaperLanguage {
  return WHITEPAPER_LANGUAGES.find((language) => language.code === code) ?? WHITEPAPER_LANGUAGES[0];
}

/** The selector's label: the native name plus the English one ("中文 (Chinese)"), English alone. */
export function languageLabel(language: WhitepaperLanguage): string {
  return language.code === SOURCE_LANGUAGE
    ? language.nativeName
    : `${language.nativeName} (${language.englishName})`;
}

export function textDirection(code: LanguageCode): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr';
}

/** A supported code from a code or a BCP 47 tag ("fr", "fr-CA", "zh-Hant-TW"), any case. */
export function supportedLanguage(tag: string | null | undefined): LanguageCode | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return WHITEPAPER_LANGUAGES.find((language) => language.code === primary)?.code;
}

export interface LanguageSources {
  /** The `?lang=` parameter, if any. */
  url: string | null | undefined;
  /** The stored last choice, if any. */
  stored: string | null | undefined;
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  browser: readonly string[];
}

/** URL > stored > browser (its first supported language) > English; an unsupported source is skipped. */
export function chooseLanguage(sources: LanguageSources): LanguageCode {
  return (
    supportedLanguage(sources.url) ??
    supportedLanguage(sources.stored) ??
    sources.browser.map(supportedLanguage).find((code) => code !== undefined) ??
    SOURCE_LANGUAGE
  );
}
