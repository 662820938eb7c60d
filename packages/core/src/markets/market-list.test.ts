import { describe, expect, it } from 'vitest';
import { nextSortState, type SortState } from '../controls/sort';
import {
  applyAssetCtxs,
  COIN_LOGO_FILE_PATTERN,
  coinInitials,
  coinLogoName,
  coinLogoUrl,
  DEFAULT_MARKET_SORT,
  findPerpMarket,
  formatFundingOver,
  fundingLabel,
  hasCoinLogo,
  isMemeCoin,
  isPerpMarketSummary,
  type MarketSortKey,
  type MetaAndAssetCtxsLike,
  marginModeLabel,
  marketsOverview,
  type PerpMarketSummary,
  parseFavouriteMarkets,
  parsePerpMarkets,
  percentChange,
  perpMarketFacts,
  selectMarkets,
  sortMarkets,
  TRENDING_MARKET_COUNT,
  toggleFavouriteMarket,
  tradeMarketPath,
} from './market-list';

const ctx = (
  markPx: string,
  prevDayPx: string,
  dayNtlVlm: string,
  extra: Record<string, string | null> = {},
) => ({
  funding: '0.0000125',
  openInterest: '10',
  prevDayPx,
  dayNtlVlm,
  markPx,
  oraclePx: markPx,
  midPx: null,
  premium: null,
  ...extra,
});

describe('parsePerpMarkets', () => {
  const data: MetaAndAssetCtxsLike = [
    {
      universe: [
        { name: 'BTC', szDecimals: 5, maxLeverage: 40 },
        { name: 'LOOM', szDecimals: 1, maxLeverage: 3, onlyIsolated: true, isDelisted: true },
        { name: 'kPEPE', szDecimals: 0, maxLeverage: 10, marginMode: 'noCross' },
      ],
    },
    [
      ctx('100000', '95000', '1000000', { midPx: '100010', oraclePx: '99900' }),
      ctx('1', '1', '1'),
      ctx('0.01', '0', '500'),
    ],
  ];

  it('recognises its own summaries and nothing else', () => {
    const [btc] = parsePerpMarkets(data);
    expect(isPerpMarketSummary(btc)).toBe(true);
    expect(isPerpMarketSummary(JSON.parse(JSON.stringify(btc)))).toBe(true);
    for (const broken of [
      { ...btc, coin: 7 },
      { ...btc, onlyIsolated: 'no' },
      { ...btc, price: '100000' },
      { ...btc, premium: Number.NaN },
      { ...btc, volume24h: undefined },
      null,
      'BTC',
    ]) {
      expect(isPerpMarketSummary(broken)).toBe(false);
    }
  });

  it('reads the universe with its contexts and drops delisted markets', () => {
    const markets = parsePerpMarkets(data);
    expect(markets.map((m) => m.coin)).toEqual(['BTC', 'kPEPE']);
    const btc = markets[0];
    expect(btc).toMatchObject({
      assetIndex: 0,
      szDecimals: 5,
      maxLeverage: 40,
      onlyIsolated: false,
      price: 100010,
      markPrice: 100000,
      indexPrice: 99900,
      prevDayPrice: 95000,
      change24h: 5.27,
      changeAbsolute: 5010,
      volume24h: 1000000,
      fundingRate: 0.0000125,
      openInterest: 1_000_000,
      premium: 0.1001,
    });
    expect(markets[1]).toMatchObject({ assetIndex: 2, onlyIsolated: true, price: 0.01, change24h: 0 });
  });

  it('computes change with 2 decimals and 0 without a previous price', () => {
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(1.23456, 1)).toBe(23.46);
    expect(percentChange(5, 0)).toBe(0);
  });

  it('labels funding with its period and computes 8 h from the hourly rate (issue 20: 0.0013 % vs 0.0100 %)', () => {
    expect([fundingLabel(1), formatFundingOver(0.0000125, 1)]).toEqual(['Funding (1h)', '0.0013%']);
    expect([fundingLabel(8), formatFundingOver(0.0000125, 8)]).toEqual(['Funding (8h)', '0.0100%']);
    expect(formatFundingOver(-0.00003, 8)).toBe('-0.0240%');
  });
});

const market = (
  coin: string,
  volume24h: number,
  overrides: Partial<PerpMarketSummary> = {},
): PerpMarketSummary => ({
  coin,
  assetIndex: 0,
  szDecimals: 2,
  maxLeverage: 20,
  onlyIsolated: false,
  price: 1,
  markPrice: 1,
  indexPrice: 1,
  prevDayPrice: 1,
  change24h: 0,
  changeAbsolute: 0,
  volume24h,
  fundingRate: 0,
  openInterest: 0,
  premium: 0,
  ...overrides,
});

describe('market picker selection', () => {
  const markets = [
    market('ETH', 500, { price: 3000, change24h: -2 }),
    market('BTC', 900, { price: 100000, change24h: 1 }),
    market('kPEPE', 100, { price: 0.01, change24h: 12 }),
    market('DOGE', 50, { price: 0.2, change24h: 3 }),
    market('SOL', 300, { price: 150, change24h: -5 }),
  ];

  it('defaults to volume descending', () => {
    expect(sortMarkets(markets, DEFAULT_MARKET_SORT).map((m) => m.coin)).toEqual([
      'BTC',
      'ETH',
      'SOL',
      'kPEPE',
      'DOGE',
    ]);
  });

  it('sorts by symbol, price and change in both directions', () => {
    expect(sortMarkets(markets, { key: 'symbol', direction: 'asc' }).map((m) => m.coin)).toEqual([
      'BTC',
      'DOGE',
      'ETH',
      'kPEPE',
      'SOL',
    ]);
    expect(sortMarkets(markets, { key: 'price', direction: 'asc' })[0]?.coin).toBe('kPEPE');
    expect(sortMarkets(markets, { key: 'change', direction: 'desc' })[0]?.coin).toBe('kPEPE');
  });

  it('searches case-insensitively', () => {
    const found = selectMarkets(markets, { tab: 'all', search: 'pe', sort: DEFAULT_MARKET_SORT });
    expect(found.map((m) => m.coin)).toEqual(['kPEPE']);
  });

  it('lists the seed meme coins, kPEPE included through its logo name', () => {
    const memes = selectMarkets(markets, { tab: 'meme', search: '', sort: DEFAULT_MARKET_SORT });
    expect(memes.map((m) => m.coin)).toEqual(['kPEPE', 'DOGE']);
    expect(isMemeCoin('kBONK')).toBe(true);
    expect(isMemeCoin('BTC')).toBe(false);
  });

  it('takes the top 20 after sorting for Trending', () => {
    const many = Array.from({ length: 30 }, (_, i) => market(`C${i}`, i));
    const trending = selectMarkets(many, { tab: 'trending', search: '', sort: DEFAULT_MARKET_SORT });
    expect(trending).toHaveLength(TRENDING_MARKET_COUNT);
    expect(trending[0]?.coin).toBe('C29');
    expect(trending.at(-1)?.coin).toBe('C10');
  });

  it('finds a market by exact then case-insensitive name', () => {
    expect(findPerpMarket(markets, 'btc')?.coin).toBe('BTC');
    expect(findPerpMarket(markets, 'XYZ')).toBeUndefined();
  });
});

describe('coin logos', () => {
  it('drops a leading lowercase k before an uppercase letter', () => {
    expect(coinLogoName('kPEPE')).toBe('PEPE');
    expect(coinLogoName('kaspa')).toBe('kaspa');
    expect(coinLogoName('KAS')).toBe('KAS');
    expect(coinLogoUrl('kSHIB')).toBe('/storage/perps-logos/SHIB.svg');
    const logos = new Set(['BTC', 'SHIB']);
    expect(hasCoinLogo('kSHIB', logos)).toBe(true);
    expect(hasCoinLogo('ETH', logos)).toBe(false);
    expect(hasCoinLogo('BTC', undefined)).toBe(false);
    expect(COIN_LOGO_FILE_PATTERN.test('BTC.svg')).toBe(true);
    expect(['../x.svg', 'a b.svg', 'BTC.png', '.svg'].some((f) => COIN_LOGO_FILE_PATTERN.test(f))).toBe(
      false,
    );
  });

  it('falls back to two-letter initials', () => {
    expect(coinInitials('BTC')).toBe('BT');
    expect(coinInitials('kPEPE')).toBe('PE');
    expect(coinInitials('W')).toBe('W');
  });
});

describe('markets page', () => {
  const list = [
    market('BTC', 900, { change24h: 2.5, maxLeverage: 40 }),
    market('ETH', 500, { change24h: -1, maxLeverage: 25, onlyIsolated: true }),
    market('SOL', 700, { maxLeverage: 20 }),
    market('DOGE', 100, { change24h: 4, maxLeverage: 10 }),
  ];

  it('counts markets, total 24 h volume, gainers and losers (an unchanged market is neither)', () => {
    expect(marketsOverview(list)).toEqual({ totalMarkets: 4, totalVolume24h: 2200, gainers: 2, losers: 1 });
    expect(marketsOverview([])).toEqual({ totalMarkets: 0, totalVolume24h: 0, gainers: 0, losers: 0 });
  });

  it('starts by 24 h volume descending, flips the active column, starts a new column descending', () => {
    const coins = (sort: SortState<MarketSortKey>) =>
      selectMarkets(list, { tab: 'all', search: '', sort }).map((m) => m.coin);
    expect(coins(DEFAULT_MARKET_SORT)).toEqual(['BTC', 'SOL', 'ETH', 'DOGE']);
    const flipped = nextSortState(DEFAULT_MARKET_SORT, 'volume');
    expect(coins(flipped)).toEqual(['DOGE', 'ETH', 'SOL', 'BTC']);
    const byLeverage = nextSortState(flipped, 'maxLeverage');
    expect(byLeverage).toEqual({ key: 'maxLeverage', direction: 'desc' });
    expect(coins(byLeverage)).toEqual(['BTC', 'ETH', 'SOL', 'DOGE']);
  });

  it('keeps only the starred coins on the Favourites tab, searched', () => {
    const favourites = new Set(['ETH', 'DOGE']);
    const pick = (search: string) =>
      selectMarkets(list, { tab: 'favourites', search, sort: DEFAULT_MARKET_SORT, favourites }).map(
        (m) => m.coin,
      );
    expect(pick('')).toEqual(['ETH', 'DOGE']);
    expect(pick('do')).toEqual(['DOGE']);
    expect(selectMarkets(list, { tab: 'favourites', search: '', sort: DEFAULT_MARKET_SORT })).toEqual([]);
  });

  it('labels the margin mode and links a market to the trading screen', () => {
    expect(marginModeLabel(list[1] as PerpMarketSummary)).toBe('Isolated');
    expect(marginModeLabel(list[0] as PerpMarketSummary)).toBe('Cross');
    expect(tradeMarketPath('kPEPE')).toBe('/trading?symbol=kPEPE');
  });
});

describe('applyAssetCtxs', () => {
  const data: MetaAndAssetCtxsLike = [
    {
      universe: [
        { name: 'BTC', szDecimals: 5, maxLeverage: 40 },
        { name: 'OLD', szDecimals: 1, maxLeverage: 3, isDelisted: true },
        { name: 'ETH', szDecimals: 4, maxLeverage: 25, onlyIsolated: true },
      ],
    },
    [ctx('100', '100', '1000'), ctx('1', '1', '1'), ctx('10', '10', '50')],
  ];

  it('recomputes each market from the live context at its asset index, keeping its listing', () => {
    const markets = parsePerpMarkets(data);
    const live = applyAssetCtxs(markets, [
      ctx('110', '100', '2000'),
      ctx('1', '1', '1'),
      ctx('9', '10', '60'),
    ]);
    expect(
      live.map((m) => [m.coin, m.price, m.change24h, m.volume24h, m.onlyIsolated, m.maxLeverage]),
    ).toEqual([
      ['BTC', 110, 10, 2000, false, 40],
      ['ETH', 9, -10, 60, true, 25],
    ]);
    expect(live).toEqual(
      parsePerpMarkets([data[0], [ctx('110', '100', '2000'), ctx('1', '1', '1'), ctx('9', '10', '60')]]),
    );
  });

  it('keeps a market the feed has no context for, or whose figures did not move, as the same object', () => {
    const markets = parsePerpMarkets(data);
    expect(applyAssetCtxs(markets, [ctx('120', '100', '1')])[1]).toBe(markets[1]);
    const moved = applyAssetCtxs(markets, [
      ctx('100', '100', '1000'),
      ctx('1', '1', '1'),
      ctx('11', '10', '50'),
    ]);
    expect(moved[0]).toBe(markets[0]);
    expect(moved[1]).not.toBe(markets[1]);
  });
});

describe('favourite markets', () => {
  it('reads the stored list, ignoring anything that is not a list of names', () => {
    expect([...parseFavouriteMarkets('["BTC","ETH",3]')]).toEqual(['BTC', 'ETH']);
    expect(parseFavouriteMarkets('{bad').size).toBe(0);
    expect(parseFavouriteMarkets('{"a":1}').size).toBe(0);
    expect(parseFavouriteMarkets(null).size).toBe(0);
  });

  it('stars and unstars a coin without changing the given set', () => {
    const start = new Set(['BTC']);
    expect([...toggleFavouriteMarket(start, 'ETH')]).toEqual(['BTC', 'ETH']);
    expect([...toggleFavouriteMarket(start, 'BTC')]).toEqual([]);
    expect([...start]).toEqual(['BTC']);
  });
});

describe('perpMarketFacts', () => {
  it('counts the listed markets and finds the highest leverage among them', () => {
    const markets = parsePerpMarkets([
      {
        universe: [
          { name: 'BTC', szDecimals: 5, maxLeverage: 40 },
          { name: 'OLD', szDecimals: 1, maxLeverage: 50, isDelisted: true },
          { name: 'kPEPE', szDecimals: 0, maxLeverage: 10 },
        ],
      },
      [ctx('1', '1', '1'), ctx('1', '1', '1'), ctx('1', '1', '1')],
    ]);
    expect(perpMarketFacts(markets)).toEqual({ marketCount: 2, maxLeverage: 40 });
    expect(perpMarketFacts([])).toEqual({ marketCount: 0, maxLeverage: 0 });
  });
});
