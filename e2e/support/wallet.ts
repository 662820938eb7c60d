import { ExchangeClient, HttpTransport, InfoClient } from '@nktkas/hyperliquid';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expect } from './fixtures';

/**
 * Steps a trader takes with the Dev Wallet against the full devnet, shared by the e2e suites.
 * Suites share one devnet between workers, so every test uses its own anvil dev account. The devnet
 * has thirty; who owns which is listed once, in e2e/README.md.
 */

export const ARBITRUM_CHAIN_ID = 42161;
export const USDC_DECIMALS = 6;
/** The bridge credits and pays out within seconds on the devnet; leave room for a busy machine. */
export const SETTLE_TIMEOUT_MS = 30_000;

export interface DevnetConfig {
  chains: { chainId: number; rpcUrl: string; tokens: Record<string, string> }[];
  devAccounts: { address: string }[];
}

export async function devnetConfig(request: APIRequestContext): Promise<DevnetConfig> {
  const response = await request.get('/config.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as DevnetConfig;
}

/** A dollar figure as the app shows it: $1,234.50. */
export const usd = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function shorten(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** Reads an account's USDC on the Arbitrum devnet chain, straight from the chain. */
export function arbitrumUsdc(config: DevnetConfig) {
  const arbitrum = config.chains.find((chain) => chain.chainId === ARBITRUM_CHAIN_ID);
  const usdc = arbitrum?.tokens.USDC;
  if (!arbitrum || !usdc) throw new Error('the devnet configuration has no USDC on Arbitrum');
  const client = createPublicClient({ transport: http(arbitrum.rpcUrl) });
  return (owner: string) =>
    client.readContract({
      address: usdc as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner as Address],
    });
}

/**
 * Opens `path`, connects the Dev Wallet with anvil account `index` (on `network` when given, else
 * Arbitrum) and waits for Sign-In With Ethereum to finish. Returns the account's address.
 */
export async function connectDevWallet(
  page: Page,
  path: string,
  index: number,
  { network }: { network?: string } = {},
): Promise<string> {
  const config = await devnetConfig(page.request);
  const address = config.devAccounts[index]?.address;
  if (!address) throw new Error(`the devnet has no dev account #${index}`);

  await page.goto(path);
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Your Wallet' });
  // Native selects: the choice is made on the element, the chosen option is the one :checked.
  const account = dialog.getByRole('combobox', { name: 'Dev account' });
  const accountLabel = `Account ${index + 1} · ${shorten(address)}`;
  await account.selectOption({ label: accountLabel });
  await expect(account.locator('option:checked')).toHaveText(accountLabel);
  if (network) {
    const chain = dialog.getByRole('combobox', { name: 'Dev network' });
    await chain.selectOption({ label: network });
    await expect(chain.locator('option:checked')).toHaveText(network);
  }

  const signedIn = page.waitForResponse(
    (response) => response.url().endsWith('/auth/verify') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Dev Wallet' }).click();
  await expect(dialog).toBeHidden();
  expect((await signedIn).ok()).toBe(true);
  await expect(walletButton(page, address)).toBeVisible();
  return address;
}

export function walletButton(page: Page, address: string) {
  return page.getByRole('button', { name: `Wallet ${shorten(address)}` });
}

export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
}

declare global {
  interface Window {
    shownToasts?: string[];
  }
}

/**
 * Records the title of every toast the page renders, even one replaced a moment later (the main
 * toaster shows one toast at a time), so short-lived toasts can be asserted without racing them.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    window.shownToasts = shown;
    new MutationObserver(() => {
      const titles = document.querySelectorAll(
        'section[aria-label="Notifications"] li > div > div:first-child',
      );
      titles.forEach((title) => {
        const text = title.textContent ?? '';
        if (!shown.includes(text)) shown.push(text);
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

export function shownToasts(page: Page) {
  return expect.poll(() => page.evaluate(() => window.shownToasts ?? []), { timeout: SETTLE_TIMEOUT_MS });
}

export function exchangeValue(page: Page, label: 'Account value' | 'Withdrawable') {
  return page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** Deposits from /wallet's Exchange Account panel and waits until the exchange credits it. */
export async function deposit(page: Page, amount: string, expectedWithdrawable: string) {
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit USDC' });
  await expect(dialog.getByText(/Balance: [\d,.]+ USDC/)).toBeVisible();
  await dialog.getByLabel('Amount (USDC)').fill(amount);
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
  await expect(exchangeValue(page, 'Withdrawable')).toHaveText(expectedWithdrawable, {
    timeout: SETTLE_TIMEOUT_MS,
  });
}

interface DevnetExchangeConfig {
  exchange: { apiUrl: string; bridgeAddress: string };
  devAccounts: { address: string; privateKey: string }[];
}

export interface RestingOrder {
  side: 'buy' | 'sell';
  /** A valid exchange price, e.g. an integer for BTC. */
  price: string;
  size: string;
}

/** Dev account `index` on the devnet's exchange, its own key signing its actions. */
async function devAccountExchange(request: APIRequestContext, index: number) {
  const config = (await devnetConfig(request)) as DevnetConfig & DevnetExchangeConfig;
  const key = config.devAccounts[index]?.privateKey;
  if (!key) throw new Error(`the devnet has no dev account #${index}`);
  const account = privateKeyToAccount(key as `0x${string}`);
  const transport = new HttpTransport({ apiUrl: config.exchange.apiUrl, isTestnet: true });
  return {
    config,
    account,
    info: new InfoClient({ transport }),
    exchange: new ExchangeClient({ transport, wallet: account }),
  };
}

/**
 * Cancels every resting order of dev account `index`, so a test (or its retry) that rests orders
 * starts from none.
 */
export async function cancelOpenOrders(request: APIRequestContext, index: number): Promise<void> {
  const { account, info, exchange } = await devAccountExchange(request, index);
  const orders = await info.openOrders({ user: account.address });
  if (orders.length === 0) return;
  const { universe } = await info.meta();
  await exchange.cancel({
    cancels: orders.map((order) => ({
      a: universe.findIndex((market) => market.name === order.coin),
      o: order.oid,
    })),
  });
}

/**
 * Makes a market on the devnet the way any other trader would: dev account `index` deposits
 * through the bridge (an on-chain USDC transfer) and rests Gtc limit orders on `coin` through the
 * exchange API. The e2e devnet runs without the simulation, so its books start empty.
 */
export async function provideLiquidity(
  request: APIRequestContext,
  index: number,
  coin: string,
  orders: readonly RestingOrder[],
  depositUsdc = 5_000,
): Promise<void> {
  const { config, account, info, exchange } = await devAccountExchange(request, index);
  const arbitrum = config.chains.find((chain) => chain.chainId === ARBITRUM_CHAIN_ID);
  const usdc = arbitrum?.tokens.USDC;
  if (!arbitrum || !usdc) throw new Error('the devnet has no Arbitrum USDC');
  const withdrawable = async () =>
    Number((await info.clearinghouseState({ user: account.address })).withdrawable);
  const before = await withdrawable();
  const chain = defineChain({
    id: arbitrum.chainId,
    name: 'Arbitrum devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [arbitrum.rpcUrl] } },
  });
  const wallet = createWalletClient({ account, chain, transport: http(arbitrum.rpcUrl) });
  await wallet.writeContract({
    address: usdc as Address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [config.exchange.bridgeAddress as Address, parseUnits(String(depositUsdc), USDC_DECIMALS)],
  });
  await expect
    .poll(withdrawable, { timeout: SETTLE_TIMEOUT_MS, message: 'the bridge credits the deposit' })
    .toBeGreaterThanOrEqual(before + depositUsdc);

  const asset = (await info.meta()).universe.findIndex((market) => market.name === coin);
  if (asset < 0) throw new Error(`the exchange has no market ${coin}`);
  const answer = await exchange.order({
    orders: orders.map((order) => ({
      a: asset,
      b: order.side === 'buy',
      p: order.price,
      s: order.size,
      r: false,
      t: { limit: { tif: 'Gtc' as const } },
    })),
    grouping: 'na',
  });
  for (const status of answer.response.data.statuses) expect(status).toHaveProperty('resting');
}

/** The exchange's current mark price of `coin`. */
export async function markPrice(request: APIRequestContext, coin: string): Promise<number> {
  const config = (await devnetConfig(request)) as DevnetConfig & DevnetExchangeConfig;
  const info = new InfoClient({
    transport: new HttpTransport({ apiUrl: config.exchange.apiUrl, isTestnet: true }),
  });
  const [meta, contexts] = await info.metaAndAssetCtxs();
  const asset = meta.universe.findIndex((market) => market.name === coin);
  const mark = Number(contexts[asset]?.markPx);
  if (!(mark > 0)) throw new Error(`the exchange has no mark price for ${coin}`);
  return mark;
}

/** The connected wallet's menu, opened from the header. */
export async function openWalletMenu(page: Page, address: string) {
  await walletButton(page, address).click();
  return page.getByRole('menu');
}

/** An answer of the exchange's /info endpoint, straight from the exchange. */
async function exchangeInfo<Answer>(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<Answer> {
  const { exchange } = (await (await request.get('/config.json')).json()) as { exchange: { apiUrl: string } };
  const response = await request.post(new URL('/info', exchange.apiUrl).toString(), { data: body });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Answer;
}

/** What the exchange holds for `user` on spot. */
export async function exchangeSpotBalances(request: APIRequestContext, user: string) {
  const state = await exchangeInfo<{ balances: { coin: string; total: string }[] }>(request, {
    type: 'spotClearinghouseState',
    user,
  });
  return state.balances;
}

/** The exchange's `liquidationPx` of `user`'s position on `coin` (null when it reports none). */
export async function exchangeLiquidationPrice(request: APIRequestContext, user: string, coin: string) {
  const state = await exchangeInfo<{
    assetPositions: { position: { coin: string; liquidationPx: string | null } }[];
  }>(request, { type: 'clearinghouseState', user });
  const entry = state.assetPositions.find(({ position }) => position.coin === coin);
  if (!entry) throw new Error(`no ${coin} position for ${user}`);
  return entry.position.liquidationPx;
}

/** The exchange's fills of `user`, newest first; `fee` includes the builder fee. */
export async function exchangeFills(request: APIRequestContext, user: string) {
  return exchangeInfo<
    {
      coin: string;
      oid: number;
      px: string;
      sz: string;
      fee: string;
      builderFee?: string;
      closedPnl: string;
    }[]
  >(request, { type: 'userFills', user });
}

/** The exchange's resting orders of `user`, as the exchange holds them. */
export async function exchangeOpenOrders(request: APIRequestContext, user: string) {
  return exchangeInfo<{ coin: string; side: 'B' | 'A'; limitPx: string; sz: string; oid: number }[]>(
    request,
    { type: 'openOrders', user },
  );
}

/** The best bid and ask of `coin` on the exchange's book (undefined for an empty side). */
export async function exchangeBestPrices(request: APIRequestContext, coin: string) {
  const { levels } = await exchangeInfo<{ levels: [{ px: string }[], { px: string }[]] }>(request, {
    type: 'l2Book',
    coin,
  });
  const best = (side: { px: string }[]) => (side[0] ? Number(side[0].px) : undefined);
  return { bid: best(levels[0]), ask: best(levels[1]) };
}

/**
 * Deposits from the trading screen's Account panel and waits until the exchange credits it (the
 * account value then reads `valueAfter`: the amount, for a new trader). On a phone the panel is
 * behind the bottom bar's Account tab; the trade tab is shown again after.
 */
export async function depositFromTradingScreen(page: Page, amount: number, valueAfter = amount) {
  const tabs = page.getByRole('navigation', { name: 'Trading navigation' });
  const onPhone = await tabs.isVisible();
  if (onPhone) await tabs.getByRole('button', { name: 'Account' }).click();
  const account = page.getByRole('region', { name: 'Account', exact: true });
  await account.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit USDC' });
  await expect(dialog.getByText(/Balance: [\d,.]+ USDC/)).toBeVisible();
  await dialog.getByLabel('Amount (USDC)').fill(String(amount));
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
  await expect(accountRow(account, 'Account Value')).toHaveText(usd(valueAfter), {
    timeout: SETTLE_TIMEOUT_MS,
  });
  if (onPhone) await tabs.getByRole('button', { name: 'Perpetual' }).click();
}

export function accountRow(account: Locator, label: string) {
  return account
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The two approval dialogs a new trader's first order opens, one after the other: each approved. */
export async function approveBothGates(page: Page) {
  for (const [dialog, button] of [
    ['Enable Agent Trading', 'Enable Trading'],
    ['Approve Builder Fee', 'Approve'],
  ] as const) {
    const gate = page.getByRole('dialog', { name: dialog });
    await gate.getByRole('button', { name: button }).click();
    await expect(gate).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
  }
}

/**
 * A trader ready to place orders on /perpetual (returns its address): dev account `index` connected
 * there, `usdc` deposited from the Account panel, and agent trading and the builder fee approved
 * through the place button's gates (none for a trader who approved both before). The Size box (50 %
 * by default) is emptied first, so the press that opens the gates ends at "Missing Size" and places
 * nothing.
 */
export async function readyTrader(page: Page, index: number, usdc: number): Promise<string> {
  const address = await connectDevWallet(page, '/perpetual', index);
  // A retried test's trader has the first try's deposit already.
  const { marginSummary } = await exchangeInfo<{ marginSummary: { accountValue: string } }>(page.request, {
    type: 'clearinghouseState',
    user: address,
  });
  await depositFromTradingScreen(page, usdc, Number(marginSummary.accountValue) + usdc);
  const form = page.getByRole('form', { name: 'Order form' });
  await form.getByLabel('Size', { exact: true }).fill('');
  // The place button ("Buy / Long BTC", beside the "Buy / Long" side button) is aria-disabled
  // without a size; a click still runs the approval gates.
  await form.getByRole('button', { name: /^Buy \/ Long \S/ }).click({ force: true });
  // A trader who approved both before (the same test retried) meets no gate.
  const missingSize = toast(page, 'Missing Size');
  const firstGate = page.getByRole('dialog', { name: 'Enable Agent Trading' });
  await expect(firstGate.or(missingSize).first()).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
  if (await firstGate.isVisible()) await approveBothGates(page);
  await expect(missingSize).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
  return address;
}

/**
 * The same trader on a phone (390x844): a new browser context that carries the wallet session over
 * with the browser storage, opened at `path`. Close the returned context when done.
 */
export async function openOnPhone(page: Page, browser: Browser, baseURL: string | undefined, path: string) {
  const phone = await browser.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const mobile = await phone.newPage();
  await mobile.goto(path);
  return { phone, mobile };
}
