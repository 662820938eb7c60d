import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../engine';
import { accountedTotal } from '../funds';
import { ExchangeService } from '../service';
import type { EngineState } from '../state';
import { simConfig } from './config';
import { ceilValid, floorValid, tickUnits } from './prices';
import { Simulation } from './simulation';

/** Σ balances + fees + funding dust + withdrawn = deposits, exactly. */
function conserved(s: EngineState): boolean {
  return accountedTotal(s) === s.depositedTotal;
}

function run(seed: number, ticks: number) {
  let now = Date.UTC(2026, 0, 5);
  const service = ExchangeService.open({ clock: () => now, market: { seed, historyDays: 0 } });
  const config = simConfig('slow', seed);
  const sim = new Simulation(service, config);
  sim.start(now);
  let minDepth = Number.POSITIVE_INFINITY;
  for (let i = 0; i < ticks; i++) {
    const before = now;
    now += config.tickMs;
    sim.step(now);
    if (Math.floor(now / HOUR_MS) > Math.floor(before / HOUR_MS)) service.system({ type: 'settleFunding' });
    for (const ms of service.engine.state.markets) {
      const [bids, asks] = ms.book.l2(20);
      minDepth = Math.min(minDepth, bids.length, asks.length);
    }
  }
  return { service, sim, minDepth };
}

describe('simulation', () => {
  it('keeps every book ≥ 20 levels per side for a simulated hour, trades, and conserves money', () => {
    const { service, sim, minDepth } = run(42, HOUR_MS / simConfig('slow', 42).tickMs);
    const s = service.engine.state;
    expect(minDepth).toBeGreaterThanOrEqual(20);
    expect(conserved(s)).toBe(true);
    const active = sim.takers.filter((t) => (s.fills.get(t)?.length ?? 0) > 0);
    expect(active.length).toBeGreaterThanOrEqual(50);
    const oi = [...s.accounts.values()].filter((a) => [...a.positions.values()].some((p) => p.lots !== 0));
    expect(oi.length).toBeGreaterThan(20);
    expect([...s.fundings.values()].flat().length).toBeGreaterThan(0);
    const liquidations = [...s.ledger.values()].flat().filter((e) => e.delta.type === 'liquidation');
    expect(liquidations.length).toBeGreaterThan(0);
    const ctx = service.market?.dayStats('BTC', s.time);
    expect(Number(ctx?.dayNtlVlm ?? 0n)).toBeGreaterThan(0);
    // every market's best quotes straddle the oracle within a few percent
    for (const ms of s.markets) {
      const bid = ms.book.bestBid();
      const ask = ms.book.bestAsk();
      expect(bid !== null && ask !== null && bid < ask).toBe(true);
    }
  }, 120_000);

  it('is reproducible: one seed, the same run', () => {
    const a = run(7, 30).service.engine.state;
    const b = run(7, 30).service.engine.state;
    expect(b.seq).toBe(a.seq);
    expect(b.feesCollected).toEqual(a.feesCollected);
    expect(b.markets.map((m) => m.oracle)).toEqual(a.markets.map((m) => m.oracle));
  }, 60_000);
});

describe('quote prices', () => {
  it('rounds to valid prices (5 significant figures, integers always valid)', () => {
    expect(tickUnits(1_130_000, 1)).toBe(10); // BTC 113000.0: $1
    expect(floorValid(113_000.7, 1)).toBe(1_130_000);
    expect(ceilValid(4200.01, 2)).toBe(420_010); // ETH 4200.1
    expect(floorValid(0.0123456, 6)).toBe(12_345); // kPEPE 0.012345
    expect(ceilValid(0.0099999, 6)).toBe(10_000);
  });
});
