/** The perpetual trading screen (part of the entry: the landing screen paints with it). */

/** What the portfolio page shares with the trading screen: the market logo, leverage and margin mode. */
export { CoinLogo } from './CoinLogo';
export { LeverageDialog, MarginModeDialog } from './lazy-dialogs';
export { default as TradingScreen } from './TradingScreen';
export { useUpdateLeverage } from './use-leverage-action';
