import { HOUR_MS } from './engine';
import { startHttpServer } from './http/server';
import { ExchangeService } from './service';
import { parseSimMode, simConfig } from './sim/config';
import { Simulation } from './sim/simulation';
import { attachWebSocket } from './ws/server';

/**
 * Runnable exchange: `EXCHANGE_PORT` (default 3001), `EXCHANGE_DATA_DIR` (default ./.exchange-data),
 * `EXCHANGE_NETWORK` = testnet (default) | mainnet, `EXCHANGE_SIM` = off | slow | normal (default),
 * `EXCHANGE_SEED` (default 1), `EXCHANGE_HISTORY_DAYS` (default 30; first start only). HTTP and
 * `/ws` share the port. Prints `exchange listening on <url>` once ready. Schedules hourly funding and
 * 15-minute portfolio samples; the simulation drives the oracles.
 */

const PORTFOLIO_SAMPLE_MS = 15 * 60_000;

async function main(): Promise<void> {
  const port = Number(process.env.EXCHANGE_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid EXCHANGE_PORT: ${port}`);
  const network = process.env.EXCHANGE_NETWORK ?? 'testnet';
  if (network !== 'testnet' && network !== 'mainnet') throw new Error(`invalid EXCHANGE_NETWORK: ${network}`);
  const mode = parseSimMode(process.env.EXCHANGE_SIM);
  const seed = Number(process.env.EXCHANGE_SEED ?? 1);
  const historyDays = Number(process.env.EXCHANGE_HISTORY_DAYS ?? 30);
  if (!Number.isSafeInteger(seed)) throw new Error(`invalid EXCHANGE_SEED: ${seed}`);
  if (!(historyDays >= 0 && historyDays <= 60))
    throw new Error(`invalid EXCHANGE_HISTORY_DAYS: ${historyDays}`);
  const service = ExchangeService.open({
    dataDir: process.env.EXCHANGE_DATA_DIR ?? '.exchange-data',
    market: { seed, historyDays },
  });
  const isTestnet = network === 'testnet';
  const server = await startHttpServer({
    service,
    port,
    host: process.env.EXCHANGE_HOST ?? '127.0.0.1',
    isTestnet,
  });
  const ws = attachWebSocket(server.server, { service, isTestnet });
  const stopSim = mode === 'off' ? () => undefined : new Simulation(service, simConfig(mode, seed)).run();

  const every = (ms: number, run: () => void) => {
    let timer: NodeJS.Timeout;
    const schedule = () => {
      timer = setTimeout(
        () => {
          run();
          schedule();
        },
        ms - (Date.now() % ms),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  };
  const stops = [
    every(HOUR_MS, () => service.system({ type: 'settleFunding' })),
    every(PORTFOLIO_SAMPLE_MS, () => service.system({ type: 'samplePortfolio' })),
  ];

  const shutdown = async () => {
    stopSim();
    for (const stop of stops) stop();
    await ws.close();
    await server.close();
    service.close();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  console.log(`exchange listening on ${server.url}`);
  console.log(`websocket ${server.url.replace('http', 'ws')}/ws, simulation ${mode}, seed ${seed}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
