import { describe, expect, it } from 'vitest';
import { TradeLog } from './trade-log';
import type { StoredTrade } from './trade-record';
import { DEFAULT_UNIVERSE } from './universe';

const BTC = DEFAULT_UNIVERSE.markets[0];
if (!BTC) throw new Error('no BTC');

function print(k: number): StoredTrade {
  return {
    coin: 'BTC',
    szDecimals: BTC?.szDecimals ?? 0,
    takerBuys: k % 2 === 0,
    ticks: 1_000_000 + k,
    lots: 1 + (k % 9),
    time: 1_800_000_000_000 + k,
    command: k % 7 === 0 ? `0x${k.toString(16).padStart(64, '0')}` : k + 1,
    tid: 2 ** 49 + k,
    buyer: `0x${(k % 3).toString(16).padStart(40, '0')}`,
    seller: `0x${((k + 1) % 3).toString(16).padStart(40, '0')}`,
  };
}

describe('TradeLog', () => {
  it('keeps the newest prints of a ring, numbered from the first', () => {
    const log = new TradeLog(BTC, 10);
    const prints = Array.from({ length: 25 }, (_, k) => print(k));
    for (const p of prints.slice(0, 4)) log.append(p);
    expect(log.length).toBe(4);
    expect(log.since(0)).toEqual(prints.slice(0, 4));
    for (const p of prints.slice(4)) log.append(p);
    expect(log.total).toBe(25);
    expect(log.length).toBe(10);
    expect(log.since(0)).toEqual(prints.slice(15));
    expect(log.since(20)).toEqual(prints.slice(20));
    expect(log.since(25)).toEqual([]);
    expect(log.newest(3)).toEqual(prints.slice(22));
  });
});
