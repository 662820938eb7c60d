/**
 * Shared by the spot benchmarks (issue 24): devnet chains with their Uniswap V2 pools in a throwaway
 * folder, more meme-like tokens on BSC when a benchmark needs more than the default set, and the
 * real server process (`apps/server/src/main.ts`, as the supervisor starts it) configured with them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BSC_CHAIN_ID } from '@pluto/core';
import {
  type DevnetChainLayer,
  type DevnetChainSpec,
  defaultChainSpecs,
  type SpotTokenSpec,
  startChainLayer,
} from '@pluto/devnet';
import { freePort } from '../e2e/support/server';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const SERVER_START_TIMEOUT_MS = 120_000;
const UNLIMITED = '1000000';
/** Listed long before any 24 h window (not NEW). */
const LISTED_HOURS_AGO = 90 * 24;

/** `count` more BSC tokens (BENCH001…), 18 decimals, priced $0.01-$1, pooled like the default ones. */
export function benchTokens(count: number): SpotTokenSpec[] {
  return Array.from({ length: count }, (_, index) => {
    const usdPrice = 0.01 + (index % 100) / 100;
    return {
      symbol: `BENCH${String(index + 1).padStart(3, '0')}`,
      name: `Bench Token ${index + 1}`,
      decimals: 18,
      devAccountAmount: String(Math.round(1000 / usdPrice)),
      usdPrice,
      poolDepthUsd: 50_000,
      listedHoursAgo: LISTED_HOURS_AGO,
    };
  });
}

/** The default chains on free ports (or only `chainIds`), with `extraBscTokens` added to BSC's set. */
export function benchChainSpecs(
  extraBscTokens: readonly SpotTokenSpec[] = [],
  chainIds?: readonly number[],
): DevnetChainSpec[] {
  return defaultChainSpecs(0, chainIds).map((spec) =>
    spec.chainId === BSC_CHAIN_ID ? { ...spec, spotTokens: [...spec.spotTokens, ...extraBscTokens] } : spec,
  );
}

export interface BenchChains {
  folder: string;
  layer: DevnetChainLayer;
  stop(): Promise<void>;
}

/** Starts and deploys `specs` (tokens, pools, routers) in a throwaway folder. */
export async function startBenchChains(specs: readonly DevnetChainSpec[]): Promise<BenchChains> {
  const folder = mkdtempSync(join(tmpdir(), 'pluto-bench-spot-'));
  const layer = await startChainLayer(join(folder, 'devnet'), [...specs]);
  return {
    folder,
    layer,
    stop: async () => {
      try {
        await layer.stop();
      } catch {
        // The state save before stopping fails once a chain holds tens of thousands of swaps
        // (anvil_dumpState's answer passes viem's 10 MB limit or its 5 s timeout); the nodes still
        // stop, and the folder is thrown away anyway.
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

export interface BenchServer {
  url: string;
  /** POSTs a server function as the web app does (same origin); answers status, body and time. */
  call(name: string, body: unknown): Promise<{ status: number; body: unknown; ms: number }>;
  stop(): Promise<void>;
}

/**
 * The server as its own process, configured with the chains' runtime entries and spot deployments
 * (its chain indexer starts with it). Its per-IP and per-session request limits are raised as in
 * the server's test setup: one benchmark client stands for many browsers.
 */
export async function startBenchServer(chains: BenchChains): Promise<BenchServer> {
  const runtimeConfigFile = join(chains.folder, 'runtime-config.json');
  writeFileSync(
    runtimeConfigFile,
    JSON.stringify({ chains: chains.layer.runtimeChains(), spot: chains.layer.spotChains() }),
  );
  writeFileSync(join(chains.folder, 'index.html'), '<!doctype html>');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(chains.folder, 'server'),
      WEB_DIST_DIR: chains.folder,
      RUNTIME_CONFIG_FILE: runtimeConfigFile,
      PLUTO_NETWORK: 'devnet',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_IP_PER_MINUTE: UNLIMITED,
      RATE_LIMIT_SESSION_PER_MINUTE: UNLIMITED,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await waitForHealth(url, exited);

  return {
    url,
    async call(name, body) {
      const started = performance.now();
      const response = await fetch(`${url}/functions/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify(body),
      });
      const answer: unknown = await response.json();
      return { status: response.status, body: answer, ms: performance.now() - started };
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForHealth(url: string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (gone) throw new Error('the server exited during its start');
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`the server did not answer /health within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}
