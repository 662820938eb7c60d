import '../../ui/test-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordToasts } from '../../lib/testing/toasts';
import { TradeSummaryCard } from './TradeSummaryCard';
import { renderWidget, stubExchange, TEST_USER } from './test-utils';

const card = (stored: boolean) => ({
  shareId: stored ? 'AbCdEfGhIjKlMnOpQr_-12' : null,
  imageUrl: stored
    ? '/storage/public/generated/trade-summary-BTC-1.png'
    : 'data:image/png;base64,iVBORw0KGgo=',
  stored,
  trade: {
    symbol: 'BTC',
    side: 'long',
    leverage: 10,
    entryPrice: 1,
    exitPrice: 2,
    size: 1,
    pnl: 1,
    pnlPercentage: 1,
    closedAt: 1,
  },
});

describe('TradeSummaryCard', () => {
  const toasts = recordToasts();
  afterEach(() => vi.unstubAllGlobals());

  it('generates the card of the order by itself, shows it with Download and says it was saved', async () => {
    const calls = stubExchange({ info: {}, answer: () => card(true) });
    renderWidget(<TradeSummaryCard oid={42} />);
    screen.getByText('Generating trade summary...');
    await screen.findByRole('img', { name: 'BTC long trade summary' });
    expect(calls).toEqual([{ name: 'generate-trade-summary', body: { userAddress: TEST_USER, oid: 42 } }]);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe(
      'trade-summary-BTC-1.png',
    );
    screen.getByRole('button', { name: 'Copy Link' });
    await waitFor(() => expect(toasts.titles()).toContain('Trade summary generated and saved!'));
    await userEvent.setup().click(screen.getByRole('link', { name: 'Download' }));
    expect(toasts.titles()).toContain('Trade summary saved to your device');
  });

  it('shows an unsaved card without a link and says so', async () => {
    stubExchange({ info: {}, answer: () => card(false) });
    renderWidget(<TradeSummaryCard oid={42} />);
    await screen.findByRole('img');
    expect(screen.queryByRole('button', { name: 'Copy Link' })).toBeNull();
    await waitFor(() => expect(toasts.titles()).toContain('Image generated but failed to save to storage'));
  });

  it("fails with 'Try Again', which generates again", async () => {
    let attempts = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        attempts += 1;
        return attempts === 1
          ? new Response(JSON.stringify({ error: 'down' }), {
              status: 503,
              headers: { 'content-type': 'application/json' },
            })
          : new Response(JSON.stringify(card(true)), { headers: { 'content-type': 'application/json' } });
      }),
    );
    renderWidget(<TradeSummaryCard oid={42} />);
    await screen.findByText('Failed to generate trade summary. Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('img');
    expect(attempts).toBe(2);
  });
});
