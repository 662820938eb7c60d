import { describe, expect, it } from 'vitest';
import { dec } from './decimal';
import { FillLog } from './fill-log';
import type { StoredFill } from './fill-record';
import { DEFAULT_UNIVERSE } from './universe';

const markets = DEFAULT_UNIVERSE.markets;

/** The i-th of a run of distinct fills, alternating markets and sides. */
function fill(i: number): StoredFill {
  const asset = i % 3;
  const market = markets[asset];
  if (!market) throw new Error('market');
  return {
    coin: market.name,
    szDecimals: market.szDecimals,
    ticks: 1_000_000 + i,
    lots: 1 + (i % 7),
    isBuy: i % 2 === 0,
    time: 1_800_000_000_000 + i,
    startLots: (i % 5) - 2,
    entryPx: i % 4 === 0 ? dec('100.5') : 0n,
    closedPnl: null,
    command: i + 1,
    oid: 10_000_000_000 + i,
    crossed: i % 3 === 0,
    fee: 17 * i,
    builderFee: i % 6 === 0 ? 3 : 0,
    tid: 2 ** 49 + i,
    cloid: i % 10 === 0 ? `0x${i.toString(16).padStart(32, '0')}` : null,
    liquidation: i % 25 === 0 ? { liquidatedUser: '0x01', markPx: '100.0', method: 'market' } : null,
  };
}

describe('FillLog', () => {
  it('gives back every fill as appended, through the first chunk’s growth and across chunks', () => {
    const log = new FillLog(markets);
    const fills = Array.from({ length: 1300 }, (_, i) => fill(i));
    for (const f of fills) log.append(f);
    expect(log).toHaveLength(1300);
    expect(log.slice()).toEqual(fills);
    expect([...log]).toEqual(fills);
    expect(log.at(42)).toEqual(fills[42]);
    // Either side of a chunk boundary (512 rows).
    expect(log.slice(510, 514)).toEqual(fills.slice(510, 514));
    expect(log.slice(-3)).toEqual(fills.slice(-3));
    expect(log.commandAt(1299)).toBe(1300);
    expect(log.timeAt(1025)).toBe(fills[1025]?.time);
    expect(() => log.at(1300)).toThrow(RangeError);
  });

  it('keeps a restored fill’s hash and closed PnL', () => {
    const log = new FillLog(markets);
    const restored: StoredFill = { ...fill(3), command: `0x${'ab'.repeat(32)}`, closedPnl: dec('-1.25') };
    log.append(restored);
    expect(log.at(0)).toEqual(restored);
    expect(log.commandAt(0)).toBe(restored.command);
  });

  it('drops the oldest fills when trimmed, extras included', () => {
    const log = new FillLog(markets);
    const fills = Array.from({ length: 60 }, (_, i) => fill(i));
    for (const f of fills) log.append(f);
    log.trimTo(25);
    expect(log.slice()).toEqual(fills.slice(-25));
    for (let i = 60; i < 70; i++) log.append(fill(i));
    expect(log.slice()).toEqual([...fills.slice(-25), ...Array.from({ length: 10 }, (_, k) => fill(60 + k))]);
    log.trimTo(100);
    expect(log).toHaveLength(35);
  });

  it('trims across chunk boundaries and keeps appending after', () => {
    const log = new FillLog(markets);
    const fills = Array.from({ length: 1800 }, (_, i) => fill(i));
    for (const f of fills.slice(0, 1300)) log.append(f);
    log.trimTo(700);
    expect(log.slice()).toEqual(fills.slice(600, 1300));
    log.trimTo(150);
    expect(log.at(0)).toEqual(fills[1150]);
    for (const f of fills.slice(1300)) log.append(f);
    expect(log.slice()).toEqual(fills.slice(1150));
    expect(log.commandAt(0)).toBe(1151);
    expect(log.timeAt(649)).toBe(fills[1799]?.time);
  });
});
