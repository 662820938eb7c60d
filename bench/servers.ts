/**
 * Child process of the HTTP and WebSocket benchmarks, so the load generator does not share the
 * server's thread. `bare <json>`: a Node HTTP server answering every request with a fixed JSON body
 * (the ceiling). `exchange`: the exchange (memory-only service, HTTP + /ws) with every book quoted by
 * the simulation's market makers and a trader holding positions. Sends `{ url, user? }` over IPC.
 * In `exchange` mode an IPC message `{ churn: n }` toggles a BTC bid n times per second (l2Book
 * changes for the fan-out benchmark and the HTTP benchmark's live runs; `{ churn: 0 }` stops).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startHttpServer } from '../packages/exchange/src/http/server';
import { ExchangeService } from '../packages/exchange/src/service';
import { simConfig } from '../packages/exchange/src/sim/config';
import { Simulation, simAddress } from '../packages/exchange/src/sim/simulation';
import { attachWebSocket } from '../packages/exchange/src/ws/server';

const send = (m: unknown) => process.send?.(m);

if (process.argv[2] === 'bare') {
  const body = process.argv[3] ?? '{}';
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  server.listen(0, '127.0.0.1', () =>
    send({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
  );
} else {
  const service = ExchangeService.open({ market: { seed: 1, historyDays: 1 } });
  const sim = new Simulation(service, simConfig('normal', 1));
  // Three minutes of simulated trading, ending now, so takers hold positions.
  let now = Date.now() - 180_000;
  sim.start(now);
  for (let i = 0; i < 60; i++) {
    now += 3000;
    sim.step(now);
  }
  // One load generator measures throughput from one address: Hyperliquid's per-IP budget is off.
  const server = await startHttpServer({ service, isTestnet: true, requestLimits: null });
  attachWebSocket(server.server, { service, isTestnet: true, maxBuffered: 16 * 1024 * 1024 });
  const maker = simAddress(1, 'maker', 0);
  let timer: NodeJS.Timeout | undefined;
  process.on('message', (m: { churn?: number; deposit?: string }) => {
    if (m.deposit)
      service.creditDeposit({
        user: m.deposit,
        usdc: '100000000',
        txHash: `0x${'ab'.repeat(32)}`,
        logIndex: 0,
      });
    if (m.churn === undefined) return;
    clearInterval(timer);
    if (m.churn === 0) return;
    let oid = -1;
    timer = setInterval(() => {
      if (oid >= 0) {
        service.apply({
          time: Date.now(),
          user: maker,
          action: { type: 'cancel', cancels: [{ a: 0, o: oid }] },
        });
        oid = -1;
        return;
      }
      const best = Number(service.engine.state.markets[0]?.book.bestBid() ?? 0n) / 1e18;
      const res = service.apply({
        time: Date.now(),
        user: maker,
        action: {
          type: 'order',
          orders: [
            { a: 0, b: true, p: String(Math.round(best)), s: '0.01', r: false, t: { limit: { tif: 'Gtc' } } },
          ],
          grouping: 'na',
        },
      });
      const st =
        res.status === 'ok' && res.response.type === 'order' ? res.response.data.statuses[0] : undefined;
      if (st && typeof st === 'object' && 'resting' in st) oid = st.resting.oid;
    }, 1000 / m.churn);
  });
  send({ url: server.url, user: sim.takers[0] });
}
