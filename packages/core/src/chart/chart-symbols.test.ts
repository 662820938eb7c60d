import { describe, expect, it } from 'vitest';
import { type ChartSymbol, chartSymbolLabel, searchChartSymbols } from './chart-symbols';

const symbols: ChartSymbol[] = [
  { ticker: 'BTC', name: 'Bitcoin' },
  { ticker: 'WBTC', name: 'Wrapped Bitcoin' },
  { ticker: 'ETH', name: 'Ethereum' },
  { ticker: 'SOL', name: 'Solana' },
  { ticker: 'kBONK', name: 'Bonk', shortName: 'BONK' },
  { ticker: 'ETHFI' },
];
const tickers = (found: ChartSymbol[]) => found.map((symbol) => symbol.ticker);

describe('chart symbols', () => {
  it('labels a symbol by its short name, else its name, else its ticker', () => {
    expect(chartSymbolLabel({ ticker: 'kBONK', name: 'Bonk', shortName: 'BONK' })).toBe('BONK');
    expect(chartSymbolLabel({ ticker: 'ETH', name: 'Ethereum' })).toBe('Ethereum');
    expect(chartSymbolLabel({ ticker: 'ETH', name: '', shortName: '' })).toBe('ETH');
  });

  it('lists every symbol in the source order for a blank search', () => {
    expect(tickers(searchChartSymbols(symbols, '  '))).toEqual([
      'BTC',
      'WBTC',
      'ETH',
      'SOL',
      'kBONK',
      'ETHFI',
    ]);
  });

  it('matches code and name without case, the exact code first, then code starts, code parts, names', () => {
    expect(tickers(searchChartSymbols(symbols, 'eth'))).toEqual(['ETH', 'ETHFI']);
    expect(tickers(searchChartSymbols(symbols, 'btc'))).toEqual(['BTC', 'WBTC']);
    expect(tickers(searchChartSymbols(symbols, 'bitcoin'))).toEqual(['BTC', 'WBTC']);
    expect(tickers(searchChartSymbols(symbols, 'coin'))).toEqual(['BTC', 'WBTC']);
    expect(tickers(searchChartSymbols(symbols, 'bonk'))).toEqual(['kBONK']);
    expect(tickers(searchChartSymbols(symbols, 'sola '))).toEqual(['SOL']);
    expect(searchChartSymbols(symbols, 'doge')).toEqual([]);
  });
});
