import { everyAligned } from './aligned-timer';
import { HOUR_MS } from './engine';
import type { RequestLimitOptions } from './http/request-limits';
import { startHttpServer } from './http/server';
import { ExchangeService } from './service';
import { type SimMode, simConfig } from './sim/config';
import { Simulation } from './sim/simulation';
import { attachWebSocket } from './ws/server';

/** Days of 1-minute candle history generated at a data folder's first start (issue 4). */
export const DEFAULT_HISTORY_DAYS = 30;

/** Portfolio samples feed the `portfolio` info answer's periods. */
const PORTFOLIO_SAMPLE_MS = 15 * 60_000;

export interface ExchangeNodeOptions {
  readonly dataDir: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  readonly isTestnet: boolean;
  readonly sim: SimMode;
  readonly seed: number;
  /**
   * Days of generated candle history (default `DEFAULT_HISTORY_DAYS`); first start only (the data
   * folder's `market.json` wins later).
   */
  readonly historyDays?: number;
  /** Hyperliquid's per-IP request weight budget (default 1,200 a minute); null: no limit. */
  readonly requestLimits?: RequestLimitOptions | null;
}

export interface ExchangeNode {
  readonly url: string;
  readonly wsUrl: string;
  /** In-process access for the bridge (`creditDeposit`, `pendingWithdrawals`, `ackWithdrawal`). */
  readonly service: ExchangeService;
  /** Stops the timers and the simulation, closes WebSocket and HTTP, then snapshots and closes the service. */
  stop(): Promise<void>;
}

/**
 * The whole exchange in this process: the durable service, HTTP `/info` + `/exchange` and `/ws` on one
 * port, the market simulation, hourly funding and 15-minute portfolio samples.
 */
export async function startExchangeNode(options: ExchangeNodeOptions): Promise<ExchangeNode> {
  const service = ExchangeService.open({
    dataDir: options.dataDir,
    market: { seed: options.seed, historyDays: options.historyDays ?? DEFAULT_HISTORY_DAYS },
  });
  let server: Awaited<ReturnType<typeof startHttpServer>>;
  try {
    server = await startHttpServer({
      service,
      port: options.port,
      host: options.host ?? '127.0.0.1',
      isTestnet: options.isTestnet,
      ...(options.requestLimits !== undefined && { requestLimits: options.requestLimits }),
    });
  } catch (error) {
    service.close();
    throw error;
  }
  const ws = attachWebSocket(server.server, { service, isTestnet: options.isTestnet });
  const stopSimulation =
    options.sim === 'off'
      ? () => undefined
      : new Simulation(service, simConfig(options.sim, options.seed)).run();
  const stopTimers = [
    everyAligned(HOUR_MS, () => service.system({ type: 'settleFunding' })),
    everyAligned(PORTFOLIO_SAMPLE_MS, () => service.system({ type: 'samplePortfolio' })),
  ];

  let stopping: Promise<void> | undefined;
  return {
    url: server.url,
    wsUrl: `${server.url.replace(/^http/, 'ws')}/ws`,
    service,
    stop: () => {
      // Idempotent: a second signal during shutdown waits for the first.
      stopping ??= (async () => {
        stopSimulation();
        for (const stop of stopTimers) stop();
        try {
          await ws.close();
          await server.close();
        } finally {
          service.close();
        }
      })();
      return stopping;
    },
  };
}
