import '../../ui/test-polyfills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeSocket,
  DataTestProviders,
  fakeInfoFetch,
  wireAssetCtx,
  wireMetaAndAssetCtxs,
} from '../../data/testing';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';
import { LANGUAGE_STORAGE_KEY } from './languages';
import WhitepaperPage from './WhitepaperPage';

/** Three listed markets (one delisted left out), the highest leverage 40x. */
const metaAndAssetCtxs = wireMetaAndAssetCtxs([
  { universe: { name: 'BTC', szDecimals: 5, maxLeverage: 40 }, ctx: wireAssetCtx('100000') },
  { universe: { name: 'ETH', szDecimals: 4, maxLeverage: 25 }, ctx: wireAssetCtx('3000') },
  { universe: { name: 'SOL', szDecimals: 2, maxLeverage: 20 }, ctx: wireAssetCtx('150') },
  { universe: { name: 'OLD', szDecimals: 2, maxLeverage: 50, isDelisted: true }, ctx: wireAssetCtx('1') },
]);

const config = {
  ...exchangeTestConfig,
  legal: { ...exchangeTestConfig.legal, contactEmail: 'papers@pluto.test' },
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function renderPage(path = '/whitepaper') {
  return render(
    <DataTestProviders config={config} socket={createFakeSocket().socket}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/whitepaper"
            element={
              <>
                <WhitepaperPage />
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </DataTestProviders>,
  );
}

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

const documentRoot = () => document.querySelector('.whitepaper') as HTMLElement;

describe('WhitepaperPage', () => {
  beforeEach(() => {
    localStorage.clear();
    browserLanguages(['en-US']);
    vi.stubGlobal('fetch', vi.fn(fakeInfoFetch({ metaAndAssetCtxs })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renders the ten sections in English with the facts of the exchange and the product', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Pluto Whitepaper' });
    expect(documentRoot()).toMatchObject({ lang: 'en', dir: 'ltr' });
    const contents = screen.getAllByRole('navigation', { name: 'Contents' })[0] as HTMLElement;
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '#executive-summary',
      '#platform-overview',
      '#trading-features',
      '#ai-trading-analysis',
      '#treasury-system',
      '#fee-structure',
      '#tokenomics',
      '#technology-stack',
      '#security-compliance',
      '#whats-next',
    ]);
    screen.getByText(/^Today Pluto lists 3 perpetual markets with leverage of up to 40x/);
    screen.getByText(
      /\$5\.00 to the exchange and \$10\.00 to Pluto, \$15\.00 in total \(0\.15% of notional\)/,
    );
    expect(screen.getAllByText(/Version 1\.0 · October 2025/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'papers@pluto.test' }).getAttribute('href')).toBe(
      'mailto:papers@pluto.test',
    );
    screen.getByText(/^Risk disclaimer:/);
  });

  it("opens in the browser's language when supported", async () => {
    browserLanguages(['fr-FR', 'en']);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Livre blanc de Pluto' });
    expect(documentRoot().lang).toBe('fr');
  });

  it('lets ?lang= win over the stored choice, and the stored choice over the browser', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    browserLanguages(['fr-FR']);
    const first = renderPage('/whitepaper?lang=ja');
    await screen.findByRole('heading', { level: 1, name: 'Pluto ホワイトペーパー' });
    first.unmount();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Pluto Whitepaper' });
    expect(documentRoot().lang).toBe('de');
  });

  it('switches to Arabic right to left, keeps the choice and puts it in the URL', async () => {
    const user = userEvent.setup();
    renderPage('/whitepaper#fee-structure');
    await screen.findByRole('heading', { level: 1, name: 'Pluto Whitepaper' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'العربية (Arabic)');
    await screen.findByRole('heading', { level: 1, name: 'الورقة البيضاء لـ Pluto' });
    expect(documentRoot()).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(screen.getByTestId('location').textContent).toBe('/whitepaper?lang=ar#fee-structure');
    screen.getByRole('heading', { level: 2, name: /هيكل الرسوم/ });
  });

  it('asks to try again when the market list cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    within(alert).getByText('The live market figures could not be loaded from the exchange.');
    within(alert).getByRole('button', { name: 'Try again' });
    expect(screen.queryByText(/perpetual markets/)).toBeNull();
  });
});
