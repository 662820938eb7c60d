import '../../ui/test-polyfills';
import { BSC_CHAIN_ID, type ChainConfig, TREASURY_HISTORY_TEXT } from '@pluto/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { defineChain, encodeAbiParameters } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConfig, custom, WagmiProvider } from 'wagmi';
import { createFakeSocket, DataTestProviders } from '../../data/testing';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import TreasuryPage from './TreasuryPage';

const wallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const other = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const PLUTO = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const BSC: ChainConfig = {
  chainId: BSC_CHAIN_ID,
  name: 'BSC',
  shortName: 'bsc',
  rpcUrl: 'http://rpc.test/bsc',
  explorerUrl: 'https://bsc.test',
  tokens: { PLUTO },
};

/** The server's answers by function name; the wallet's $PLUTO on chain. */
let answers: Record<string, unknown>;
let balance: bigint;

const transfer = (to: string, from: string, timeStamp: number) => ({
  hash: `0x${timeStamp.toString(16).padStart(64, '0')}`,
  from,
  to,
  value: '1000000000000000000000',
  timeStamp,
});

beforeEach(() => {
  balance = 0n;
  answers = {
    'treasury-holders': { holders: [], refreshedAt: null },
    'get-pluto-price': { price: 0.001 },
    'moralis-token-transfers': { result: [], error: false },
    'platform-stats': { stats: null },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL) => {
      const name = String(url).slice('/functions/'.length);
      return new Response(JSON.stringify(answers[name] ?? null), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(connected: boolean) {
  const chain = defineChain({
    id: BSC_CHAIN_ID,
    name: 'BSC',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [BSC.rpcUrl] } },
  });
  // The chain as a JSON-RPC endpoint: every eth_call is $PLUTO's balanceOf.
  const transport = custom({
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_call') return encodeAbiParameters([{ type: 'uint256' }], [balance]);
      if (method === 'eth_chainId') return `0x${BSC_CHAIN_ID.toString(16)}`;
      throw new Error(`unexpected ${method}`);
    },
  });
  const wagmi = createConfig({ chains: [chain], transports: { [BSC_CHAIN_ID]: transport } });
  render(
    <WagmiProvider config={wagmi}>
      <DataTestProviders
        config={testRuntimeConfig({ chains: [BSC] })}
        socket={createFakeSocket().socket}
        connection={connected ? { status: 'connected', address: wallet } : { status: 'disconnected' }}
      >
        <TreasuryPage />
      </DataTestProviders>
    </WagmiProvider>,
  );
}

/** A platform statistics row whose only non-zero figure is the system earnings. */
function statsWithEarnings(systemEarnings: number) {
  const iso = new Date(0).toISOString();
  return {
    dailyVolume: 0,
    openInterest: 0,
    activeTraders: 0,
    totalVolume: 0,
    systemEarnings,
    liquidityPool: null,
    lastUpdate: iso,
    createdAt: iso,
  };
}

/** The text of a figure (its dd) under a label (its dt) in a section. */
function figure(section: HTMLElement, label: string): string | null | undefined {
  const term = within(section).queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent;
}

describe('TreasuryPage', () => {
  it('asks a visitor to connect for the personal sections', async () => {
    renderPage(false);
    expect(await screen.findAllByText('Connect wallet to view')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: 'Treasury' })).toBeTruthy();
  });

  it('shows 1 % of the system earnings as the pool, and No data before the first statistics', async () => {
    renderPage(false);
    const pool = await screen.findByRole('region', { name: 'Total Pool' });
    await waitFor(() => expect(pool.textContent).toContain('No data'));
    cleanup();
    answers['platform-stats'] = { stats: statsWithEarnings(2500) };
    renderPage(false);
    const filled = await screen.findByRole('region', { name: 'Total Pool' });
    await waitFor(() => expect(filled.textContent).toContain('$25.00'));
  });

  it('shows a tiny allocation as $0.00 and the holding in dollars (seed 002 §9)', async () => {
    balance = 5n * 10n ** 21n;
    answers['treasury-holders'] = {
      holders: [
        { address: other, balance: '990000000000000000000000000', percentage: 99, rank: 1 },
        { address: wallet.toLowerCase(), balance: balance.toString(), percentage: 0.0000113, rank: 2 },
      ],
      refreshedAt: 0,
    };
    answers['platform-stats'] = { stats: statsWithEarnings(2500) };
    renderPage(true);
    const position = await screen.findByRole('region', { name: 'Your Position' });
    // 0.0000113 % / 99.0000113 % of a $25 pool is $0.0000028: a cent's rounding, not 18 decimals.
    await waitFor(() => expect(figure(position, 'Allocation')).toBe('$0.00'));
    expect(figure(position, 'Value')).toBe('$5.00');
    expect(figure(position, '$PLUTO price')).toBe('$0.001');
  });

  it("says 'No purchases yet', and warns of the source only when its error flag is set", async () => {
    balance = 5n * 10n ** 21n;
    renderPage(true);
    expect(await screen.findByText(TREASURY_HISTORY_TEXT.empty)).toBeTruthy();
    expect(screen.queryByText(TREASURY_HISTORY_TEXT.sourceIssue)).toBeNull();
  });

  it('warns of a delayed source when the flag is set and there are no purchases', async () => {
    answers['moralis-token-transfers'] = { result: [], error: true };
    balance = 5n * 10n ** 21n;
    renderPage(true);
    expect(await screen.findByText(TREASURY_HISTORY_TEXT.sourceIssue)).toBeTruthy();
  });

  it('lists buys and sells newest first and warns a former holder at a zero balance', async () => {
    answers['moralis-token-transfers'] = {
      result: [transfer(wallet.toLowerCase(), other, 100), transfer(other, wallet.toLowerCase(), 200)],
      error: false,
    };
    renderPage(true);
    expect(await screen.findByText(TREASURY_HISTORY_TEXT.formerHolder)).toBeTruthy();
    const kinds = (await screen.findAllByText(/^(Buy|Sell)$/)).map((node) => node.textContent);
    expect(kinds).toEqual(['Sell', 'Buy']);
  });
});
