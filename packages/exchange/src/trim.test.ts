import { describe, expect, it } from 'vitest';
import { Engine } from './engine';
import { trimHistory } from './trim';
import * as views from './views';

const ALICE = '0x00000000000000000000000000000000000a11ce';
const BOB = '0x0000000000000000000000000000000000000b0b';

describe('trimHistory', () => {
  it('keeps live orders and the newest finished ones, and drops old fills beyond the limit', () => {
    let time = 1;
    const engine = new Engine();
    const run = (user: string, action: Parameters<Engine['submit']>[1]) =>
      engine.execute({ time: time++, user, action });
    run(ALICE, { type: 'deposit', usdc: '1000000' });
    run(BOB, { type: 'deposit', usdc: '1000000' });
    const order = (user: string, b: boolean, p: string, tif: 'Gtc' | 'Ioc') =>
      run(user, {
        type: 'order',
        orders: [{ a: 0, b, p, s: '0.001', r: false, t: { limit: { tif } } }],
        grouping: 'na',
      });
    order(ALICE, true, '100000', 'Gtc'); // stays live throughout
    for (let i = 0; i < 40; i++) {
      order(BOB, false, '112000', 'Gtc');
      order(ALICE, true, '112000', 'Ioc'); // fills: finished orders and fills on both sides
    }
    const limits = { orders: 10, fills: 8, fundings: 8, portfolio: 8 };
    trimHistory(engine.state, limits);
    const s = engine.state;
    expect(views.openOrders(s, ALICE)).toHaveLength(1);
    // 41 orders: 1 live + 10 newest finished kept
    expect(s.userOrders.get(ALICE)).toHaveLength(11);
    expect(s.fills.get(ALICE)).toHaveLength(8);
    expect(views.userFills(s, ALICE)[0]?.time).toBe(time - 1); // the newest is still there
    const before = s.orders.size;
    trimHistory(engine.state, limits); // under the threshold now: nothing more goes
    expect(s.orders.size).toBe(before);
  });
});
