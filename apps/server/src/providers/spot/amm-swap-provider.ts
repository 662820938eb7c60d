import { isNativeTokenAddress, minimumReceived, type SpotChainDeployment, SWAP_ERRORS } from '@pluto/core';
import { type Address, BaseError, encodeFunctionData, erc20Abi, getAddress, type Hex, parseAbi } from 'viem';
import { HttpError } from '../../http/http-error';
import { type AmmChainClient, ammChainClients } from './amm-chains';
import type { SwapProvider, SwapQuoteRequest, SwapRequest, SwapTransaction } from './swap-provider';

/**
 * The fee router's functions the swap functions call (its full ABI lives in @pluto/contracts, which
 * the server's production code does not load).
 */
const feeRouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[])',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[])',
]);

/** How long a built swap stays valid on chain (the router's `deadline`). */
const SWAP_DEADLINE_SECONDS = 20 * 60;
/** Headroom on the estimate: a pool touched between estimate and inclusion may cost a little more. */
const GAS_HEADROOM_NUMERATOR = 5n;
const GAS_HEADROOM_DENOMINATOR = 4n;
const NO_ROUTE = 'Insufficient liquidity for this swap';
const UNSUPPORTED_CHAIN = (chainId: number) => `Chain ${chainId} is not supported for swaps`;

interface AmmChain extends AmmChainClient {
  tokens: Set<string>;
  pools: Set<string>;
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

  constructor(deployments: readonly SpotChainDeployment[], rpcUrls: ReadonlyMap<number, string>) {
    for (const [chainId, chain] of ammChainClients(deployments, rpcUrls)) {
      const { tokens, pools } = chain.deployment;
      this.chains.set(chainId, {
        ...chain,
        tokens: new Set(tokens.map((token) => token.address.toLowerCase())),
        pools: new Set(pools.map((pool) => poolKey(pool.base, pool.quote))),
      });
    }
  }

  async spender(chainId: number): Promise<Address> {
    return getAddress(this.chain(chainId).deployment.feeRouter);
  }

  async quote(request: SwapQuoteRequest): Promise<bigint> {
    return (await this.bestRoute(this.chain(request.chainId), request)).amountOut;
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
    const quoted = await Promise.all(
      routes.map(async (path) => {
        try {
          const amounts = await chain.client.readContract({
            address: getAddress(chain.deployment.feeRouter),
            abi: feeRouterAbi,
            functionName: 'getAmountsOut',
            args: [request.amount, path],
          });
          return { path, amountOut: amounts.at(-1) ?? 0n };
        } catch {
          // Too small to pay the fee and a pool's input, or more than the pools hold: not a route.
          return { path, amountOut: 0n };
        }
      }),
    );
    const best = quoted.reduce((a, b) => (b.amountOut > a.amountOut ? b : a));
    if (best.amountOut === 0n) throw new HttpError(400, SWAP_ERRORS.invalidAmount);
    return best;
  }
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
