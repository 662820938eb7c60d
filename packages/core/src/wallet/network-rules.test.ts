import { describe, expect, it } from 'vitest';
import { ARBITRUM_CHAIN_ID, BSC_CHAIN_ID } from '../config/chains';
import {
  canMoveFunds,
  isAutoSwitchPath,
  isSpotPath,
  shouldAutoSwitchToArbitrum,
  shouldOfferArbitrumSwitch,
} from './network-rules';

describe('automatic switch to Arbitrum (seed 000 §4)', () => {
  it('applies on /trading, /positions, /wallet and /trade and below them', () => {
    for (const path of ['/trading', '/positions', '/wallet', '/trade', '/trading/ETH', '/wallet/']) {
      expect(isAutoSwitchPath(path), path).toBe(true);
    }
  });

  it('does not apply elsewhere, nor on any spot path', () => {
    for (const path of ['/', '/perpetual', '/spot', '/spot/bsc/PLUTO', '/trader', '/tradespot', '/fees']) {
      expect(isAutoSwitchPath(path), path).toBe(false);
    }
    expect(isSpotPath('/Spot/ARB')).toBe(true);
  });

  it('switches only a connected wallet that is not on Arbitrum', () => {
    expect(
      shouldAutoSwitchToArbitrum({ pathname: '/trading', isConnected: true, chainId: BSC_CHAIN_ID }),
    ).toBe(true);
    expect(
      shouldAutoSwitchToArbitrum({ pathname: '/trading', isConnected: true, chainId: ARBITRUM_CHAIN_ID }),
    ).toBe(false);
    expect(
      shouldAutoSwitchToArbitrum({ pathname: '/trading', isConnected: false, chainId: BSC_CHAIN_ID }),
    ).toBe(false);
    expect(shouldAutoSwitchToArbitrum({ pathname: '/spot', isConnected: true, chainId: BSC_CHAIN_ID })).toBe(
      false,
    );
  });
});

describe('wallet menu rules (seed 000 §2)', () => {
  it('offers Switch to Arbitrum off Arbitrum, except on spot', () => {
    expect(shouldOfferArbitrumSwitch(BSC_CHAIN_ID, '/perpetual')).toBe(true);
    expect(shouldOfferArbitrumSwitch(ARBITRUM_CHAIN_ID, '/perpetual')).toBe(false);
    expect(shouldOfferArbitrumSwitch(BSC_CHAIN_ID, '/spot/bsc')).toBe(false);
  });

  it('enables Deposit and Withdraw on Arbitrum only', () => {
    expect(canMoveFunds(ARBITRUM_CHAIN_ID)).toBe(true);
    expect(canMoveFunds(BSC_CHAIN_ID)).toBe(false);
    expect(canMoveFunds(undefined)).toBe(false);
  });
});
