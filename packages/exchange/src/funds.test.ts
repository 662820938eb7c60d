import { describe, expect, it } from 'vitest';
import type { SignedAction } from './actions';
import { dec } from './decimal';
import { Engine } from './engine';
import { accountedTotal, FUNDS_ERR } from './funds';
import * as views from './views';

const U = '0x1111111111111111111111111111111111111111';
const V = '0x2222222222222222222222222222222222222222';
const TX = `0x${'ab'.repeat(32)}`;
const T0 = 1_800_000_000_000;

function setup() {
  const engine = new Engine();
  let time = T0;
  const credit = (user: string, usdc: string, logIndex: number) => {
    time += 1;
    return engine.execute({ time, action: { type: 'creditDeposit', user, usdc, txHash: TX, logIndex } });
  };
  const signed = (signer: string, action: SignedAction) => {
    time += 1;
    return engine.execute({ time, signer, nonce: time, action });
  };
  /** Σ balances + fees + withdrawn = deposits, exactly. */
  const conserved = () => {
    const s = engine.state;
    return accountedTotal(s) === s.depositedTotal;
  };
  return { engine, credit, signed, conserved, now: () => time };
}

describe('deposits', () => {
  it('credits exactly once per (txHash, logIndex) with a ledger entry', () => {
    const t = setup();
    expect(
      t.engine.depositRefusal({ type: 'creditDeposit', user: U, usdc: '100', txHash: TX, logIndex: 0 }),
    ).toBe(null);
    expect(t.credit(U, '100', 0).status).toBe('ok');
    expect(
      t.engine.depositRefusal({ type: 'creditDeposit', user: U, usdc: '100', txHash: TX, logIndex: 0 }),
    ).toBe('duplicate');
    expect(t.credit(U, '100', 0).status).toBe('err');
    expect(
      t.engine.depositRefusal({ type: 'creditDeposit', user: U, usdc: '4.99', txHash: TX, logIndex: 1 }),
    ).toBe('below-minimum');
    expect(views.clearinghouseState(t.engine.state, U).withdrawable).toBe('100.0');
    expect(views.userNonFundingLedgerUpdates(t.engine.state, U, 0)).toEqual([
      { time: T0 + 1, hash: TX, delta: { type: 'deposit', usdc: '100.0' } },
    ]);
    expect(t.conserved()).toBe(true);
  });
});

describe('withdraw3', () => {
  it('debits the amount, charges $1 and leaves a pending payout for the bridge', () => {
    const t = setup();
    t.credit(U, '100', 0);
    expect(t.signed(U, { type: 'withdraw3', destination: V, amount: '40' }).status).toBe('ok');
    expect(views.clearinghouseState(t.engine.state, U).withdrawable).toBe('60.0');
    const pending = [...t.engine.state.pendingWithdrawals.values()];
    expect(pending).toEqual([
      { id: 1, user: U, destination: V, usdc: '39.0', fee: '1.0', nonce: t.now(), time: t.now() },
    ]);
    const ledger = views.userNonFundingLedgerUpdates(t.engine.state, U, 0);
    expect(ledger[1]?.delta).toEqual({ type: 'withdraw', usdc: '40.0', nonce: t.now(), fee: '1.0' });
    expect(t.conserved()).toBe(true);
    expect(t.engine.execute({ time: t.now() + 1, action: { type: 'ackWithdrawal', id: 1 } }).status).toBe(
      'ok',
    );
    expect(t.engine.state.pendingWithdrawals.size).toBe(0);
    expect(t.engine.execute({ time: t.now() + 2, action: { type: 'ackWithdrawal', id: 1 } }).status).toBe(
      'err',
    );
  });

  it('only from withdrawable, whole micro-USDC, above the fee', () => {
    const t = setup();
    t.credit(U, '100', 0);
    const w = (amount: string) => t.signed(U, { type: 'withdraw3', destination: V, amount });
    expect(w('100.000001')).toEqual({ status: 'err', response: FUNDS_ERR.withdrawBalance });
    expect(w('1.0000001')).toEqual({ status: 'err', response: FUNDS_ERR.invalidAmount });
    expect(w('-5')).toEqual({ status: 'err', response: FUNDS_ERR.invalidAmount });
    expect(w('1')).toEqual({ status: 'err', response: FUNDS_ERR.belowFee });
    // An open position keeps its margin out of withdrawable.
    t.credit(V, '100000', 1);
    t.engine.execute({
      time: t.now() + 1,
      user: V,
      action: {
        type: 'order',
        orders: [{ a: 0, b: false, p: '113000', s: '0.01', r: false, t: { limit: { tif: 'Gtc' } } }],
        grouping: 'na',
      },
    });
    t.engine.execute({
      time: t.now() + 2,
      user: U,
      action: {
        type: 'order',
        orders: [{ a: 0, b: true, p: '113000', s: '0.01', r: false, t: { limit: { tif: 'Ioc' } } }],
        grouping: 'na',
      },
    });
    const free = dec(views.clearinghouseState(t.engine.state, U).withdrawable);
    expect(free < dec('100')).toBe(true);
    expect(w('99')).toEqual({ status: 'err', response: FUNDS_ERR.withdrawBalance });
    expect(t.conserved()).toBe(true);
  });
});

describe('usdClassTransfer', () => {
  it('moves USDC between perp and spot with ledger entries', () => {
    const t = setup();
    t.credit(U, '100', 0);
    expect(t.signed(U, { type: 'usdClassTransfer', amount: '30', toPerp: false }).status).toBe('ok');
    expect(views.spotClearinghouseState(t.engine.state, U)).toEqual({
      balances: [{ coin: 'USDC', token: 0, total: '30.0', hold: '0.0', entryNtl: '0.0' }],
    });
    expect(views.clearinghouseState(t.engine.state, U).withdrawable).toBe('70.0');
    expect(t.signed(U, { type: 'usdClassTransfer', amount: '31', toPerp: true })).toEqual({
      status: 'err',
      response: FUNDS_ERR.transferBalance,
    });
    expect(t.signed(U, { type: 'usdClassTransfer', amount: '10.5', toPerp: true }).status).toBe('ok');
    expect(views.spotClearinghouseState(t.engine.state, U).balances[0]?.total).toBe('19.5');
    expect(views.userNonFundingLedgerUpdates(t.engine.state, U, 0).map((l) => l.delta)).toEqual([
      { type: 'deposit', usdc: '100.0' },
      { type: 'accountClassTransfer', usdc: '30.0', toPerp: false },
      { type: 'accountClassTransfer', usdc: '10.5', toPerp: true },
    ]);
    expect(t.conserved()).toBe(true);
  });
});

describe('portfolio', () => {
  it('records account value at money movements; PnL nets out deposits and withdrawals', () => {
    const t = setup();
    t.credit(U, '100', 0);
    t.signed(U, { type: 'withdraw3', destination: V, amount: '20' });
    t.signed(U, { type: 'usdClassTransfer', amount: '30', toPerp: false });
    const p = views.portfolio(t.engine.state, U);
    expect(p.map(([k]) => k)).toEqual([
      'day',
      'week',
      'month',
      'allTime',
      'perpDay',
      'perpWeek',
      'perpMonth',
      'perpAllTime',
    ]);
    const day = p[0][1];
    expect(day.accountValueHistory).toEqual([
      [T0 + 1, '100.0'],
      [T0 + 2, '80.0'],
      [T0 + 3, '80.0'],
    ]);
    expect(day.pnlHistory.map(([, v]) => v)).toEqual(['0.0', '0.0', '0.0']);
    expect(p[4][1].accountValueHistory.at(-1)).toEqual([T0 + 3, '50.0']);
    expect(p[4][1].pnlHistory.at(-1)).toEqual([T0 + 3, '0.0']);
  });
});
