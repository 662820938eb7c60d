import { describe, expect, it } from 'vitest';
import { SWAP_ERRORS } from './swap';
import {
  clampSwapSlippage,
  formatBaseUnits,
  isHighSlippage,
  parseTokenAmount,
  priceImpactLevel,
  priceImpactPercent,
  type SwapPanelFacts,
  shouldRequestQuote,
  swapErrorMessage,
  swapPanelState,
  swapRouteText,
} from './swap-panel';

describe('quote gating (seed 002 §5)', () => {
  it('asks for no quote when the amount is empty, zero, malformed or below 0.001', () => {
    for (const amount of ['', ' ', '0', '0.0', '.', '0.0009', 'abc', '1e3', '-1', '1.2.3']) {
      expect(shouldRequestQuote(amount), amount).toBe(false);
    }
  });

  it('asks for a quote from 0.001 on', () => {
    for (const amount of ['0.001', '.5', '1', '12.', '1000000']) {
      expect(shouldRequestQuote(amount), amount).toBe(true);
    }
  });
});

describe('token amounts', () => {
  it('parses decimals into base units, cutting extra digits', () => {
    expect(parseTokenAmount('1.5', 18)).toBe(15n * 10n ** 17n);
    expect(parseTokenAmount('.25', 6)).toBe(250_000n);
    expect(parseTokenAmount('0.1234567', 6)).toBe(123_456n);
    expect(parseTokenAmount('7', 0)).toBe(7n);
    expect(parseTokenAmount('', 18)).toBeNull();
    expect(parseTokenAmount('1,5', 18)).toBeNull();
  });

  it('formats base units back without losing digits', () => {
    expect(formatBaseUnits(15n * 10n ** 17n, 18)).toBe('1.5');
    expect(formatBaseUnits(123_456n, 6)).toBe('0.123456');
    expect(formatBaseUnits(5n, 0)).toBe('5');
    expect(formatBaseUnits(0n, 18)).toBe('0');
  });
});

describe('slippage (seed 002 §2.3, §5)', () => {
  it('warns above 5 %', () => {
    expect(isHighSlippage(5)).toBe(false);
    expect(isHighSlippage(5.01)).toBe(true);
    expect(isHighSlippage(7)).toBe(true);
  });

  it('clamps to 0.1-5 % when swapping', () => {
    expect(clampSwapSlippage(7)).toBe(5);
    expect(clampSwapSlippage(0.01)).toBe(0.1);
    expect(clampSwapSlippage(0)).toBe(0.1);
    expect(clampSwapSlippage(0.5)).toBe(0.5);
    expect(clampSwapSlippage(Number.NaN)).toBe(0.5);
  });
});

describe('price impact (issue 25)', () => {
  it('compares the swap rate with a small reference quote', () => {
    const reference = { amountIn: 1_000n, amountOut: 2_000n };
    expect(priceImpactPercent({ amountIn: 1_000_000n, amountOut: 2_000_000n }, reference)).toBe(0);
    expect(priceImpactPercent({ amountIn: 1_000_000n, amountOut: 1_900_000n }, reference)).toBe(5);
    expect(priceImpactPercent({ amountIn: 0n, amountOut: 0n }, reference)).toBe(0);
  });

  it('warns above 3 % and asks to confirm above 10 %', () => {
    expect(priceImpactLevel(3)).toBe('normal');
    expect(priceImpactLevel(3.1)).toBe('warning');
    expect(priceImpactLevel(10)).toBe('warning');
    expect(priceImpactLevel(10.5)).toBe('confirm');
  });
});

describe('swap panel states (seed 002 §4)', () => {
  const ready: SwapPanelFacts = {
    connected: true,
    hasPair: true,
    side: 'buy',
    baseSymbol: 'PEPE',
    paySymbol: 'BNB',
    amount: 10n,
    balance: 100n,
    needsApproval: false,
    hasQuote: true,
    progress: undefined,
  };

  it('is ready with a quote, the amount covered and no approval needed', () => {
    expect(swapPanelState(ready)).toEqual({ kind: 'ready', label: 'Buy PEPE', disabled: false });
    expect(swapPanelState({ ...ready, side: 'sell', paySymbol: 'PEPE' }).label).toBe('Sell PEPE');
  });

  it('orders the states: progress, wallet, pair, amount, balance, approval, quote', () => {
    expect(swapPanelState({ ...ready, progress: 'confirming', connected: false }).kind).toBe('inProgress');
    expect(swapPanelState({ ...ready, connected: false, hasPair: false })).toEqual({
      kind: 'noWallet',
      label: 'Connect Wallet to Swap',
      disabled: false,
    });
    expect(swapPanelState({ ...ready, hasPair: false, amount: null }).kind).toBe('noPair');
    expect(swapPanelState({ ...ready, amount: 0n }).kind).toBe('enterAmount');
    expect(swapPanelState({ ...ready, amount: 101n, needsApproval: true })).toEqual({
      kind: 'insufficient',
      label: 'Insufficient BNB Balance',
      disabled: true,
    });
    expect(swapPanelState({ ...ready, needsApproval: true, hasQuote: false })).toEqual({
      kind: 'needsApproval',
      label: 'Approve BNB',
      disabled: false,
    });
    expect(swapPanelState({ ...ready, hasQuote: false }).kind).toBe('quoting');
  });

  it('does not call a balance not yet read insufficient', () => {
    expect(swapPanelState({ ...ready, balance: undefined }).kind).toBe('ready');
  });
});

describe('swap error texts (seed 002 §8)', () => {
  it('keeps a catalogue text the server answered, with or without detail after it', () => {
    expect(swapErrorMessage(new Error(SWAP_ERRORS.approvalRequired), 'Swap failed')).toBe(
      SWAP_ERRORS.approvalRequired,
    );
    expect(
      swapErrorMessage(
        new Error('Swap would fail due to price movement. Try increasing slippage to 2%'),
        'Swap failed',
      ),
    ).toBe(SWAP_ERRORS.priceMovement);
  });

  it('falls back for anything else', () => {
    expect(swapErrorMessage(new Error('execution reverted'), 'Approval failed')).toBe('Approval failed');
    expect(swapErrorMessage(undefined, 'Swap failed')).toBe('Swap failed');
  });
});

describe('swap route text (issue 25)', () => {
  const CAKE = '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82';
  const WBNB = '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c';
  const USDT = '0x55d398326f99059fF775485246999027B3197955';

  it('names each hop by the symbol the quote gave, then by a known token, then 6…4', () => {
    expect(
      swapRouteText(
        [{ address: CAKE, symbol: 'CAKE' }, { address: WBNB, symbol: 'WBNB' }, { address: USDT }],
        [{ address: USDT.toLowerCase(), symbol: 'USDT' }],
      ),
    ).toBe('CAKE → WBNB → USDT');
    expect(swapRouteText([{ address: CAKE, symbol: 'CAKE' }, { address: WBNB }])).toBe(
      'CAKE → 0xbb4C...095c',
    );
  });

  it('shows nothing without a route', () => {
    expect(swapRouteText(undefined)).toBeUndefined();
    expect(swapRouteText([{ address: CAKE, symbol: 'CAKE' }])).toBeUndefined();
  });
});
