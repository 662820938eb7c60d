/** The perpetual trading screen (part of the entry: the landing screen paints with it). */

/** Market pieces other market views show the same way (the markets list). */
export { CoinLogo } from './CoinLogo';
export { changeTone } from './MarketPicker';
export { default as TradingScreen } from './TradingScreen';
export { priceFlashClass, usePriceFlash } from './use-price-flash';
