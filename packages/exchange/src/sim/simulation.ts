import { keccak256, stringToHex } from 'viem';
import type { Command, OrderWire, UserAction } from '../actions';
import { Prng, validPxUnits } from '../market/oracle-path';
import type { ExchangeService } from '../service';
import { openOrdersOf } from '../state';
import { freeMargin, summarize } from '../summary';
import type { SimConfig } from './config';
import { ladder, styleOf } from './market-maker';
import { wirePx } from './prices';
import { pickLeverage, pickMarket, takerOrder } from './takers';

/**
 * The live market: a seeded oracle feed (the market data's paths → `setOracle`), market makers
 * keeping every book `levels` deep around the oracle, and takers opening and closing positions.
 * Simulated accounts are ordinary accounts: funded through the bridge's deposit entry point, trading
 * through `ExchangeService.apply` (logged, every engine rule applies). They act as already-resolved
 * accounts (no signatures in process). Time comes from the caller (`step(now)`), so tests drive it.
 */

interface Quote {
  oids: number[];
  /** Oracle price the ladder was built around, and when. */
  center: number;
  time: number;
}

const MAKER_DEPOSIT = '50000000';

export class Simulation {
  readonly makers: readonly string[];
  readonly takers: readonly string[];
  private readonly rng: Prng;
  private readonly quotes = new Map<number, Quote>();
  private lastTick = 0;
  private started = false;

  constructor(
    private readonly service: ExchangeService,
    readonly config: SimConfig,
  ) {
    if (!service.market) throw new Error('simulation needs the service to run with market data');
    this.rng = new Prng(config.seed ^ 0x5eed);
    this.makers = Array.from({ length: config.makers }, (_, i) => simAddress(config.seed, 'maker', i));
    this.takers = Array.from({ length: config.takers }, (_, i) => simAddress(config.seed, 'taker', i));
  }

  /** Funds the accounts (exactly once per seed: deposits are keyed), then quotes every market. */
  start(now: number): void {
    const deposit = (user: string, usdc: string, i: number) =>
      this.service.creditDeposit({
        user,
        usdc,
        txHash: keccak256(stringToHex(`pluto-sim:${this.config.seed}:${user}`)),
        logIndex: i,
      });
    for (const [i, u] of this.makers.entries()) deposit(u, MAKER_DEPOSIT, i);
    // Log-uniform $2k-$250k: a few whales, many small accounts.
    for (const [i, u] of this.takers.entries())
      deposit(u, String(Math.round(2000 * 125 ** this.rng.uniform())), i);
    // After a restart the makers' orders are still resting: adopt them so the first requote replaces them.
    const state = this.service.engine.state;
    for (const maker of this.makers) {
      for (const o of openOrdersOf(state, maker)) {
        const q = this.quotes.get(o.asset) ?? { oids: [], center: 0, time: 0 };
        q.oids.push(o.oid);
        this.quotes.set(o.asset, q);
      }
    }
    this.lastTick = now;
    this.started = true;
    this.requote(now);
  }

  /** One tick: oracle update, re-quotes where the price moved or depth was taken, taker actions. */
  step(now: number): void {
    if (!this.started) this.start(now);
    const dt = Math.max(0, now - this.lastTick);
    this.lastTick = now;
    this.oracle(dt);
    this.requote(now);
    for (const [i, taker] of this.takers.entries())
      if (this.rng.uniform() < this.config.takerActivity) this.act(taker, now, i < this.takers.length / 6);
    // Refill books the takers thinned, so no tick ends with a shallow book.
    this.requote(now);
  }

  /** Runs on real time until the returned stop is called. */
  run(): () => void {
    this.step(this.service.now());
    const timer = setInterval(() => this.step(this.service.now()), this.config.tickMs);
    return () => clearInterval(timer);
  }

  private oracle(dt: number): void {
    const md = this.service.market;
    if (!md || dt === 0) return;
    const prices: Record<string, string> = {};
    for (const m of this.service.engine.universe.markets) {
      const path = md.paths.get(m.name);
      if (!path) continue;
      const pd = 6 - m.szDecimals;
      prices[m.name] = wirePx(validPxUnits(path.next(dt), pd), pd);
    }
    this.service.system({ type: 'setOracle', prices });
  }

  private requote(now: number): void {
    const state = this.service.engine.state;
    for (const ms of state.markets) {
      const m = ms.market;
      const oracle = Number(ms.oracle) / 1e18;
      const q = this.quotes.get(m.assetId);
      const [bids, asks] = ms.book.l2(this.config.levels);
      // Re-quote once the oracle moved 1.5 levels: real makers re-quote more often, but every ladder
      // costs two commands and this keeps a full simulated universe cheap.
      const moved = q
        ? Math.abs(oracle - q.center) / oracle > (1.5 * styleOf(m.name).stepBps) / 10_000
        : true;
      const thin = bids.length < this.config.levels - 2 || asks.length < this.config.levels - 2;
      if (q && !moved && !thin && now - q.time < this.config.maxQuoteAgeMs) continue;
      const maker = this.makers[m.assetId % this.makers.length] as string;
      if (q && q.oids.length > 0)
        this.submit(maker, now, { type: 'cancel', cancels: q.oids.map((o) => ({ a: m.assetId, o })) });
      const res = this.submit(maker, now, {
        type: 'order',
        orders: ladder(m, oracle, this.config.levels, this.rng),
        grouping: 'na',
      });
      const oids: number[] = [];
      if (res.status === 'ok' && res.response.type === 'order')
        for (const st of res.response.data.statuses)
          if (typeof st === 'object' && 'resting' in st) oids.push(st.resting.oid);
      this.quotes.set(m.assetId, { oids, center: oracle, time: now });
    }
  }

  /**
   * One taker decision. A sixth of the takers are "degens": max leverage on the majors, nearly all
   * their free margin, slow to close — they are the ones the oracle's jumps liquidate.
   */
  private act(user: string, now: number, degen: boolean): void {
    const state = this.service.engine.state;
    const account = state.accounts.get(user);
    if (!account) return;
    const open = [...account.positions].filter(([, p]) => p.lots !== 0);
    if (open.length > 0 && (this.rng.uniform() < (degen ? 0.1 : 0.4) || open.length >= 4)) {
      const [asset, pos] = open[Math.floor(this.rng.uniform() * open.length)] ?? open[0] ?? [0, null];
      const ms = state.markets[asset];
      if (!ms || !pos) return;
      const m = ms.market;
      const order = takerOrder(m, pos.lots < 0, Number(ms.oracle) / 1e18, Math.abs(pos.lots), true);
      if (order) this.trade(user, now, order);
      return;
    }
    const ms =
      state.markets[degen ? Math.floor(this.rng.uniform() * 2) : pickMarket(this.rng, state.markets.length)];
    if (!ms) return;
    const m = ms.market;
    if (!account.positions.get(m.assetId)?.lots) {
      const leverage = degen ? m.maxLeverage : pickLeverage(this.rng, m);
      this.submit(user, now, {
        type: 'updateLeverage',
        asset: m.assetId,
        isCross: !m.onlyIsolated,
        leverage,
      });
    }
    const lev = account.leverage.get(m.assetId)?.value ?? 1;
    const equity = Number(summarize(state, account).crossAccountValue) / 1e18;
    const free = Number(freeMargin(state, account)) / 1e18;
    if (free <= 0) return;
    const oracle = Number(ms.oracle) / 1e18;
    const isBuy = this.rng.uniform() < 0.5;
    // At most the two best levels of the other side: the books must stay 20 deep.
    const [bids, asks] = ms.book.l2(2);
    const depth = (isBuy ? asks : bids).reduce((a, l) => a + (Number(l.sz) / 1e18) * oracle, 0);
    const share = degen ? 0.95 : 0.05 + 0.45 * this.rng.uniform();
    const notional = Math.min(equity * lev * share, free * lev * (degen ? 0.95 : 0.9), depth * 0.8);
    const order = takerOrder(m, isBuy, oracle, (notional / oracle) * 10 ** m.szDecimals, false);
    if (order) this.trade(user, now, order);
  }

  private trade(user: string, now: number, order: OrderWire): void {
    this.submit(user, now, { type: 'order', orders: [order], grouping: 'na' });
  }

  private submit(user: string, now: number, action: UserAction) {
    const cmd: Command = { time: now, user, action };
    return this.service.apply(cmd);
  }
}

/** A deterministic simulated account address per (seed, role, index). */
export function simAddress(seed: number, role: string, i: number): string {
  return `0x${keccak256(stringToHex(`pluto-sim:${seed}:${role}:${i}`)).slice(-40)}`;
}
