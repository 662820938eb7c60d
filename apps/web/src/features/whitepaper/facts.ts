import {
  BUILDER_FEE_CAP_RATE,
  FEE_SCHEDULE,
  getChainById,
  ORDER_KINDS,
  type OrderKind,
  type PerpMarketFacts,
  SPOT_CHAINS,
  type SupportedChain,
  swapFees,
  TIMES_IN_FORCE,
  type TimeInForce,
  type TpslKind,
  TREASURY_MIN_HOLDING_USD,
  TREASURY_POOL_SHARE,
  TREASURY_TOKEN,
  TREASURY_TOP_HOLDERS,
  tradeFees,
} from '@pluto/core';

/**
 * Every figure of the whitepaper that the product also knows, filled in from the one place the
 * product keeps it (issue 29): the exchange's market list, core's fee schedule, chain catalogue,
 * treasury rules and order rules. Formatted for the reader's locale through `Intl`.
 */
export interface FactSources {
  markets: PerpMarketFacts;
  fees: typeof FEE_SCHEDULE;
  builderCapRate: number;
  spotChains: readonly SupportedChain[];
  orderKinds: readonly OrderKind[];
  tpslKinds: readonly TpslKind[];
  timesInForce: readonly TimeInForce[];
  treasury: { poolShare: number; minHoldingUsd: number; topHolders: number };
  /** The year of the copyright line. */
  year: number;
}

/** The product's own sources; only the market list comes from the exchange at request time. */
export function productFactSources(markets: PerpMarketFacts, now = new Date()): FactSources {
  return {
    markets,
    fees: FEE_SCHEDULE,
    builderCapRate: BUILDER_FEE_CAP_RATE,
    spotChains: SPOT_CHAINS,
    orderKinds: ORDER_KINDS,
    tpslKinds: ['tp', 'sl'],
    timesInForce: TIMES_IN_FORCE,
    treasury: {
      poolShare: TREASURY_POOL_SHARE,
      minHoldingUsd: TREASURY_MIN_HOLDING_USD,
      topHolders: TREASURY_TOP_HOLDERS,
    },
    year: now.getUTCFullYear(),
  };
}

/** The worked examples' amounts (issue 24: a $10,000 perp taker trade), not product facts. */
export const PERP_EXAMPLE_NOTIONAL = 10_000;
export const SPOT_EXAMPLE_AMOUNT = 1_000;

/** The whitepaper's date: Version 1.0, October 2025 (seed 002 §9). */
export const WHITEPAPER_DATE = Date.UTC(2025, 9, 1);

export type Translate = (key: string) => string;
export type WhitepaperFacts = Record<string, string>;

/** Left-to-right isolate: keeps "$PLUTO" whole inside right-to-left text. */
const leftToRight = (text: string) => `\u2066${text}\u2069`;

/**
 * The interpolation values of every catalogue text, in `locale` and its writing `direction`;
 * `translate` names the order types.
 */
export function whitepaperFacts(
  locale: string,
  translate: Translate,
  sources: FactSources,
  direction: 'ltr' | 'rtl' = 'ltr',
): WhitepaperFacts {
  const token = `$${TREASURY_TOKEN.symbol}`;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 });
  const usd = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  const and = new Intl.ListFormat(locale, { type: 'conjunction' });
  const or = new Intl.ListFormat(locale, { type: 'disjunction' });
  const { perp, spot } = sources.fees;
  const taker = tradeFees(PERP_EXAMPLE_NOTIONAL, 'taker', perp);
  const maker = tradeFees(PERP_EXAMPLE_NOTIONAL, 'maker', perp);
  const swap = swapFees(SPOT_EXAMPLE_AMOUNT, spot);
  return {
    marketCount: number.format(sources.markets.marketCount),
    maxLeverage: number.format(sources.markets.maxLeverage),
    spotChains: and.format(sources.spotChains.map((chain) => chain.name)),
    spotChainCount: number.format(sources.spotChains.length),
    orderTypes: and.format(sources.orderKinds.map((kind) => translate(`orderKind.${kind}`))),
    tpslKinds: or.format(sources.tpslKinds.map((kind) => translate(`tpslKind.${kind}`))),
    timesInForce: and.format(sources.timesInForce.map((tif) => translate(`timeInForce.${tif}`))),
    makerFee: percent.format(perp.makerRate),
    takerFee: percent.format(perp.takerRate),
    builderFee: percent.format(perp.builderRate),
    spotFee: percent.format(spot.platformRate),
    builderCap: percent.format(sources.builderCapRate),
    exampleNotional: usd(PERP_EXAMPLE_NOTIONAL, 0),
    exampleExchangeFee: usd(taker.exchangeFee, 2),
    exampleBuilderFee: usd(taker.builderFee, 2),
    exampleTotal: usd(taker.total, 2),
    exampleTotalRate: percent.format(taker.totalRate),
    exampleMakerTotal: usd(maker.total, 2),
    spotExampleAmount: usd(SPOT_EXAMPLE_AMOUNT, 0),
    spotExampleFee: usd(swap.platformFee, 2),
    poolShare: percent.format(sources.treasury.poolShare),
    minHolding: usd(sources.treasury.minHoldingUsd, 0),
    topHolders: number.format(sources.treasury.topHolders),
    token: direction === 'rtl' ? leftToRight(token) : token,
    tokenChain: getChainById(TREASURY_TOKEN.chainId)?.name ?? '',
    year: String(sources.year),
    date: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      WHITEPAPER_DATE,
    ),
  };
}
