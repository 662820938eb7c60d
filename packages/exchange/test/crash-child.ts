import { startHttpServer } from '../src/http/server';
import { ExchangeService } from '../src/service';

/**
 * Child process of the crash tests: opens the data folder (recovering whatever is there), funds the
 * given users through the idempotent bridge entry point, serves HTTP and prints `READY <url>`. With
 * `CRASH_ORACLE_UPDATES=n` it then applies n oracle updates and prints `APPLIED`, and waits to be
 * killed (a crash after a known number of logged commands).
 */

const dataDir = process.env.CRASH_DATA_DIR;
if (!dataDir) throw new Error('CRASH_DATA_DIR is required');
const service = ExchangeService.open({
  dataDir,
  snapshotEvery: Number(process.env.CRASH_SNAPSHOT_EVERY ?? 20),
});
for (const [i, user] of (process.env.CRASH_USERS ?? '').split(',').filter(Boolean).entries()) {
  service.creditDeposit({ user, usdc: '100000', txHash: `0x${'c'.repeat(64)}`, logIndex: i });
}
// The load runs well past Hyperliquid's per-IP budget from one address on purpose (no request limit).
const server = await startHttpServer({ service, isTestnet: true, requestLimits: null });
console.log(`READY ${server.url}`);
const oracleUpdates = Number(process.env.CRASH_ORACLE_UPDATES ?? 0);
for (let i = 0; i < oracleUpdates; i++)
  service.system({ type: 'setOracle', prices: { BTC: String(113_000 + (i % 50)) } });
if (oracleUpdates > 0) console.log('APPLIED');
