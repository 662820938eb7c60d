/** The perpetual trading screen (part of the entry: the landing screen paints with it). */
export { default as TradingScreen } from './TradingScreen';
