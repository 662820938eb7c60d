import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { getChainById } from '@pluto/core';
import { parseAddressLimits } from '@pluto/exchange/address-limits';
import { parseRequestLimits } from '@pluto/exchange/request-limits';
import { parseWsLimits } from '@pluto/exchange/ws-limits';
import { DEFAULT_CHAIN_IDS, type DevnetChainChoice, parseChainChoices } from './config';
import { DEV_ACCOUNT_PLUTO, DEV_ACCOUNT_USDC } from './deploy';
import { BUILDER_FUNDING_USDC, type RunningDevnet, startDevnet } from './supervisor';

/**
 * The one-command devnet (`bin/start`): PORT (default 8080; the exchange takes PORT + 1, the chains
 * PORT + 2 …), DATA_DIR (default ~/.local/share/pluto), EXCHANGE_SIM (off | slow | normal, default
 * normal; the perp markets and the spot pools alike), EXCHANGE_SEED (default 1), EXCHANGE_HISTORY_DAYS (default 30, first start only),
 * EXCHANGE_IP_WEIGHT_PER_MINUTE (the exchange's per-IP request weight, default 1200, `off` for none),
 * EXCHANGE_WS_LIMITS (n × Hyperliquid's per-IP WebSocket limits, default 1, `off` for none),
 * EXCHANGE_ADDRESS_INITIAL_REQUESTS (the address limits' starting requests, default 10000, `off`),
 * DEVNET_CHAINS (default 42161,56,8453,1,137; see `parseChainChoices`), DEVNET_PLATFORM_TRADERS (simulated
 * platform traders, default 5 while the simulation runs, 0 with EXCHANGE_SIM=off: they would find no
 * liquidity) and DEVNET_PLATFORM_TRADE_INTERVAL_MS (mean time between one trader's trades, default
 * 20000). Prints the URL, the dev accounts and the time to ready; SIGINT / SIGTERM / SIGHUP stop
 * everything, also while starting.
 */

const DEFAULT_PLATFORM_TRADERS = 5;
const DEFAULT_PLATFORM_TRADE_INTERVAL_MS = 20_000;

function integerEnv(name: string, fallback: number, min: number, max: number): number {
  return optionalIntegerEnv(name, min, max) ?? fallback;
}

function optionalIntegerEnv(name: string, min: number, max: number): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function simEnv(): 'off' | 'slow' | 'normal' {
  const raw = process.env.EXCHANGE_SIM || 'normal';
  if (raw === 'off' || raw === 'slow' || raw === 'normal') return raw;
  throw new Error(`EXCHANGE_SIM must be off, slow or normal, got '${raw}'`);
}

function summary(devnet: RunningDevnet, choices: readonly DevnetChainChoice[], seconds: string): string {
  const { runtimeConfig, exchange, bridge, platformTraders } = devnet;
  const mining = (chainId: number) => {
    const blockTime = choices.find((choice) => choice.chainId === chainId)?.blockTimeSeconds;
    return blockTime === undefined ? 'a block per transaction' : `a block every ${blockTime} s`;
  };
  const chains = runtimeConfig.chains.map(
    (chain) =>
      `    ${chain.name.padEnd(14)} ${String(chain.chainId).padEnd(6)} ${chain.rpcUrl}  (${mining(chain.chainId)})`,
  );
  const accounts = runtimeConfig.devAccounts.map(
    (account, index) => `    #${index} ${account.address}${index === 0 ? '  (admin)' : ''}`,
  );
  return [
    '',
    `Pluto devnet ready in ${seconds} s — open ${devnet.url}`,
    '',
    `  exchange   ${exchange.url} (${exchange.wsUrl})`,
    '  chains',
    ...chains,
    `  bridge     ${bridge.bridge} on ${getChainById(bridge.chainId)?.name ?? bridge.chainId} (USDC ${bridge.usdc}), deposits from 5 USDC`,
    `  builder    ${runtimeConfig.builderAddress} (${BUILDER_FUNDING_USDC} USDC on the exchange)`,
    `  traders    ${platformTraders.length} simulated platform users trading through the server (DEVNET_PLATFORM_TRADERS)`,
    `  dev accounts (anvil's public keys, offered by the Dev Wallet): 10,000 native coins per chain,`,
    `  ${Number(DEV_ACCOUNT_USDC).toLocaleString('en-US')} USDC on Arbitrum, ${Number(DEV_ACCOUNT_PLUTO).toLocaleString('en-US')} PLUTO on BSC at first start`,
    ...accounts,
    '',
    'Ctrl-C stops everything; the next start resumes from the data folder.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const port = integerEnv('PORT', 8080, 1, 65_530);
  const dataDir = resolve(process.env.DATA_DIR || resolve(homedir(), '.local/share/pluto'));
  const chains = parseChainChoices(process.env.DEVNET_CHAINS || DEFAULT_CHAIN_IDS.join(','));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  let devnet: RunningDevnet | undefined;
  let stopping = false;
  const shutdown = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the devnet…');
    // Still starting: exit at once. The chains die with this process (anvil.ts's exit hook) and the
    // server with its stdin; nothing has happened since their state was last saved.
    if (!devnet) process.exit(exitCode);
    devnet.stop().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  // Trapped before anything starts: a Ctrl-C during the start must not leave the chains behind.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(0));

  const sim = simEnv();
  devnet = await startDevnet({
    dataDir,
    port,
    sim,
    seed: integerEnv('EXCHANGE_SEED', 1, 0, Number.MAX_SAFE_INTEGER),
    historyDays: optionalIntegerEnv('EXCHANGE_HISTORY_DAYS', 0, 60),
    requestLimits: parseRequestLimits(process.env.EXCHANGE_IP_WEIGHT_PER_MINUTE),
    wsLimits: parseWsLimits(process.env.EXCHANGE_WS_LIMITS),
    addressLimits: parseAddressLimits(process.env.EXCHANGE_ADDRESS_INITIAL_REQUESTS),
    chains,
    platformTraders: {
      count: integerEnv('DEVNET_PLATFORM_TRADERS', sim === 'off' ? 0 : DEFAULT_PLATFORM_TRADERS, 0, 50),
      intervalMs: integerEnv(
        'DEVNET_PLATFORM_TRADE_INTERVAL_MS',
        DEFAULT_PLATFORM_TRADE_INTERVAL_MS,
        200,
        3_600_000,
      ),
    },
    // The server's per-request info lines would bury the summary; LOG_LEVEL=info brings them back.
    serverEnv: { LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
    log: (line) => console.error(`devnet: ${line}`),
  });
  console.log(summary(devnet, chains, process.uptime().toFixed(1)));
  void devnet.serverExited.then((code) => {
    if (stopping) return;
    console.error(`devnet: the server exited with ${code}; stopping`);
    shutdown(1);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
