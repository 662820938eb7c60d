import type { ReactNode } from 'react';
import { Skeleton } from '../../ui';
import { AccountPanels, AccountSummary } from '../account';
import { PerpetualChart } from '../chart';
import { MarketActivity } from './MarketActivity';
import { MarketHeader } from './MarketHeader';
import { MarketPicker } from './MarketPicker';
import { OrderEntry } from './OrderEntry';
import { sizeDecimalsOf } from './use-trading-market';
import type { TradingScreenModel } from './use-trading-screen';

export interface TradingParts {
  picker: ReactNode;
  header: ReactNode;
  chart: ReactNode;
  book: ReactNode;
  orderEntry: ReactNode;
  accountSummary: ReactNode;
  accountPanels: ReactNode;
}

/**
 * The widgets both layouts place, each holding its space with a skeleton until it is revealed. With
 * `fillHeight` the chart and the account panels fill the box the layout gives them.
 */
export function tradingParts(screen: TradingScreenModel, { fillHeight = false } = {}): TradingParts {
  const { coin, market, shows } = screen;
  return {
    picker: (
      <MarketPicker
        coin={coin}
        market={market}
        markets={screen.markets}
        loading={screen.marketsLoading}
        error={screen.marketsError}
        onSelect={screen.selectCoin}
      />
    ),
    header: <MarketHeader market={market} error={screen.marketsError} />,
    chart: (
      <PerpetualChart
        coin={coin}
        price={market?.price}
        szDecimals={sizeDecimalsOf(market)}
        load={shows.chart}
        fill={fillHeight}
        onSymbolChange={screen.selectCoin}
      />
    ),
    book: (
      <MarketActivity
        coin={coin}
        price={market?.price}
        szDecimals={sizeDecimalsOf(market)}
        className="h-full"
      />
    ),
    orderEntry: shows.orderEntry ? (
      <OrderEntry coin={coin} market={market} />
    ) : (
      <Skeleton className="m-2 h-[27rem]" />
    ),
    accountSummary: shows.account ? <AccountSummary /> : <Skeleton className="m-2 h-48" />,
    accountPanels: shows.account ? (
      <AccountPanels onSelectCoin={screen.selectCoin} className={fillHeight ? 'h-full' : undefined} />
    ) : (
      <Skeleton className="m-2 h-60" />
    ),
  };
}
