import * as v from 'valibot';

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid address format'));
const isoTime = v.pipe(v.string(), v.isoTimestamp());

/**
 * The spot side of a chain as a deployment file describes it (the devnet supervisor writes it into
 * `RUNTIME_CONFIG_FILE` under `spot`): the Uniswap V2 contracts, the fee router the swap functions
 * name as spender, the tokens and the pools the catalogue lists as enabled pairs.
 */
export const spotChainDeploymentSchema = v.object({
  chainId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  factory: address,
  router: address,
  feeRouter: address,
  wrappedNative: address,
  /** The chain's USD stablecoin: prices are found through pools to it. */
  stable: address,
  /** The first block of the deployment: where log scans begin. */
  startBlock: v.pipe(v.number(), v.integer(), v.minValue(0)),
  tokens: v.array(
    v.object({
      address,
      symbol: v.pipe(v.string(), v.nonEmpty()),
      name: v.pipe(v.string(), v.nonEmpty()),
      decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
      listedAt: isoTime,
    }),
  ),
  pools: v.array(v.object({ pair: address, base: address, quote: address })),
});

export type SpotChainDeployment = v.InferOutput<typeof spotChainDeploymentSchema>;
