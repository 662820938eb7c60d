import '../../ui/test-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireOpenOrder } from '../../data/testing';
import { AccountPanels } from './AccountPanels';
import { type FunctionCall, renderWidget, stubExchange } from './test-utils';

const wirePosition = (coin: string, szi: string, unrealizedPnl: string) => ({
  position: {
    coin,
    szi,
    leverage: { type: 'cross', value: 10 },
    entryPx: '3000',
    positionValue: '3827.16',
    unrealizedPnl,
    returnOnEquity: '0.333',
    liquidationPx: '2750.5',
    marginUsed: '382.7',
    cumFunding: { allTime: '1.2' },
  },
});

const clearinghouse = (accountValue: string, assetPositions: unknown[]) => ({
  assetPositions,
  marginSummary: { accountValue, totalNtlPos: '0', totalRawUsd: accountValue, totalMarginUsed: '0' },
  crossMaintenanceMarginUsed: '0',
  withdrawable: '600',
  time: 1,
});

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const TWO_POSITIONS = [wirePosition('ETH', '1.234567', '123.45'), wirePosition('SOL', '-2', '-5')];

const closes = (calls: FunctionCall[]) =>
  calls.filter((c) => c.name === 'market-close').map((c) => c.body.symbol);
const cancels = (calls: FunctionCall[]) =>
  calls.filter((c) => c.name === 'cancel-order').map((c) => c.body.orderId);

describe('AccountPanels', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts balances and positions and lists positions with close and close-all', async () => {
    const user = userEvent.setup();
    const calls = stubExchange({
      info: {
        clearinghouseState: () => clearinghouse('1000', TWO_POSITIONS),
        userFees: () => ({ userAddRate: '0.00015', userCrossRate: '0.00045' }),
      },
    });
    renderWidget(<AccountPanels />);
    const tabs = screen.getByRole('tablist', { name: 'Account panels' });
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: /Positions/ }).textContent).toBe('Positions2'),
    );
    expect(within(tabs).getByRole('tab', { name: /Balances/ }).textContent).toBe('Balances1');
    screen.getByText('1.23457');
    screen.getByText('+$123.45 (33.30%)');
    expect(screen.getAllByText('$2,750.50')).toHaveLength(2);
    // Close asks first, for the position of its row.
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Close Position' });
    within(dialog).getByText(/Close your long of 1\.23457 ETH with a market order/);
    // $3,827.16 at the user's taker 0.045 % ($1.72) + the builder's 0.1 % ($3.83).
    await within(dialog).findByText('Estimated fees $5.55 (exchange $1.72 + builder $3.83).');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(closes(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close All' }));
    await waitFor(() => expect(closes(calls)).toEqual(['ETH', 'SOL']));
  });

  it("shows the exchange's liquidation price, or the form's estimate marked as such, never N/A (issue 20)", async () => {
    const unreported = { position: { ...wirePosition('ETH', '1', '0').position, liquidationPx: null } };
    stubExchange({ info: { clearinghouseState: () => clearinghouse('1000', [unreported]) } });
    renderWidget(<AccountPanels />);
    // 10x long from 3,000: 3,000 × (1 − 1/10 + 0.5 %).
    const estimate = await screen.findByTitle(/^Estimated from the entry price and leverage/);
    expect(estimate.textContent).toBe('≈$2,715.00 (est.)');
    expect(screen.queryByText('N/A')).toBeNull();
  });

  it('cancels open orders, one showing Cancelling...', async () => {
    const user = userEvent.setup();
    const never = new Promise<never>(() => undefined);
    const calls = stubExchange({
      info: {
        clearinghouseState: () => clearinghouse('1000', TWO_POSITIONS),
        frontendOpenOrders: () => [wireOpenOrder(1), wireOpenOrder(2)],
      },
      // Order 2's cancel is still on its way.
      answer: (call) =>
        call.body.orderId === 2 ? never : { success: true, error: null, data: { statuses: ['success'] } },
    });
    renderWidget(<AccountPanels />);
    await user.click(screen.getByRole('tab', { name: /Open Orders/ }));
    const [, second] = await screen.findAllByRole('button', { name: 'Cancel' });
    await user.click(second as HTMLElement);
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancels(calls)).toEqual([2, 1]);
    await user.click(screen.getByRole('button', { name: 'Cancel All' }));
    await waitFor(() => expect(cancels(calls)).toEqual([2, 1, 2]));
  });

  it("opens a coin's perpetual market on a click when the page does not say otherwise", async () => {
    const user = userEvent.setup();
    stubExchange({ info: { clearinghouseState: () => clearinghouse('1000', TWO_POSITIONS) } });
    renderWidget(
      <Routes>
        <Route path="/" element={<AccountPanels />} />
        <Route path="/perpetual" element={<LocationProbe />} />
      </Routes>,
    );
    await user.click(await screen.findByRole('button', { name: 'SOL' }));
    expect(screen.getByTestId('location').textContent).toBe('/perpetual?symbol=SOL');
  });

  it('hides small balances and shows empty states', async () => {
    const user = userEvent.setup();
    stubExchange({ info: { clearinghouseState: () => clearinghouse('0.5', TWO_POSITIONS) } });
    renderWidget(<AccountPanels />);
    await user.click(screen.getByRole('tab', { name: /Balances/ }));
    await screen.findByText('USDC');
    await user.click(screen.getByRole('switch', { name: 'Hide Small Balances' }));
    screen.getByText('No balances');
    await user.click(screen.getByRole('tab', { name: /Trade History/ }));
    await screen.findByText('No trades yet');
  });
});
