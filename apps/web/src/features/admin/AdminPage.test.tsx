import '../../ui/test-polyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, DataTestProviders } from '../../data/testing';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import AdminPage from './AdminPage';

const wallet = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TOKEN = {
  id: 7,
  chain_id: 56,
  address: '0x55d398326f99059fF775485246999027B3197955',
  is_native: false,
  symbol: 'USDT',
  name: 'Tether USD',
  decimals: 18,
  logo_url: null,
  wrapped_address: null,
  is_enabled: true,
  social_links: {},
};

/** The server's answers by function name; `check-admin` may be held back to see the waiting state. */
let answers: Record<string, unknown>;
let adminCheck: Promise<void>;

beforeEach(() => {
  adminCheck = Promise.resolve();
  answers = {
    'check-admin': { isAdmin: true, role: 'admin' },
    'admin-tokens': { tokens: [TOKEN], count: 1 },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL) => {
      const name = String(url).slice('/functions/'.length);
      if (name === 'check-admin') await adminCheck;
      return new Response(JSON.stringify(answers[name] ?? null), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderAdmin(connected: boolean) {
  render(
    <DataTestProviders
      config={testRuntimeConfig()}
      socket={createFakeSocket().socket}
      connection={connected ? { status: 'connected', address: wallet } : { status: 'disconnected' }}
    >
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={<AdminPage />} />
          <Route path="/" element={<p>Home screen</p>} />
        </Routes>
      </MemoryRouter>
    </DataTestProviders>,
  );
}

describe('AdminPage (seed 002 §2.6, §6)', () => {
  it('sends a visitor without a wallet to / and shows nothing of the dashboard', async () => {
    renderAdmin(false);
    expect(await screen.findByText('Home screen')).toBeTruthy();
    expect(screen.queryByText('Admin Dashboard')).toBeNull();
  });

  it('says it is checking, then sends a wallet that is no admin to /', async () => {
    let answer = () => {};
    adminCheck = new Promise((resolve) => {
      answer = resolve;
    });
    answers['check-admin'] = { isAdmin: false, role: null };
    renderAdmin(true);
    expect(await screen.findByText('Checking admin privileges...')).toBeTruthy();
    answer();
    expect(await screen.findByText('Home screen')).toBeTruthy();
  });

  it('shows an admin every tab and the delete actions', async () => {
    renderAdmin(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText('Manage tokens and trading pairs for the spot trading platform')).toBeTruthy();
    for (const tab of ['Tokens', 'Trading Pairs', 'Perp Logos', 'Audit', 'Admins']) {
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    }
    expect(await screen.findByRole('button', { name: 'Delete USDT' })).toBeTruthy();
    expect(screen.getByText('1 token')).toBeTruthy();
  });

  it('shows an editor no Admins tab and no delete buttons', async () => {
    answers['check-admin'] = { isAdmin: true, role: 'editor' };
    renderAdmin(true);
    expect(await screen.findByRole('button', { name: 'Edit USDT' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Admins' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete USDT' })).toBeNull();
  });

  it("keeps each tab's search text across a tab switch", async () => {
    answers['admin-pairs'] = { pairs: [], count: 0 };
    renderAdmin(true);
    const tokenSearch = await screen.findByLabelText('Search by symbol, name, or address...');
    fireEvent.change(tokenSearch, { target: { value: 'usd' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Trading Pairs' }));
    const pairSearch = await screen.findByLabelText('Search pairs...');
    expect((pairSearch as HTMLInputElement).value).toBe('');
    fireEvent.change(pairSearch, { target: { value: 'eth/' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Tokens' }));
    expect((screen.getByLabelText('Search by symbol, name, or address...') as HTMLInputElement).value).toBe(
      'usd',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Trading Pairs' }));
    expect((screen.getByLabelText('Search pairs...') as HTMLInputElement).value).toBe('eth/');
  });

  it('shows the liquidity-pool figures with who and when, and sends only figures the rule accepts', async () => {
    answers['platform-stats'] = {
      stats: {
        dailyVolume: 0,
        openInterest: 0,
        activeTraders: 0,
        totalVolume: 0,
        systemEarnings: 0,
        liquidityPool: {
          liquidityPoolInvestment: 1250000.5,
          paidOutInvestments: 98000,
          enteredBy: wallet.toLowerCase(),
          enteredAt: '2026-11-20T10:30:00.000Z',
        },
        lastUpdate: '2026-11-26T10:00:00.000Z',
        createdAt: '2026-11-26T10:00:00.000Z',
      },
    };
    renderAdmin(true);
    fireEvent.click(await screen.findByRole('tab', { name: 'Liquidity Pool' }));
    expect(await screen.findByText('$1.25M')).toBeTruthy();
    expect(screen.getByTestId('lp-entered').textContent).toMatch(
      /^Entered by 0xf39f\.\.\.2266 on Nov 20, 2026/i,
    );
    const calls = () =>
      vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/set-liquidity-pool-figures'));
    fireEvent.change(screen.getByLabelText('Total Invested (USD)'), { target: { value: '2000000' } });
    fireEvent.change(screen.getByLabelText('Total Paid Out (USD)'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Figures' }));
    expect(await screen.findByText('Enter a USD amount: digits, up to 2 decimals')).toBeTruthy();
    expect(calls()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Total Paid Out (USD)'), { target: { value: '150000.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Figures' }));
    await vi.waitFor(() => expect(calls()).toHaveLength(1));
    expect(JSON.parse(String(calls()[0]?.[1]?.body))).toEqual({
      walletAddress: wallet,
      liquidityPoolInvestment: '2000000',
      paidOutInvestments: '150000.25',
    });
  });
});
