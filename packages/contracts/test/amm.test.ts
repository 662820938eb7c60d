import { ANVIL_DEV_PRIVATE_KEYS, type AnvilChain, startAnvil } from '@pluto/devnet/anvil';
import {
  type Abi,
  type Account,
  type Address,
  createPublicClient,
  createWalletClient,
  encodePacked,
  getAddress,
  getCreate2Address,
  type Hex,
  http,
  keccak256,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
  toEventSelector,
  toFunctionSelector,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { bsc } from 'viem/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  platformFeeRouterAbi,
  platformFeeRouterBytecode,
  SWAP_GAS_LIMIT,
  spotTokenAbi,
  spotTokenBytecode,
  UNISWAP_V2_PAIR_INIT_CODE_HASH,
  uniswapV2FactoryAbi,
  uniswapV2FactoryBytecode,
  uniswapV2PairAbi,
  uniswapV2PairBytecode,
  uniswapV2Router02Abi,
  uniswapV2Router02Bytecode,
  wrappedNativeAbi,
  wrappedNativeBytecode,
} from '../src/index';

const [deployer, trader, feeReceiver] = ANVIL_DEV_PRIVATE_KEYS.slice(0, 3).map((key) =>
  privateKeyToAccount(key),
) as [Account, Account, Account];
/** 1 %, the spot platform fee of the schedule in @pluto/core. */
const FEE_BASIS_POINTS = 100n;
const DEADLINE = 2n ** 40n;

let chain: AnvilChain;
let publicClient: PublicClient;
const walletFor = (account: Account) =>
  createWalletClient({ account, chain: bsc, transport: http(chain.rpcUrl) });

async function mined(hash: Hex) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return receipt;
}

async function deploy(abi: Abi, bytecode: Hex, args: readonly unknown[]): Promise<Address> {
  const receipt = await mined(await walletFor(deployer).deployContract({ abi, bytecode, args }));
  if (!receipt.contractAddress) throw new Error('deployment created no contract');
  return getAddress(receipt.contractAddress);
}

let wrapped: Address;
let factory: Address;
let router: Address;
let feeRouter: Address;
let meme: Address; // 18 decimals
let stable: Address; // 6 decimals

const balanceOf = (token: Address, owner: Address) =>
  publicClient.readContract({ address: token, abi: spotTokenAbi, functionName: 'balanceOf', args: [owner] });

async function approve(account: Account, token: Address, spender: Address) {
  await mined(
    await walletFor(account).writeContract({
      address: token,
      abi: spotTokenAbi,
      functionName: 'approve',
      args: [spender, maxUint256],
    }),
  );
}

beforeAll(async () => {
  chain = await startAnvil({ chainId: bsc.id });
  publicClient = createPublicClient({ transport: http(chain.rpcUrl) });
  wrapped = await deploy(wrappedNativeAbi, wrappedNativeBytecode, ['Wrapped BNB', 'WBNB']);
  factory = await deploy(uniswapV2FactoryAbi, uniswapV2FactoryBytecode, [deployer.address]);
  router = await deploy(uniswapV2Router02Abi, uniswapV2Router02Bytecode, [factory, wrapped]);
  feeRouter = await deploy(platformFeeRouterAbi, platformFeeRouterBytecode, [
    router,
    feeReceiver.address,
    FEE_BASIS_POINTS,
  ]);
  meme = await deploy(spotTokenAbi, spotTokenBytecode, ['Meme', 'MEME', 18, deployer.address]);
  stable = await deploy(spotTokenAbi, spotTokenBytecode, ['Tether USD', 'USDT', 6, deployer.address]);
  const owner = walletFor(deployer);
  for (const [token, amount] of [
    [meme, parseUnits('10000000', 18)],
    [stable, parseUnits('10000000', 6)],
  ] as const) {
    await mined(
      await owner.writeContract({
        address: token,
        abi: spotTokenAbi,
        functionName: 'mintBatch',
        args: [
          [deployer.address, trader.address],
          [amount, amount],
        ],
      }),
    );
    await approve(deployer, token, router);
  }
  // Pools: MEME/WBNB (1 MEME = 0.001 BNB) and WBNB/USDT (1 BNB = 600 USDT); no MEME/USDT pool, so
  // MEME -> USDT must go through WBNB.
  await mined(
    await owner.writeContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidityETH',
      args: [meme, parseUnits('1000000', 18), 0n, 0n, deployer.address, DEADLINE],
      value: parseEther('1000'),
    }),
  );
  await mined(
    await owner.writeContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidityETH',
      args: [stable, parseUnits('600000', 6), 0n, 0n, deployer.address, DEADLINE],
      value: parseEther('1000'),
    }),
  );
}, 60_000);

afterAll(async () => {
  await chain?.stop();
});

describe('Uniswap V2 from the npm artifacts', () => {
  it("the pair's creation code hashes to the init-code hash the router computes pair addresses with", async () => {
    expect(keccak256(uniswapV2PairBytecode)).toBe(UNISWAP_V2_PAIR_INIT_CODE_HASH);
    const [token0, token1] = meme.toLowerCase() < wrapped.toLowerCase() ? [meme, wrapped] : [wrapped, meme];
    const pair = await publicClient.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [meme, wrapped],
    });
    expect(pair).toBe(
      getCreate2Address({
        from: factory,
        salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
        bytecodeHash: UNISWAP_V2_PAIR_INIT_CODE_HASH,
      }),
    );
    const [reserve0, reserve1] = await publicClient.readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    });
    const memeReserve = token0 === meme ? reserve0 : reserve1;
    expect(memeReserve).toBe(parseUnits('1000000', 18));
  });

  it('swaps directly against a pool at the constant-product price with the 0.3 % pool fee', async () => {
    const amountIn = parseUnits('1000', 18);
    const [, expectedOut] = await publicClient.readContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'getAmountsOut',
      args: [amountIn, [meme, wrapped]],
    });
    // x*y=k with 0.3 % taken from the input: out = in*997*R_out / (R_in*1000 + in*997).
    const reserveIn = parseUnits('1000000', 18);
    const reserveOut = parseEther('1000');
    expect(expectedOut).toBe((amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n));
  });
});

describe('PlatformFeeRouter', () => {
  it('takes exactly 1 % of the input to the fee receiver and routes the rest multi-hop', async () => {
    await approve(trader, meme, feeRouter);
    const amountIn = parseUnits('12345.678901234567890123', 18);
    const path = [meme, wrapped, stable];
    const quoted = await publicClient.readContract({
      address: feeRouter,
      abi: platformFeeRouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    });
    const fee = (amountIn * FEE_BASIS_POINTS) / 10_000n;
    const [memeBefore, stableBefore, receiverBefore] = await Promise.all([
      balanceOf(meme, trader.address),
      balanceOf(stable, trader.address),
      balanceOf(meme, feeReceiver.address),
    ]);
    const receipt = await mined(
      await walletFor(trader).writeContract({
        address: feeRouter,
        abi: platformFeeRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, quoted.at(-1) ?? 0n, path, trader.address, DEADLINE],
        gas: SWAP_GAS_LIMIT,
      }),
    );
    expect(quoted[0]).toBe(amountIn - fee);
    expect(await balanceOf(meme, trader.address)).toBe(memeBefore - amountIn);
    expect(await balanceOf(meme, feeReceiver.address)).toBe(receiverBefore + fee);
    expect(await balanceOf(stable, trader.address)).toBe(stableBefore + (quoted.at(-1) ?? 0n));
    // Two hops: one Swap event per pool.
    const swapTopic = toEventSelector('Swap(address,uint256,uint256,uint256,uint256,address)');
    expect(receipt.logs.filter((log) => log.topics[0] === swapTopic)).toHaveLength(2);
    // Nothing stays behind in the fee router.
    expect(await balanceOf(meme, feeRouter)).toBe(0n);
  });

  it('takes 1 % of the native coin when selling it, and pays native out when buying it', async () => {
    const value = parseEther('3.33');
    const receiverBefore = await publicClient.getBalance({ address: feeReceiver.address });
    const stableBefore = await balanceOf(stable, trader.address);
    await mined(
      await walletFor(trader).writeContract({
        address: feeRouter,
        abi: platformFeeRouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [wrapped, stable], trader.address, DEADLINE],
        gas: SWAP_GAS_LIMIT,
        value,
      }),
    );
    expect(await publicClient.getBalance({ address: feeReceiver.address })).toBe(
      receiverBefore + (value * FEE_BASIS_POINTS) / 10_000n,
    );
    const bought = (await balanceOf(stable, trader.address)) - stableBefore;
    expect(bought).toBeGreaterThan(parseUnits('1900', 6));

    await approve(trader, stable, feeRouter);
    const stableFeeBefore = await balanceOf(stable, feeReceiver.address);
    const nativeBefore = await publicClient.getBalance({ address: trader.address });
    const receipt = await mined(
      await walletFor(trader).writeContract({
        address: feeRouter,
        abi: platformFeeRouterAbi,
        functionName: 'swapExactTokensForETH',
        args: [bought, 0n, [stable, wrapped], trader.address, DEADLINE],
        gas: SWAP_GAS_LIMIT,
      }),
    );
    expect(await balanceOf(stable, feeReceiver.address)).toBe(
      stableFeeBefore + (bought * FEE_BASIS_POINTS) / 10_000n,
    );
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect((await publicClient.getBalance({ address: trader.address })) + gas).toBeGreaterThan(nativeBefore);
  });

  it('refuses a slippage bound the pools cannot meet, and a fee above 3 %', async () => {
    const amountIn = parseUnits('100', 18);
    const path = [meme, wrapped];
    const quoted = await publicClient.readContract({
      address: feeRouter,
      abi: platformFeeRouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    });
    await expect(
      walletFor(trader).writeContract({
        address: feeRouter,
        abi: platformFeeRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, (quoted.at(-1) ?? 0n) + 1n, path, trader.address, DEADLINE],
      }),
    ).rejects.toThrow(/INSUFFICIENT_OUTPUT_AMOUNT/);
    await expect(
      walletFor(deployer).deployContract({
        abi: platformFeeRouterAbi,
        bytecode: platformFeeRouterBytecode,
        args: [router, feeReceiver.address, 301n],
      }),
      // A constructor's custom error is not decoded by viem: match its selector.
    ).rejects.toThrow(toFunctionSelector('FeeTooHigh(uint256)'));
  });
});
