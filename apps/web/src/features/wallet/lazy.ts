import { lazy } from 'react';

/** The connected wallet's menu needs wagmi: it loads with the wallet layer, not with the first screen. */
export const WalletButton = lazy(async () => ({ default: (await import('./WalletButton')).WalletButton }));
