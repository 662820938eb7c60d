import { useMediaQuery } from '../../lib/use-media-query';
import { cn } from '../../ui';
import { TradingScreenDesktop } from './TradingScreenDesktop';
import { TradingScreenMobile } from './TradingScreenMobile';
import { tradingParts } from './trading-parts';
import { useTradingScreen } from './use-trading-screen';

/**
 * On a desktop the screen is exactly the viewport under the shell's sticky header (h-12 + its 1 px
 * border) and above its footer (h-10 + 1 px), so the page never scrolls; below 40 rem of height the
 * widgets would be crushed, and the page scrolls instead.
 */
const FIT_VIEWPORT = 'h-[calc(100dvh-5.5rem-2px)] min-h-[40rem]';

/**
 * Seed 000 §2 trading screen for /perpetual, /trading?symbol=X and /trade: one script, a desktop and a
 * mobile layout over the same widgets. The market data paints at once; each widget that reads the
 * account holds its place until the wallet layer knows the account.
 */
export default function TradingScreen() {
  const screen = useTradingScreen();
  const desktop = useMediaQuery('(min-width: 1024px)');
  const parts = tradingParts(screen, { fillHeight: desktop });
  return (
    <div className={cn('flex flex-col gap-1 p-1', desktop ? FIT_VIEWPORT : 'pb-16')}>
      <h1 className="sr-only">Perpetual Trading</h1>
      {desktop ? (
        <TradingScreenDesktop parts={parts} />
      ) : (
        <TradingScreenMobile screen={screen} parts={parts} />
      )}
    </div>
  );
}
