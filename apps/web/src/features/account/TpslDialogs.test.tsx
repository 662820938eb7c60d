import '../../ui/test-polyfills';
import { toTradingPositions } from '@pluto/core';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../data/testing';
import { recordToasts } from '../../lib/testing/toasts';
import { PositionsTable } from './PositionsTable';
import { PositionTpslDialog } from './TpslDialogs';
import { type FunctionCall, renderWidget, stubExchange, TEST_USER } from './test-utils';

/** A 10x long of 0.5 BTC from 100,000, marked at 101,000. */
const wirePosition = {
  position: {
    coin: 'BTC',
    szi: '0.5',
    leverage: { type: 'cross' as const, value: 10 },
    entryPx: '100000',
    positionValue: '50500',
    unrealizedPnl: '500',
    returnOnEquity: '0.1',
    liquidationPx: '91000',
    marginUsed: '5050',
    cumFunding: { allTime: '0' },
  },
};
const clearinghouse = {
  assetPositions: [wirePosition],
  marginSummary: { accountValue: '10000', totalNtlPos: '50500', totalRawUsd: '0', totalMarginUsed: '5050' },
  crossMaintenanceMarginUsed: '0',
  withdrawable: '4000',
  time: 1,
};
/** Reduce-only sells around the entry: the take profit above it, the stop loss below it (seed 000 §3). */
const trigger = (oid: number, triggerPx: string, orderType: string) => ({
  coin: 'BTC',
  side: 'A',
  limitPx: triggerPx,
  sz: '0.5',
  oid,
  timestamp: oid,
  origSz: '0.5',
  reduceOnly: true,
  isTrigger: true,
  triggerPx,
  orderType,
  triggerCondition: 'Price above',
});
const openOrders = [trigger(1, '120000', 'Take Profit Market'), trigger(2, '95000', 'Stop Market')];

const setTpslCalls = (calls: FunctionCall[]) => calls.filter((c) => c.name === 'set-tpsl').map((c) => c.body);

/** A query cache where the user's trading agent is approved (the approval flow itself is tested apart). */
function approvedAgentCache(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.agentApproval(TEST_USER), { approved: true, agentAddress: '0xa' });
  return queryClient;
}

function stub(orders: unknown[] = openOrders) {
  return stubExchange({
    info: { clearinghouseState: () => clearinghouse, frontendOpenOrders: () => orders },
    answer: () => ({ success: true, error: null, data: { takeProfit: 'modified', stopLoss: 'unchanged' } }),
  });
}

async function openEditDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit TP/SL' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Edit TP/SL BTC' }) };
}

describe('the positions table TP/SL column and the Edit TP/SL dialog', () => {
  const toasts = recordToasts();
  afterEach(() => vi.unstubAllGlobals());

  it("shows each position's TP and SL inferred from its reduce-only orders", async () => {
    stub();
    renderWidget(<PositionsTable />, approvedAgentCache());
    const cell = (await screen.findByRole('button', { name: 'Edit TP/SL' })).parentElement as HTMLElement;
    await waitFor(() => expect(cell.textContent).toBe('$120,000.00/$95,000.00'));
  });

  it('links the price and Gain % through the leverage from the mark, then moves only the changed leg', async () => {
    const calls = stub();
    renderWidget(<PositionsTable />, approvedAgentCache());
    await waitFor(() => expect(screen.getByText('$120,000.00')).toBeTruthy());
    const { user, dialog } = await openEditDialog();
    const tpPrice = within(dialog).getByLabelText('TP Price');
    expect(tpPrice).toHaveProperty('value', '120000');
    // (120,000 − 101,000) / 101,000 × 10 = 188.12 %.
    expect(within(dialog).getByLabelText('Gain')).toHaveProperty('value', '188.12');
    await user.clear(within(dialog).getByLabelText('Gain'));
    await user.type(within(dialog).getByLabelText('Gain'), '50');
    // 101,000 × (1 + 50 % / 10) = 106,050.
    expect(tpPrice).toHaveProperty('value', '106050');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(setTpslCalls(calls)).toEqual([
        { userAddress: TEST_USER, symbol: 'BTC', takeProfitPrice: '106050', stopLossPrice: null },
      ]),
    );
    await waitFor(() =>
      expect(toasts.last()).toMatchObject({
        title: 'TP/SL Set Successfully',
        description: 'Your take profit and stop loss orders have been placed',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels a cleared leg and shows the §5 error of a wrong-side price without sending', async () => {
    const calls = stub();
    renderWidget(<PositionsTable />, approvedAgentCache());
    await waitFor(() => expect(screen.getByText('$95,000.00')).toBeTruthy());
    const { user, dialog } = await openEditDialog();
    await user.clear(within(dialog).getByLabelText('SL Price'));
    await user.clear(within(dialog).getByLabelText('TP Price'));
    await user.type(within(dialog).getByLabelText('TP Price'), '99000');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    within(dialog).getByText('TP must be above entry price for long positions');
    expect(setTpslCalls(calls)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('TP Price'));
    await user.type(within(dialog).getByLabelText('TP Price'), '120000');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(setTpslCalls(calls)).toEqual([
        { userAddress: TEST_USER, symbol: 'BTC', takeProfitPrice: null, stopLossPrice: '0' },
      ]),
    );
  });

  it('closes without a call when nothing changed, and disables submit with both fields empty', async () => {
    const calls = stub();
    renderWidget(<PositionsTable />, approvedAgentCache());
    await waitFor(() => expect(screen.getByText('$95,000.00')).toBeTruthy());
    const { user, dialog } = await openEditDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setTpslCalls(calls)).toEqual([]);

    const reopened = await openEditDialog();
    await user.clear(within(reopened.dialog).getByLabelText('TP Price'));
    await user.clear(within(reopened.dialog).getByLabelText('SL Price'));
    expect(within(reopened.dialog).getByRole('button', { name: 'Update' })).toHaveProperty('disabled', true);
  });

  it("is titled 'Set TP/SL' for a position without TP or SL", async () => {
    stub([]);
    renderWidget(<PositionsTable />, approvedAgentCache());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit TP/SL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set TP/SL BTC' });
    within(dialog).getByRole('button', { name: 'Set TP/SL' });
  });
});

describe("'TP/SL for Position'", () => {
  const toasts = recordToasts();
  afterEach(() => vi.unstubAllGlobals());
  const [position] = toTradingPositions(clearinghouse);
  if (!position) throw new Error('no position');

  it('needs one value, links Gain % to the entry without leverage, and sends both legs', async () => {
    const calls = stub([]);
    renderWidget(<PositionTpslDialog position={position} onOpenChange={vi.fn()} />, approvedAgentCache());
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'TP/SL for Position' });
    await user.click(within(dialog).getByRole('button', { name: 'Establish Connection' }));
    within(dialog).getByText('Please set at least one TP or SL value');

    await user.type(within(dialog).getByLabelText('Gain'), '10');
    expect(within(dialog).getByLabelText('TP Price')).toHaveProperty('value', '110000');
    await user.type(within(dialog).getByLabelText('SL Price'), '97500');
    expect(within(dialog).getByLabelText('Loss')).toHaveProperty('value', '2.50');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Configure Amount' }));
    await user.type(within(dialog).getByLabelText('Amount'), '0.2');
    await user.click(within(dialog).getByRole('button', { name: 'Establish Connection' }));
    await waitFor(() =>
      expect(setTpslCalls(calls)).toEqual([
        {
          userAddress: TEST_USER,
          symbol: 'BTC',
          takeProfitPrice: '110000',
          stopLossPrice: '97500',
          takeProfitLimitPrice: null,
          stopLossLimitPrice: null,
          size: '0.2',
        },
      ]),
    );
    await waitFor(() => expect(toasts.titles()).toContain('TP/SL Set Successfully'));
  });

  it('asks for the agent approval first when the agent is not approved', async () => {
    const calls = stub([]);
    renderWidget(<PositionTpslDialog position={position} onOpenChange={vi.fn()} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'TP/SL for Position' });
    await user.type(within(dialog).getByLabelText('TP Price'), '110000');
    await user.click(within(dialog).getByRole('button', { name: 'Establish Connection' }));
    expect(toasts.last()).toMatchObject({
      title: 'Agent Approval Required',
      description: 'Please approve the trading agent to set TP/SL',
    });
    expect(setTpslCalls(calls)).toEqual([]);
  });
});
