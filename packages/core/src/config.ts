import { z } from 'zod';

/**
 * The runtime configuration contract served by the server at `/config.json` and read by the
 * browser at start, so one web build runs against any backend. Extend it; never rename fields.
 */
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address format');

export const chainConfigSchema = z.object({
  chainId: z.number().int().positive(),
  name: z.string().min(1),
  shortName: z.string().min(1),
  rpcUrl: z.url(),
  explorerUrl: z.url(),
  tokens: z.record(z.string(), address),
});

export const runtimeConfigSchema = z.object({
  network: z.enum(['devnet', 'testnet', 'mainnet']),
  exchange: z.object({
    apiUrl: z.url(),
    wsUrl: z.url(),
    isTestnet: z.boolean(),
    builderAddress: address.nullable(),
    bridgeAddress: address.nullable(),
    bridgeMinimumUsdc: z.number().nonnegative(),
  }),
  chains: z.array(chainConfigSchema),
  devAccounts: z.array(z.object({ address, privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/) })),
  links: z.object({ liquidityPool: z.url(), x: z.url(), telegram: z.url() }),
  legal: z.object({ jurisdiction: z.string().min(1), contactEmail: z.email() }),
  /** WalletConnect Cloud project id; without it the WalletConnect option is not offered. */
  walletConnectProjectId: z.string().min(1).optional(),
});

export type ChainConfig = z.infer<typeof chainConfigSchema>;
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
