import { Button } from '../../ui/Button';

/** The header's Connect Wallet button (seed 000 §2), short on phones. */
export function ConnectWalletButton({ onClick, loading }: { onClick: () => void; loading?: boolean }) {
  return (
    <Button aria-label="Connect Wallet" onClick={onClick} loading={loading}>
      <span className="md:hidden">Connect</span>
      <span className="hidden md:inline">Connect Wallet</span>
    </Button>
  );
}
