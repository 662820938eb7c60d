import '../../ui/test-polyfills';
import { SWAP_CONNECT_LABEL, swapPanelState } from '@pluto/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SwapPanel } from './SwapPanel';
import { spotPairRow } from './spot-test-fixtures';
import { type SwapPanelModel, swapTokens } from './use-swap-panel';

const pair = spotPairRow();

function model(overrides: Partial<SwapPanelModel> = {}): SwapPanelModel {
  const facts = {
    connected: true,
    hasPair: true,
    side: 'buy' as const,
    baseSymbol: 'PEPE',
    paySymbol: 'BNB',
    amount: 10n ** 18n,
    balance: 5n * 10n ** 18n,
    needsApproval: false,
    hasQuote: true,
    progress: undefined,
  };
  return {
    pair,
    side: 'buy',
    chooseSide: vi.fn(),
    amount: '1',
    setAmount: vi.fn(),
    slippage: 0.5,
    setSlippage: vi.fn(),
    tokens: swapTokens(pair, 'buy'),
    balance: '5',
    balanceLoading: false,
    quote: {
      amountOut: '250000',
      rate: 250_000,
      impactPercent: 0.4,
      impactLevel: 'normal',
      minimumReceived: '248750',
      fee: '0.01',
      route: 'BNB → WBNB → PEPE',
    },
    quoteLoading: false,
    quoteError: undefined,
    impactAccepted: false,
    setImpactAccepted: vi.fn(),
    state: swapPanelState(facts),
    receipt: undefined,
    approve: vi.fn(async () => undefined),
    swap: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('SwapPanel', () => {
  it('shows the quote details and swaps from the ready state', () => {
    const ready = model();
    render(<SwapPanel model={ready} onConnect={vi.fn()} />);
    screen.getByText('1 BNB = 250,000 PEPE');
    screen.getByText('248,750 PEPE');
    screen.getByText('0.40%');
    screen.getByText('BNB → WBNB → PEPE');
    fireEvent.click(screen.getByRole('button', { name: 'Buy PEPE' }));
    expect(ready.swap).toHaveBeenCalledOnce();
  });

  it('leaves the route line out when the quote has no route', () => {
    const ready = model();
    render(
      <SwapPanel
        model={{ ...ready, quote: ready.quote && { ...ready.quote, route: undefined } }}
        onConnect={vi.fn()}
      />,
    );
    expect(screen.queryByText('Route')).toBeNull();
    screen.getByText('248,750 PEPE');
  });

  it('asks to connect without a wallet', () => {
    const onConnect = vi.fn();
    render(
      <SwapPanel
        model={model({ state: { kind: 'noWallet', label: SWAP_CONNECT_LABEL, disabled: false } })}
        onConnect={onConnect}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet to Swap' }));
    expect(onConnect).toHaveBeenCalledOnce();
  });

  it('warns above 5 % slippage', () => {
    const { rerender } = render(<SwapPanel model={model()} onConnect={vi.fn()} />);
    expect(screen.queryByText(/High slippage/)).toBeNull();
    rerender(<SwapPanel model={model({ slippage: 7 })} onConnect={vi.fn()} />);
    screen.getByText(/High slippage/);
  });

  it('holds a swap above 10 % price impact until the impact is accepted', () => {
    const quote = {
      ...model().quote,
      impactPercent: 12.5,
      impactLevel: 'confirm',
    } as SwapPanelModel['quote'];
    const { rerender } = render(<SwapPanel model={model({ quote })} onConnect={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Buy PEPE' })).toHaveProperty('disabled', true);
    screen.getByText('I accept a price impact of 12.50%');
    rerender(<SwapPanel model={model({ quote, impactAccepted: true })} onConnect={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Buy PEPE' })).toHaveProperty('disabled', false);
  });
});
