import { findPerpMarket, type PerpMarketSummary } from '@pluto/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { usePerpMarkets } from '../../data';

export const DEFAULT_SYMBOL = 'BTC';

/** The market's size decimals; 3 until the exchange has listed it. */
export const sizeDecimalsOf = (market: PerpMarketSummary | undefined): number => market?.szDecimals ?? 3;

/** The selected market: `?symbol=` (default BTC), resolved against the exchange's list. */
export function useTradingMarket() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('symbol')?.trim() || DEFAULT_SYMBOL;
  const markets = usePerpMarkets();
  const market: PerpMarketSummary | undefined = markets.data
    ? findPerpMarket(markets.data, requested)
    : undefined;
  const coin = market?.coin ?? requested;
  const selectCoin = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('symbol', next);
          return updated;
        },
        { replace: false },
      ),
    [setParams],
  );
  return { coin, market, markets, selectCoin };
}
