/**
 * Shared by the trading-screen benchmarks (issue 8): the full devnet started the way the e2e suite
 * starts it (quiet exchange, throwaway data folder), Chromium from the system, and a WebSocket relay
 * that adds frames of its own to the exchange's feed.
 */
import { type Browser, chromium } from '@playwright/test';
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
