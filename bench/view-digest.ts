/**
 * A digest of every view the engine answers, for refactors that must not change an answer: the full
 * simulation for N simulated hours (seed 1) and then the engine benchmark's order stream (60,000
 * orders), each followed by a SHA-256 over every account's and every market's views and the
 * snapshot, printed whole and per part. Run it before and after a change; any differing part names
 * the view that changed.
 * Run: node --import tsx bench/view-digest.ts [hours]
 */
import { createHash, type Hash } from 'node:crypto';
import { Engine } from '../packages/exchange/src/engine';
import { decodeState, encodeState } from '../packages/exchange/src/persist/codec';
import { ExchangeService } from '../packages/exchange/src/service';
import { simConfig } from '../packages/exchange/src/sim/config';
import { Simulation } from '../packages/exchange/src/sim/simulation';
import * as views from '../packages/exchange/src/views';
import * as accountViews from '../packages/exchange/src/views-account';
import * as marketViews from '../packages/exchange/src/views-market';
import { ACCOUNTS, address, cancelCommand, orderCommand, restingOid, stream } from './workload';

const HOURS = Number(process.argv[2] ?? 2);
const TICK_MS = 3000;

const json = (x: unknown) =>
  JSON.stringify(x, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)) ?? 'undefined';

function printDigest(engine: Engine, label: string): void {
  const s = engine.state;
  const whole = createHash('sha256');
  const parts = new Map<string, Hash>();
  const part = (name: string, x: unknown) => {
    const text = json(x);
    let h = parts.get(name);
    if (!h) {
      h = createHash('sha256');
      parts.set(name, h);
    }
    h.update(text);
    whole.update(text);
  };
  for (const user of [...s.accounts.keys()].sort()) {
    part('ch', views.clearinghouseState(s, user));
    part('oo', views.openOrders(s, user));
    part('foo', views.frontendOpenOrders(s, user));
    part('uf', views.userFills(s, user));
    part('ufa', accountViews.userFillsByTime(s, user, 0, null, true));
    part('ho', views.historicalOrders(s, user));
    part('pf', accountViews.portfolio(s, user));
    part('fund', views.userFunding(s, user, 0));
    part('ledger', accountViews.userNonFundingLedgerUpdates(s, user, 0));
    part('fees', accountViews.userFees(s, user));
    part('free', String(engine.freeMarginOf(user)));
    part('count', engine.openOrderCount(user));
    for (const m of s.universe.markets.slice(0, 12))
      part('aad', marketViews.activeAssetData(s, user, m.name));
  }
  for (const m of s.universe.markets) {
    part('l2', views.l2Book(s, m.name));
    part('l2g', views.l2Book(s, m.name, 2));
    part('rt', views.recentTrades(s, m.name));
  }
  part('mac', marketViews.metaAndAssetCtxs(s));
  part('mids', views.allMids(s));
  const snapshot = encodeState(s);
  part('snap', snapshot);
  if (encodeState(decodeState(snapshot, s.universe)) !== snapshot) console.log('snapshot round trip differs');
  const each = [...parts].map(([name, h]) => `${name}=${h.digest('hex').slice(0, 6)}`).join(' ');
  console.log(`${label} ${whole.digest('hex').slice(0, 16)} ${each}`);
}

let now = Date.UTC(2026, 0, 1);
const service = ExchangeService.open({ clock: () => now, market: { seed: 1, historyDays: 0 } });
const sim = new Simulation(service, simConfig('normal', 1));
sim.start(now);
for (let i = 0; i < (HOURS * 3_600_000) / TICK_MS; i++) {
  now += TICK_MS;
  sim.step(now);
}
printDigest(service.engine, `simulation ${HOURS} h, ${service.engine.state.seq} commands:`);
service.close();

const engine = new Engine();
for (let i = 0; i < ACCOUNTS; i++)
  engine.execute({ time: 1, user: address(i), action: { type: 'deposit', usdc: '100000000' } });
const ops = stream(60_000);
const oids = new Float64Array(ops.length);
ops.forEach((op, i) => {
  if (op.kind === 'cancel') engine.execute(cancelCommand(op, oids[op.id] ?? 0, 2 + i));
  else oids[i] = restingOid(engine.execute(orderCommand(op, 2 + i))) ?? 0;
});
printDigest(engine, `bench workload, ${ops.length} orders:`);
