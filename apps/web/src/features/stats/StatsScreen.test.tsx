import '../../ui/test-polyfills';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, DataTestProviders } from '../../data/testing';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';

const { default: StatsScreen } = await import('./StatsScreen');

const TRADER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const STATS = {
  dailyVolume: 1_234_567,
  openInterest: 250_000,
  activeTraders: 12,
  totalVolume: 2_500_000_000_000,
  systemEarnings: 1_234.5,
  liquidityPool: {
    liquidityPoolInvestment: 5_000_000,
    paidOutInvestments: 120_000,
    enteredBy: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    enteredAt: '2026-11-20T10:00:00.000Z',
  },
  lastUpdate: '2026-11-26T07:00:00.000Z',
  createdAt: '2026-11-26T07:00:00.000Z',
};
const ROW = {
  rank: 1,
  ethAddress: TRADER,
  accountValue: 12_500,
  pnl: 2_500,
  vlm: 80_000,
  nTrades: 7,
  roi: 25,
};

type Answers = Record<string, () => { status?: number; body: unknown }>;

function serve(answers: Answers) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { type?: string };
      const key = String(url).startsWith('/functions/')
        ? String(url).slice('/functions/'.length)
        : (body.type ?? '');
      calls.push(key);
      const answer = answers[key]?.() ?? { status: 404, body: { error: 'Not found' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderScreen(path = '/stats') {
  render(
    <DataTestProviders config={exchangeTestConfig} socket={createFakeSocket().socket}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/stats" element={<StatsScreen />} />
        </Routes>
      </MemoryRouter>
    </DataTestProviders>,
  );
}

const card = (label: string) => {
  const cards = screen.getByRole('region', { name: 'Platform statistics' });
  return within(cards).getByText(label).parentElement as HTMLElement;
};

describe('StatsScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the seven cards, the INVEST link and the leaderboard', async () => {
    serve({
      'platform-stats': () => ({ body: { stats: STATS } }),
      leaderboard: () => ({ body: { entries: [ROW], updatedAt: STATS.lastUpdate } }),
    });
    renderScreen();
    await screen.findByText('Daily Volume');
    await waitFor(() => expect(card('Daily Volume').textContent).toContain('$1.23M'));
    expect(card('Open Interest').textContent).toContain('$250.00K');
    expect(card('Active Traders').textContent).toContain('12');
    expect(card('Total Volume').textContent).toContain('$2.50T');
    expect(card('Total Invested in Liquidity Pools').textContent).toContain('$5.00M');
    expect(card('Total Invested in Liquidity Pools').textContent).toMatch(/as of Nov 20, 2026/);
    expect(card('Total Paid Out From Investments').textContent).toContain('$120.00K');
    expect(card('Total System Earnings').textContent).toContain('$1.23K');
    const invest = screen.getByRole('link', { name: /INVEST/ });
    expect(invest.getAttribute('href')).toBe('https://p.test');
    expect(invest.getAttribute('target')).toBe('_blank');
    screen.getAllByText(/updates every minute/);
    const trader = await screen.findByRole('link', { name: '0x7099...79c8' });
    const row = trader.closest('tr') as HTMLElement;
    expect(within(row).getByText('$12.50K')).toBeTruthy();
    expect(within(row).getByText('+$2.50K')).toBeTruthy();
    expect(within(row).getByText('+25.00%')).toBeTruthy();
  });

  it('asks the server once to compute an empty leaderboard and shows its rows', async () => {
    const calls = serve({
      'platform-stats': () => ({ body: { stats: STATS } }),
      leaderboard: () => ({ body: { entries: [], updatedAt: null } }),
      'initialize-leaderboard': () => ({ body: { entries: [ROW], updatedAt: STATS.lastUpdate } }),
    });
    renderScreen();
    await screen.findByRole('link', { name: '0x7099...79c8' });
    expect(calls.filter((call) => call === 'initialize-leaderboard')).toHaveLength(1);
  });

  it('shows an error state, never figures it does not have, when the statistics cannot be loaded', async () => {
    serve({
      'platform-stats': () => ({ status: 500, body: { error: 'database down' } }),
      leaderboard: () => ({ body: { entries: [ROW], updatedAt: null } }),
    });
    renderScreen();
    expect(
      (await screen.findByText(/^Error loading statistics: /, {}, { timeout: 5000 })).textContent,
    ).toContain('database down');
    expect(screen.queryByRole('region', { name: 'Platform statistics' })).toBeNull();
  });

  it('says when no LP figures were entered', async () => {
    serve({
      'platform-stats': () => ({ body: { stats: { ...STATS, liquidityPool: null } } }),
      leaderboard: () => ({ body: { entries: [ROW], updatedAt: null } }),
    });
    renderScreen();
    await waitFor(() =>
      expect(card('Total Invested in Liquidity Pools').textContent).toContain('Not entered yet'),
    );
    expect(card('Total Invested in Liquidity Pools').textContent).toContain('—');
  });

  it("opens a trader's positions, read-only, from the leaderboard", async () => {
    const user = userEvent.setup();
    serve({
      'platform-stats': () => ({ body: { stats: STATS } }),
      leaderboard: () => ({ body: { entries: [ROW], updatedAt: null } }),
      clearinghouseState: () => ({
        body: {
          marginSummary: { accountValue: '12500', totalNtlPos: '0', totalRawUsd: '0', totalMarginUsed: '0' },
          crossMarginSummary: {
            accountValue: '12500',
            totalNtlPos: '0',
            totalRawUsd: '0',
            totalMarginUsed: '0',
          },
          crossMaintenanceMarginUsed: '0',
          withdrawable: '0',
          assetPositions: [
            {
              type: 'oneWay',
              position: {
                coin: 'ETH',
                szi: '-2',
                leverage: { type: 'cross', value: 5 },
                entryPx: '3000',
                positionValue: '6000',
                unrealizedPnl: '0',
                returnOnEquity: '0',
                liquidationPx: null,
                marginUsed: '1200',
                maxLeverage: 25,
                cumFunding: { allTime: '0', sinceOpen: '0', sinceChange: '0' },
              },
            },
          ],
          time: 1,
        },
      }),
    });
    renderScreen();
    await user.click(await screen.findByRole('link', { name: '0x7099...79c8' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Positions of 0x7099...79c8')).toBeTruthy();
    await within(dialog).findByText('Short');
    expect(within(dialog).getByText('$6.00K')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /close position|market close/i })).toBeNull();
  });
});
