import { HttpTransport, InfoClient } from '@nktkas/hyperliquid';
import {
  AGENT_NAME,
  ARBITRUM_CHAIN_ID,
  FEE_SCHEDULE,
  type FunctionName,
  type FunctionResponse,
  parseFunctionResponse,
  REQUIRED_BUILDER_FEE_TENTHS_BP,
} from '@pluto/core';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { PLATFORM_TRADER_FUNDING_USDC, platformTraderKey } from '../src/platform-traders';
import { BUILDER_ADDRESS, type DevnetOptions, type RunningDevnet, startDevnet } from '../src/supervisor';
import { freePortBlock, temporaryDataDir, waitFor } from './helpers';

/**
 * Issue 23: on a fresh devnet with the simulation running, the simulated platform traders become
 * platform users through the server (agent, builder fee) and trade, so the server's platform
 * indexer fills the statistics and the leaderboard from their real fills.
 */

const TRADERS = 2;
const FILLS_TIMEOUT_MS = 90_000;

describe('simulated platform traders', () => {
  const dataDir = temporaryDataDir('platform-traders');
  const log: string[] = [];
  let devnet: RunningDevnet | undefined;
  let options: DevnetOptions;

  afterAll(async () => {
    await devnet?.stop();
    dataDir.remove();
  });

  const info = () =>
    new InfoClient({
      transport: new HttpTransport({ apiUrl: devnet?.exchange.url ?? '', isTestnet: true }),
    });
  const deposits = async (user: Address) =>
    (await info().userNonFundingLedgerUpdates({ user, startTime: 0 })).flatMap((update) =>
      update.delta.type === 'deposit' ? [Number(update.delta.usdc)] : [],
    );
  /** A public server function, as a visitor's page calls it. */
  const read = async <N extends FunctionName>(name: N): Promise<FunctionResponse<N>> => {
    const response = await fetch(`${devnet?.url}/functions/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const answer = parseFunctionResponse(name, await response.json());
    if (answer === undefined) throw new Error(`${name} answered ${response.status}`);
    return answer;
  };

  it('trade through the server with the agent and the builder fee, and fill the statistics and the leaderboard', {
    timeout: 180_000,
  }, async () => {
    options = {
      dataDir: dataDir.path,
      port: await freePortBlock(),
      sim: 'normal',
      seed: 1,
      historyDays: 1,
      requestLimits: null,
      chains: [{ chainId: ARBITRUM_CHAIN_ID }],
      // Trades every half second would spend the server's exchange budget (1,200 a minute, about 22
      // per order) and leave the indexer no spare weight; this exchange has no request limits.
      serverEnv: {
        LOG_LEVEL: 'warn',
        PLATFORM_INDEXER_INTERVAL_MS: '1000',
        EXCHANGE_WEIGHT_PER_MINUTE: '100000',
        PLATFORM_INDEXER_WEIGHT_PER_MINUTE: '50000',
      },
      platformTraders: { count: TRADERS, intervalMs: 500 },
      log: (line) => log.push(line),
    };
    devnet = await startDevnet(options);
    const traders = Array.from(
      { length: TRADERS },
      (_, index) => privateKeyToAccount(platformTraderKey(index)).address,
    );
    expect(devnet.platformTraders).toEqual(traders);

    for (const user of traders) {
      const fills = await waitFor(
        () => info().userFills({ user }),
        (found) => found.length >= 2,
        FILLS_TIMEOUT_MS,
      );
      expect(fills.length, log.join('\n')).toBeGreaterThanOrEqual(2);
      // Every fill carries the platform's builder fee: the orders went through the server.
      for (const fill of fills) {
        const notional = Number(fill.px) * Number(fill.sz);
        expect(Number(fill.builderFee)).toBeCloseTo(notional * FEE_SCHEDULE.perp.builderRate, 4);
      }
      // The trader approved the server's agent and the builder fee with its own key.
      const agents = await info().extraAgents({ user });
      expect(agents.map((agent) => agent.name)).toEqual([AGENT_NAME]);
      expect(await info().maxBuilderFee({ user, builder: BUILDER_ADDRESS })).toBeGreaterThanOrEqual(
        REQUIRED_BUILDER_FEE_TENTHS_BP,
      );
      expect(await deposits(user)).toEqual([Number(PLATFORM_TRADER_FUNDING_USDC)]);
    }

    // The server's indexer counts them as platform users.
    const board = await waitFor(
      () => read('leaderboard'),
      (answer) =>
        traders.every((user) =>
          answer.entries.some((row) => row.ethAddress === user.toLowerCase() && row.nTrades > 0),
        ),
      30_000,
    );
    for (const user of traders) {
      const row = board.entries.find((entry) => entry.ethAddress === user.toLowerCase());
      expect(row?.nTrades, `${user} on the leaderboard`).toBeGreaterThan(0);
    }
    const { stats } = await waitFor(
      () => read('platform-stats'),
      (answer) => (answer.stats?.activeTraders ?? 0) >= TRADERS,
      30_000,
    );
    expect(stats?.activeTraders).toBeGreaterThanOrEqual(TRADERS);
    expect(stats?.dailyVolume).toBeGreaterThan(0);
    expect(stats?.systemEarnings).toBeGreaterThan(0);
  });

  it('are the same accounts after a restart, funded once', { timeout: 120_000 }, async () => {
    await devnet?.stop();
    devnet = await startDevnet(options);
    const [first] = devnet.platformTraders;
    if (!first) throw new Error('no platform trader after the restart');
    const before = (await info().userFills({ user: first })).length;
    const after = await waitFor(
      () => info().userFills({ user: first }),
      (found) => found.length > before,
      FILLS_TIMEOUT_MS,
    );
    expect(after.length, log.join('\n')).toBeGreaterThan(before);
    for (const user of devnet.platformTraders) {
      expect(await deposits(user)).toEqual([Number(PLATFORM_TRADER_FUNDING_USDC)]);
    }
  });
});
