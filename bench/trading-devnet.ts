/**
 * Shared by the trading-screen benchmarks (issue 8): the full devnet started the way the e2e suite
 * starts it (quiet exchange, throwaway data folder), Chromium from the system, and a trader set up
 * through the app itself with the e2e helpers (Dev Wallet, deposit, agent and builder-fee approval).
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { startProduct } from '../e2e/support/server';
import { approveBothGates, connectDevWallet, deposit, walletButton } from '../e2e/support/wallet';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BenchDevnet {
  baseUrl: string;
  browser: Browser;
  stop: () => Promise<void>;
}

/** Starts the devnet (serving `webDistDir` when given) and Chromium. */
export async function startBenchDevnet(webDistDir?: string): Promise<BenchDevnet> {
  if (webDistDir) process.env.WEB_DIST_DIR = webDistDir;
  const product = await startProduct();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    baseUrl: product.baseUrl,
    browser,
    stop: async () => {
      await browser.close();
      await product.stop();
    },
  };
}

/**
 * A trader ready to place orders on /perpetual: dev account `index` connected, `usdc` deposited on
 * /wallet, then agent trading and the builder fee approved through the place button's gates.
 */
export async function readyTrader(page: Page, index: number, usdc: number): Promise<void> {
  const address = await connectDevWallet(page, '/wallet', index);
  const shown = usdc.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await deposit(page, String(usdc), `${shown} USDC`);
  await page.goto('/perpetual');
  // The wallet reconnects after the navigation; a click before that would only say 'Wallet Required'.
  await walletButton(page, address).waitFor();
  // The place button is aria-disabled without a size; one press still runs both approval gates.
  const place = page.getByRole('form', { name: 'Order form' }).getByRole('button', { name: /^Buy \/ Long / });
  await place.click({ force: true });
  await approveBothGates(page);
}

/** Nearest-rank percentile of `values` (0-100). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(0, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[rank] ?? Number.NaN;
}
