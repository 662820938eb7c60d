import {
  getChainById,
  isNativeTokenAddress,
  minimumReceived,
  NATIVE_TOKEN_ADDRESS,
  type SpotChainDeployment,
  SWAP_ERRORS,
  type SwapRouteToken,
  spotPlatformFee,
} from '@pluto/core';
import { type Address, BaseError, encodeFunctionData, erc20Abi, getAddress, type Hex, parseAbi } from 'viem';
import { HttpError } from '../../http/http-error';
import { CoalescingCache } from '../coalescing-cache';
import { type AmmChainClient, ammChainClients } from './amm-chains';
import type {
  SwapProvider,
  SwapQuote,
  SwapQuoteRequest,
  SwapRequest,
  SwapTransaction,
} from './swap-provider';

/**
 * The fee router's functions the swap functions call (its full ABI lives in @pluto/contracts, which
 * the server's production code does not load).
 */
const feeRouterAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
]);
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)']);

/** A pool's reserves by token (lowercase), as of one block. */
type Reserves = Map<string, bigint>;

/** Uniswap V2's getAmountOut: 0.3 % of the input stays in the pool; 0 where the pool cannot pay. */
export function v2AmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const withFee = amountIn * 997n;
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
}

/** How long a built swap stays valid on chain (the router's `deadline`). */
const SWAP_DEADLINE_SECONDS = 20 * 60;
/** Headroom on the estimate: a pool touched between estimate and inclusion may cost a little more. */
const GAS_HEADROOM_NUMERATOR = 5n;
const GAS_HEADROOM_DENOMINATOR = 4n;
const NO_ROUTE = 'Insufficient liquidity for this swap';
const UNSUPPORTED_CHAIN = (chainId: number) => `Chain ${chainId} is not supported for swaps`;

interface AmmChain extends AmmChainClient {
  /** The deployment's token symbols by lowercase address. */
  tokens: Map<string, string>;
  /** Each pool's pair contract by `poolKey`. */
  pools: Map<string, Address>;
}

const poolKey = (a: string, b: string) => [a.toLowerCase(), b.toLowerCase()].sort().join('-');

/** What the revert of a simulated swap means for the trader, in the seed's words. */
function simulationRefusal(error: unknown): string {
  const reason = error instanceof BaseError ? `${error.shortMessage} ${error.details ?? ''}` : String(error);
  if (reason.includes('INSUFFICIENT_OUTPUT_AMOUNT')) return SWAP_ERRORS.slippageProtection;
  if (reason.includes('EXPIRED')) return SWAP_ERRORS.priceMovement;
  if (/ERC20InsufficientAllowance|TRANSFER_FROM_FAILED/.test(reason)) return SWAP_ERRORS.approvalRequired;
  return SWAP_ERRORS.simulationFailed;
}

/**
 * The devnet's swaps: quotes and transactions through the platform-fee router over the Uniswap V2
 * pools of each chain's deployment, spender = the fee router. The best of the direct pool and the
 * two-hop routes through the wrapped native coin or the stablecoin is taken, as an aggregator would.
 */
export class AmmSwapProvider implements SwapProvider {
  private readonly chains = new Map<number, AmmChain>();
  /** Concurrent quotes share one head lookup (kept for no time: a quote never uses a passed block). */
  private readonly heads = new CoalescingCache<bigint>(0);
  /**
   * Every pool's reserves per chain and block: quotes are computed from them as the fee router's
   * `getAmountsOut` would, so a block's quotes cost one read of the pools.
   */
  private readonly reserves = new CoalescingCache<Map<string, Reserves>>(60_000, 64);

  constructor(deployments: readonly SpotChainDeployment[], rpcUrls: ReadonlyMap<number, string>) {
    for (const [chainId, chain] of ammChainClients(deployments, rpcUrls)) {
      const { tokens, pools } = chain.deployment;
      this.chains.set(chainId, {
        ...chain,
        tokens: new Map(tokens.map((token) => [token.address.toLowerCase(), token.symbol])),
        pools: new Map(pools.map((pool) => [poolKey(pool.base, pool.quote), getAddress(pool.pair)])),
      });
    }
  }

  async spender(chainId: number): Promise<Address> {
    return getAddress(this.chain(chainId).deployment.feeRouter);
  }

  async quote(request: SwapQuoteRequest): Promise<SwapQuote> {
    const chain = this.chain(request.chainId);
    const { path, amountOut } = await this.bestRoute(chain, request);
    return { dstAmount: amountOut, route: routeTokens(chain, request, path) };
  }

  async swap(request: SwapRequest): Promise<{ dstAmount: bigint; tx: SwapTransaction }> {
    const chain = this.chain(request.chainId);
    const { path, amountOut } = await this.bestRoute(chain, request);
    const feeRouter = getAddress(chain.deployment.feeRouter);
    if (!isNativeTokenAddress(request.fromToken)) {
      const allowance = await chain.client.readContract({
        address: request.fromToken,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [request.fromAddress, feeRouter],
      });
      if (allowance < request.amount) throw new HttpError(400, SWAP_ERRORS.approvalRequired);
    }
    const { data, value } = swapCall(request, path, minimumReceived(amountOut, request.slippagePercent));
    const [gas, gasPrice] = await Promise.all([
      chain.client
        .estimateGas({ account: request.fromAddress, to: feeRouter, data, value })
        .catch((error: unknown) => {
          throw new HttpError(400, simulationRefusal(error));
        }),
      chain.client.getGasPrice(),
    ]);
    return {
      dstAmount: amountOut,
      tx: {
        from: getAddress(request.fromAddress),
        to: feeRouter,
        data,
        value,
        gas: (gas * GAS_HEADROOM_NUMERATOR) / GAS_HEADROOM_DENOMINATOR,
        gasPrice,
      },
    };
  }

  private chain(chainId: number): AmmChain {
    const chain = this.chains.get(chainId);
    if (!chain) throw new HttpError(400, UNSUPPORTED_CHAIN(chainId));
    return chain;
  }

  /** The pool token a request's token stands for: the wrapped native token for the native coin. */
  private poolToken(chain: AmmChain, token: Address): Address {
    const address = isNativeTokenAddress(token) ? chain.deployment.wrappedNative : token;
    if (!chain.tokens.has(address.toLowerCase())) throw new HttpError(400, SWAP_ERRORS.tokenNotAvailable);
    return getAddress(address);
  }

  /** The chain's pools at its current block, read once per block however many quotes ask. */
  private async poolReserves(chain: AmmChain): Promise<Map<string, Reserves>> {
    const chainId = chain.deployment.chainId;
    const head = await this.heads.get(String(chainId), () => chain.client.getBlockNumber({ cacheTime: 0 }));
    return this.reserves.get(`${chainId}:${head}`, async () => {
      const entries = await Promise.all(
        [...chain.pools].map(async ([key, pair]) => {
          const [reserve0, reserve1] = await chain.client.readContract({
            address: pair,
            abi: pairAbi,
            functionName: 'getReserves',
            blockNumber: head,
          });
          // The key lists the tokens in address order, as the pair orders them (token0 first).
          const [token0, token1] = key.split('-') as [string, string];
          return [
            key,
            new Map([
              [token0, reserve0],
              [token1, reserve1],
            ]),
          ] as const;
        }),
      );
      return new Map(entries);
    });
  }

  private routes(chain: AmmChain, from: Address, to: Address): Address[][] {
    const hasPool = (a: Address, b: Address) => chain.pools.has(poolKey(a, b));
    const routes: Address[][] = hasPool(from, to) ? [[from, to]] : [];
    for (const hub of [chain.deployment.wrappedNative, chain.deployment.stable].map((a) => getAddress(a))) {
      if (hub !== from && hub !== to && hasPool(from, hub) && hasPool(hub, to)) routes.push([from, hub, to]);
    }
    return routes;
  }

  private async bestRoute(
    chain: AmmChain,
    request: SwapQuoteRequest,
  ): Promise<{ path: Address[]; amountOut: bigint }> {
    const from = this.poolToken(chain, request.fromToken);
    const to = this.poolToken(chain, request.toToken);
    if (from === to) throw new HttpError(400, SWAP_ERRORS.tokenNotAvailable);
    const routes = this.routes(chain, from, to);
    if (routes.length === 0) throw new HttpError(400, NO_ROUTE);
    const pools = await this.poolReserves(chain);
    const afterFee = request.amount - spotPlatformFee(request.amount);
    const quoted = routes.map((path) => ({ path, amountOut: routeOutput(pools, path, afterFee) }));
    const best = quoted.reduce((a, b) => (b.amountOut > a.amountOut ? b : a));
    if (best.amountOut === 0n) throw new HttpError(400, SWAP_ERRORS.invalidAmount);
    return best;
  }
}

/**
 * The route as the trader pays and receives: the pool path with the native coin at an end the request
 * names it (the router wraps and unwraps it), each token with its symbol.
 */
function routeTokens(chain: AmmChain, request: SwapQuoteRequest, path: Address[]): SwapRouteToken[] {
  const nativeSymbol = getChainById(chain.deployment.chainId)?.nativeCurrency.symbol;
  const last = path.length - 1;
  return path.map((address, index) => {
    const requested = index === 0 ? request.fromToken : index === last ? request.toToken : undefined;
    if (requested && isNativeTokenAddress(requested))
      return { address: NATIVE_TOKEN_ADDRESS, ...(nativeSymbol && { symbol: nativeSymbol }) };
    const symbol = chain.tokens.get(address.toLowerCase());
    return { address, ...(symbol && { symbol }) };
  });
}

/** What `amountIn` (the fee taken) buys along `path`; 0 where a pool cannot pay: not a route. */
function routeOutput(pools: Map<string, Reserves>, path: Address[], amountIn: bigint): bigint {
  let amount = amountIn;
  for (let hop = 0; hop + 1 < path.length; hop++) {
    const [from, to] = [(path[hop] as Address).toLowerCase(), (path[hop + 1] as Address).toLowerCase()];
    const reserves = pools.get(poolKey(from, to));
    amount = v2AmountOut(amount, reserves?.get(from) ?? 0n, reserves?.get(to) ?? 0n);
  }
  return amount;
}

/** The fee router call for a swap: native in, native out, or token to token. */
function swapCall(request: SwapRequest, path: Address[], amountOutMin: bigint): { data: Hex; value: bigint } {
  const deadline = BigInt(Math.floor(Date.now() / 1000) + SWAP_DEADLINE_SECONDS);
  const to = getAddress(request.fromAddress);
  if (isNativeTokenAddress(request.fromToken)) {
    return {
      data: encodeFunctionData({
        abi: feeRouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, to, deadline],
      }),
      value: request.amount,
    };
  }
  const functionName = isNativeTokenAddress(request.toToken)
    ? 'swapExactTokensForETH'
    : 'swapExactTokensForTokens';
  return {
    data: encodeFunctionData({
      abi: feeRouterAbi,
      functionName,
      args: [request.amount, amountOutMin, path, to, deadline],
    }),
    value: 0n,
  };
}
