import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 90_000;
/** The devnet takes PORT for the server, PORT + 1 for the exchange and PORT + 2 … + 6 for the five chains. */
const DEVNET_PORTS = 7;
/**
 * The exchange's per-IP request weight for e2e runs: Hyperliquid's 1,200 a minute for each of the
 * pages the parallel workers hold at once (a test opens several: traders, makers, a visitor), as the
 * WebSocket limits below. In production every browser is its own IP; here they all share 127.0.0.1.
 * One browser's use is held to a quarter of 1,200 by exchange-limits.spec, and any 429 a page gets
 * fails its test (fixtures.ts).
 */
const E2E_EXCHANGE_WEIGHT_PER_MINUTE = String(1200 * 10);
/**
 * The exchange's per-IP WebSocket limits for e2e runs, as a multiple of Hyperliquid's (10 connections,
 * 30 new a minute, …): each page holds one socket and opens a new one on every load, and the parallel
 * workers' pages (several per test: traders, makers, reloads) all come from 127.0.0.1.
 */
const E2E_EXCHANGE_WS_LIMITS = '10';

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** A PORT whose whole devnet block (PORT … PORT + 6) is free now. */
export async function freeDevnetPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port + DEVNET_PORTS > 65_535) continue;
    const taken = await Promise.all(
      Array.from({ length: DEVNET_PORTS - 1 }, (_, index) => isPortTaken(port + index + 1)),
    );
    if (!taken.includes(true)) return port;
  }
}

function isPortTaken(port: number): Promise<boolean> {
  return new Promise((resolveTaken) => {
    const probe = createServer();
    probe.once('error', () => resolveTaken(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolveTaken(false)));
  });
}

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Dev account #24 (anvil's mnemonic, index 24): the admin the admin spec signs in as. */
export const E2E_ADMIN_WALLET = '0x61097BA76cD906d2ba4FD106E757f7Eb455fc295';

/**
 * Starts the whole devnet as `bin/start` runs it (chains, exchange, bridge, server), on free ports with
 * a throwaway data folder. A quiet exchange (no simulation, one day of candles) keeps runs repeatable
 * and the start short; its per-IP request weight and WebSocket limits are raised for the browsers
 * sharing 127.0.0.1 (each dev account's address limit of 10,000 requests is far from reached in a run).
 */
export async function startProduct(): Promise<RunningProduct> {
  const port = await freeDevnetPort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pluto-e2e-'));
  // One process (no tsx CLI in between), so the signal that stops it reaches the supervisor itself.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/devnet/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      EXCHANGE_SIM: 'off',
      // No simulated platform traders: the statistics page shows only what the specs trade.
      DEVNET_PLATFORM_TRADERS: '0',
      // Dev account #24 is the admin of every e2e run (admin.spec.ts); #0 trades as anyone else.
      ADMIN_WALLETS: E2E_ADMIN_WALLET,
      EXCHANGE_HISTORY_DAYS: '1',
      // The statistics page's figures follow the e2e traders' fills within seconds, not a minute.
      PLATFORM_INDEXER_INTERVAL_MS: '2000',
      EXCHANGE_IP_WEIGHT_PER_MINUTE:
        process.env.EXCHANGE_IP_WEIGHT_PER_MINUTE || E2E_EXCHANGE_WEIGHT_PER_MINUTE,
      EXCHANGE_WS_LIMITS: process.env.EXCHANGE_WS_LIMITS || E2E_EXCHANGE_WS_LIMITS,
      // The server's own budget on its own IP (127.0.0.2), raised like the browsers': the specs run
      // many traders' server work (trading, the bot's feed, AI candles, the indexer) in minutes, and
      // the page data's market list is read only from spare weight.
      EXCHANGE_WEIGHT_PER_MINUTE: process.env.EXCHANGE_WEIGHT_PER_MINUTE || E2E_EXCHANGE_WEIGHT_PER_MINUTE,
    },
    stdio: 'pipe',
  });

  const baseUrl = await new Promise<string>((resolveUrl, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`devnet did not start:\n${output}`)), STARTUP_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready in [\d.]+ s — open (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`devnet exited with ${code}:\n${output}`)));
  });

  return {
    baseUrl,
    dataDir,
    stop: async () => {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
