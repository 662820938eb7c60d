import { describe, expect, it } from 'vitest';
import { DEFAULT_UNIVERSE, Universe } from './universe';
import { isValidPrice } from './validation';

describe('universe', () => {
  const u = DEFAULT_UNIVERSE;

  it('has at least 100 markets, asset id = index, unique names', () => {
    expect(u.markets.length).toBeGreaterThanOrEqual(100);
    u.markets.forEach((m, i) => {
      expect(m.assetId).toBe(i);
    });
    expect(new Set(u.markets.map((m) => m.name)).size).toBe(u.markets.length);
    expect(u.byCoin('BTC')?.assetId).toBe(0);
    expect(u.byCoin('ETH')?.assetId).toBe(1);
    expect(u.byId(1.5)).toBeUndefined();
    expect(u.byId(-1)).toBeUndefined();
    expect(u.byId(u.markets.length)).toBeUndefined();
  });

  it('gives BTC and ETH 40x and every other market less', () => {
    expect(u.byCoin('BTC')?.maxLeverage).toBe(40);
    expect(u.byCoin('ETH')?.maxLeverage).toBe(40);
    for (const m of u.markets)
      if (m.name !== 'BTC' && m.name !== 'ETH') expect(m.maxLeverage).toBeLessThan(40);
  });

  it('lists the meme markets with the k prefix where Hyperliquid uses one', () => {
    for (const name of [
      'DOGE',
      'kPEPE',
      'kSHIB',
      'WIF',
      'kBONK',
      'kFLOKI',
      'BOME',
      'MEW',
      'POPCAT',
      'BRETT',
      'MOODENG',
    ]) {
      expect(u.byCoin(name), name).toBeDefined();
    }
    expect(u.byCoin('PEPE')).toBeUndefined();
    expect(u.byCoin('SHIB')).toBeUndefined();
  });

  it('has a few isolated-only markets and starting prices valid for each market', () => {
    const iso = u.markets.filter((m) => m.onlyIsolated);
    expect(iso.length).toBeGreaterThanOrEqual(3);
    for (const m of u.markets) {
      expect(isValidPrice(m.startPx, m.szDecimals), `${m.name} start price`).toBe(true);
      expect(m.szDecimals).toBeGreaterThanOrEqual(0);
      expect(m.szDecimals).toBeLessThanOrEqual(5);
    }
  });

  it('answers meta with the wire shape (doc §3.1)', () => {
    const meta = u.meta();
    expect(meta.collateralToken).toBe(0);
    expect(meta.universe[0]).toEqual({ szDecimals: 5, name: 'BTC', maxLeverage: 40, marginTableId: 51 });
    const purr = meta.universe.find((x) => x.name === 'PURR');
    expect(purr).toMatchObject({ onlyIsolated: true, marginMode: 'strictIsolated' });
    expect(meta.marginTables).toContainEqual([
      51,
      {
        description: 'tiered 40x',
        marginTiers: [
          { lowerBound: '0.0', maxLeverage: 40 },
          { lowerBound: '150000000.0', maxLeverage: 20 },
        ],
      },
    ]);
    // single-tier tables: id = max leverage (doc §3.1)
    for (const [id, t] of meta.marginTables) if (id < 50) expect(t.marginTiers[0]?.maxLeverage).toBe(id);
  });

  it('refuses inconsistent catalogues', () => {
    const m = u.markets[0];
    if (!m) throw new Error('no market');
    expect(() => new Universe([{ ...m, assetId: 3 }], [...u.marginTables.values()])).toThrow();
    expect(() => new Universe([{ ...m, maxLeverage: 10 }], [...u.marginTables.values()])).toThrow();
  });
});
