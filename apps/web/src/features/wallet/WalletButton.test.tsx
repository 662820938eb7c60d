import '../../ui/test-polyfills';
import { ARBITRUM_CHAIN_ID, BSC_CHAIN_ID, SIWE_STATEMENT } from '@pluto/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { recoverMessageAddress } from 'viem';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Config, createConfig, http, injected, mock } from 'wagmi';
import { connect, getConnection } from 'wagmi/actions';
import { Header } from '../../app/layout/Header';
import { WalletSlot } from '../../app/layout/WalletSlot';
import type { ServerClient } from '../../data/testing';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { TEST_ARBITRUM, testRuntimeConfig } from '../../lib/testing/runtime-config';
import { recordToasts } from '../../lib/testing/toasts';
import { configuredChains } from '../../lib/wallet/chains';
import { devWallet } from '../../lib/wallet/dev-wallet';
import { WalletLayerProvider } from '../../lib/wallet/wallet-layer';
import { assembleWalletLayer } from '../../lib/wallet/wallet-layer-runtime';

const account = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
} as const;

const runtime = testRuntimeConfig({
  chains: [
    TEST_ARBITRUM,
    {
      chainId: BSC_CHAIN_ID,
      name: 'BSC',
      shortName: 'bsc',
      rpcUrl: 'http://rpc.test/bsc',
      explorerUrl: 'https://e.test',
      tokens: {},
    },
  ],
  devAccounts: [account],
});

function testConfig(extra: ReturnType<typeof mock>[] = []): Config {
  const chains = configuredChains(runtime.chains);
  return createConfig({
    chains,
    transports: Object.fromEntries(chains.map((c) => [c.id, http(c.rpcUrls.default.http[0])])),
    connectors: [injected(), devWallet({ accounts: runtime.devAccounts }), ...extra],
    storage: null,
    multiInjectedProviderDiscovery: false,
  });
}

function fakeServer(overrides: Partial<ServerClient> = {}) {
  const verified: { message: string; signature: string }[] = [];
  const client: ServerClient = {
    getNonce: vi.fn(async () => 'nonce12345678'),
    verify: vi.fn(async (message: string, signature: string) => {
      verified.push({ message, signature });
    }),
    getSession: vi.fn(async () => null),
    logout: vi.fn(async () => undefined),
    ...overrides,
  };
  return { client, verified };
}

function renderWithWallet(
  ui: ReactNode,
  { config, server, path = '/perpetual' }: { config: Config; server: ServerClient; path?: string },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <RuntimeConfigProvider config={runtime}>
      <QueryClientProvider client={queryClient}>
        <WalletLayerProvider layer={assembleWalletLayer(config, server)} startDormant={false}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </WalletLayerProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>,
  );
}

async function connectDevWallet(config: Config, chainId: number = ARBITRUM_CHAIN_ID) {
  const connector = config.connectors.find((c) => c.type === 'devWallet');
  if (!connector) throw new Error('no dev wallet');
  await connect(config, { connector, chainId });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server functions' answers (`POST /functions/<name>`); a rejection answers 403 with its text. */
let serverFunction = vi.fn(
  async (_name: string, _body: unknown): Promise<unknown> => ({
    isAdmin: false,
    role: null,
  }),
);

async function answerFunction(name: string, init?: RequestInit): Promise<Response> {
  try {
    return json(200, await serverFunction(name, JSON.parse(String(init?.body))));
  } catch (error) {
    return json(403, { error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Answers the server's functions, and the chains' JSON-RPC: 1.23456789 of the native coin for any
 * balance.
 */
beforeEach(() => {
  serverFunction = vi.fn(async () => ({ isAdmin: false, role: null }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init?: RequestInit) => {
      const path = String(url);
      if (path.startsWith('/functions/')) return answerFunction(path.slice('/functions/'.length), init);
      const body = JSON.parse(String(init?.body ?? '{}')) as { id: number; method: string };
      const result = body.method === 'eth_getBalance' ? '0x112210f4768db400' : '0x1';
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the header wallet button', () => {
  const toasts = recordToasts();

  it('offers Connect Wallet and lists the wallets in "Connect Your Wallet"', async () => {
    renderWithWallet(<WalletSlot />, { config: testConfig(), server: fakeServer().client });
    const button = screen.getByRole('button', { name: 'Connect Wallet' });
    within(button).getByText('Connect');
    await userEvent.setup().click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Connect Your Wallet' });
    // No browser wallet in this page: none offered (it would fail when chosen), a hint to install one.
    expect(within(dialog).queryByRole('button', { name: /Browser Wallet/ })).toBeNull();
    expect(within(dialog).getByRole('note').textContent).toMatch(
      /^No browser wallet detected\..*Get MetaMask$/,
    );
    within(dialog).getByRole('button', { name: /Dev Wallet/ });
    const account = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Dev account' });
    expect(account.selectedOptions[0]?.textContent).toContain('0xf39F...2266');
    within(dialog).getByText('On mobile, tap a wallet to open its app.');
    within(dialog).getByText('Pluto never has access to your funds.');
  });

  it('offers the browser wallet, Recommended, once window.ethereum is there', async () => {
    vi.stubGlobal('ethereum', { isMetaMask: true, request: vi.fn() });
    renderWithWallet(<WalletSlot />, { config: testConfig(), server: fakeServer().client });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Your Wallet' });
    const injectedRow = within(dialog).getByRole('button', { name: /MetaMask/ });
    within(injectedRow).getByText('Recommended');
    expect(within(dialog).queryByRole('note')).toBeNull();
  });

  it('connects the Dev Wallet, closes the dialog and signs in with one clear message', async () => {
    const config = testConfig();
    const { client, verified } = fakeServer();
    renderWithWallet(<WalletSlot />, { config, server: client });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await user.click(await screen.findByRole('button', { name: /Dev Wallet/ }));
    await waitFor(() => expect(verified).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Connect Your Wallet' })).toBeNull();
    expect(toasts.titles()).toContain('Wallet Connected');
    const [signIn] = verified;
    expect(signIn?.message).toContain(SIWE_STATEMENT);
    expect(signIn?.message).toContain('Nonce: nonce12345678');
    expect(signIn?.message).toContain(`URI: ${window.location.origin}`);
    expect(
      await recoverMessageAddress({
        message: signIn?.message ?? '',
        signature: signIn?.signature as `0x${string}`,
      }),
    ).toBe(account.address);
    await screen.findByRole('button', { name: 'Wallet 0xf39F...2266' });
  });

  it('reports a refused connection with the catalogue text', async () => {
    const refusing = mock({ accounts: [account.address], features: { connectError: true } });
    renderWithWallet(<WalletSlot />, { config: testConfig([refusing]), server: fakeServer().client });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    await user.click(await screen.findByRole('button', { name: /Mock Connector/ }));
    await waitFor(() =>
      expect(toasts.last()).toMatchObject({
        title: 'Connection Failed',
        description: 'Connection cancelled - please try again',
      }),
    );
  });

  it('shows address, network and 4-decimal balance, and disconnects', async () => {
    const config = testConfig();
    await connectDevWallet(config);
    const { client } = fakeServer();
    renderWithWallet(<WalletSlot />, { config, server: client });
    const user = userEvent.setup();
    const trigger = await screen.findByRole('button', { name: 'Wallet 0xf39F...2266' });
    await waitFor(() => expect(trigger.textContent).toContain('1.2346 ETH'));
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    within(menu).getByText('Dev Wallet');
    within(menu).getByText('Arbitrum');
    expect(within(menu).queryByText('Switch to Arbitrum')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Deposit' }).getAttribute('aria-disabled')).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Disconnect Wallet' }));
    await waitFor(() => expect(toasts.last()?.title).toBe('Wallet Disconnected'));
    expect(client.logout).toHaveBeenCalledOnce();
    await screen.findByRole('button', { name: 'Connect Wallet' });
  });

  it('off Arbitrum offers the switch and disables Deposit and Withdraw', async () => {
    const config = testConfig();
    await connectDevWallet(config, BSC_CHAIN_ID);
    renderWithWallet(<WalletSlot />, { config, server: fakeServer().client, path: '/perpetual' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Wallet 0xf39F...2266' }));
    const menu = await screen.findByRole('menu');
    within(menu).getByText('BSC');
    expect(within(menu).getByRole('menuitem', { name: 'Deposit' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Withdraw' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Switch to Arbitrum' }));
    await waitFor(() => expect(getConnection(config).chainId).toBe(ARBITRUM_CHAIN_ID));
    expect(toasts.last()?.title).toBe('Network Switched');
  });

  it('switches to Arbitrum automatically on /trading', async () => {
    const config = testConfig();
    await connectDevWallet(config, BSC_CHAIN_ID);
    renderWithWallet(<WalletSlot />, { config, server: fakeServer().client, path: '/trading' });
    await waitFor(() => expect(getConnection(config).chainId).toBe(ARBITRUM_CHAIN_ID));
    expect(toasts.last()).toMatchObject({ title: 'Network Switched' });
  });

  it('never switches on a spot path, nor offers to', async () => {
    const config = testConfig();
    await connectDevWallet(config, BSC_CHAIN_ID);
    renderWithWallet(<WalletSlot />, { config, server: fakeServer().client, path: '/spot/bsc' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Wallet 0xf39F...2266' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('Switch to Arbitrum')).toBeNull();
    expect(getConnection(config).chainId).toBe(BSC_CHAIN_ID);
    expect(toasts.titles()).not.toContain('Network Switched');
  });
});

describe('Admin Dashboard link', () => {
  it('appears for an admin as soon as the wallet connects, before sign-in', async () => {
    const config = testConfig();
    await connectDevWallet(config);
    serverFunction = vi.fn(async () => ({ isAdmin: true, role: 'admin' }));
    renderWithWallet(<Header />, { config, server: fakeServer().client });
    expect(await screen.findAllByRole('link', { name: 'Admin Dashboard' })).not.toHaveLength(0);
    expect(serverFunction).toHaveBeenCalledWith('check-admin', { walletAddress: account.address });
  });

  it('stays hidden when the check fails', async () => {
    const config = testConfig();
    await connectDevWallet(config);
    serverFunction = vi.fn(async () => Promise.reject(new Error('Forbidden')));
    renderWithWallet(<Header />, { config, server: fakeServer().client });
    await waitFor(() => expect(serverFunction).toHaveBeenCalledOnce());
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
  });
});
