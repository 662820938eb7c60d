import { describe, expect, it } from 'vitest';
import type { PerpMarketSummary } from '../markets/market-list';
import { testConfig } from '../testing/test-fixtures';
import { parseRuntimeConfig } from './config';
import { isTradingScreenPath, type PageData, parsePageData, serializePageData } from './page-data';

const config = parseRuntimeConfig(testConfig);
const market: PerpMarketSummary = {
  coin: '</script><script>alert(1)</script>',
  assetIndex: 0,
  szDecimals: 5,
  maxLeverage: 40,
  onlyIsolated: false,
  price: 113_000,
  markPrice: 113_001,
  indexPrice: 112_990,
  prevDayPrice: 110_000,
  change24h: 2.73,
  changeAbsolute: 3000,
  volume24h: 1.2e9,
  fundingRate: 0.0000125,
  openInterest: 2.5e9,
  premium: 0.0097,
};

describe('page data', () => {
  it('round-trips through the script element text, with nothing that can close the element', () => {
    const data: PageData = { config, perpMarkets: { time: 1_763_700_000_000, markets: [market] } };
    const text = serializePageData(data);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(parsePageData(text)).toEqual(data);
    expect(parsePageData(serializePageData({ config }))).toEqual({ config });
  });

  it('is absent rather than trusted when missing, malformed or off-contract', () => {
    expect(parsePageData(null)).toBeUndefined();
    expect(parsePageData('')).toBeUndefined();
    expect(parsePageData('{"config":')).toBeUndefined();
    expect(parsePageData(JSON.stringify({ config: { ...config, network: 'moon' } }))).toBeUndefined();
    const badMarket = { ...market, price: 'high' };
    for (const perpMarkets of [
      { time: 1, markets: [badMarket] },
      { time: -1, markets: [market] },
      { time: 1.5, markets: [market] },
      { time: 1, markets: 'BTC' },
      { markets: [market] },
      [market],
    ]) {
      expect(
        parsePageData(JSON.stringify({ config, perpMarkets })),
        JSON.stringify(perpMarkets),
      ).toBeUndefined();
    }
    expect(parsePageData('[]')).toBeUndefined();
    expect(parsePageData('null')).toBeUndefined();
  });

  it('carries the perp logo manifest, and refuses one that is not a list of names', () => {
    const data: PageData = { config, perpLogos: ['BTC', 'ETH'] };
    expect(parsePageData(serializePageData(data))).toEqual(data);
    expect(parsePageData(JSON.stringify({ config, perpLogos: 'BTC' }))).toBeUndefined();
    expect(parsePageData(JSON.stringify({ config, perpLogos: [1] }))).toBeUndefined();
  });

  it("carries a spot pair page's pair and first candles, and refuses them off-contract", () => {
    const spotPair = {
      time: 1_763_700_000_000,
      request: { chainId: 56, baseSymbol: 'cake', quoteSymbol: 'BNB' },
      pair: null,
    };
    const spotCandles = {
      chainId: 56,
      address: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82',
      interval: '1H',
      endTime: 1_763_700_000_000,
      items: [{ unixTime: 1_763_697_600, o: 2, h: 2.2, l: 1.9, c: 2.1, v: 1500 }],
    };
    const data: PageData = { config, spotPair, spotCandles };
    expect(parsePageData(serializePageData(data))).toEqual(data);
    for (const wrong of [
      { spotPair: { ...spotPair, pair: { pair_id: 'seven' } } },
      { spotPair: { ...spotPair, request: { chainId: 56 } } },
      { spotPair: { ...spotPair, time: -1 } },
      { spotCandles: { ...spotCandles, items: [{ unixTime: 1, o: 'two' }] } },
      { spotCandles: { ...spotCandles, endTime: undefined } },
    ]) {
      expect(parsePageData(JSON.stringify({ config, ...wrong })), JSON.stringify(wrong)).toBeUndefined();
    }
  });

  it('knows the trading screen paths', () => {
    for (const path of ['/', '/perpetual', '/trading', '/trade', '/perpetual/']) {
      expect(isTradingScreenPath(path)).toBe(true);
    }
    for (const path of ['/wallet', '/fees', '/perpetuals', '/trading/x', '/spot']) {
      expect(isTradingScreenPath(path)).toBe(false);
    }
  });
});
