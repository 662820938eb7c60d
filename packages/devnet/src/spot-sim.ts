import { platformFeeRouterAbi, SWAP_GAS_LIMIT } from '@pluto/contracts';
import type { SpotChainDeployment } from '@pluto/core';
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  keccak256,
  maxUint256,
  parseEther,
  stringToHex,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { nativeUsdPrice } from './amm';

/**
 * The spot market simulation (issue 24): a few seeded wallets per chain buy and sell the chain's
 * tokens through the platform-fee router, and now and then pass some on to a new holder, so prices,
 * volumes, candles, holders and transactions move. One transaction per tick: cheap on two cores.
 */

export type SpotSimMode = 'off' | 'slow' | 'normal';

/** Ticks per mode (EXCHANGE_SIM drives both markets). */
export const SPOT_SIM_TICK_MS: Record<Exclude<SpotSimMode, 'off'>, number> = { normal: 4_000, slow: 15_000 };
const WALLETS_PER_CHAIN = 4;
/** Native coins each simulated wallet holds (topped up with anvil_setBalance, not minted). */
const WALLET_NATIVE = parseEther('1000000');
const MIN_TRADE_USD = 25;
const MAX_TRADE_USD = 1_500;
const DEADLINE_SECONDS = 600n;

export interface SpotSimChain {
  deployment: SpotChainDeployment;
  viemChain: Chain;
}

/** mulberry32: a small seeded generator, so a run is reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The simulated wallets' keys: derived, public, never a dev account's. */
export function spotSimKey(chainId: number, index: number): Hex {
  return keccak256(stringToHex(`pluto devnet spot sim ${chainId} ${index}`));
}

export type SpotSimAction =
  | { kind: 'buy'; chainId: number; wallet: Address; token: Address; nativeIn: bigint }
  | { kind: 'sell'; chainId: number; wallet: Address; token: Address; amountIn: bigint }
  | { kind: 'gift'; chainId: number; wallet: Address; token: Address; to: Address; amount: bigint };

export class SpotSimulation {
  private readonly random: () => number;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private readonly approved = new Set<string>();
  private readonly funded = new Set<string>();
  private gifts = 0;

  constructor(
    private readonly chains: readonly SpotSimChain[],
    seed: number,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {
    this.random = seededRandom(seed);
  }

  start(mode: SpotSimMode): void {
    if (mode === 'off' || this.timer || this.chains.length === 0) return;
    this.timer = setInterval(() => {
      this.running = this.running
        .then(() => this.tick())
        .catch((error: unknown) => this.onError(error as Error));
    }, SPOT_SIM_TICK_MS[mode]);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running.catch(() => undefined);
  }

  /** One trade (or gift) on a chain chosen at random; answers what it did. */
  async tick(): Promise<SpotSimAction | null> {
    const chain = this.pick(this.chains);
    const { deployment } = chain;
    const tradable = deployment.tokens.filter(
      (token) => !same(token.address, deployment.stable) && !same(token.address, deployment.wrappedNative),
    );
    const pooled = tradable.filter((token) =>
      deployment.pools.some(
        (pool) => same(pool.base, token.address) && same(pool.quote, deployment.wrappedNative),
      ),
    );
    if (pooled.length === 0) return null;
    const token = getAddress(this.pick(pooled).address);
    const index = Math.floor(this.random() * WALLETS_PER_CHAIN);
    const account = privateKeyToAccount(spotSimKey(deployment.chainId, index));
    const publicClient = createPublicClient({ chain: chain.viemChain, transport: http() });
    const wallet = createWalletClient({ account, chain: chain.viemChain, transport: http() });
    await this.fund(publicClient, deployment.chainId, account.address);
    const held = await publicClient.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    });
    const roll = this.random();
    const feeRouter = getAddress(deployment.feeRouter);
    const path = [token, getAddress(deployment.wrappedNative)];
    const deadline = BigInt(Math.floor(Date.now() / 1000)) + DEADLINE_SECONDS;

    if (held > 0n && roll < 0.1) {
      const to = privateKeyToAccount(spotSimKey(deployment.chainId, 1_000 + this.gifts++)).address;
      const amount = held / 10n;
      await this.confirm(
        publicClient,
        wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
      );
      return { kind: 'gift', chainId: deployment.chainId, wallet: account.address, token, to, amount };
    }
    if (held > 0n && roll < 0.55) {
      const amountIn = (held * BigInt(30 + Math.floor(this.random() * 70))) / 100n;
      const approval = `${deployment.chainId}:${account.address}:${token}`;
      if (!this.approved.has(approval)) {
        await this.confirm(
          publicClient,
          wallet.writeContract({
            address: token,
            abi: erc20Abi,
            functionName: 'approve',
            args: [feeRouter, maxUint256],
          }),
        );
        this.approved.add(approval);
      }
      await this.confirm(
        publicClient,
        wallet.writeContract({
          address: feeRouter,
          abi: platformFeeRouterAbi,
          functionName: 'swapExactTokensForETH',
          args: [amountIn, 0n, path, account.address, deadline],
          gas: SWAP_GAS_LIMIT,
        }),
      );
      return { kind: 'sell', chainId: deployment.chainId, wallet: account.address, token, amountIn };
    }
    const usd = MIN_TRADE_USD + this.random() * (MAX_TRADE_USD - MIN_TRADE_USD);
    const nativeIn = parseEther((usd / nativeUsdPrice(deployment.chainId)).toFixed(18));
    await this.confirm(
      publicClient,
      wallet.writeContract({
        address: feeRouter,
        abi: platformFeeRouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [...path].reverse(), account.address, deadline],
        value: nativeIn,
        gas: SWAP_GAS_LIMIT,
      }),
    );
    return { kind: 'buy', chainId: deployment.chainId, wallet: account.address, token, nativeIn };
  }

  private async fund(
    client: ReturnType<typeof createPublicClient>,
    chainId: number,
    address: Address,
  ): Promise<void> {
    const key = `${chainId}:${address}`;
    if (this.funded.has(key)) return;
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [address, toHex(WALLET_NATIVE)] as never,
    });
    this.funded.add(key);
  }

  private async confirm(client: ReturnType<typeof createPublicClient>, sent: Promise<Hex>): Promise<void> {
    const receipt = await client.waitForTransactionReceipt({ hash: await sent, pollingInterval: 50 });
    if (receipt.status !== 'success')
      throw new Error(`spot simulation transaction ${receipt.transactionHash} reverted`);
  }

  private pick<Item>(items: readonly Item[]): Item {
    return items[Math.floor(this.random() * items.length)] as Item;
  }
}

function same(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
