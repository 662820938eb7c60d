import { startTransition, useEffect, useState } from 'react';
import { MARKETS_ERROR, useAccount } from '../../data';
import { useTradingMarket } from './use-trading-market';

/** The parts revealed after the market header, in this order (the stage at which each shows). */
const REVEAL = { chart: 1, orderEntry: 2, account: 3 } as const;

/**
 * How many of `stages` parts to show: none until `ready`, then one more per task, each as a
 * transition, so every part's render and commit is a short task of its own after the first paint.
 */
function useRevealStages(ready: boolean, stages: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (!ready || stage >= stages) return;
    const timer = setTimeout(() => startTransition(() => setStage(stage + 1)), 0);
    return () => clearTimeout(timer);
  }, [ready, stage, stages]);
  return stage;
}

/**
 * The trading screen's script (seed 000 §2): the selected market and the list, whether a wallet is
 * connected, and which parts are revealed yet. The market header (its price is the page's largest
 * paint) renders alone once the market list is there; the chart, the order entry, then the account
 * widgets follow one commit each, with their space held, instead of one long task around that paint.
 */
export function useTradingScreen() {
  const { coin, market, markets, selectCoin } = useTradingMarket();
  const connected = useAccount().status === 'connected';
  const revealed = useRevealStages(!markets.isPending, REVEAL.account);
  return {
    coin,
    market,
    markets: markets.data,
    marketsLoading: markets.isLoading,
    marketsError: markets.isError ? MARKETS_ERROR : undefined,
    selectCoin,
    connected,
    shows: {
      chart: revealed >= REVEAL.chart,
      orderEntry: revealed >= REVEAL.orderEntry,
      account: revealed >= REVEAL.account,
    },
  };
}

export type TradingScreenModel = ReturnType<typeof useTradingScreen>;
