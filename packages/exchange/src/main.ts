import { parseRequestLimits } from './http/request-limits';
import { DEFAULT_HISTORY_DAYS, startExchangeNode } from './node';
import { parseSimMode } from './sim/config';

/**
 * Runnable exchange: `EXCHANGE_PORT` (default 3001), `EXCHANGE_DATA_DIR` (default ./.exchange-data),
 * `EXCHANGE_NETWORK` = testnet (default) | mainnet, `EXCHANGE_SIM` = off | slow | normal (default),
 * `EXCHANGE_SEED` (default 1), `EXCHANGE_HISTORY_DAYS` (default 30; first start only),
 * `EXCHANGE_IP_WEIGHT_PER_MINUTE` (default Hyperliquid's 1200; `off` for none). HTTP and
 * `/ws` share the port. Prints `exchange listening on <url>` once ready.
 */
async function main(): Promise<void> {
  const port = Number(process.env.EXCHANGE_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid EXCHANGE_PORT: ${port}`);
  const network = process.env.EXCHANGE_NETWORK ?? 'testnet';
  if (network !== 'testnet' && network !== 'mainnet') throw new Error(`invalid EXCHANGE_NETWORK: ${network}`);
  const sim = parseSimMode(process.env.EXCHANGE_SIM);
  const seed = Number(process.env.EXCHANGE_SEED ?? 1);
  const historyDays = Number(process.env.EXCHANGE_HISTORY_DAYS ?? DEFAULT_HISTORY_DAYS);
  const requestLimits = parseRequestLimits(process.env.EXCHANGE_IP_WEIGHT_PER_MINUTE);
  if (!Number.isSafeInteger(seed)) throw new Error(`invalid EXCHANGE_SEED: ${seed}`);
  if (!(historyDays >= 0 && historyDays <= 60))
    throw new Error(`invalid EXCHANGE_HISTORY_DAYS: ${historyDays}`);

  const node = await startExchangeNode({
    dataDir: process.env.EXCHANGE_DATA_DIR ?? '.exchange-data',
    port,
    host: process.env.EXCHANGE_HOST ?? '127.0.0.1',
    isTestnet: network === 'testnet',
    sim,
    seed,
    historyDays,
    requestLimits,
  });
  const shutdown = async () => {
    await node.stop();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  console.log(`exchange listening on ${node.url}`);
  console.log(`websocket ${node.wsUrl}, simulation ${sim}, seed ${seed}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
