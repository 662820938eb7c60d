import { useEffect } from 'react';
import { Button } from '../../ui/Button';
import { useWalletPreload, whenIdle } from './preload';

/**
 * The header's Connect Wallet button (seed 000 §2), short on phones. The wallet layer starts loading
 * when the page is idle, or earlier when the pointer reaches the button or it takes focus.
 */
export function ConnectWalletButton({ onClick, loading }: { onClick: () => void; loading?: boolean }) {
  const preload = useWalletPreload();
  useEffect(() => whenIdle(preload), [preload]);
  return (
    <Button
      aria-label="Connect Wallet"
      onClick={onClick}
      loading={loading}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <span className="md:hidden">Connect</span>
      <span className="hidden md:inline">Connect Wallet</span>
    </Button>
  );
}
