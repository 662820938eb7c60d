import * as v from 'valibot';
import { spotChainDeploymentSchema } from '../spot/deployment';

/**
 * The runtime configuration contract served by the server at `/config.json` and read by the
 * browser at start, so one web build runs against any backend. Extend it; never rename fields.
 * Valibot, not zod: the browser validates this before its first render, and valibot's schemas cost
 * nothing to build (the exchange SDK already ships it).
 */
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address format'));
const url = v.pipe(v.string(), v.url());
const text = v.pipe(v.string(), v.nonEmpty());

export const chainConfigSchema = v.object({
  chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: text,
  shortName: text,
  rpcUrl: url,
  explorerUrl: url,
  tokens: v.record(v.string(), address),
});

export const runtimeConfigSchema = v.object({
  network: v.picklist(['devnet', 'testnet', 'mainnet']),
  exchange: v.object({
    apiUrl: url,
    wsUrl: url,
    isTestnet: v.boolean(),
    builderAddress: v.nullable(address),
    bridgeAddress: v.nullable(address),
    bridgeMinimumUsdc: v.pipe(v.number(), v.minValue(0)),
  }),
  chains: v.array(chainConfigSchema),
  devAccounts: v.array(v.object({ address, privateKey: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/)) })),
  links: v.object({ liquidityPool: url, x: url, telegram: url }),
  legal: v.object({ jurisdiction: text, contactEmail: v.pipe(v.string(), v.email()) }),
  /** WalletConnect Cloud project id; without it the WalletConnect option is not offered. */
  walletConnectProjectId: v.optional(text),
});

export type ChainConfig = v.InferOutput<typeof chainConfigSchema>;
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

/** Thrown when a value does not match a schema; the message lists every problem with its path. */
export class ConfigError extends Error {
  constructor(what: string, issues: readonly v.BaseIssue<unknown>[]) {
    super(`${what} is invalid: ${v.summarize(issues as [v.BaseIssue<unknown>])}`);
    this.name = 'ConfigError';
  }
}

function parseWith<S extends v.GenericSchema>(schema: S, what: string, value: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value);
  if (!parsed.success) throw new ConfigError(what, parsed.issues);
  return parsed.output;
}

export const parseRuntimeConfig = (value: unknown): RuntimeConfig =>
  parseWith(runtimeConfigSchema, 'The runtime configuration', value);

export const parseChainConfig = (value: unknown): ChainConfig =>
  parseWith(chainConfigSchema, 'The chain configuration', value);

/** What a deployment file may carry (apps/server reads it): a partial slice of the contract. */
export const deploymentFileSchema = v.partial(
  v.object({
    chains: runtimeConfigSchema.entries.chains,
    devAccounts: runtimeConfigSchema.entries.devAccounts,
    builderAddress: runtimeConfigSchema.entries.exchange.entries.builderAddress,
    bridgeAddress: runtimeConfigSchema.entries.exchange.entries.bridgeAddress,
    /** The spot contracts, tokens and pools per chain (server side only, not served to browsers). */
    spot: v.array(spotChainDeploymentSchema),
  }),
);
export type DeploymentFile = v.InferOutput<typeof deploymentFileSchema>;

export const parseDeploymentFile = (value: unknown, what: string): DeploymentFile =>
  parseWith(deploymentFileSchema, what, value);
