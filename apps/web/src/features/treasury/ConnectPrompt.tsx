import { Button } from '../../ui';
import { useOpenConnectDialog } from '../wallet';

/**
 * Seed 002 §2.7: a personal section without a wallet says so and offers to connect one (the app's
 * Connect dialog).
 */
export function ConnectPrompt({ title }: { title: string }) {
  const openConnectDialog = useOpenConnectDialog();
  return (
    <section aria-label={title} className="rounded-lg border border-line bg-panel p-4">
      <h2 className="font-medium text-muted text-xs uppercase tracking-wider">{title}</h2>
      <div className="flex flex-col items-center gap-3 py-6 text-center">
        <p className="text-muted text-sm">Connect wallet to view</p>
        <Button size="sm" onClick={openConnectDialog}>
          Connect
        </Button>
      </div>
    </section>
  );
}
