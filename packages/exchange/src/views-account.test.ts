import { describe, expect, it } from 'vitest';
import { ALICE, BOB, ETH, engineHarness } from '../test/engine-harness';
import * as views from './views';
import { MAX_FILLS_BY_TIME, MAX_LATEST_ITEMS, MAX_RANGE_ITEMS } from './views-account';

const DAY = 86_400_000;

describe('time-ranged answers are capped (doc §1, §3.8) and paginate by startTime', () => {
  it('userFunding and userNonFundingLedgerUpdates: 500 items, oldest first', () => {
    const t = engineHarness();
    for (let i = 0; i <= MAX_RANGE_ITEMS; i++) t.deposit(ALICE, '10');
    t.deposit(BOB, '100000');
    t.order(BOB, { a: ETH, b: false, p: '4200', s: '1' });
    t.order(ALICE, { a: ETH, p: '4200', s: '1' }, 'Ioc');
    for (let i = 0; i <= MAX_RANGE_ITEMS; i++) t.system({ type: 'settleFunding' });

    const ledger = views.userNonFundingLedgerUpdates(t.state, ALICE, 0);
    expect(ledger).toHaveLength(MAX_RANGE_ITEMS);
    expect(ledger.every((l, i) => i === 0 || (ledger[i - 1]?.time ?? 0) < l.time)).toBe(true);
    const nextLedger = views.userNonFundingLedgerUpdates(t.state, ALICE, (ledger.at(-1)?.time ?? 0) + 1);
    expect(nextLedger).toHaveLength(1);

    const funding = views.userFunding(t.state, ALICE, 0);
    expect(funding).toHaveLength(MAX_RANGE_ITEMS);
    const last = funding.at(-1)?.time ?? 0;
    expect(views.userFunding(t.state, ALICE, last + 1)).toHaveLength(1);
    // endTime is inclusive.
    expect(views.userFunding(t.state, ALICE, 0, funding[9]?.time)).toHaveLength(10);
  });

  it('userFunding and userNonFundingLedgerUpdates without startTime: the newest 2000, newest first', () => {
    const t = engineHarness();
    for (let i = 0; i <= MAX_LATEST_ITEMS; i++) t.deposit(ALICE, String(10 + i));
    const all = views.userNonFundingLedgerUpdates(t.state, ALICE, 0, null);
    const latest = views.userNonFundingLedgerUpdates(t.state, ALICE, null);
    expect(latest).toHaveLength(MAX_LATEST_ITEMS);
    expect(latest[0]?.delta).toEqual({ type: 'deposit', usdc: `${10 + MAX_LATEST_ITEMS}.0` });
    expect(latest.at(-1)?.delta).toEqual({ type: 'deposit', usdc: '11.0' });
    // endTime still bounds the newest.
    const second = all[1]?.time ?? 0;
    expect(views.userNonFundingLedgerUpdates(t.state, ALICE, null, second).map((e) => e.time)).toEqual(
      all
        .filter((e) => e.time <= second)
        .map((e) => e.time)
        .reverse(),
    );
  });

  it('userFillsByTime: 2000 fills oldest first; userFills: the 2000 newest', () => {
    const t = engineHarness();
    t.deposit(ALICE, '1000000');
    t.deposit(BOB, '1000000');
    t.order(BOB, { b: false, p: '113000', s: '2.001' });
    for (let i = 0; i <= MAX_FILLS_BY_TIME; i++) t.order(ALICE, { p: '113000', s: '0.001' }, 'Ioc');
    const byTime = views.userFillsByTime(t.state, ALICE, 0);
    expect(byTime).toHaveLength(MAX_FILLS_BY_TIME);
    const first = byTime[0]?.time ?? 0;
    expect(byTime.every((f) => f.time >= first)).toBe(true);
    expect(views.userFillsByTime(t.state, ALICE, (byTime.at(-1)?.time ?? 0) + 1)).toHaveLength(1);
    const newest = views.userFills(t.state, ALICE);
    expect(newest).toHaveLength(2000);
    expect(newest[0]?.time).toBeGreaterThan(first);
  });
});

describe('portfolio from the recorded account history (doc §3.13)', () => {
  it('each period holds its samples, PnL nets out transfers, vlm counts its fills, perp leaves spot out', () => {
    const t = engineHarness();
    t.deposit(ALICE, '10000');
    const t0 = t.now();
    t.deposit(BOB, '100000');
    t.order(BOB, { b: false, p: '113000', s: '0.1' });
    t.order(ALICE, { p: '113000', s: '0.1' }, 'Ioc'); // fee 5.085
    t.advance(40 * DAY);
    t.oracle({ BTC: '114000' }); // uPnL +100
    t.system({ type: 'samplePortfolio' }); // the 15-minute sampler
    const t40 = t.now();
    t.advance(22 * DAY);
    t.run(ALICE, { type: 'usdClassTransfer', amount: '100', toPerp: false });
    const t62 = t.now();
    t.advance(4 * DAY);
    t.order(BOB, { p: '114000', s: '0.05' });
    t.order(ALICE, { b: false, p: '114000', s: '0.05' }, 'Ioc'); // fee 2.565
    t.advance(2 * DAY);
    t.oracle({ BTC: '114000' });
    const now = t.now();

    const p = Object.fromEntries(views.portfolio(t.state, ALICE));
    const at = (times: number[], values: string[]) => times.map((time, i) => [time, values[i]]);
    expect(p.allTime).toEqual({
      accountValueHistory: at([t0, t40, t62, now], ['10000.0', '10094.915', '10094.915', '10092.35']),
      pnlHistory: at([t0, t40, t62, now], ['0.0', '94.915', '94.915', '92.35']),
      vlm: '17000.0',
    });
    expect(p.month).toEqual({
      accountValueHistory: at([t40, t62, now], ['10094.915', '10094.915', '10092.35']),
      pnlHistory: at([t40, t62, now], ['0.0', '0.0', '-2.565']),
      vlm: '5700.0',
    });
    expect(p.week).toEqual({
      accountValueHistory: at([t62, now], ['10094.915', '10092.35']),
      pnlHistory: at([t62, now], ['0.0', '-2.565']),
      vlm: '5700.0',
    });
    expect(p.day).toEqual({
      accountValueHistory: [[now, '10092.35']],
      pnlHistory: [[now, '0.0']],
      vlm: '0.0',
    });
    // The perp account lost the 100 moved to spot, which is not PnL.
    expect(p.perpAllTime?.accountValueHistory.map(([, v]) => v)).toEqual([
      '10000.0',
      '10094.915',
      '9994.915',
      '9992.35',
    ]);
    expect(p.perpAllTime?.pnlHistory).toEqual(p.allTime?.pnlHistory);
    expect(p.perpWeek?.vlm).toBe('5700.0');
    const nobody = views.portfolio(t.state, `0x${'9'.repeat(40)}`);
    expect(nobody[3]).toEqual(['allTime', { accountValueHistory: [], pnlHistory: [], vlm: '0.0' }]);
  });
});
