import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { getChainById } from '@pluto/core';
import { DEV_ACCOUNT_PLUTO, DEV_ACCOUNT_USDC } from './deploy';
import { BUILDER_FUNDING_USDC, type RunningDevnet, startDevnet } from './supervisor';

/**
 * The one-command devnet (`bin/start`): PORT (default 8080; the exchange takes PORT + 1, the chains
 * PORT + 2 …), DATA_DIR (default ~/.local/share/pluto), EXCHANGE_SIM (off | slow | normal, default
 * normal), EXCHANGE_SEED (default 1), EXCHANGE_HISTORY_DAYS (default 14, first start only). Prints
 * the URL, the dev accounts and the time to ready; SIGINT / SIGTERM / SIGHUP stop everything.
 */

/**
 * The exchange regenerates its candle history at every start (~0.6 s per day of 155 markets on two
 * cores); 30 days alone would take most of the 30 s start budget. Two weeks still fill every chart
 * interval up to 1d; EXCHANGE_HISTORY_DAYS=30 gives the exchange's own default back.
 */
const DEFAULT_HISTORY_DAYS = 14;

function integerEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
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

function summary(devnet: RunningDevnet, seconds: string): string {
  const { runtimeConfig, exchange, bridge } = devnet;
  const chains = runtimeConfig.chains.map(
    (chain) => `    ${chain.name.padEnd(14)} ${String(chain.chainId).padEnd(6)} ${chain.rpcUrl}`,
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
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const devnet = await startDevnet({
    dataDir,
    port,
    sim: simEnv(),
    seed: integerEnv('EXCHANGE_SEED', 1, 0, Number.MAX_SAFE_INTEGER),
    historyDays: integerEnv('EXCHANGE_HISTORY_DAYS', DEFAULT_HISTORY_DAYS, 0, 60),
    // The server's per-request info lines would bury the summary; LOG_LEVEL=info brings them back.
    serverEnv: { LOG_LEVEL: process.env.LOG_LEVEL || 'warn' },
    log: (line) => console.error(`devnet: ${line}`),
  });
  console.log(summary(devnet, process.uptime().toFixed(1)));

  let stopping = false;
  const shutdown = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the devnet…');
    devnet.stop().then(
      () => process.exit(exitCode),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(0));
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
