import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { div, toWire } from './decimal';
import { NO_CHILDREN, newOrder, orderAvgPxWire } from './order-record';
import { lotsToDec, MICRO_USD } from './units';

describe('order records', () => {
  it('give the average fill price as the Dec quotient rounded half up to 6 decimals', () => {
    const order = (szDecimals: number) =>
      newOrder(
        {
          oid: 1,
          user: '0x01',
          asset: 0,
          isBuy: true,
          timestamp: 0,
          reduceOnly: false,
          cloid: null,
          tif: 'Ioc',
          trigger: null,
          isPositionTpsl: false,
          status: 'open',
          statusTimestamp: 0,
          builder: null,
          children: NO_CHILDREN,
          parent: null,
        },
        szDecimals,
        1,
        1,
      );
    expect(orderAvgPxWire(order(3))).toBe('0.0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 10 ** 7 }),
        fc.oneof(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 2 ** 52 })),
        (szDecimals, lots, micro) => {
          const o = order(szDecimals);
          o.filledLots = lots;
          o.filledMicro = micro;
          const exact = toWire(div(BigInt(micro) * MICRO_USD, lotsToDec(lots, szDecimals)), 6);
          expect(orderAvgPxWire(o)).toBe(exact);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
