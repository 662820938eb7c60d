import {
  initialOrderForm,
  MIN_ORDER_SIZE_MESSAGE,
  type OrderFormAction,
  type OrderFormContext,
  type OrderFormPlacement,
  type OrderKind,
  type OrderSide,
  orderFormReducer,
  orderFormSummary,
  perpFeeSchedule,
  type SizeUnit,
  type TimeInForce,
} from '@pluto/core';
import { describe, expect, it, vi } from 'vitest';
import { ServerError } from '../../data';
import { recordToasts } from '../../lib/testing/toasts';
import { type ApprovalState, type PlacementPort, placeOrder } from './place-order';

const context: OrderFormContext = {
  currentPrice: 100000,
  available: { buy: 1000, sell: 1000 },
  leverage: 10,
  szDecimals: 5,
};
const approved: ApprovalState = {
  walletConnected: true,
  agentApproved: true,
  approvalCheckPending: false,
  builderFeeApproved: true,
};

function port(overrides: Partial<PlacementPort> = {}, approvals: Partial<ApprovalState> = {}): PlacementPort {
  return {
    coin: 'BTC',
    fees: perpFeeSchedule(undefined),
    approvals: () => ({ ...approved, ...approvals }),
    // The trader cancels every approval dialog unless a test says otherwise.
    requestApproval: vi.fn(async () => false),
    submit: vi.fn(async () => undefined),
    ...overrides,
  };
}

/** What the trader entered into the form; anything left out is left as the form starts. */
interface Typed {
  sizeUnit?: SizeUnit;
  side?: OrderSide;
  orderType?: OrderKind;
  price?: string;
  size?: string;
  timeInForce?: TimeInForce;
  reduceOnly?: boolean;
  tpslEnabled?: boolean;
  tpPrice?: string;
  slPrice?: string;
}

/** The placement of a form the trader filled in as `typed`, at `at`. */
function placement(typed: Typed, at: OrderFormContext = context): OrderFormPlacement {
  const actions: OrderFormAction[] = [
    { type: 'setSide', side: typed.side ?? 'buy' },
    { type: 'setOrderType', orderType: typed.orderType ?? 'market' },
    { type: 'setPrice', price: typed.price ?? '' },
    { type: 'setSize', size: typed.size ?? '' },
    { type: 'setTimeInForce', timeInForce: typed.timeInForce ?? 'Gtc' },
    { type: 'setReduceOnly', reduceOnly: typed.reduceOnly ?? false },
    { type: 'setTpslEnabled', enabled: typed.tpslEnabled ?? false },
    { type: 'setTpsl', kind: 'tp', field: 'price', text: typed.tpPrice ?? '' },
    { type: 'setTpsl', kind: 'sl', field: 'price', text: typed.slPrice ?? '' },
  ];
  const state = actions.reduce(orderFormReducer, initialOrderForm(typed.sizeUnit));
  return orderFormSummary(state, at).placement;
}

const limit = (extra: Typed = {}) =>
  placement({ orderType: 'limit', price: '95000', size: '0.01', ...extra });

describe('placement checks of seed 000 §5, in order', () => {
  const toasts = recordToasts();

  it('walks the eight checks one by one as each gate is passed', async () => {
    const steps: [Partial<ApprovalState>, Typed, string, string][] = [
      [
        { walletConnected: false, agentApproved: false, builderFeeApproved: false },
        { price: '', size: '' },
        'Wallet Required',
        '',
      ],
      [
        { agentApproved: false, approvalCheckPending: true, builderFeeApproved: false },
        { price: '', size: '' },
        'Agent Approval Required',
        '',
      ],
      [
        { approvalCheckPending: true, builderFeeApproved: false },
        { price: '', size: '' },
        'Verifying Approval',
        '',
      ],
      [{ builderFeeApproved: false }, { price: '', size: '' }, 'Builder Fee Approval Required', ''],
      [{}, { price: '', size: '' }, 'Missing Price', ''],
      [{}, { size: '' }, 'Missing Size', ''],
      [{}, { size: '0.0001' }, 'Order Too Small', 'Minimum order size is $10. Current: $9.50'],
      [
        {},
        { size: '0', orderType: 'market', price: '' },
        'Order Too Small',
        'Minimum order size is $10. Current: $0.00',
      ],
    ];
    for (const [approvals, form, title, description] of steps) {
      const p = port({}, approvals);
      expect(await placeOrder(limit(form), p)).toBe(false);
      expect(toasts.last()?.title).toBe(title);
      if (description) expect(toasts.last()?.description).toBe(description);
      expect(p.submit).not.toHaveBeenCalled();
    }
    expect(toasts.titles()).toEqual(steps.map(([, , title]) => title));
  });

  it('reaches Invalid Size when a quote size converts to nothing in base', async () => {
    const p = port();
    const tiny = { ...context, currentPrice: 1e12, szDecimals: 0 };
    expect(await placeOrder(placement({ sizeUnit: 'quote', size: '20' }, tiny), p)).toBe(false);
    expect(toasts.last()).toMatchObject({ title: 'Invalid Size', variant: 'destructive' });
  });

  it('opens the Enable Agent Trading and Approve Builder Fee dialogs at their gates', async () => {
    const agent = port({}, { agentApproved: false });
    await placeOrder(limit(), agent);
    expect(agent.requestApproval).toHaveBeenCalledWith('agent');
    const builder = port({}, { builderFeeApproved: false });
    await placeOrder(limit(), builder);
    expect(builder.requestApproval).toHaveBeenCalledWith('builderFee');
    const verifying = port({}, { approvalCheckPending: true });
    await placeOrder(limit(), verifying);
    expect(verifying.requestApproval).not.toHaveBeenCalled();
    expect(toasts.last()?.title).toBe('Verifying Approval');
  });
});

describe('the first order in one press (issue 20)', () => {
  const toasts = recordToasts();
  const newTrader = { agentApproved: false, builderFeeApproved: false };

  it('goes on through both approvals and places the order asked for', async () => {
    const p = port({ requestApproval: vi.fn(async () => true) }, newTrader);
    expect(await placeOrder(limit(), p)).toBe(true);
    expect(vi.mocked(p.requestApproval).mock.calls).toEqual([['agent'], ['builderFee']]);
    expect(p.submit).toHaveBeenCalledOnce();
    expect(toasts.titles()).toEqual([
      'Agent Approval Required',
      'Builder Fee Approval Required',
      'Order Placed',
    ]);
  });

  it('tells of each onboarding gate informatively, not as an error', async () => {
    const p = port({}, newTrader);
    await placeOrder(limit(), p);
    expect(toasts.last()).toMatchObject({ title: 'Agent Approval Required', variant: 'default' });
  });

  it('places nothing when the agent dialog is cancelled', async () => {
    const p = port({}, newTrader);
    expect(await placeOrder(limit(), p)).toBe(false);
    expect(p.requestApproval).toHaveBeenCalledOnce();
    expect(p.submit).not.toHaveBeenCalled();
  });

  it('places nothing when the builder fee dialog is cancelled after the agent was approved', async () => {
    const p = port({ requestApproval: vi.fn(async (kind) => kind === 'agent') }, newTrader);
    expect(await placeOrder(limit(), p)).toBe(false);
    expect(vi.mocked(p.requestApproval).mock.calls).toEqual([['agent'], ['builderFee']]);
    expect(p.submit).not.toHaveBeenCalled();
  });

  it('does not ask twice for an approval given while the checks are still refetching', async () => {
    // The gates read back stale: the agent still looks unapproved after the dialog approved it.
    const p = port({ requestApproval: vi.fn(async () => true) }, { agentApproved: false });
    expect(await placeOrder(limit(), p)).toBe(true);
    expect(p.requestApproval).toHaveBeenCalledOnce();
  });

  it('checks the order itself after the approvals and still refuses a bad one', async () => {
    const p = port({ requestApproval: vi.fn(async () => true) }, newTrader);
    expect(await placeOrder(limit({ size: '' }), p)).toBe(false);
    expect(toasts.last()).toMatchObject({ title: 'Missing Size', variant: 'destructive' });
    expect(p.submit).not.toHaveBeenCalled();
  });

  it('refuses an order above available margin × leverage before sending it (issue 20)', async () => {
    const p = port();
    // 1000 available at 10x buys 10,000 USD: 0.2 BTC at 95,000 is 19,000.
    expect(await placeOrder(limit({ size: '0.2' }), p)).toBe(false);
    expect(toasts.last()).toMatchObject({ title: 'Insufficient Margin', variant: 'destructive' });
    expect(p.submit).not.toHaveBeenCalled();
    expect(await placeOrder(limit({ size: '0.1' }), p)).toBe(true);
  });

  it('checks TP/SL after the eight checks', async () => {
    const p = port();
    expect(await placeOrder(limit({ tpslEnabled: true }), p)).toBe(false);
    expect(toasts.last()?.title).toBe('TP/SL Missing');
    expect(await placeOrder(limit({ tpslEnabled: true, tpPrice: '90000' }), p)).toBe(false);
    expect(toasts.last()).toMatchObject({ title: 'Invalid Take Profit' });
    expect(p.submit).not.toHaveBeenCalled();
  });
});

describe('placing', () => {
  const toasts = recordToasts();

  it('sends a market order with an empty price and the size raised to $10', async () => {
    const p = port();
    expect(await placeOrder(placement({ size: '0.0001', side: 'sell' }), p)).toBe(true);
    expect(p.submit).toHaveBeenCalledWith({
      side: 'sell',
      orderType: 'market',
      price: '',
      size: '0.0001',
      timeInForce: 'Gtc',
      reduceOnly: false,
    });
    // $10 at the mark of 100,000: taker 0.05 % + builder 0.1 %.
    expect(toasts.last()).toMatchObject({
      title: 'Order Placed',
      description: 'Sell 0.00010 BTC at market, est. fees $0.015 incl. builder fee',
      variant: 'success',
    });
  });

  it('sends a limit order with its TIF, reduce-only and TP/SL prices', async () => {
    const p = port();
    const form = limit({
      timeInForce: 'Alo',
      reduceOnly: true,
      tpslEnabled: true,
      tpPrice: '99000',
      slPrice: '90000',
    });
    expect(await placeOrder(form, p)).toBe(true);
    expect(p.submit).toHaveBeenCalledWith({
      side: 'buy',
      orderType: 'limit',
      price: '95000',
      size: '0.01',
      timeInForce: 'Alo',
      reduceOnly: true,
      takeProfit: '99000',
      stopLoss: '90000',
    });
    // $950 resting as a maker: 0.02 % + builder 0.1 %.
    expect(toasts.last()?.description).toBe(
      'Buy 0.01000 BTC at $95,000.00 (ALO), est. fees $1.14 incl. builder fee',
    );
  });

  it('maps refusals per seed 000 §8', async () => {
    const p = port({
      submit: vi.fn(async () => Promise.reject(new ServerError(200, 'Order 0: below minimum value'))),
    });
    expect(await placeOrder(limit(), p)).toBe(false);
    expect(toasts.last()).toMatchObject({ title: 'Order Failed', description: MIN_ORDER_SIZE_MESSAGE });
    const raw = port({
      submit: vi.fn(async () => Promise.reject(new ServerError(200, 'Insufficient margin to place order.'))),
    });
    await placeOrder(limit(), raw);
    expect(toasts.last()?.description).toBe('Insufficient margin to place order.');
  });

  it('reopens the agent approval on an agent error', async () => {
    const p = port({
      submit: vi.fn(async () =>
        Promise.reject(new ServerError(200, 'Please approve the trading agent first')),
      ),
    });
    expect(await placeOrder(limit(), p)).toBe(false);
    expect(toasts.last()).toMatchObject({
      description: 'Your agent approval may have expired. Please approve again.',
    });
    expect(p.requestApproval).toHaveBeenCalledWith('agent');
    expect(p.submit).toHaveBeenCalledOnce();
  });

  it('sends the order again, once, after the trader approves the agent anew', async () => {
    const expired = new ServerError(200, 'Please approve the trading agent first');
    const once = port({
      requestApproval: vi.fn(async () => true),
      submit: vi.fn().mockRejectedValueOnce(expired).mockResolvedValueOnce(undefined),
    });
    expect(await placeOrder(limit(), once)).toBe(true);
    expect(once.submit).toHaveBeenCalledTimes(2);
    expect(toasts.last()?.title).toBe('Order Placed');
    const always = port({
      requestApproval: vi.fn(async () => true),
      submit: vi.fn(async () => Promise.reject(expired)),
    });
    expect(await placeOrder(limit(), always)).toBe(false);
    expect(always.submit).toHaveBeenCalledTimes(2);
    expect(always.requestApproval).toHaveBeenCalledOnce();
  });
});
