import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { WagmiProvider } from 'wagmi';
import { useRuntimeConfig } from '../runtime-config';
import { SessionProvider } from '../server/session';
import { createQueryClient } from './query-client';
import { createWagmiConfig } from './wagmi-config';

/** Wallet, data-query and server-session context for the whole app, built once from the runtime configuration. */
export function WalletProviders({ children }: { children: ReactNode }) {
  const runtime = useRuntimeConfig();
  const [wagmiConfig] = useState(() => createWagmiConfig(runtime));
  const [queryClient] = useState(createQueryClient);
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
