import { ChevronDown, LogOut, Wallet } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useWalletConnection } from '../../lib/wallet/wallet-layer';
import { cn } from '../../ui';
import { DepositDialog, WithdrawDialog } from '../funds';
import { useAutoSwitchToArbitrum } from './use-auto-switch-network';
import { useWalletMenu, type WalletMenuModel } from './use-wallet-menu';

type ConnectDialogComponent = typeof import('./ConnectWalletDialog')['default'];
// The Connect dialog's code loads with this button (issue 20: open in ≤ 300 ms). Once it is in, the
// component is rendered directly: a lazy component suspends on its first render even when its code
// is cached, and React holds a revealed Suspense boundary back for 300 ms.
let loadedConnectDialog: ConnectDialogComponent | undefined;
const loadConnectDialog = () =>
  import('./ConnectWalletDialog').then((module) => {
    loadedConnectDialog = module.default;
    return module;
  });
loadConnectDialog().catch(() => undefined);
const LazyConnectDialog = lazy(loadConnectDialog);

type OpenDialog = 'connect' | 'deposit' | 'withdraw' | null;

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-2.5 py-2 text-sm text-muted outline-none data-[highlighted]:bg-raised data-[highlighted]:text-fg data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40';

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-6 px-2.5 py-1 text-xs">
      <span className="text-muted">{label}</span>
      <span className="font-mono text-fg">{value}</span>
    </div>
  );
}

export function WalletMenuView({
  menu,
  onDeposit,
  onWithdraw,
}: {
  menu: WalletMenuModel;
  onDeposit: () => void;
  onWithdraw: () => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Wallet ${menu.shortAddress}`}
        className="flex h-8 items-center gap-2 rounded-[5px] border border-line-strong bg-raised px-2.5 text-sm hover:bg-line"
      >
        <Wallet aria-hidden className="size-4 text-muted" />
        <span className="font-mono">{menu.shortAddress}</span>
        <span className="hidden font-mono text-muted text-xs sm:inline">{menu.balanceText}</span>
        <ChevronDown aria-hidden className="size-3.5 text-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-64 rounded-md border border-line bg-panel p-1 shadow-xl shadow-black/40"
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 font-semibold text-fg text-sm">
            {menu.walletName}
          </DropdownMenu.Label>
          <InfoRow label="Address" value={menu.shortAddress} />
          <InfoRow label="Network" value={menu.networkName} />
          <InfoRow label="Balance" value={menu.balanceText} />
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {menu.offerArbitrumSwitch && (
            <DropdownMenu.Item
              className={cn(itemClass, 'text-accent-strong')}
              onSelect={menu.switchToArbitrum}
            >
              Switch to Arbitrum
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} disabled={!menu.canMoveFunds} onSelect={onDeposit}>
            Deposit
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} disabled={!menu.canMoveFunds} onSelect={onWithdraw}>
            Withdraw
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={cn(itemClass, 'text-down')} onSelect={() => void menu.disconnect()}>
            <LogOut aria-hidden className="size-4" /> Disconnect Wallet
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function ConnectedWallet({ onOpen }: { onOpen: (dialog: OpenDialog) => void }) {
  const menu = useWalletMenu();
  return (
    <WalletMenuView menu={menu} onDeposit={() => onOpen('deposit')} onWithdraw={() => onOpen('withdraw')} />
  );
}

/**
 * Seed 000 §2 header wallet button, once the wallet's code is there: the connected wallet's menu, and
 * the Connect, Deposit and Withdraw dialogs. The Connect Wallet button itself is the header's
 * (`WalletSlot`): its press comes here as `connectRequested`, whenever it happens.
 */
export function WalletButton({
  connectRequested = false,
  onConnectOpened,
}: {
  /** Connect Wallet was pressed and its dialog has not opened yet. */
  connectRequested?: boolean;
  /** Called once the dialog opened for the press (it is then no longer pending). */
  onConnectOpened?: () => void;
}) {
  useAutoSwitchToArbitrum();
  const isConnected = useWalletConnection().status === 'connected';
  const [dialog, setDialog] = useState<OpenDialog>(null);
  useEffect(() => {
    if (!connectRequested) return;
    if (!isConnected) setDialog('connect');
    onConnectOpened?.();
  }, [connectRequested, isConnected, onConnectOpened]);
  const closeOn = (open: boolean) => !open && setDialog(null);
  const ConnectDialog = loadedConnectDialog ?? LazyConnectDialog;

  return (
    <>
      {isConnected && <ConnectedWallet onOpen={setDialog} />}
      <Suspense fallback={null}>
        {dialog === 'connect' && <ConnectDialog open onOpenChange={closeOn} />}
        {dialog === 'deposit' && <DepositDialog open onOpenChange={closeOn} />}
        {dialog === 'withdraw' && <WithdrawDialog open onOpenChange={closeOn} />}
      </Suspense>
    </>
  );
}
