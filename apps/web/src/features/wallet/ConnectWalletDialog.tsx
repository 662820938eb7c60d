import { BROWSER_WALLET_INSTALL_URL, NO_BROWSER_WALLET_HINT, shortenAddress } from '@pluto/core';
import { CircleDot, FlaskConical, QrCode, Wallet } from 'lucide-react';
import { useState } from 'react';
import { isDevWalletConnector } from '../../lib/wallet/dev-wallet';
import { Badge, Select, Spinner } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { useConnectWallet } from './use-connect-wallet';
import { useWalletOptions, type WalletOption } from './use-wallet-options';

const FALLBACK_ICONS: Record<string, typeof Wallet> = {
  walletConnect: QrCode,
  coinbaseWallet: CircleDot,
  devWallet: FlaskConical,
};

function WalletIcon({ option }: { option: WalletOption }) {
  if (option.connector.icon) {
    return <img src={option.connector.icon} alt="" className="size-6 rounded" />;
  }
  const Icon = FALLBACK_ICONS[option.connector.type] ?? Wallet;
  return <Icon aria-hidden className="size-6 text-muted" />;
}

/** The Dev Wallet's account and the network it starts on (devnet only). */
function DevWalletPicker({ option }: { option: WalletOption }) {
  const connector = option.connector;
  const [account, setAccount] = useState(() =>
    isDevWalletConnector(connector) ? connector.devAddresses[0] : undefined,
  );
  const [chain, setChain] = useState(() =>
    isDevWalletConnector(connector) ? connector.devChains[0]?.id : undefined,
  );
  if (!isDevWalletConnector(connector)) return null;
  return (
    <div className="mt-1 grid grid-cols-[3fr_2fr] gap-2">
      <Select
        aria-label="Dev account"
        size="sm"
        className="w-full"
        value={account}
        options={connector.devAddresses.map((address, index) => ({
          value: address,
          label: `Account ${index + 1} · ${shortenAddress(address)}`,
        }))}
        onChange={(address) => {
          connector.selectAccount(address);
          setAccount(address);
        }}
      />
      <Select
        aria-label="Dev network"
        size="sm"
        className="w-full"
        value={chain === undefined ? undefined : String(chain)}
        options={connector.devChains.map(({ id, name }) => ({ value: String(id), label: name }))}
        onChange={(id) => {
          connector.selectChain(Number(id));
          setChain(Number(id));
        }}
      />
    </div>
  );
}

export interface ConnectWalletDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Seed 000 §2: "Connect Your Wallet", one row per wallet with its icon and a per-wallet spinner. */
export default function ConnectWalletDialog({ open, onOpenChange }: ConnectWalletDialogProps) {
  const options = useWalletOptions();
  const { connectingUid, connectWith } = useConnectWallet(() => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Connect Your Wallet" width={380}>
      <ul className="flex flex-col gap-2">
        {options.map((option) => {
          const connecting = connectingUid === option.connector.uid;
          return (
            <li key={option.connector.uid} className="rounded-md border border-line bg-surface p-2">
              <button
                type="button"
                disabled={connectingUid !== undefined}
                aria-busy={connecting || undefined}
                onClick={() => void connectWith(option)}
                className="flex w-full items-center gap-3 rounded px-1 py-1 text-left hover:bg-raised disabled:cursor-not-allowed disabled:opacity-60"
              >
                <WalletIcon option={option} />
                <span className="flex-1 font-medium text-fg text-sm">{option.label}</span>
                {option.recommended && <Badge tone="accent">Recommended</Badge>}
                {connecting && <Spinner label={`Connecting to ${option.label}`} />}
              </button>
              {option.connector.type === 'devWallet' && <DevWalletPicker option={option} />}
            </li>
          );
        })}
      </ul>
      {!options.some((option) => option.recommended) && (
        <p role="note" className="mt-3 rounded-md border border-line bg-surface p-2 text-muted text-xs">
          {NO_BROWSER_WALLET_HINT}{' '}
          <a
            href={BROWSER_WALLET_INSTALL_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="text-accent hover:underline"
          >
            Get MetaMask
          </a>
        </p>
      )}
      <div className="mt-3 space-y-1 text-muted text-xs">
        <p>On mobile, tap a wallet to open its app.</p>
        <p>Pluto never has access to your funds.</p>
      </div>
    </Dialog>
  );
}
