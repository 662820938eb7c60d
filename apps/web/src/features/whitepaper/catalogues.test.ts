import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { productFactSources, whitepaperFacts } from './facts';
import { WHITEPAPER_LANGUAGES } from './languages';
import { WHITEPAPER_SECTIONS } from './sections';

const LOCALES = join(import.meta.dirname, 'locales');

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

function readCatalogue(code: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(LOCALES, `${code}.json`), 'utf8')) as Catalogue);
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]));

const english = readCatalogue('en');
const translations = WHITEPAPER_LANGUAGES.filter((language) => language.code !== 'en').map((language) => ({
  code: language.code,
  catalogue: readCatalogue(language.code),
}));

describe('whitepaper catalogues', () => {
  it('are one file per language, no more', () => {
    const files = readdirSync(LOCALES).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(WHITEPAPER_LANGUAGES.map((language) => language.code).sort());
  });

  it.each(translations)('$code has exactly the English keys', ({ catalogue }) => {
    expect([...catalogue.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(translations)('$code uses every placeholder of the English text, and no other', ({ catalogue }) => {
    for (const [key, source] of english) {
      expect({ key, placeholders: placeholders(catalogue.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(source),
      });
    }
  });

  it.each(translations)('$code is translated, not a copy of the English', ({ catalogue }) => {
    const copied = [...english].filter(([key, text]) => text.length > 40 && catalogue.get(key) === text);
    expect(copied).toEqual([]);
  });

  it('has every text the document and its facts ask for', () => {
    const wanted = [
      ...WHITEPAPER_SECTIONS.flatMap((section) => [
        section.titleKey,
        ...section.blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.key] : block.keys)),
      ]),
      ...productFactSources({ marketCount: 1, maxLeverage: 1 }).orderKinds.map((kind) => `orderKind.${kind}`),
      ...productFactSources({ marketCount: 1, maxLeverage: 1 }).timesInForce.map(
        (tif) => `timeInForce.${tif}`,
      ),
      'tpslKind.tp',
      'tpslKind.sl',
    ];
    expect(wanted.filter((key) => !english.has(key))).toEqual([]);
    expect(WHITEPAPER_SECTIONS).toHaveLength(10);
  });
});

async function englishTranslator() {
  const catalogue = JSON.parse(readFileSync(join(LOCALES, 'en.json'), 'utf8'));
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: catalogue } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('whitepaper facts', () => {
  it('fill the fee section from the fee schedule: $5.00 + $10.00 = $15.00 on a $10,000 taker trade', async () => {
    const t = await englishTranslator();
    const facts = whitepaperFacts('en-US', t, productFactSources({ marketCount: 7, maxLeverage: 50 }));
    expect(t('fees.example', facts)).toBe(
      'Worked example: a $10,000 perpetual taker trade pays $5.00 to the exchange and $10.00 to Pluto, $15.00 in total (0.15% of notional). The same trade as a maker pays $12.00.',
    );
    expect(t('fees.perp', facts)).toContain(
      'maker fee of 0.02% or taker fee of 0.05%, plus Pluto’s'.replace('’', "'"),
    );
    expect(t('fees.spot', facts)).toContain('platform fee of 1%');
  });

  it('follow a changed fee, market list, chain list and treasury rule', async () => {
    const t = await englishTranslator();
    const sources = productFactSources({ marketCount: 7, maxLeverage: 50 });
    const changed = {
      ...sources,
      markets: { marketCount: 150, maxLeverage: 25 },
      fees: { ...sources.fees, perp: { ...sources.fees.perp, builderRate: 0.002 } },
      spotChains: sources.spotChains.slice(0, 2),
      treasury: { ...sources.treasury, minHoldingUsd: 75 },
    };
    const facts = whitepaperFacts('en-US', t, changed);
    expect(t('fees.example', facts)).toContain('$20.00 to Pluto, $25.00 in total (0.25% of notional)');
    expect(t('summary.p2', facts)).toContain('150 perpetual markets with leverage of up to 25x');
    expect(t('summary.p2', facts)).toContain('spot trading on Ethereum and BSC.');
    expect(t('treasury.eligibility', facts)).toBe(
      'Eligibility: hold at least $75 of $PLUTO on BSC and rank among the top 500 holders.',
    );
  });

  it('name the order types and times in force the order form offers', async () => {
    const t = await englishTranslator();
    const facts = whitepaperFacts('en-US', t, productFactSources({ marketCount: 7, maxLeverage: 50 }));
    expect(t('trading.orderTypes', facts)).toBe(
      'Order types: Market and Limit; attach a Take Profit or Stop Loss to any order, or set them later on the open position.',
    );
    expect(t('trading.timesInForce', facts)).toBe(
      'Time in force for limit orders: GTC (good till cancelled), IOC (immediate or cancel), and ALO (add liquidity only).',
    );
  });

  it("format numbers, money, percent and dates in the reader's locale", () => {
    const t = (key: string) => key;
    const sources = productFactSources(
      { marketCount: 1234, maxLeverage: 50 },
      new Date(Date.UTC(2026, 0, 1)),
    );
    // Intl separates the unit with a no-break space in German.
    const de = whitepaperFacts('de-DE', t, sources);
    expect([de.marketCount, de.takerFee, de.exampleTotal, de.date]).toEqual([
      '1.234',
      '0,05\u00a0%',
      '15,00\u00a0$',
      'Oktober 2025',
    ]);
    expect(whitepaperFacts('ar', t, sources, 'rtl').token).toBe('\u2066$PLUTO\u2069');
    const ja = whitepaperFacts('ja-JP', t, sources);
    expect(ja).toMatchObject({ date: '2025年10月', exampleNotional: '$10,000', year: '2026' });
  });
});
