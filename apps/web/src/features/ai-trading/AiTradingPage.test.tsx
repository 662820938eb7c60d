import '../../ui/test-polyfills';
import { type AnalysisResult, DEFAULT_SYMBOLS, type MarketType } from '@pluto/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, DataTestProviders } from '../../data/testing';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';
import { toast } from '../../ui';
import AiTradingPage from './AiTradingPage';

/** The server's answers by function name, as the contracts shape them; a number is an error status. */
let answers: Record<string, unknown>;
const bodies: Record<string, unknown>[] = [];

const RESULT: AnalysisResult = {
  id: null,
  symbol: 'BTC-USDT',
  marketType: 'crypto',
  interval: '15m',
  strategyType: 'Custom',
  bias: 'Buy',
  entry: 113000,
  stopLoss: 112350,
  takeProfit: 114300,
  confirmationPrice: 113100,
  reasoning: 'Custom: Buy on 15m: EMA 20 112900 above EMA 50 112500.',
  analysis: 'Rule: a vote.',
  creditsUsed: 1,
  creditsRemaining: 9,
  backtest: {
    candles: 422,
    signals: 12,
    resolved: 11,
    wins: 5,
    winRate: 5 / 11,
    averageR: 0.36,
    text: 'Backtest on the last 422 15m candles: 12 signals, 45 % reached take profit before stop loss, average +0.36 R.',
  },
  timeframes: [],
  candles: [
    { t: 1, o: 112800, h: 113050, l: 112700, c: 113000, v: 3 },
    { t: 2, o: 113000, h: 113100, l: 112950, c: 113000, v: 2 },
  ],
  news: [],
  textSource: 'engine',
  createdAt: '2026-11-26T10:00:00.000Z',
};

beforeEach(() => {
  bodies.length = 0;
  answers = { 'gptchart-analyze': RESULT };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init?: RequestInit) => {
      const name = String(url).slice('/functions/'.length);
      bodies.push({ name, ...(JSON.parse(String(init?.body ?? '{}')) as object) });
      const body = JSON.parse(String(init?.body ?? '{}')) as { marketType?: MarketType };
      // The symbols of the asked market type, as the server answers them.
      const symbols = {
        symbols: DEFAULT_SYMBOLS[body.marketType ?? 'crypto'],
        source: 'built-in',
        news: { available: false, reason: 'No news provider.' },
      };
      const answer = answers[name] ?? (name === 'gptchart-symbols' ? symbols : undefined);
      if (typeof answer === 'number') {
        return new Response(JSON.stringify({ error: 'Not enough candle history' }), { status: answer });
      }
      return new Response(JSON.stringify(answer ?? null), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  toast.dismiss();
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <DataTestProviders
      config={testRuntimeConfig()}
      socket={createFakeSocket().socket}
      connection={{ status: 'disconnected' }}
    >
      <MemoryRouter>
        <AiTradingPage />
      </MemoryRouter>
    </DataTestProviders>,
  );
}

const toastTitles = () => toast.store.getSnapshot().toasts.map((item) => item.title);

describe('AiTradingPage for a visitor', () => {
  it('disables Strategies, History and Compare, and disables news with the reason', async () => {
    renderPage();
    expect(
      screen.getByRole('tab', { name: 'Strategies' }).getAttribute('aria-disabled') ??
        screen.getByRole('tab', { name: 'Strategies' }).hasAttribute('disabled'),
    ).toBeTruthy();
    for (const name of ['Strategies', 'History']) {
      expect((screen.getByRole('tab', { name }) as HTMLButtonElement).disabled).toBe(true);
    }
    expect((screen.getByRole('tab', { name: /Compare/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('No news provider.')).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Analyze related news' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('falls back to the built-in list with a notice when the symbols call fails', async () => {
    answers['gptchart-symbols'] = 500;
    renderPage();
    expect(await screen.findByText('Failed to fetch symbols: showing the built-in list.')).toBeTruthy();
    const options = screen
      .getByRole('combobox', { name: 'Symbol' })
      .querySelectorAll('option:not([value=""])');
    expect(options).toHaveLength(10);
  });

  it('resets the symbol with the market type, caps expert picks with the seed texts, and shows a result', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Stock' }));
    expect((screen.getByRole('combobox', { name: 'Symbol' }) as HTMLSelectElement).value).toBe('AAPL');
    await userEvent.click(screen.getByRole('button', { name: 'Crypto' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Expert mode' }));
    for (const indicator of ['RSI', 'MACD', 'EMA', 'SMA']) {
      await userEvent.click(screen.getByRole('button', { name: indicator }));
    }
    expect(toastTitles()).toContain('Maximum 3 indicators allowed');
    expect(screen.getByRole('button', { name: 'SMA' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('0/3000')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    await waitFor(() => expect(toastTitles()).toContain('Analysis completed successfully!'));
    expect(bodies.find((body) => body.name === 'gptchart-analyze')).toMatchObject({
      marketType: 'crypto',
      symbol: 'BTC-USDT',
      interval: '15m',
      expertMode: true,
      selectedIndicators: ['rsi', 'macd', 'ema'],
    });
    expect(screen.getByTestId('analysis-bias').textContent).toBe('Buy');
    expect(screen.getByTestId('backtest').textContent).toContain('12 signals');
    const trade = screen.getByRole('link', { name: /Trade this setup/ });
    expect(trade.getAttribute('href')).toBe('/trading?symbol=BTC&side=buy&price=113000&tp=114300&sl=112350');
    // The analysed candles are drawn by the chart widget.
    const chart = screen.getByRole('figure', { name: 'BTC-USDT 15m candles with the levels' });
    expect(await within(chart).findByTestId('chart-widget')).toBeTruthy();
  });

  it("says 'No data received from analysis' when the answer holds no analysis", async () => {
    answers['gptchart-analyze'] = { bias: 'Buy' };
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    await waitFor(() => expect(toastTitles()).toContain('No data received from analysis'));
    expect(screen.getByText('No analysis yet')).toBeTruthy();
  });

  it("says 'Failed to analyze chart' with the server's reason", async () => {
    answers['gptchart-analyze'] = 400;
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    await waitFor(() => expect(toastTitles()).toContain('Failed to analyze chart'));
    expect(screen.getByText('No analysis yet')).toBeTruthy();
  });
});
