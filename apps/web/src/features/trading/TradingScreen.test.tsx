import '../../ui/test-polyfills';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeInfoFetch, wireAssetCtx, wireMetaAndAssetCtxs } from '../../data/testing';
import { recordToasts } from '../../lib/testing/toasts';
import type { WalletConnection } from '../../lib/wallet/wallet-layer';
import { createFakeSocket, TradingProviders } from './test-utils';

vi.mock('klinecharts', () => ({ init: () => null, dispose: () => {} }));

const { default: TradingScreen } = await import('./TradingScreen');

const metaAndAssetCtxs = wireMetaAndAssetCtxs([
  {
    universe: { name: 'BTC', szDecimals: 5, maxLeverage: 40 },
    ctx: wireAssetCtx('100000', '100000', '9000000'),
  },
  { universe: { name: 'ETH', szDecimals: 4, maxLeverage: 25 }, ctx: wireAssetCtx('3000', '2900', '5000000') },
]);

/** The chart, form and panels mount in a time-sliced render after the market list: slower in happy-dom. */
const AFTER_MARKETS = { timeout: 5000 };

function renderScreen(path = '/trading?symbol=ETH', connection?: WalletConnection) {
  const fake = createFakeSocket();
  render(
    <TradingProviders socket={fake.socket} connection={connection}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/trading" element={<TradingScreen />} />
          <Route path="/perpetual" element={<TradingScreen />} />
        </Routes>
      </MemoryRouter>
    </TradingProviders>,
  );
  return fake;
}

describe('TradingScreen without a wallet', () => {
  const toasts = recordToasts();

  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(fakeInfoFetch({ metaAndAssetCtxs })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("fills the order form from an AI analysis setup link ('Trade this setup')", async () => {
    renderScreen('/trading?symbol=ETH&side=sell&price=3100&tp=3000&sl=3150');
    await screen.findByRole('button', { name: 'Sell / Short ETH' }, AFTER_MARKETS);
    expect((screen.getByLabelText('Limit price') as HTMLInputElement).value).toBe('3100');
    expect((screen.getByLabelText('TP Price') as HTMLInputElement).value).toBe('3000');
    expect((screen.getByLabelText('SL Price') as HTMLInputElement).value).toBe('3150');
  });

  it('shows the market of ?symbol= with its header, book, form and panels', async () => {
    const fake = renderScreen();
    await screen.findByRole('button', { name: 'Select market (current ETH)' });
    await waitFor(() => expect(screen.getByTestId('market-price').textContent).toBe('$3,000.00'));
    screen.getByText('+$100.00 (+3.45%)');
    screen.getByText('Index Price');
    await waitFor(() =>
      expect(fake.active('l2Book').map((s) => s.params)).toEqual([{ coin: 'ETH', nSigFigs: null }]),
    );
    const place = await screen.findByRole('button', { name: 'Buy / Long ETH' }, AFTER_MARKETS);
    expect(place.getAttribute('aria-disabled')).toBe('true');
    screen.getByText('Connect wallet to view positions');
    screen.getByText('Connect wallet to view account');
  });

  it('mounts the chart, order form and panels, one commit each, only after the market list has painted', async () => {
    let answerMarkets: () => void = () => undefined;
    const marketsAnswered = new Promise<void>((resolve) => {
      answerMarkets = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeInfoFetch({ metaAndAssetCtxs }, (type) =>
          type === 'metaAndAssetCtxs' ? marketsAnswered : Promise.resolve(),
        ),
      ),
    );
    renderScreen('/perpetual');
    await screen.findByRole('button', { name: 'Select market (current BTC)' });
    screen.getByText('Loading chart...');
    expect(screen.queryByRole('button', { name: 'Buy / Long BTC' })).toBeNull();
    expect(screen.queryByRole('tablist', { name: 'Account panels' })).toBeNull();
    answerMarkets();
    await screen.findByRole('button', { name: 'Buy / Long BTC' }, AFTER_MARKETS);
    await screen.findByRole('tablist', { name: 'Account panels' });
  });

  it('says TWAP is not available and keeps the panels behind a wallet', async () => {
    const user = userEvent.setup();
    renderScreen('/perpetual');
    const panels = await screen.findByRole('tablist', { name: 'Account panels' }, AFTER_MARKETS);
    await user.click(within(panels).getByRole('tab', { name: 'TWAP' }));
    screen.getByText('TWAP orders not available in current implementation');
    await user.click(within(panels).getByRole('tab', { name: 'Open Orders' }));
    screen.getByText('Connect wallet to view open orders');
  });

  it('defaults to BTC and answers a click on the place button with Wallet Required', async () => {
    const user = userEvent.setup();
    renderScreen('/perpetual');
    await screen.findByRole('button', { name: 'Select market (current BTC)' });
    await waitFor(() => screen.getByText('No change'));
    await user.click(await screen.findByRole('button', { name: 'Buy / Long BTC' }, AFTER_MARKETS));
    expect(toasts.last()).toMatchObject({ title: 'Wallet Required', variant: 'destructive' });
  });

  it('paints the market while the wallet layer loads, holding the account parts in place', async () => {
    const user = userEvent.setup();
    renderScreen('/perpetual', { status: 'loading' });
    await waitFor(() => expect(screen.getByTestId('market-price').textContent).toBe('$100,000.00'));
    await screen.findByRole('status', { name: 'Loading account' }, AFTER_MARKETS);
    screen.getByText('Loading wallet...');
    expect(screen.queryByText('Connect wallet to view positions')).toBeNull();
    // Not 'Wallet Required': the wallet may well be connected; the button waits for the layer.
    const place = screen.getByRole('button', { name: 'Buy / Long BTC' });
    expect(place).toHaveProperty('disabled', true);
    await user.click(place);
    expect(toasts.last()).toBeUndefined();
  });
});
