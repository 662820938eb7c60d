import { startHttpServer } from '../src/http/server';
import { ExchangeService } from '../src/service';

/**
 * Child process of the crash test: opens the data folder (recovering whatever is there), funds the
 * given users through the idempotent bridge entry point, serves HTTP and prints `READY <url>`.
 */

const dataDir = process.env.CRASH_DATA_DIR;
if (!dataDir) throw new Error('CRASH_DATA_DIR is required');
const service = ExchangeService.open({ dataDir, snapshotEvery: 20 });
for (const [i, user] of (process.env.CRASH_USERS ?? '').split(',').filter(Boolean).entries()) {
  service.creditDeposit({ user, usdc: '100000', txHash: `0x${'c'.repeat(64)}`, logIndex: i });
}
const server = await startHttpServer({ service, isTestnet: true });
console.log(`READY ${server.url}`);
