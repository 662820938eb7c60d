import {
  platformFeeRouterAbi,
  platformFeeRouterBytecode,
  spotTokenAbi,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  uniswapV2FactoryAbi,
  uniswapV2FactoryBytecode,
  uniswapV2Router02Abi,
  uniswapV2Router02Bytecode,
} from '@pluto/contracts';
import { SPOT_PLATFORM_FEE_BASIS_POINTS } from '@pluto/core';
import {
  type Address,
  type Chain,
  encodePacked,
  getAddress,
  getCreate2Address,
  keccak256,
  maxUint256,
  stringToHex,
  type Transport,
  type WalletClient,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { NATIVE_USD_PRICE, PLUTO_POOL_DEPTH_USD, PLUTO_USD_PRICE, type SpotTokenSpec } from './config';
import type { TransactionBatch } from './transaction-batch';

/**
 * Receives the 1 % spot platform fee the fee router takes. A dedicated key like the builder's: the
 * dev keys go to the browser.
 */
export const SPOT_FEE_RECEIVER_PRIVATE_KEY = keccak256(stringToHex('pluto devnet spot fee receiver'));
export const SPOT_FEE_RECEIVER: Address = privateKeyToAccount(SPOT_FEE_RECEIVER_PRIVATE_KEY).address;

/** Far enough that seeding never expires; the router checks `deadline >= block.timestamp`. */
const LIQUIDITY_DEADLINE = 2n ** 40n;
/** Creating a pair and minting its first liquidity costs about 2.4 M gas; set, not estimated, so a
 * step's transactions can all be sent before any is mined. */
const ADD_LIQUIDITY_GAS = 4_000_000n;

export interface AmmPool {
  pair: Address;
  base: Address;
  quote: Address;
}

export interface AmmDeployment {
  factory: Address;
  router: Address;
  /** The spender the swap functions name: it takes the platform fee and calls the router. */
  feeRouter: Address;
  feeReceiver: Address;
  feeBasisPoints: number;
  /** The chain's USD stablecoin, the quote prices are expressed in. */
  stable: Address;
  pools: AmmPool[];
}

/** A token about to be pooled: its address, decimals and opening USD price. */
export interface PricedToken {
  address: Address;
  decimals: number;
  usdPrice: number;
}

/** One pool to seed, `quote` null meaning the native coin (the router wraps it). */
export interface PoolSeed {
  base: PricedToken;
  quote: PricedToken | null;
  depthUsd: number;
}

const PRICE_SCALE = 10n ** 18n;

/** Base units of a token worth `usd` at `usdPrice` (exact to the unit for any price above 1e-18). */
export function usdToUnits(usd: number, usdPrice: number, decimals: number): bigint {
  const scaledPrice = BigInt(Math.round(usdPrice * 1e18));
  if (scaledPrice <= 0n) throw new Error(`a pool needs a positive price, got ${usdPrice}`);
  return (BigInt(Math.round(usd)) * 10n ** BigInt(decimals) * PRICE_SCALE) / scaledPrice;
}

export function nativeUsdPrice(chainId: number): number {
  const price = NATIVE_USD_PRICE[chainId];
  if (price === undefined) throw new Error(`no native coin price for chain ${chainId}`);
  return price;
}

/** The pair address the factory creates for two tokens (CREATE2 with the pair's init-code hash). */
export function pairAddress(factory: Address, tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA];
  return getCreate2Address({
    from: factory,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
  });
}

interface ListedToken {
  address: Address;
  decimals: number;
}

/** USDC on Arbitrum is pooled like a token worth a dollar, deep enough for bridge-sized swaps. */
const USDC_POOL_DEPTH_USD = 1_000_000;

export interface PoolPlan {
  seeds: PoolSeed[];
  stable: Address;
  /** Pools are created token-first; the native coin's own pool is listed as WNATIVE / stable. */
  orient(pool: AmmPool): AmmPool;
}

/**
 * Every token against the wrapped native coin and against the chain's stablecoin, plus the native
 * coin's stable pool (which prices the native coin): each token then has a USD price two ways.
 */
export function planPools(
  spotTokens: readonly { token: ListedToken; spec: SpotTokenSpec }[],
  usdc?: ListedToken,
  pluto?: ListedToken,
): PoolPlan {
  const stableEntry = spotTokens.find(({ spec }) => spec.isStable);
  if (!stableEntry) throw new Error('a spot chain needs a stablecoin among its tokens');
  const stable: PricedToken = { ...stableEntry.token, usdPrice: stableEntry.spec.usdPrice };
  const seeds: PoolSeed[] = [{ base: stable, quote: null, depthUsd: stableEntry.spec.poolDepthUsd }];
  const pooled = (base: PricedToken, depthUsd: number) =>
    seeds.push({ base, quote: null, depthUsd }, { base, quote: stable, depthUsd });
  for (const { token, spec } of spotTokens) {
    if (!spec.isStable) pooled({ ...token, usdPrice: spec.usdPrice }, spec.poolDepthUsd);
  }
  if (usdc) pooled({ ...usdc, usdPrice: 1 }, USDC_POOL_DEPTH_USD);
  if (pluto) pooled({ ...pluto, usdPrice: PLUTO_USD_PRICE }, PLUTO_POOL_DEPTH_USD);
  return {
    seeds,
    stable: stable.address,
    orient: (pool) =>
      pool.base === stable.address ? { pair: pool.pair, base: pool.quote, quote: pool.base } : pool,
  };
}

/** What seeding the pools takes from the deployer: tokens to mint to itself, and native coin. */
export function liquidityNeeds(
  seeds: readonly PoolSeed[],
  nativePrice: number,
): { tokens: Map<Address, bigint>; native: bigint } {
  const tokens = new Map<Address, bigint>();
  let native = 0n;
  const add = (token: PricedToken, usd: number) =>
    tokens.set(
      token.address,
      (tokens.get(token.address) ?? 0n) + usdToUnits(usd, token.usdPrice, token.decimals),
    );
  for (const seed of seeds) {
    add(seed.base, seed.depthUsd);
    if (seed.quote) add(seed.quote, seed.depthUsd);
    else native += usdToUnits(seed.depthUsd, nativePrice, 18);
  }
  return { tokens, native };
}

/** The deployer's wallet on one chain, and the batch its transactions of a step join. */
export interface AmmSender {
  wallet: WalletClient<Transport, Chain, PrivateKeyAccount>;
  batch: TransactionBatch;
}

/** Step 1 (deployments): the factory, the router on the wrapped native coin, the fee router. */
export async function deployAmmContracts(
  sender: AmmSender,
  wrappedNative: Address,
): Promise<Pick<AmmDeployment, 'factory' | 'router' | 'feeRouter' | 'feeReceiver' | 'feeBasisPoints'>> {
  const { wallet } = sender;
  // The deployer may set the protocol fee (feeTo), which stays off: pools charge the 0.3 % LP fee only.
  const factory = await sender.batch.deploy(wallet.account.address, (nonce) =>
    wallet.deployContract({
      abi: uniswapV2FactoryAbi,
      bytecode: uniswapV2FactoryBytecode,
      args: [wallet.account.address],
      nonce,
    }),
  );
  const router = await sender.batch.deploy(wallet.account.address, (nonce) =>
    wallet.deployContract({
      abi: uniswapV2Router02Abi,
      bytecode: uniswapV2Router02Bytecode,
      args: [factory, wrappedNative],
      nonce,
    }),
  );
  const feeRouter = await sender.batch.deploy(wallet.account.address, (nonce) =>
    wallet.deployContract({
      abi: platformFeeRouterAbi,
      bytecode: platformFeeRouterBytecode,
      args: [router, SPOT_FEE_RECEIVER, BigInt(SPOT_PLATFORM_FEE_BASIS_POINTS)],
      nonce,
    }),
  );
  return {
    factory,
    router,
    feeRouter,
    feeReceiver: SPOT_FEE_RECEIVER,
    feeBasisPoints: SPOT_PLATFORM_FEE_BASIS_POINTS,
  };
}

/** Step 2 (with the funding): the router may spend the deployer's pooled tokens. */
export async function approveRouter(
  { wallet, batch }: AmmSender,
  router: Address,
  tokens: Iterable<Address>,
): Promise<void> {
  for (const token of tokens) {
    batch.add(
      await wallet.writeContract({
        address: token,
        abi: spotTokenAbi,
        functionName: 'approve',
        args: [router, maxUint256],
        nonce: batch.next(),
      }),
    );
  }
}

/** Step 3: one `addLiquidity` per pool (the factory creates the pair), LP tokens to the deployer. */
export async function seedPools(
  { wallet, batch }: AmmSender,
  amm: Pick<AmmDeployment, 'factory' | 'router'>,
  seeds: readonly PoolSeed[],
  wrappedNative: Address,
  nativePrice: number,
): Promise<AmmPool[]> {
  const liquidityOwner = wallet.account.address;
  const pools: AmmPool[] = [];
  for (const { base, quote, depthUsd } of seeds) {
    const baseAmount = usdToUnits(depthUsd, base.usdPrice, base.decimals);
    if (quote) {
      const quoteAmount = usdToUnits(depthUsd, quote.usdPrice, quote.decimals);
      batch.add(
        await wallet.writeContract({
          address: amm.router,
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidity',
          args: [
            base.address,
            quote.address,
            baseAmount,
            quoteAmount,
            0n,
            0n,
            liquidityOwner,
            LIQUIDITY_DEADLINE,
          ],
          gas: ADD_LIQUIDITY_GAS,
          nonce: batch.next(),
        }),
      );
    } else {
      batch.add(
        await wallet.writeContract({
          address: amm.router,
          abi: uniswapV2Router02Abi,
          functionName: 'addLiquidityETH',
          args: [base.address, baseAmount, 0n, 0n, liquidityOwner, LIQUIDITY_DEADLINE],
          value: usdToUnits(depthUsd, nativePrice, 18),
          gas: ADD_LIQUIDITY_GAS,
          nonce: batch.next(),
        }),
      );
    }
    const quoteAddress = getAddress(quote?.address ?? wrappedNative);
    pools.push({
      pair: pairAddress(amm.factory, base.address, quoteAddress),
      base: base.address,
      quote: quoteAddress,
    });
  }
  return pools;
}
