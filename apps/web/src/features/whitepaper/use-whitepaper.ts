import type { i18n, TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { usePerpMarketFacts } from '../../data';
import { productFactSources, type WhitepaperFacts, whitepaperFacts } from './facts';
import { createWhitepaperI18n, WHITEPAPER_NAMESPACE } from './i18n';
import {
  chooseLanguage,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
  languageOf,
  supportedLanguage,
  textDirection,
  type WhitepaperLanguage,
} from './languages';
import { WHITEPAPER_SECTIONS } from './sections';

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeLanguage(code: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Private mode: the choice still lives in the URL.
  }
}

function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The reader's language: the URL's `?lang=` whenever it names one, else the first choice (stored,
 * then browser, then English). Choosing one stores it and puts it in the URL without a reload.
 */
export function useWhitepaperLanguage(): [LanguageCode, (code: LanguageCode) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const urlLanguage = supportedLanguage(new URLSearchParams(location.search).get(LANGUAGE_PARAM));
  const [firstChoice] = useState(() =>
    chooseLanguage({ url: undefined, stored: readStoredLanguage(), browser: browserLanguages() }),
  );
  const choose = (code: LanguageCode) => {
    storeLanguage(code);
    const params = new URLSearchParams(location.search);
    params.set(LANGUAGE_PARAM, code);
    navigate({ search: `?${params}`, hash: location.hash }, { replace: true, preventScrollReset: true });
  };
  return [urlLanguage ?? firstChoice, choose];
}

/**
 * One i18next instance for the page, created in the first language; later choices load theirs.
 * `failed` when the chosen language's catalogue could not be downloaded.
 */
function useWhitepaperI18n(language: LanguageCode): { instance: i18n | undefined; failed: boolean } {
  const [instance, setInstance] = useState<i18n>();
  const [failedLanguages, setFailedLanguages] = useState<ReadonlySet<string>>(new Set());
  const [initialLanguage] = useState(language);
  useEffect(() => {
    let cancelled = false;
    const onLoadFailure = (failed: string) => {
      if (!cancelled) setFailedLanguages((languages) => new Set(languages).add(failed));
    };
    void createWhitepaperI18n(initialLanguage, onLoadFailure).then((created) => {
      if (!cancelled) setInstance(created);
    });
    return () => {
      cancelled = true;
    };
  }, [initialLanguage]);
  useEffect(() => {
    if (instance && instance.language !== language) void instance.changeLanguage(language);
  }, [instance, language]);
  return { instance, failed: failedLanguages.has(language) };
}

/** The section whose heading was passed last while scrolling: the one the reader is in. */
export function useActiveSection(ids: readonly string[], enabled: boolean): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const elements = ids.map((id) => document.getElementById(id)).filter((el) => el !== null);
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        // The lowest section in the band: its heading is the last one the reader passed.
        const current = ids.findLast((id) => visible.has(id));
        if (current) setActive(current);
      },
      // A band in the upper part of the screen, below the sticky bars.
      { rootMargin: '-120px 0px -60% 0px' },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [ids, enabled]);
  return active;
}

/** A deep link (`#fee-structure`) lands on its section once the text is there, in every language. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

export type WhitepaperState =
  | { status: 'loading' }
  /** The chosen language's text could not be downloaded: only a reload can fetch it again. */
  | { status: 'unavailable'; retry: () => void }
  | { status: 'error'; t: TFunction; retry: () => void }
  | { status: 'ready'; t: TFunction; facts: WhitepaperFacts };

export interface Whitepaper {
  /** The language on screen (the previous one while a new choice loads). */
  language: WhitepaperLanguage;
  /** The language chosen. */
  selected: LanguageCode;
  direction: 'ltr' | 'rtl';
  chooseLanguage: (code: LanguageCode) => void;
  state: WhitepaperState;
  activeSection: string | undefined;
}

/** The whitepaper screen's logic: language, catalogue, facts from the product, the active section. */
export function useWhitepaper(): Whitepaper {
  const [code, choose] = useWhitepaperLanguage();
  const { instance, failed } = useWhitepaperI18n(code);
  const { t, ready, i18n: active } = useTranslation(WHITEPAPER_NAMESPACE, { i18n: instance });
  const markets = usePerpMarketFacts();
  // The language whose catalogue is in: the previous one stays on screen while the next loads.
  const shownCode = supportedLanguage(active?.language) ?? code;
  const facts = useMemo(
    () =>
      markets.data && ready
        ? whitepaperFacts(
            languageOf(shownCode).locale,
            t,
            productFactSources(markets.data),
            textDirection(shownCode),
          )
        : undefined,
    [markets.data, ready, shownCode, t],
  );
  const state: WhitepaperState = failed
    ? { status: 'unavailable', retry: () => window.location.reload() }
    : facts && instance
      ? { status: 'ready', t, facts }
      : markets.isError && ready && instance
        ? { status: 'error', t, retry: () => void markets.refetch() }
        : { status: 'loading' };
  const isReady = state.status === 'ready';
  useScrollToHash(isReady);
  return {
    language: languageOf(shownCode),
    selected: code,
    direction: textDirection(shownCode),
    chooseLanguage: choose,
    state,
    activeSection: useActiveSection(SECTION_IDS, isReady),
  };
}

const SECTION_IDS = WHITEPAPER_SECTIONS.map((section) => section.id);
