import { lazy } from 'react';

/** The connected wallet's menu needs wagmi: it loads with the wallet layer, not with the first screen. */
export const WalletButton = lazy(async () => ({ default: (await import('./WalletButton')).WalletButton }));

/** The Connect dialog on its own, for screens that ask to connect from their own buttons (the swap panel). */
export const ConnectWalletDialog = lazy(() => import('./ConnectWalletDialog'));
