import '../../ui/test-polyfills';
import { toTradingPositions } from '@pluto/core';
import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordToasts } from '../../lib/testing/toasts';
import { TradeResultDialog } from './PositionDialogs';
import { AccountProviders } from './test-utils';
import { usePositionActions } from './use-position-actions';

const [position] = toTradingPositions({
  assetPositions: [
    {
      position: {
        coin: 'BTC',
        szi: '0.001',
        leverage: { type: 'isolated', value: 10 },
        entryPx: '113113',
        // The mark the position shows: not where the close fills.
        positionValue: '113',
        unrealizedPnl: '-0.113',
        returnOnEquity: '-0.01',
        liquidationPx: null,
        marginUsed: '11.3',
        cumFunding: { allTime: '0' },
      },
    },
  ],
  marginSummary: { accountValue: '1000', totalNtlPos: '113', totalRawUsd: '887', totalMarginUsed: '11.3' },
  crossMaintenanceMarginUsed: '0',
  withdrawable: '988',
});

function closeAnswering(answer: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer)));
  vi.stubGlobal('fetch', fetchMock);
  const { result } = renderHook(() => usePositionActions(), { wrapper: AccountProviders });
  return { actions: result.current, fetchMock };
}

describe('closing a position', () => {
  const toasts = recordToasts();
  afterEach(() => vi.unstubAllGlobals());

  it('reports the trade at the closing fill, not at the mark the row showed', async () => {
    if (!position) throw new Error('no position');
    const { actions, fetchMock } = closeAnswering({
      success: true,
      error: null,
      data: { statuses: [{ filled: { totalSz: '0.001', avgPx: '112887.0', oid: 9 } }] },
    });
    const trade = await actions.close(position);
    expect(fetchMock).toHaveBeenCalledWith(
      '/functions/market-close',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(trade).toMatchObject({
      coin: 'BTC',
      side: 'long',
      leverage: 10,
      entryPrice: 113113,
      exitPrice: 112887,
    });
    if (!trade) throw new Error('no trade');
    expect(trade.pnl).toBeCloseTo(-0.226, 10);

    render(<TradeResultDialog result={trade} onOpenChange={vi.fn()} />, { wrapper: AccountProviders });
    const dialog = screen.getByRole('dialog', { name: 'BTC Long 10x closed' });
    const figures = [...dialog.querySelectorAll('dd')].map((dd) => dd.textContent);
    // The closing fees at the default taker 0.05 % + builder 0.1 % of $112.887, then PnL after them.
    expect(figures).toEqual([
      '$113,113.00',
      '$112,887.00',
      '0.00100 BTC',
      '-$0.226',
      '-$0.1693',
      '-$0.3953',
      '-3.50%',
    ]);
  });

  it('answers false and says why when the close is refused', async () => {
    if (!position) throw new Error('no position');
    const { actions } = closeAnswering({ success: false, error: 'No open position for BTC', data: null });
    expect(await actions.close(position)).toBe(false);
    expect(toasts.last()).toMatchObject({ title: 'Close Position Failed', variant: 'destructive' });
  });
});
