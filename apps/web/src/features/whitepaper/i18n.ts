import { type BackendModule, createInstance, type i18n } from 'i18next';
import type { LanguageCode } from './languages';

export const WHITEPAPER_NAMESPACE = 'whitepaper';

/**
 * Scripts the system font stack may lack (Debian has no CJK or Devanagari font): a self-hosted Noto
 * subset, loaded with its language only. Its unicode-range slices mean only the glyphs a page shows
 * are downloaded.
 */
const LANGUAGE_FONTS: Partial<Record<LanguageCode, () => Promise<unknown>>> = {
  zh: () => import('@fontsource-variable/noto-sans-sc/wght.css'),
  ja: () => import('@fontsource-variable/noto-sans-jp/wght.css'),
  ko: () => import('@fontsource-variable/noto-sans-kr/wght.css'),
  hi: () => import('@fontsource-variable/noto-sans-devanagari/wght.css'),
};

/** One catalogue per language, each its own chunk: only the chosen language's text is downloaded. */
async function loadCatalogue(language: string): Promise<Record<string, unknown>> {
  const [catalogue] = await Promise.all([
    import(`./locales/${language}.json`) as Promise<{ default: Record<string, unknown> }>,
    LANGUAGE_FONTS[language as LanguageCode]?.(),
  ]);
  return catalogue.default;
}

/** i18next's loader: a language's catalogue from its chunk. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadCatalogue(language).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * The whitepaper's own i18next instance, in `language`. No fallback language: every catalogue has
 * exactly the English keys (checked by the catalogue tests), so nothing but the chosen one loads.
 * `onLoadFailure` hears of a catalogue that could not be downloaded.
 */
export async function createWhitepaperI18n(
  language: LanguageCode,
  onLoadFailure: (language: string) => void,
): Promise<i18n> {
  const instance = createInstance();
  instance.on('failedLoading', (failed: string) => onLoadFailure(failed));
  await instance.use(catalogueBackend).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: false,
    ns: [WHITEPAPER_NAMESPACE],
    defaultNS: WHITEPAPER_NAMESPACE,
    // React escapes what it renders; the facts are plain text.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
