import '../../ui/test-polyfills';
import { ARBITRUM_CHAIN_ID } from '@pluto/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Config, createConfig, http } from 'wagmi';
import { connect } from 'wagmi/actions';
import type { ServerClient } from '../../data/testing';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import { configuredChains } from '../../lib/wallet/chains';
import { devWallet } from '../../lib/wallet/dev-wallet';
import { WalletLayerContexts } from '../../lib/wallet/wallet-layer';
import { assembleWalletLayer } from '../../lib/wallet/wallet-layer-runtime';
import { ApprovalPromptHost } from '../approvals';
import WalletScreen from './WalletScreen';

const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const agent = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const builder = '0x0000000000000000000000000000000000000b0b';

const runtime = testRuntimeConfig({
  exchange: {
    ...testRuntimeConfig().exchange,
    apiUrl: 'http://exchange.test',
    wsUrl: 'ws://exchange.test/ws',
    builderAddress: builder,
  },
  devAccounts: [
    { address: user, privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' },
  ],
});

/** The exchange's /info answers, in its own shapes (decimals as strings). */
function exchangeInfo(type: string): unknown {
  if (type === 'clearinghouseState') {
    return {
      assetPositions: [],
      marginSummary: {
        accountValue: '120.5',
        totalNtlPos: '0.0',
        totalRawUsd: '120.5',
        totalMarginUsed: '0.0',
      },
      crossMarginSummary: {
        accountValue: '120.5',
        totalNtlPos: '0.0',
        totalRawUsd: '120.5',
        totalMarginUsed: '0.0',
      },
      crossMaintenanceMarginUsed: '0.0',
      withdrawable: '100.123456',
      time: 1,
    };
  }
  if (type === 'extraAgents')
    return [{ name: 'pluto', address: agent.toLowerCase(), validUntil: Date.now() + 60_000 }];
  if (type === 'maxBuilderFee') return 100;
  return null;
}

/** The server's answers: it holds the user's agent. */
function serverFunction(name: string): unknown {
  return name === 'get-agent-wallet' ? { exists: true, agentAddress: agent } : null;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { type?: string; id?: number };
      const path = String(url);
      const payload = path.startsWith('/functions/')
        ? serverFunction(path.slice('/functions/'.length))
        : body.type
          ? exchangeInfo(body.type)
          : { jsonrpc: '2.0', id: body.id, result: '0x0' };
      return new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function connectedConfig(): Promise<Config> {
  const chains = configuredChains(runtime.chains);
  const config = createConfig({
    chains,
    transports: { [ARBITRUM_CHAIN_ID]: http() },
    connectors: [devWallet({ accounts: runtime.devAccounts })],
    storage: null,
  });
  const connector = config.connectors[0];
  if (connector) await connect(config, { connector });
  return config;
}

function renderScreen(config: Config, ui: ReactNode = <WalletScreen />) {
  const server: ServerClient = {
    getNonce: vi.fn(async () => 'nonce12345678'),
    verify: vi.fn(async () => undefined),
    getSession: vi.fn(async () => user),
    logout: vi.fn(async () => undefined),
  };
  render(
    <RuntimeConfigProvider config={runtime}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <WalletLayerContexts layer={assembleWalletLayer(config, server)}>{ui}</WalletLayerContexts>
      </QueryClientProvider>
    </RuntimeConfigProvider>,
  );
}

describe('WalletScreen', () => {
  it('shows the exchange balances parsed exactly from the account summary', async () => {
    renderScreen(await connectedConfig());
    await screen.findByText('120.50 USDC');
    screen.getByText('100.12 USDC');
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveProperty('disabled', false);
    screen.getByRole('button', { name: 'Transfer to Spot' });
  });

  it('reads the agent as approved from the server agent and the exchange agents, the builder fee as not', async () => {
    renderScreen(await connectedConfig());
    const approvals = screen
      .getByRole('heading', { name: 'Trading Approvals' })
      .closest('section') as HTMLElement;
    await waitFor(() => within(approvals).getByText('Approved'));
    expect(fetch).toHaveBeenCalledWith(
      '/functions/get-agent-wallet',
      expect.objectContaining({ body: JSON.stringify({ userAddress: user }) }),
    );
    // maxBuilderFee 100 (0.1 %) is below the 1 % the platform needs.
    within(approvals).getByRole('button', { name: 'Approve' });
  });

  it("opens the builder-fee approval through the shell's approval prompt, and closes it", async () => {
    const user = userEvent.setup();
    renderScreen(
      await connectedConfig(),
      <>
        <WalletScreen />
        <ApprovalPromptHost />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Builder Fee' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a wallet when none is connected', () => {
    const config = createConfig({
      chains: configuredChains(runtime.chains),
      transports: { [ARBITRUM_CHAIN_ID]: http() },
      storage: null,
    });
    renderScreen(config);
    screen.getByRole('heading', { level: 1, name: 'Wallet' });
    expect(
      screen.getByText('Connect your wallet with the button at the top right to see your exchange account.'),
    ).toBeTruthy();
  });
});
