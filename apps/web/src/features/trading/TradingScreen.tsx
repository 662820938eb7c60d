import { cn } from '../../ui';
import { TradingScreenDesktop } from './TradingScreenDesktop';
import { TradingScreenMobile } from './TradingScreenMobile';
import { tradingParts } from './trading-parts';
import { useMediaQuery } from './use-media-query';
import { useTradingScreen } from './use-trading-screen';

/**
 * Seed 000 §2 trading screen for /perpetual, /trading?symbol=X and /trade: one script, a desktop and a
 * mobile layout over the same widgets. The market data paints at once; each widget that reads the
 * account holds its place until the wallet layer knows the account.
 */
export default function TradingScreen() {
  const screen = useTradingScreen();
  const desktop = useMediaQuery('(min-width: 1024px)');
  const parts = tradingParts(screen);
  return (
    <div className={cn('flex flex-col gap-1 p-1', !desktop && 'pb-16')}>
      <h1 className="sr-only">Perpetual Trading</h1>
      {desktop ? (
        <TradingScreenDesktop parts={parts} />
      ) : (
        <TradingScreenMobile screen={screen} parts={parts} />
      )}
    </div>
  );
}
