/** The perpetual trading screen (part of the entry: the landing screen paints with it). */

/**
 * What other market views share with the trading screen: the market logo, the change colour and the
 * price flash (the markets list), leverage and margin mode (the portfolio page).
 */
export { CoinLogo } from './CoinLogo';
export { LeverageDialog, MarginModeDialog } from './lazy-dialogs';
export { changeTone } from './MarketPicker';
export { default as TradingScreen } from './TradingScreen';
export { useUpdateLeverage } from './use-leverage-action';
export { priceFlashClass, usePriceFlash } from './use-price-flash';
