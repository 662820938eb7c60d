import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExchangeClient, HttpTransport, InfoClient } from '@nktkas/hyperliquid';
import { type HttpOptions, startHttpServer } from '@pluto/exchange/http';
import { ExchangeService, type ServiceOptions } from '@pluto/exchange/service';
import { attachWebSocket } from '@pluto/exchange/ws';
import type { LocalAccount } from 'viem';

const IDLE_SOCKET_MS = 60_000;

/** The devnet exchange engine with its HTTP and WebSocket API on a free port, in this process (testnet mode). */
export interface TestExchange {
  url: string;
  wsUrl: string;
  service: ExchangeService;
  info: InfoClient;
  /** A client signing as `account` itself (user-signed approvals, the liquidity maker's orders). */
  client(account: LocalAccount): ExchangeClient;
  /** Credits USDC to `address` through the engine's bridge entry point. */
  fund(address: string, usdc: string): void;
  /** Funds `maker` and rests 1 BTC either side of the 113000 mark: 113100 ask, 112900 bid. */
  provideBtcBook(maker: LocalAccount): Promise<void>;
  close(): Promise<void>;
}

/**
 * `requestLimits`: the exchange's per-IP request weight. None unless told: the suites act as many
 * users within seconds (the limits have their own tests, `exchange-limits.test.ts`).
 */
export async function startTestExchange(
  options: Pick<HttpOptions, 'requestLimits'> & Pick<ServiceOptions, 'market'> = {},
): Promise<TestExchange> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pluto-exchange-test-'));
  const { market, ...http } = options;
  // `market`: seeded candle history, as the devnet has (none unless asked).
  const service = ExchangeService.open({ dataDir, market });
  const server = await startHttpServer({ requestLimits: null, ...http, service, isTestnet: true });
  // The engine serves in the test's own process, where opening a database can block the event loop
  // past Node's 5 s keep-alive: the server then closes an idle socket just as a client reuses it
  // (ECONNRESET). Idle sockets outliving the client's own 4 s keep-alive leave closing to the client.
  server.server.keepAliveTimeout = IDLE_SOCKET_MS;
  const ws = attachWebSocket(server.server, { service, isTestnet: true });
  const transport = new HttpTransport({ apiUrl: server.url, isTestnet: true, timeout: 10_000 });
  let depositIndex = 0;
  const client = (account: LocalAccount) => new ExchangeClient({ transport, wallet: account });
  const fund = (address: string, usdc: string) => {
    const credited = service.creditDeposit({
      user: address,
      usdc,
      txHash: `0x${'ab'.repeat(32)}`,
      logIndex: depositIndex++,
    });
    if (credited !== 'credited') throw new Error(`deposit not credited: ${credited}`);
  };
  return {
    url: server.url,
    wsUrl: `${server.url.replace(/^http/, 'ws')}/ws`,
    service,
    info: new InfoClient({ transport }),
    client,
    fund,
    async provideBtcBook(maker) {
      fund(maker.address, '1000000');
      await client(maker).order({
        orders: [
          { a: 0, b: false, p: '113100', s: '1', r: false, t: { limit: { tif: 'Gtc' } } },
          { a: 0, b: true, p: '112900', s: '1', r: false, t: { limit: { tif: 'Gtc' } } },
        ],
        grouping: 'na',
      });
    },
    async close() {
      await ws.close();
      await server.close();
      service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
