import '../../ui/test-polyfills';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, DataTestProviders } from '../../data/testing';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';
import type { WalletConnection } from '../../lib/wallet/wallet-layer';
import PortfolioScreen from './PortfolioScreen';

const USER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
const NOW = Date.now();
const HOUR = 3_600_000;

const wirePosition = (coin: string, szi: string, liquidationPx: string) => ({
  position: {
    coin,
    szi,
    leverage: { type: 'cross', value: 5 },
    entryPx: '2000',
    positionValue: String(Math.abs(Number(szi)) * 2100),
    unrealizedPnl: '100',
    returnOnEquity: '0.25',
    liquidationPx,
    marginUsed: '420',
    cumFunding: { allTime: '-0.5' },
  },
});

const clearinghouse = {
  assetPositions: [wirePosition('ETH', '1', '1650.5'), wirePosition('SOL', '-10', '2400')],
  marginSummary: { accountValue: '5000', totalNtlPos: '23100', totalRawUsd: '0', totalMarginUsed: '840' },
  crossMarginSummary: {
    accountValue: '5000',
    totalNtlPos: '23100',
    totalRawUsd: '0',
    totalMarginUsed: '840',
  },
  crossMaintenanceMarginUsed: '250',
  withdrawable: '4160',
  time: 1,
};

const fill = (tid: number) => ({
  coin: 'ETH',
  px: '2100',
  sz: '0.1',
  side: tid % 2 ? 'A' : 'B',
  time: NOW - tid * 1000,
  closedPnl: tid % 2 ? '10' : '0',
  fee: '0.1',
  oid: tid,
  tid,
  hash: `0x${String(tid).padStart(64, 'a')}`,
  dir: 'Close Long',
  startPosition: '1',
  crossed: true,
  feeToken: 'USDC',
});

/** Each period holds its own values, so the test sees which one the chart drew. */
const series = (values: number[]) => ({
  accountValueHistory: values.map((v, i) => [NOW - (values.length - i) * HOUR, String(v)]),
  pnlHistory: values.map((v, i) => [NOW - (values.length - i) * HOUR, String(v - (values[0] ?? 0))]),
  vlm: '0',
});
const portfolio = [
  ['day', series([4900, 5000])],
  ['week', series([4000, 4500, 5000])],
  ['month', series([1000, 3000, 5000])],
  ['allTime', { accountValueHistory: [], pnlHistory: [], vlm: '0' }],
];

function stubInfo(answers: Record<string, () => unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { type: string };
      const answer = answers[body.type];
      const json = { headers: { 'content-type': 'application/json' } };
      if (!answer) return new Response(JSON.stringify([]), json);
      try {
        return new Response(JSON.stringify(answer()), json);
      } catch {
        return new Response('down', { status: 500 });
      }
    }),
  );
}

function renderScreen(connection: WalletConnection) {
  render(
    <DataTestProviders config={exchangeTestConfig} socket={createFakeSocket().socket} connection={connection}>
      <MemoryRouter initialEntries={['/positions']}>
        <Routes>
          <Route path="/positions" element={<PortfolioScreen />} />
          <Route path="/" element={<p>Landing</p>} />
        </Routes>
      </MemoryRouter>
    </DataTestProviders>,
  );
}

const connected: WalletConnection = { status: 'connected', address: USER };

describe('PortfolioScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks to log in without a wallet, and Connect Wallet goes to /', async () => {
    stubInfo({});
    renderScreen({ status: 'disconnected' });
    screen.getByRole('heading', { name: 'Login Required' });
    screen.getByText('Please connect your wallet to view your portfolio and positions.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect Wallet' }));
    screen.getByText('Landing');
  });

  it('shows the account strip and a card per position with its liquidation price, filtered by side', async () => {
    stubInfo({ clearinghouseState: () => clearinghouse, portfolio: () => portfolio });
    renderScreen(connected);
    const strip = screen.getByRole('region', { name: 'Account' });
    await waitFor(() => within(strip).getByText('$5,000.00'));
    within(strip).getByText('$4,160.00');
    within(strip).getByText('5.00%');
    within(strip).getByText('4.62x');

    const eth = await screen.findByRole('article', { name: 'ETH Long position' });
    within(eth).getByText('1.00000 ETH');
    within(eth).getByText('$1,650.50');
    within(eth).getByText('25.00%', { exact: false });
    screen.getByRole('article', { name: 'SOL Short position' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Long' }));
    expect(screen.queryByRole('article', { name: 'SOL Short position' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Short' }));
    expect(screen.queryByRole('article', { name: 'ETH Long position' })).toBeNull();
    screen.getByRole('article', { name: 'SOL Short position' });
  });

  it('draws the chart from the period of each timeframe, and says when there is no history', async () => {
    stubInfo({ clearinghouseState: () => clearinghouse, portfolio: () => portfolio });
    renderScreen(connected);
    const chart = screen.getByRole('region', { name: 'Portfolio chart' });
    // 1M by default: the month series' latest value and its range.
    await waitFor(() => within(chart).getByRole('img'));
    within(chart).getByText('$1,000.00');
    const user = userEvent.setup();
    await user.click(within(chart).getByRole('radio', { name: '1D' }));
    within(chart).getByText('$4,900.00');
    await user.click(within(chart).getByRole('radio', { name: 'PnL' }));
    within(chart).getAllByText('$100.00');
    await user.click(within(chart).getByRole('radio', { name: 'ALL' }));
    within(chart).getByText('No trading history available');
  });

  it('says when the portfolio cannot be loaded', async () => {
    stubInfo({
      clearinghouseState: () => clearinghouse,
      portfolio: () => {
        throw new Error('down');
      },
    });
    renderScreen(connected);
    await screen.findByText('Failed to load portfolio data');
  });

  it('lists the latest 10 fills with their hash, and View All shows the whole history', async () => {
    stubInfo({
      clearinghouseState: () => clearinghouse,
      userFills: () => Array.from({ length: 12 }, (_, i) => fill(i + 1)),
    });
    renderScreen(connected);
    const recent = screen.getByRole('region', { name: 'Recent transactions' });
    await waitFor(() => expect(within(recent).getAllByRole('row')).toHaveLength(11));
    within(recent).getByText('0xaaaaaa…aaa1');
    await userEvent.setup().click(within(recent).getByRole('button', { name: 'View All' }));
    await waitFor(() => expect(within(recent).getAllByRole('row')).toHaveLength(13));
  });
});
