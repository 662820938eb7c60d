import { type SpotPair, SWAP_CONNECT_LABEL } from '@pluto/core';
import { lazy, Suspense } from 'react';
import { RequireWalletLayer, useWalletLayer, useWalletLayerRequest } from '../../lib/wallet/wallet-layer';
import { Button, Spinner } from '../../ui';
import { useOpenConnectDialog } from '../wallet';

const SwapColumn = lazy(() => import('./SwapColumn'));

function SwapLoading() {
  return (
    <p className="flex items-center justify-center gap-2 p-6 text-muted text-xs">
      <Spinner /> Loading swap...
    </p>
  );
}

/**
 * The swap column of the pair page. Without a wallet to restore, the wallet layer (wagmi, viem) is
 * not downloaded for the first paint: the panel's own 'Connect Wallet to Swap' (named apart from the
 * header's Connect Wallet) loads it and opens the header's Connect dialog, then the swap panel shows.
 * With a wallet to restore the layer loads when the page is idle.
 */
export function SwapSlot({ pair }: { pair: SpotPair }) {
  const layer = useWalletLayer();
  const { dormant, connect } = useWalletLayerRequest();
  const press = useOpenConnectDialog();
  if (!layer && dormant) {
    return (
      <div className="flex flex-col gap-3 p-3">
        <p className="text-muted text-xs">Connect a wallet to see your balance and swap {pair.label}.</p>
        <Button size="lg" block loading={connect.pending} onClick={press}>
          {SWAP_CONNECT_LABEL}
        </Button>
      </div>
    );
  }
  if (!layer) return <SwapLoading />;
  return (
    <Suspense fallback={<SwapLoading />}>
      <RequireWalletLayer>
        <SwapColumn pair={pair} />
      </RequireWalletLayer>
    </Suspense>
  );
}
