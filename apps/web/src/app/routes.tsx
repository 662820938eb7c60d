import { TRADING_SCREEN_PATHS } from '@pluto/core';
import { type ComponentType, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadAdminPage } from '../features/admin';
import { loadAiTradingPage } from '../features/ai-trading';
import { loadWalletScreen } from '../features/funds';
import {
  loadAirdropPage,
  loadDownloadTimerPage,
  loadFeesPage,
  loadPremiumBotPage,
  loadTermsPage,
} from '../features/info';
import { loadMarketsScreen } from '../features/markets';
import { loadNotFoundScreen } from '../features/not-found';
import { loadPortfolioScreen } from '../features/portfolio';
import { loadSharedTradeScreen } from '../features/share';
import { loadMemeListingsScreen, loadSpotEntryScreen, loadSpotPairScreen } from '../features/spot';
import { loadStatsScreen } from '../features/stats';
import { loadTelegramPage } from '../features/telegram';
import { TradingScreen } from '../features/trading';
import { loadTreasuryPage } from '../features/treasury';
import { loadWhitepaperScreen } from '../features/whitepaper';
import type { RouteHandle } from '../lib/route-title';
import { importWalletLayerRuntime, RequireWalletLayer } from '../lib/wallet/wallet-layer';
import { AppLayout, ScreenLoading } from './layout/AppLayout';
import { RouteError } from './RouteError';

type ScreenModule = { default: ComponentType };

/** Every other screen is its own chunk, so the first screen downloads only what it needs. */
function screen(
  title: string,
  load: () => Promise<ScreenModule>,
): Pick<RouteObject, 'lazy' | 'handle' | 'HydrateFallback'> {
  const handle: RouteHandle = { title };
  // On the first load the layout (header, footer) renders at once and only this screen waits: the
  // header is never replaced, so nothing pressed in it meanwhile is lost.
  return {
    handle,
    HydrateFallback: ScreenLoading,
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/**
 * A screen that reads the wallet (wagmi, react-query or the server session): its code and the wallet
 * layer download together, and it renders once the layer is there. Every other screen paints without it.
 */
function walletScreen(
  title: string,
  load: () => Promise<ScreenModule>,
): Pick<RouteObject, 'lazy' | 'handle' | 'HydrateFallback'> {
  return screen(title, async () => {
    const [{ default: Screen }] = await Promise.all([load(), importWalletLayerRuntime()]);
    return {
      default: () => (
        <Suspense fallback={null}>
          <RequireWalletLayer>
            <Screen />
          </RequireWalletLayer>
        </Suspense>
      ),
    };
  });
}

function appRoutes(): RouteObject[] {
  // The landing screen is part of the entry: its code downloads with it instead of after it, and
  // without a loader or lazy part the router renders it at once (its market list comes with the page).
  const tradingScreen: RouteObject = {
    handle: { title: 'Perpetual Trading' } satisfies RouteHandle,
    Component: TradingScreen,
  };
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to="/perpetual" replace /> },
        // Paints its market data before the wallet layer (the server writes the market list into
        // these pages: core page data); the account parts follow it.
        ...TRADING_SCREEN_PATHS.map((path) => ({ path: path.slice(1), ...tradingScreen })),
        { path: 'positions', ...screen('Portfolio', loadPortfolioScreen) },
        { path: 'treasury', ...walletScreen('Treasury', loadTreasuryPage) },
        { path: 'wallet', ...walletScreen('Wallet', loadWalletScreen) },
        { path: 'markets', ...screen('Markets', loadMarketsScreen) },
        { path: 'stats', ...screen('Platform Statistics', loadStatsScreen) },
        { path: 'ai-trading', ...walletScreen('AI Trading Analysis', loadAiTradingPage) },
        { path: 'spot', ...screen('Spot Trading', loadSpotEntryScreen) },
        { path: 'spot/:chain', ...screen('Spot Trading', loadSpotEntryScreen) },
        { path: 'spot/:chain/:pair', ...screen('Spot Trading', loadSpotPairScreen) },
        { path: 'memes', ...screen('Meme Listings', loadMemeListingsScreen) },
        { path: 'admin', ...walletScreen('Admin Dashboard', loadAdminPage) },
        { path: 'whitepaper', ...screen('Whitepaper', loadWhitepaperScreen) },
        { path: 'telegram', ...walletScreen('Telegram Bot', loadTelegramPage) },
        { path: 'terms', ...screen('Terms and Conditions', loadTermsPage) },
        { path: 'fees', ...screen('Fees', loadFeesPage) },
        { path: 'airdrop', ...screen('Airdrop', loadAirdropPage) },
        { path: 'premium-bot', ...screen('Premium BOT', loadPremiumBotPage) },
        {
          path: 'download-timer',
          ...screen('Treasury Timer', loadDownloadTimerPage),
        },
        // A single segment after every fixed route: a shared trade summary.
        { path: ':shareId', ...screen('Shared Trade', loadSharedTradeScreen) },
        { path: '*', ...screen('Page Not Found', loadNotFoundScreen) },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
