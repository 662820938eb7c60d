import { describe, expect, it } from 'vitest';
import {
  ARBITRUM_CHAIN_ID,
  BSC_CHAIN_ID,
  explorerAddressUrl,
  explorerTxUrl,
  getChainById,
  getChainByShortName,
  SPOT_CHAINS,
  SUPPORTED_CHAINS,
} from './chains';

describe('SUPPORTED_CHAINS', () => {
  it('lists the seven chains in chain-id order', () => {
    expect(SUPPORTED_CHAINS.map((chain) => [chain.chainId, chain.name, chain.shortName])).toEqual([
      [1, 'Ethereum', 'eth'],
      [10, 'Optimism', 'op'],
      [56, 'BSC', 'bsc'],
      [137, 'Polygon', 'polygon'],
      [8453, 'Base', 'base'],
      [42161, 'Arbitrum', 'arb'],
      [43114, 'Avalanche', 'avax'],
    ]);
  });

  it('carries the provider ids, native symbols and explorers', () => {
    expect(SUPPORTED_CHAINS.map((chain) => chain.geckoTerminalId)).toEqual([
      'eth',
      'optimism',
      'bsc',
      'polygon_pos',
      'base',
      'arbitrum',
      'avax',
    ]);
    expect(SUPPORTED_CHAINS.map((chain) => chain.birdeyeChainId)).toEqual([
      'ethereum',
      'optimism',
      'bsc',
      'polygon',
      'base',
      'arbitrum',
      'avalanche',
    ]);
    expect(SUPPORTED_CHAINS.map((chain) => chain.nativeCurrency.symbol)).toEqual([
      'ETH',
      'ETH',
      'BNB',
      'POL',
      'ETH',
      'ETH',
      'AVAX',
    ]);
    expect(SUPPORTED_CHAINS.map((chain) => chain.explorerUrl)).toEqual([
      'https://etherscan.io',
      'https://optimistic.etherscan.io',
      'https://bscscan.com',
      'https://polygonscan.com',
      'https://basescan.org',
      'https://arbiscan.io',
      'https://snowtrace.io',
    ]);
    for (const chain of SUPPORTED_CHAINS) {
      expect(chain.oneInchSupported).toBe(true);
      expect(chain.nativeCurrency.decimals).toBe(18);
    }
  });

  it('has unique ids and short names', () => {
    expect(new Set(SUPPORTED_CHAINS.map((chain) => chain.chainId)).size).toBe(7);
    expect(new Set(SUPPORTED_CHAINS.map((chain) => chain.shortName)).size).toBe(7);
  });
});

describe('chain lookups', () => {
  it('finds chains by id', () => {
    expect(getChainById(ARBITRUM_CHAIN_ID)?.name).toBe('Arbitrum');
    expect(getChainById(BSC_CHAIN_ID)?.nativeCurrency.symbol).toBe('BNB');
    expect(getChainById(0)).toBeUndefined();
    expect(getChainById(Number.NaN)).toBeUndefined();
    expect(getChainById(-1)).toBeUndefined();
  });

  it('finds chains by short name regardless of case', () => {
    expect(getChainByShortName('arb')?.chainId).toBe(42161);
    expect(getChainByShortName('ARB')?.chainId).toBe(42161);
    expect(getChainByShortName('Polygon')?.chainId).toBe(137);
    expect(getChainByShortName('arbitrum')).toBeUndefined();
    expect(getChainByShortName('')).toBeUndefined();
  });
});

describe('explorer links', () => {
  it('builds transaction and address links on the chain explorer', () => {
    expect(explorerTxUrl(42161, '0xabc')).toBe('https://arbiscan.io/tx/0xabc');
    expect(explorerTxUrl(10, '0xdef')).toBe('https://optimistic.etherscan.io/tx/0xdef');
    expect(explorerAddressUrl(56, '0x1234')).toBe('https://bscscan.com/address/0x1234');
    expect(explorerAddressUrl(43114, '0x1234')).toBe('https://snowtrace.io/address/0x1234');
  });

  it('returns undefined for unknown chains', () => {
    expect(explorerTxUrl(999, '0xabc')).toBeUndefined();
    expect(explorerAddressUrl(999, '0x1234')).toBeUndefined();
  });
});

describe('SPOT_CHAINS', () => {
  it('are the five default spot chains of the catalogue, in its order', () => {
    expect(SPOT_CHAINS.map((chain) => chain.name)).toEqual([
      'Ethereum',
      'BSC',
      'Polygon',
      'Base',
      'Arbitrum',
    ]);
  });
});
