import { lazy } from 'react';

/*
 * The funds screens and dialogs load on first use: whoever imports them through the index gets a
 * lazy component or a loader, so the first screen's chunk stays small.
 */
export const DepositDialog = lazy(() => import('./DepositDialog'));
export const WithdrawDialog = lazy(() => import('./WithdrawDialog'));
export const loadWalletScreen = () => import('./WalletScreen');
