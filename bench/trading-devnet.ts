/**
 * Shared by the trading-screen benchmarks (issue 8): the full devnet started the way the e2e suite
 * starts it (quiet exchange, throwaway data folder), Chromium from the system, and a WebSocket relay
 * that adds frames of its own to the exchange's feed.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { WebSocket, WebSocketServer } from 'ws';
import { startProduct } from '../e2e/support/server';

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

/** A 1440x900 page of the devnet's app. */
export async function desktopPage(devnet: BenchDevnet): Promise<Page> {
  const context = await devnet.browser.newContext({
    baseURL: devnet.baseUrl,
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
}

/**
 * The devnet (serving `webDistDir` when given) with the page's exchange feed behind a relay that can
 * add frames of its own, and a desktop page; `apiUrl` is the exchange's HTTP API.
 */
export async function startRelayedDevnet(webDistDir?: string) {
  let exchangeWsUrl = '';
  const relay = await startRelay(() => exchangeWsUrl);
  process.env.EXCHANGE_WS_URL = relay.url;
  const devnet = await startBenchDevnet(webDistDir);
  const page = await desktopPage(devnet);
  const config = (await (await page.request.get('/config.json')).json()) as { exchange: { apiUrl: string } };
  exchangeWsUrl = `${config.exchange.apiUrl.replace(/^http/, 'ws')}/ws`;
  return { devnet, relay, page, apiUrl: config.exchange.apiUrl };
}

/** Runs `send(index)` `rate` times a second for `seconds`, catching up after a slow tick. */
export async function sendAtRate(rate: number, seconds: number, send: (index: number) => void) {
  const started = Date.now();
  let sent = 0;
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      // Catch up on the schedule so a slow tick does not lower the rate.
      const due = Math.min(rate * seconds, Math.floor(((Date.now() - started) / 1000) * rate));
      for (; sent < due; sent++) send(sent);
      if (sent >= rate * seconds) {
        clearInterval(timer);
        done();
      }
    }, 5);
  });
  return { sent, elapsed: (Date.now() - started) / 1000 };
}

/** Nearest-rank percentile of `values` (0-100). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(0, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[rank] ?? Number.NaN;
}

/**
 * A WebSocket relay to the exchange (whose URL is known once the devnet is up) that can add frames
 * of its own towards the page.
 */
export async function startRelay(exchangeUrl: () => string) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((listening) => server.once('listening', () => listening()));
  const pages = new Set<WebSocket>();
  server.on('connection', (page) => {
    const exchange = new WebSocket(exchangeUrl());
    const queued: string[] = [];
    exchange.on('open', () => {
      for (const message of queued.splice(0)) exchange.send(message);
    });
    exchange.on('message', (data) => page.send(data.toString()));
    page.on('message', (data) => {
      if (exchange.readyState === WebSocket.OPEN) exchange.send(data.toString());
      else queued.push(data.toString());
    });
    page.on('close', () => {
      pages.delete(page);
      exchange.close();
    });
    exchange.on('close', () => page.close());
    // A page that leaves while its exchange socket is still connecting closes it before it opened.
    exchange.on('error', () => page.close());
    pages.add(page);
  });
  const { port } = server.address() as { port: number };
  return {
    url: `ws://127.0.0.1:${port}`,
    send: (message: string) => {
      for (const page of pages) page.send(message);
    },
    close: () => {
      for (const page of pages) page.terminate();
      return new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
