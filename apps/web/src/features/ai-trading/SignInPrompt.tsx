import { LogIn } from 'lucide-react';
import { Button, Panel } from '../../ui';
import type { AiTradingPageModel } from './use-ai-trading-page';

/** Strategies and History belong to a signed-in wallet: one signature reads them. */
export function SignInPrompt({ page, what }: { page: AiTradingPageModel; what: string }) {
  return (
    <Panel bodyClassName="flex flex-col items-center gap-2 px-6 py-12 text-center">
      <p className="m-0 text-fg text-sm">Sign in to see {what}</p>
      <p className="m-0 max-w-sm text-muted text-xs">Your wallet signs a message (no transaction, no fee).</p>
      <Button
        onClick={() => void page.wallet.signIn?.().catch(() => {})}
        loading={page.wallet.signingIn}
        disabled={!page.wallet.signIn}
      >
        <LogIn aria-hidden className="size-4" /> Sign in
      </Button>
    </Panel>
  );
}
