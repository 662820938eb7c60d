import { Suspense, useState } from 'react';
import { Button } from '../../ui';
import { ConnectWalletDialog } from '../wallet';

/**
 * Seed 002 §2.7: a personal section without a wallet says so and offers to connect one. The page is a
 * wallet screen, so the wallet layer is loaded and the button opens the Connect dialog itself.
 */
export function ConnectPrompt({ title }: { title: string }) {
  const [connectOpen, setConnectOpen] = useState(false);
  return (
    <section aria-label={title} className="rounded-lg border border-line bg-panel p-4">
      <h2 className="font-medium text-muted text-xs uppercase tracking-wider">{title}</h2>
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-muted text-sm">Connect wallet to view</p>
        <Button size="sm" onClick={() => setConnectOpen(true)}>
          Connect
        </Button>
      </div>
      <Suspense fallback={null}>
        {connectOpen && <ConnectWalletDialog open onOpenChange={(open) => !open && setConnectOpen(false)} />}
      </Suspense>
    </section>
  );
}
