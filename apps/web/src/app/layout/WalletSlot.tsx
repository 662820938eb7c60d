import { Wallet } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { ConnectWalletButton, useOpenConnectDialog, WalletButton } from '../../features/wallet';
import { useWalletConnection, useWalletLayer, useWalletLayerRequest } from '../../lib/wallet/wallet-layer';
import type { NavLinkItem } from './navigation';

const AdminNavItem = lazy(() => import('./AdminNavItem'));

/**
 * Holds the header's wallet button's place while the wallet layer loads: the Connect Wallet button's
 * height and width, so the header does not move when the real button arrives.
 */
export function WalletButtonPlaceholder() {
  return (
    <span
      role="status"
      aria-label="Loading wallet"
      className="flex h-8 w-[5.75rem] animate-pulse items-center gap-2 rounded-[5px] border border-line bg-raised px-3 md:w-[8.25rem]"
    >
      <Wallet aria-hidden className="size-4 text-muted" />
      <span className="h-2 flex-1 rounded-sm bg-line" />
    </span>
  );
}

/**
 * The header's wallet button (seed 000 §2). Connect Wallet is a real button at once, and one element
 * from the first paint until the wallet connects: a press whose pointer goes down before the wallet's
 * code arrives and comes up after it still lands on it. The press is held by the layer's loader (so
 * it is not lost if this header is replaced meanwhile) until the wallet's code opens the dialog for it.
 */
export function WalletSlot() {
  const layer = useWalletLayer();
  const connection = useWalletConnection();
  const { connect } = useWalletLayerRequest();
  const press = useOpenConnectDialog();
  const connected = connection.status === 'connected';
  // The last wallet is being restored: its answer decides what shows here. A page with nothing to
  // restore offers Connect Wallet throughout, connecting included.
  const restoring = !connect.offered && !connect.pending && connection.status === 'loading';
  return (
    <>
      {connected ? null : restoring ? (
        <WalletButtonPlaceholder />
      ) : (
        <ConnectWalletButton loading={connect.pending} onClick={press} />
      )}
      {layer && (
        <Suspense fallback={connected ? <WalletButtonPlaceholder /> : null}>
          <WalletButton connectRequested={connect.pending} onConnectOpened={connect.clear} />
        </Suspense>
      )}
    </>
  );
}

/** The Admin Dashboard navigation entry; it needs the wallet, so nothing shows until the layer has loaded. */
export function AdminNavSlot({ render }: { render: (item: NavLinkItem) => ReactNode }) {
  if (!useWalletLayer()) return null;
  return (
    <Suspense fallback={null}>
      <AdminNavItem render={render} />
    </Suspense>
  );
}
