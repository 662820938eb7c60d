import { Wallet } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { ConnectWalletButton } from '../../features/wallet/ConnectWalletButton';
import { useWalletLayer, useWalletLayerRequest } from '../../lib/wallet/wallet-layer';
import { toast } from '../../ui/toast';
import type { NavLinkItem } from './navigation';

const WalletButton = lazy(async () => ({
  default: (await import('../../features/wallet/WalletButton')).WalletButton,
}));
const AdminNavItem = lazy(() => import('./AdminNavItem'));

const WALLET_LOAD_FAILED = 'The wallet could not be loaded. Check your connection and try again.';

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
 * The header's wallet button (seed 000 §2). Without a wallet to restore the layer waits for the user:
 * Connect Wallet is a real button at once, and pressing it loads the layer and opens the dialog.
 */
export function WalletSlot() {
  const layer = useWalletLayer();
  const { dormant, request } = useWalletLayerRequest();
  const [requested, setRequested] = useState(false);
  // Whether Connect Wallet showed at first: it then stays a button that takes the press while the
  // wallet's code arrives (a screen may load the layer before the user presses), never a placeholder.
  const [offeredConnect] = useState(dormant);
  if (dormant || (requested && !layer)) {
    return (
      <ConnectWalletButton
        loading={requested}
        onClick={() => {
          setRequested(true);
          request().catch(() => {
            setRequested(false);
            toast({ title: 'Connection Failed', description: WALLET_LOAD_FAILED, variant: 'destructive' });
          });
        }}
      />
    );
  }
  if (!layer) return <WalletButtonPlaceholder />;
  return (
    <Suspense
      fallback={
        requested ? (
          <ConnectWalletButton loading onClick={() => undefined} />
        ) : offeredConnect ? (
          <ConnectWalletButton onClick={() => setRequested(true)} />
        ) : (
          <WalletButtonPlaceholder />
        )
      }
    >
      <WalletButton connectOnMount={requested} />
    </Suspense>
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
