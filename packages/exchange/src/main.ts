import { HOUR_MS } from './engine';
import { startHttpServer } from './http/server';
import { ExchangeService } from './service';

/**
 * Runnable exchange: `EXCHANGE_PORT` (default 3001), `EXCHANGE_DATA_DIR` (default ./.exchange-data),
 * `EXCHANGE_NETWORK` = testnet (default) | mainnet. Prints `exchange listening on <url>` once ready.
 * Schedules hourly funding and 15-minute portfolio samples; oracle prices arrive with part 2.
 */

const PORTFOLIO_SAMPLE_MS = 15 * 60_000;

async function main(): Promise<void> {
  const port = Number(process.env.EXCHANGE_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid EXCHANGE_PORT: ${port}`);
  const network = process.env.EXCHANGE_NETWORK ?? 'testnet';
  if (network !== 'testnet' && network !== 'mainnet') throw new Error(`invalid EXCHANGE_NETWORK: ${network}`);
  const service = ExchangeService.open({ dataDir: process.env.EXCHANGE_DATA_DIR ?? '.exchange-data' });
  const server = await startHttpServer({
    service,
    port,
    host: process.env.EXCHANGE_HOST ?? '127.0.0.1',
    isTestnet: network === 'testnet',
  });

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
    for (const stop of stops) stop();
    await server.close();
    service.close();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  console.log(`exchange listening on ${server.url}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
