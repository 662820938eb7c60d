import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ARBITRUM_CHAIN_ID, type ChainConfig, type SpotChainDeployment } from '@pluto/core';
import type { AddressLimitOptions } from '@pluto/exchange/address-limits';
import type { ExchangeNode } from '@pluto/exchange/node';
import type { RequestLimitOptions } from '@pluto/exchange/request-limits';
import type { WsLimitOptions } from '@pluto/exchange/ws-limits';
import { type Address, type Hex, keccak256, stringToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DepositWatcher } from './bridge/deposit-watcher';
import type { DepositLedger } from './bridge/ledger';
import { BridgePayer } from './bridge/payout';
import { PayoutLoop } from './bridge/payout-loop';
import { type DevnetChainLayer, startChainLayer } from './chain-layer';
import { DEFAULT_CHAIN_IDS, type DevnetChainChoice, defaultChainSpecs } from './config';
import { BRIDGE_OPERATOR_PRIVATE_KEY, type BridgeDeployment, bridgeDeployment, devAccounts } from './deploy';
import { readJsonIfExists, writeFileAtomic } from './files';
import { listedCoins, perpLogoFolder, seedPerpLogos } from './perp-logos';
import { SpotSimulation } from './spot-sim';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const EXIT_WITH_PARENT = new URL('./exit-with-parent.ts', import.meta.url).href;
const SERVER_ENTRY = 'apps/server/src/main.ts';
const SERVER_STARTUP_TIMEOUT_MS = 60_000;
/** The server's own shutdown grace is 10 s; past that it is killed. */
const SERVER_STOP_TIMEOUT_MS = 12_000;
/** Saves every chain now and then, so spot transfers survive even a crash of the whole machine. */
const PERSIST_INTERVAL_MS = 30_000;

/**
 * The builder that receives the 0.1 % fee on every order. A dedicated key, not a dev account: the
 * dev keys go to the browser, and a dev user should not collect the builder's fees.
 */
export const BUILDER_PRIVATE_KEY: Hex = keccak256(stringToHex('pluto devnet builder'));
export const BUILDER_ADDRESS: Address = privateKeyToAccount(BUILDER_PRIVATE_KEY).address;
/** Hyperliquid wants ≥ 100 USDC in a builder's account; credited once, keyed like a bridge deposit. */
export const BUILDER_FUNDING_USDC = '1000';
const BUILDER_FUNDING_KEY = { txHash: keccak256(stringToHex('pluto devnet builder funding')), logIndex: 0 };

export interface DevnetOptions {
  /** The product's data folder: the devnet keeps `devnet/` and `exchange/` in it, the server the rest. */
  dataDir: string;
  /** The server's port; the exchange listens on `port + 1`, the chains on `port + 2` onwards. */
  port: number;
  sim: 'off' | 'slow' | 'normal';
  seed: number;
  /** Days of candle history the exchange generates at its first start (default: the exchange's). */
  historyDays?: number;
  /** The exchange's per-IP request weight budget (default Hyperliquid's 1,200 a minute); null: none. */
  requestLimits?: RequestLimitOptions | null;
  /** The exchange's per-IP WebSocket limits (default Hyperliquid's); null: none. */
  wsLimits?: WsLimitOptions | null;
  /** The exchange's address-based action limits (default Hyperliquid's); null: none. */
  addressLimits?: AddressLimitOptions | null;
  /** Default: Arbitrum, BSC, Base, Ethereum and Polygon, a block per transaction. */
  chains?: readonly DevnetChainChoice[];
  /** Extra environment for the server child (e.g. LOG_LEVEL). */
  serverEnv?: Readonly<Record<string, string>>;
  /**
   * Simulated platform traders trading through the server (`platform-traders.ts`): how many, and the
   * mean time between one trader's trades. Absent or a count of 0: none.
   */
  platformTraders?: { count: number; intervalMs: number };
  /** Background failures (a failed poll is retried) and progress lines. */
  log?: (line: string) => void;
}

/** `RUNTIME_CONFIG_FILE` for the server: what `/config.json` learns from the running devnet. */
export interface DevnetRuntimeConfig {
  chains: ChainConfig[];
  devAccounts: { address: Address; privateKey: Hex }[];
  builderAddress: Address;
  bridgeAddress: Address;
  spot: SpotChainDeployment[];
}

/** Who runs on a data folder, so a second supervisor refuses it and tests can check PIDs. */
export interface DevnetProcesses {
  supervisor: number;
  server: number;
  chains: Record<number, number>;
}

export interface RunningDevnet {
  readonly url: string;
  readonly exchange: ExchangeNode;
  readonly bridge: BridgeDeployment;
  readonly runtimeConfig: DevnetRuntimeConfig;
  readonly runtimeConfigFile: string;
  readonly processes: DevnetProcesses;
  /** The simulated platform traders' addresses (none unless asked for). */
  readonly platformTraders: readonly Address[];
  /** Resolves if the server child exits on its own (the devnet is then of no use: stop it). */
  readonly serverExited: Promise<number | null>;
  /** Everything, in reverse order of start: platform traders, server, bridge loops, exchange, chains. */
  stop(): Promise<void>;
}

export function devnetFolder(dataDir: string): string {
  return join(dataDir, 'devnet');
}

export function processesFile(dataDir: string): string {
  return join(devnetFolder(dataDir), 'processes.json');
}

function isDevnetSupervisor(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('devnet');
  } catch {
    return false;
  }
}

function refuseIfRunning(dataDir: string): void {
  const record = readJsonIfExists<DevnetProcesses>(processesFile(dataDir));
  if (record && isDevnetSupervisor(record.supervisor)) {
    throw new Error(`a devnet (pid ${record.supervisor}) already runs on ${dataDir}`);
  }
}

interface ServerChild {
  readonly pid: number;
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

function startServerChild(env: NodeJS.ProcessEnv): ServerChild {
  // Not through tsx's CLI, which would run the server as a grandchild: the PID we hold is the server.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', EXIT_WITH_PARENT, SERVER_ENTRY],
    // Its own process group, so a terminal's Ctrl-C reaches only the supervisor, which stops it in order.
    { cwd: REPO_ROOT, env, stdio: ['pipe', 'inherit', 'inherit'], detached: true },
  );
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  if (child.pid === undefined) throw new Error('the server could not be started');
  return {
    pid: child.pid,
    exited,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(killTimer);
    },
  };
}

async function waitForHealth(url: string, exited: Promise<number | null>): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + SERVER_STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited with ${exitCode} while starting`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`the server did not answer ${url}/health within ${SERVER_STARTUP_TIMEOUT_MS} ms`);
}

/**
 * Brings up the whole devnet in one process: anvil chains (children), idempotent deployment, the
 * exchange in process (so the bridge credits deposits by calling it), the deposit watcher and the
 * payout loop, the builder's funding, then the web server as a child. A failure part-way stops
 * what was started; a second start on the same data folder resumes from its saved state.
 */
export async function startDevnet(options: DevnetOptions): Promise<RunningDevnet> {
  const log = options.log ?? (() => undefined);
  const devnetDir = devnetFolder(options.dataDir);
  refuseIfRunning(options.dataDir);

  // Undone in reverse order on failure and on stop, after the server (started early, stopped first)
  // and, before it, the platform traders that call it.
  const started: (() => Promise<void>)[] = [];
  let stopServer: (() => Promise<void>) | undefined;
  let stopTraders: (() => Promise<void>) | undefined;
  const stopAll = async () => {
    const stops = started.splice(0).reverse();
    if (stopServer) stops.unshift(stopServer);
    if (stopTraders) stops.unshift(stopTraders);
    stopServer = undefined;
    stopTraders = undefined;
    for (const stop of stops) {
      try {
        await stop();
      } catch (error) {
        log(`stopping: ${(error as Error).message}`);
      }
    }
  };

  // The record of who runs here goes last, once everything it names has stopped.
  started.push(async () => rmSync(processesFile(options.dataDir), { force: true }));
  let stepStarted = performance.now();
  const stepDone = (name: string) => {
    log(`${name}: ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
    stepStarted = performance.now();
  };
  try {
    const layer: DevnetChainLayer = await startChainLayer(
      devnetDir,
      defaultChainSpecs(options.port + 2, options.chains ?? DEFAULT_CHAIN_IDS),
    );
    stepDone('chains and deployment');
    started.push(() => layer.stop());
    const persistTimer = setInterval(() => {
      layer.chains
        .persist()
        .catch((error: unknown) => log(`saving chain state: ${(error as Error).message}`));
    }, PERSIST_INTERVAL_MS);
    started.push(async () => clearInterval(persistTimer));

    const bridge = bridgeDeployment(layer.deployment);
    const arbitrum = layer.chains.get(ARBITRUM_CHAIN_ID);
    if (!arbitrum) throw new Error('the devnet runs no Arbitrum chain');

    // The server only needs the exchange's address to start, not the exchange: it boots on the other
    // core while this process opens the exchange and starts its simulation.
    const exchangeUrl = `http://127.0.0.1:${options.port + 1}`;
    const runtimeConfig: DevnetRuntimeConfig = {
      chains: layer.runtimeChains(),
      devAccounts: devAccounts.map(({ address, privateKey }) => ({ address, privateKey })),
      builderAddress: BUILDER_ADDRESS,
      bridgeAddress: bridge.bridge,
      spot: layer.spotChains(),
    };
    const runtimeConfigFile = join(devnetDir, 'runtime-config.json');
    writeFileAtomic(runtimeConfigFile, `${JSON.stringify(runtimeConfig, null, 2)}\n`);

    const url = `http://127.0.0.1:${options.port}`;
    const server = startServerChild({
      ...process.env,
      ...options.serverEnv,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      RUNTIME_CONFIG_FILE: runtimeConfigFile,
      EXCHANGE_API_URL: exchangeUrl,
      // Browsers may reach the exchange's WebSocket through something in front of it (a proxy, the
      // order-book benchmark's relay); the server's own calls always go to the exchange itself.
      EXCHANGE_WS_URL: process.env.EXCHANGE_WS_URL || `${exchangeUrl.replace(/^http/, 'ws')}/ws`,
      PLUTO_NETWORK: 'devnet',
    });
    stopServer = () => server.stop();
    const processes: DevnetProcesses = {
      supervisor: process.pid,
      server: server.pid,
      chains: Object.fromEntries(layer.chains.chains.map((chain) => [chain.spec.chainId, chain.anvil.pid])),
    };
    writeFileAtomic(processesFile(options.dataDir), `${JSON.stringify(processes)}\n`);
    // Loaded only now: compiling the exchange's modules would otherwise delay the chains, and with
    // them the server, the slowest part of a start.
    const { startExchangeNode } = await import('@pluto/exchange/node');
    const exchange = await startExchangeNode({
      dataDir: join(options.dataDir, 'exchange'),
      port: options.port + 1,
      host: '127.0.0.1',
      isTestnet: true,
      sim: options.sim,
      seed: options.seed,
      ...(options.historyDays !== undefined && { historyDays: options.historyDays }),
      ...(options.requestLimits !== undefined && { requestLimits: options.requestLimits }),
      ...(options.wsLimits !== undefined && { wsLimits: options.wsLimits }),
      ...(options.addressLimits !== undefined && { addressLimits: options.addressLimits }),
    });
    started.push(() => exchange.stop());
    stepDone('exchange');
    if (exchange.url !== exchangeUrl)
      throw new Error(`the exchange runs at ${exchange.url}, not ${exchangeUrl}`);
    const { service } = exchange;
    // Before the server's first page lists them (it keeps a listing for a minute).
    await seedPerpLogos(perpLogoFolder(options.dataDir), await listedCoins(exchangeUrl));

    service.creditDeposit({ user: BUILDER_ADDRESS, usdc: BUILDER_FUNDING_USDC, ...BUILDER_FUNDING_KEY });

    const ledger: DepositLedger = { creditDeposit: async (input) => service.creditDeposit(input) };
    const persistArbitrum = () => layer.chains.persist(ARBITRUM_CHAIN_ID);
    const watcher = new DepositWatcher({
      chain: arbitrum.viemChain,
      usdc: bridge.usdc,
      bridge: bridge.bridge,
      ledger,
      cursorFile: join(devnetDir, 'bridge', 'deposit-cursor.json'),
      startBlock: bridge.startBlock,
      pollIntervalMs: 500,
      beforeCredit: persistArbitrum,
      onError: (error) => log(`bridge deposits: ${(error as Error).message}`),
    });
    // Deposits made while the devnet was down are credited before anyone sees the balances.
    await watcher.poll();
    watcher.start();
    started.push(() => watcher.stop());
    const payouts = new PayoutLoop({
      queue: service,
      payer: new BridgePayer({
        chain: arbitrum.viemChain,
        bridge: bridge.bridge,
        operatorPrivateKey: BRIDGE_OPERATOR_PRIVATE_KEY,
      }),
      afterPayout: persistArbitrum,
      onError: (error) => log(`bridge payouts: ${(error as Error).message}`),
    });
    payouts.start();
    started.push(() => payouts.stop());

    await waitForHealth(url, server.exited);
    stepDone('server (booted alongside the exchange)');

    let platformTraders: Address[] = [];
    if (options.platformTraders && options.platformTraders.count > 0) {
      // Loaded only when asked for, like the exchange: a start without them skips the exchange SDK.
      const { PlatformTraders } = await import('./platform-traders');
      const traders = new PlatformTraders({
        ...options.platformTraders,
        serverUrl: url,
        exchangeUrl,
        builderAddress: BUILDER_ADDRESS,
        fund: (user, usdc, key) => service.creditDeposit({ user, usdc, ...key }),
        log,
      }).start();
      stopTraders = () => traders.stop();
      platformTraders = traders.addresses;
    }

    // Started last, so its swaps never slow a start; EXCHANGE_SIM drives it as it does the exchange's.
    const spotSim = new SpotSimulation(
      layer.spotChains().flatMap((deployment) => {
        const chain = layer.chains.get(deployment.chainId);
        return chain ? [{ deployment, viemChain: chain.viemChain }] : [];
      }),
      options.seed,
      (error) => log(`spot simulation: ${error.message}`),
    );
    spotSim.start(options.sim);
    started.push(() => spotSim.stop());

    return {
      url,
      exchange,
      bridge,
      runtimeConfig,
      runtimeConfigFile,
      processes,
      platformTraders,
      serverExited: server.exited,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
