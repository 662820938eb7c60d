import * as v from 'valibot';
import { MAX_SWAP_SLIPPAGE_PERCENT, MIN_SWAP_SLIPPAGE_PERCENT, SWAP_ERRORS } from '../spot/swap';
import { defineContract } from './function-contract';
import { chainIdField, requestObject, walletAddressField } from './request-fields';

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));
const baseUnits = v.pipe(v.string(), v.regex(/^\d+$/));

/** A token by address, the all-E placeholder for the native coin (seed 002 §3). */
export const tokenAddressField = v.custom<`0x${string}`>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  SWAP_ERRORS.tokenNotAvailable,
);

/** Base units as text (1inch's `amount`); its range is checked by `parseBaseUnits`. */
const swapAmountField = v.custom<string>(
  (value) => typeof value === 'string' && /^\d{1,78}$/.test(value),
  SWAP_ERRORS.invalidAmount,
);

const slippageField = v.pipe(
  v.number(),
  v.check(
    (slippage) => slippage >= MIN_SWAP_SLIPPAGE_PERCENT && slippage <= MAX_SWAP_SLIPPAGE_PERCENT,
    `must be a percentage from ${MIN_SWAP_SLIPPAGE_PERCENT} to ${MAX_SWAP_SLIPPAGE_PERCENT}`,
  ),
);

const swapPair = {
  fromToken: tokenAddressField,
  toToken: tokenAddressField,
  amount: swapAmountField,
  chainId: chainIdField,
};

/** Seed 002 §7: the address a token must be approved to before a swap (1inch's router, the devnet's fee router). */
export const oneinchSpenderContract = defineContract({
  name: 'oneinch-spender',
  request: requestObject({ chainId: chainIdField }),
  response: v.object({ address }),
});

/** A token the swap passes through; the symbol where the quoting side knows it. */
const routeTokenSchema = v.object({ address, symbol: v.optional(v.pipe(v.string(), v.nonEmpty())) });
export type SwapRouteToken = v.InferOutput<typeof routeTokenSchema>;

/**
 * Seed 002 §7: what `amount` of `fromToken` buys of `toToken` now, the platform fee taken; `route` (issue
 * 25) is the path the swap takes, `fromToken` first and `toToken` last, when the quoting side tells it.
 */
export const oneinchQuoteContract = defineContract({
  name: 'oneinch-quote',
  request: requestObject(swapPair),
  response: v.object({
    dstAmount: baseUnits,
    route: v.optional(v.pipe(v.array(routeTokenSchema), v.minLength(2))),
  }),
});

/**
 * Seed 002 §7: the transaction that swaps for `fromAddress` (the signed-in wallet, no other), with
 * the output bounded by `slippage` percent.
 */
export const oneinchSwapContract = defineContract({
  name: 'oneinch-swap',
  request: requestObject({ ...swapPair, slippage: slippageField, fromAddress: walletAddressField }),
  response: v.object({
    dstAmount: baseUnits,
    tx: v.object({
      from: address,
      to: address,
      data: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/)),
      value: baseUnits,
      gas: v.pipe(v.number(), v.integer(), v.minValue(0)),
      gasPrice: baseUnits,
    }),
  }),
});

/** Seed 002 §7: $PLUTO's USD price (the treasury's eligibility and values); takes no fields. */
export const getPlutoPriceContract = defineContract({
  name: 'get-pluto-price',
  request: requestObject({}),
  response: v.object({
    price: v.pipe(v.number(), v.minValue(0)),
    /** True when no price could be had and the seed's default is answered (shown as stale). */
    fallback: v.optional(v.boolean()),
  }),
});
