import { formatFixed, formatLargeNumber } from '../format/format';

type MaybeNumber = number | null | undefined;

const positive = (value: MaybeNumber): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** Seed 002 §5: buy/sell shows 'No data' when there is no 24 h volume on either side. */
export const NO_BUY_SELL_DATA = 'No data';

/**
 * The 24 h buy/sell ratio as two percentages with one decimal (seed 002 §9), e.g. '62.5%' / '37.5%',
 * or undefined when neither side traded ('No data').
 */
export function buySellRatio(
  buyVolumeUsd: MaybeNumber,
  sellVolumeUsd: MaybeNumber,
): { buy: string; sell: string } | undefined {
  const buy = positive(buyVolumeUsd);
  const sell = positive(sellVolumeUsd);
  const total = buy + sell;
  if (total === 0) return undefined;
  const buyShare = (buy / total) * 100;
  const buyText = formatFixed(buyShare, 1);
  // The sell share is what the rounded buy share leaves, so the two always add up to 100.0 %.
  return { buy: `${buyText}%`, sell: `${formatFixed(100 - Number(buyText), 1)}%` };
}

/** A USD figure of the stats (volume, market cap): K/M/B with 2 decimals and '$'; missing is '$0'. */
export function formatSpotUsd(value: MaybeNumber): string {
  const amount = positive(value);
  return amount === 0 ? '$0' : formatLargeNumber(amount, { currency: true });
}

/** Holders and supplies: K/M/B with 2 decimals, no '$' (seed 002 §9); below 1000 a whole number. */
export function formatSpotCount(value: MaybeNumber): string {
  const amount = positive(value);
  return amount < 1_000 ? formatFixed(Math.floor(amount), 0) : formatLargeNumber(amount);
}

/** A wallet balance in the swap panel: 4 decimals (seed 002 §9). */
export const SPOT_BALANCE_DECIMALS = 4;

export function formatTokenBalance(value: MaybeNumber): string {
  return formatFixed(value ?? 0, SPOT_BALANCE_DECIMALS);
}
