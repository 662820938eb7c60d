import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  platformFeeRouterAbi,
  plutoTokenAbi,
  spotTokenAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  usdcAbi,
} from '@pluto/contracts';
import {
  ARBITRUM_CHAIN_ID,
  BSC_CHAIN_ID,
  parseChainConfig,
  parseDeploymentFile,
  SPOT_PLATFORM_FEE_BASIS_POINTS,
} from '@pluto/core';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  formatUnits,
  http,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPOT_FEE_RECEIVER } from '../src/amm';
import { type DevnetChainLayer, startChainLayer } from '../src/chain-layer';
import { DevnetChains } from '../src/chains';
import {
  BASE_CHAIN_ID,
  DEFAULT_CHAIN_IDS,
  DEFAULT_SPOT_TOKENS,
  defaultChainSpecs,
  ETHEREUM_CHAIN_ID,
  NATIVE_USD_PRICE,
  PLUTO_USD_PRICE,
  POLYGON_CHAIN_ID,
  parseChainChoices,
} from '../src/config';
import {
  bridgeDeployment,
  chainTokens,
  DEPLOYER_PRIVATE_KEY,
  DEV_ACCOUNT_PLUTO,
  DEV_ACCOUNT_USDC,
  type DevnetDeployment,
  devAccounts,
  SEEDED_PLUTO_HOLDERS,
  seededPlutoHolders,
} from '../src/deploy';
import { isProcessAlive, temporaryDataDir } from './helpers';

describe('chain specs', () => {
  it('default to the five spot chains on consecutive ports from a base port, or free ports from 0', () => {
    expect(defaultChainSpecs(18545).map(({ chainId, port }) => [chainId, port])).toEqual([
      [ARBITRUM_CHAIN_ID, 18545],
      [BSC_CHAIN_ID, 18546],
      [BASE_CHAIN_ID, 18547],
      [ETHEREUM_CHAIN_ID, 18548],
      [POLYGON_CHAIN_ID, 18549],
    ]);
    expect(defaultChainSpecs(0).every((spec) => spec.port === 0)).toBe(true);
    const tokens = defaultChainSpecs(0).flatMap((spec) => spec.spotTokens);
    expect([...new Set(tokens.map((token) => token.decimals))].sort((a, b) => a - b)).toEqual([6, 8, 9, 18]);
    // Every chain has one stablecoin; at least 30 other tokens, some listed within the NEW window (12 h).
    for (const spec of defaultChainSpecs(0)) {
      expect(spec.spotTokens.filter((token) => token.isStable)).toHaveLength(1);
    }
    expect(tokens.filter((token) => !token.isStable).length).toBeGreaterThanOrEqual(30);
    expect(tokens.filter((token) => token.listedHoursAgo < 12).length).toBeGreaterThanOrEqual(5);
  });

  it('come from DEVNET_CHAINS: chain ids with optional block times, on consecutive ports', () => {
    const chains = parseChainChoices('42161:0.25, 56:3,8453');
    expect(chains).toEqual([
      { chainId: ARBITRUM_CHAIN_ID, blockTimeSeconds: 0.25 },
      { chainId: BSC_CHAIN_ID, blockTimeSeconds: 3 },
      { chainId: BASE_CHAIN_ID },
    ]);
    expect(
      defaultChainSpecs(18545, chains).map(({ chainId, port, blockTimeSeconds }) => [
        chainId,
        port,
        blockTimeSeconds,
      ]),
    ).toEqual([
      [ARBITRUM_CHAIN_ID, 18545, 0.25],
      [BSC_CHAIN_ID, 18546, 3],
      [BASE_CHAIN_ID, 18547, undefined],
    ]);
    expect(() => parseChainChoices('42161,abc')).toThrow("'abc' is not <chain id>[:<block time in seconds>]");
    expect(() => parseChainChoices('42161,999999')).toThrow(
      'chain 999999 is not in the @pluto/core chain catalogue',
    );
    expect(() => parseChainChoices('42161:0')).toThrow('the block time of 42161 must be above 0');
    expect(() => parseChainChoices('42161,56,42161')).toThrow('chain 42161 is listed twice');
  });

  it('seeds the same varied $PLUTO holders every time', () => {
    const holders = seededPlutoHolders(SEEDED_PLUTO_HOLDERS);
    expect(holders).toEqual(seededPlutoHolders(SEEDED_PLUTO_HOLDERS));
    expect(new Set(holders.map((holder) => holder.address)).size).toBe(SEEDED_PLUTO_HOLDERS);
    const amounts = holders.map((holder) => holder.amount);
    expect(amounts.some((amount) => amount < parseEther('10000'))).toBe(true);
    expect(amounts.some((amount) => amount > parseEther('10000000'))).toBe(true);
  });
});

describe('the chain layer', () => {
  const dataDir = temporaryDataDir('chains');
  let layer: DevnetChainLayer;

  beforeAll(async () => {
    layer = await startChainLayer(dataDir.path, defaultChainSpecs(0));
  });

  afterAll(async () => {
    await layer?.stop();
    dataDir.remove();
  });

  const viemChain = (chainId: number) => {
    const running = layer.chains.get(chainId);
    if (!running) throw new Error(`chain ${chainId} is not running`);
    return running.viemChain;
  };
  const clientFor = (chainId: number) => createPublicClient({ chain: viemChain(chainId), transport: http() });
  const chainDeployment = (chainId: number) => {
    const chain = layer.deployment.chains.find((candidate) => candidate.chainId === chainId);
    if (!chain) throw new Error(`nothing deployed on ${chainId}`);
    return chain;
  };

  it('runs each configured chain with its real chain id', async () => {
    for (const chainId of DEFAULT_CHAIN_IDS) {
      expect(await clientFor(chainId).getChainId()).toBe(chainId);
    }
  });

  it('funds the thirty dev accounts with gas, 100,000 USDC on Arbitrum and $PLUTO on BSC', async () => {
    const arbitrum = clientFor(ARBITRUM_CHAIN_ID);
    const bsc = clientFor(BSC_CHAIN_ID);
    const usdc = chainDeployment(ARBITRUM_CHAIN_ID).usdc;
    const pluto = chainDeployment(BSC_CHAIN_ID).pluto;
    if (!usdc || !pluto) throw new Error('USDC or $PLUTO missing');
    expect(devAccounts).toHaveLength(30);
    for (const { address } of devAccounts) {
      expect(await bsc.getBalance({ address })).toBeGreaterThan(parseEther('1000'));
      expect(
        await arbitrum.readContract({
          address: usdc.address,
          abi: usdcAbi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ).toBe(parseUnits(DEV_ACCOUNT_USDC, 6));
      expect(
        await bsc.readContract({
          address: pluto.address,
          abi: plutoTokenAbi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ).toBe(parseEther(DEV_ACCOUNT_PLUTO));
    }
  });

  it('seeds hundreds of other $PLUTO holders with their balances', async () => {
    const pluto = chainDeployment(BSC_CHAIN_ID).pluto;
    if (!pluto) throw new Error('$PLUTO missing');
    const bsc = clientFor(BSC_CHAIN_ID);
    const mints = await bsc.getContractEvents({
      address: pluto.address,
      abi: plutoTokenAbi,
      eventName: 'Transfer',
      fromBlock: 0n,
    });
    const minted = mints.filter((transfer) => transfer.args.from === zeroAddress);
    // The deployer is minted the $PLUTO it pools (against WBNB and USDT).
    expect(new Set(minted.map((mint) => mint.args.to)).size).toBe(
      SEEDED_PLUTO_HOLDERS + devAccounts.length + 1,
    );
    const [first, , third] = seededPlutoHolders(3);
    for (const holder of [first, third]) {
      if (!holder) throw new Error('unreachable');
      expect(
        await bsc.readContract({
          address: pluto.address,
          abi: plutoTokenAbi,
          functionName: 'balanceOf',
          args: [holder.address],
        }),
      ).toBe(holder.amount);
    }
  });

  it('deploys spot tokens with their decimals and the wrapped native coin on every chain', async () => {
    const bsc = chainDeployment(BSC_CHAIN_ID);
    expect(bsc.wrappedNative.symbol).toBe('WBNB');
    expect(chainDeployment(BASE_CHAIN_ID).wrappedNative.symbol).toBe('WETH');
    for (const chainId of DEFAULT_CHAIN_IDS) {
      const client = clientFor(chainId);
      for (const token of chainDeployment(chainId).spotTokens) {
        expect(
          await client.readContract({ address: token.address, abi: spotTokenAbi, functionName: 'decimals' }),
        ).toBe(token.decimals);
        expect(
          await client.readContract({
            address: token.address,
            abi: spotTokenAbi,
            functionName: 'balanceOf',
            args: [devAccounts[0]?.address ?? '0x'],
          }),
        ).toBeGreaterThan(0n);
      }
    }
    expect(chainDeployment(ARBITRUM_CHAIN_ID).bridge).toBeDefined();
  });

  it('seeds Uniswap V2 pools at the opening prices: each token against the native coin and the stable', {
    timeout: 30_000,
  }, async () => {
    for (const chainId of DEFAULT_CHAIN_IDS) {
      const chain = chainDeployment(chainId);
      const client = clientFor(chainId);
      const amm = chain.amm;
      if (!amm) throw new Error(`no AMM on ${chainId}`);
      const tokens = new Map(chainTokens(chain).map((token) => [token.address, token]));
      const specs = new Map(DEFAULT_SPOT_TOKENS[chainId]?.map((spec) => [spec.symbol, spec]));
      const nativePrice = NATIVE_USD_PRICE[chainId] ?? 0;
      expect(
        await client.readContract({
          address: amm.factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'allPairsLength',
        }),
      ).toBe(BigInt(amm.pools.length));
      // Two pools per token (the stable's own pool is WNATIVE / stable).
      expect(amm.pools).toHaveLength(2 * (chainTokens(chain).length - 1) - 1);
      for (const pool of amm.pools) {
        expect(
          await client.readContract({
            address: amm.factory,
            abi: uniswapV2FactoryAbi,
            functionName: 'getPair',
            args: [pool.base, pool.quote],
          }),
        ).toBe(pool.pair);
        const base = tokens.get(pool.base);
        const quote = tokens.get(pool.quote);
        if (!base || !quote) throw new Error('a pool of an unknown token');
        const [token0] = await Promise.all([
          client.readContract({ address: pool.pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
        ]);
        const [reserve0, reserve1] = await client.readContract({
          address: pool.pair,
          abi: uniswapV2PairAbi,
          functionName: 'getReserves',
        });
        const [baseReserve, quoteReserve] =
          token0 === pool.base ? [reserve0, reserve1] : [reserve1, reserve0];
        const price =
          Number(formatUnits(quoteReserve, quote.decimals)) / Number(formatUnits(baseReserve, base.decimals));
        const usdOf = (token: typeof base) =>
          token.address === chain.wrappedNative.address
            ? nativePrice
            : token.symbol === 'PLUTO'
              ? PLUTO_USD_PRICE
              : (specs.get(token.symbol)?.usdPrice ?? 1);
        expect(price * usdOf(quote)).toBeCloseTo(usdOf(base), -Math.floor(Math.log10(usdOf(base))) + 4);
      }
    }
    const bsc = chainDeployment(BSC_CHAIN_ID);
    const plutoPools = bsc.amm?.pools.filter((pool) => pool.base === bsc.pluto?.address) ?? [];
    expect(plutoPools.map((pool) => pool.quote).sort()).toEqual(
      [bsc.wrappedNative.address, bsc.amm?.stable].sort(),
    );
  });

  it("deploys the fee router with the schedule's spot fee on the V2 router", async () => {
    for (const chainId of DEFAULT_CHAIN_IDS) {
      const amm = chainDeployment(chainId).amm;
      if (!amm) throw new Error(`no AMM on ${chainId}`);
      const client = clientFor(chainId);
      const read = (functionName: 'router' | 'feeReceiver' | 'feeBasisPoints') =>
        client.readContract({ address: amm.feeRouter, abi: platformFeeRouterAbi, functionName });
      expect(await read('router')).toBe(amm.router);
      expect(await read('feeReceiver')).toBe(SPOT_FEE_RECEIVER);
      expect(await read('feeBasisPoints')).toBe(BigInt(SPOT_PLATFORM_FEE_BASIS_POINTS));
    }
  });

  it('builds runtime-config chain entries that satisfy the config contract', () => {
    const entries = layer.runtimeChains();
    for (const entry of entries) parseChainConfig(entry);
    const arbitrum = entries.find((entry) => entry.chainId === ARBITRUM_CHAIN_ID);
    expect(arbitrum).toMatchObject({
      name: 'Arbitrum',
      shortName: 'arb',
      rpcUrl: layer.chains.get(ARBITRUM_CHAIN_ID)?.anvil.rpcUrl,
      explorerUrl: 'https://arbiscan.io',
      tokens: {
        USDC: chainDeployment(ARBITRUM_CHAIN_ID).usdc?.address,
        WETH: expect.any(String),
        WBTC: expect.any(String),
      },
    });
    expect(Object.keys(entries.find((entry) => entry.chainId === BSC_CHAIN_ID)?.tokens ?? {})).toContain(
      'PLUTO',
    );
    // The server reads the spot entries through the deployment file's schema.
    const { spot } = parseDeploymentFile({ spot: layer.spotChains() }, 'spot entries');
    const bscSpot = spot?.find((chain) => chain.chainId === BSC_CHAIN_ID);
    expect(bscSpot?.feeRouter).toBe(chainDeployment(BSC_CHAIN_ID).amm?.feeRouter);
    expect(bscSpot?.tokens.find((token) => token.symbol === 'PLUTO')?.listedAt).toBe(
      '2025-10-31T00:00:00.000Z',
    );
    expect(bscSpot?.pools.length).toBe(chainDeployment(BSC_CHAIN_ID).amm?.pools.length);
  });

  it('restarts on the saved state: balances and contracts kept, nothing redeployed', async () => {
    const usdc = chainDeployment(ARBITRUM_CHAIN_ID).usdc;
    const [sender, receiver] = devAccounts;
    if (!usdc || !sender || !receiver) throw new Error('unreachable');
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      chain: viemChain(ARBITRUM_CHAIN_ID),
      transport: http(),
    });
    const hash = await wallet.writeContract({
      address: usdc.address,
      abi: usdcAbi,
      functionName: 'transfer',
      args: [receiver.address, parseUnits('1.5', 6)],
    });
    await clientFor(ARBITRUM_CHAIN_ID).waitForTransactionReceipt({ hash });
    const deployerAddress = privateKeyToAccount(DEPLOYER_PRIVATE_KEY).address;
    const deployerNonce = await clientFor(BSC_CHAIN_ID).getTransactionCount({ address: deployerAddress });
    const pids = layer.chains.chains.map((chain) => chain.anvil.pid);

    await layer.stop();
    expect(pids.some(isProcessAlive)).toBe(false);
    expect(existsSync(join(dataDir.path, 'deployment.json'))).toBe(true);
    const before = layer.deployment;
    layer = await startChainLayer(dataDir.path, defaultChainSpecs(0));

    expect(layer.deployment).toEqual(before);
    expect(await clientFor(BSC_CHAIN_ID).getTransactionCount({ address: deployerAddress })).toBe(
      deployerNonce,
    );
    expect(
      await clientFor(ARBITRUM_CHAIN_ID).readContract({
        address: usdc.address,
        abi: usdcAbi,
        functionName: 'balanceOf',
        args: [receiver.address],
      }),
    ).toBe(parseUnits(DEV_ACCOUNT_USDC, 6) + parseUnits('1.5', 6));
  });

  it('completes a chain recorded before the AMM and funded for fewer accounts, keeping USDC, the bridge and balances', {
    timeout: 60_000,
  }, async () => {
    // A restart runs the chains on new free ports: a client per call.
    const arbitrum = () => clientFor(ARBITRUM_CHAIN_ID);
    const before = layer.deployment;
    const old = chainDeployment(ARBITRUM_CHAIN_ID);
    const { usdc, amm } = old;
    const [first] = devAccounts;
    const late = devAccounts[29];
    if (!usdc || !amm || !first || !late) throw new Error('unreachable');
    const usdcOf = (address: Address) =>
      arbitrum().readContract({
        address: usdc.address,
        abi: usdcAbi,
        functionName: 'balanceOf',
        args: [address],
      });
    // #29 gives its USDC away and has no gas, like an account anvil added after the record was written.
    const lateWallet = createWalletClient({
      account: privateKeyToAccount(late.privateKey),
      chain: viemChain(ARBITRUM_CHAIN_ID),
      transport: http(),
    });
    await arbitrum().waitForTransactionReceipt({
      hash: await lateWallet.writeContract({
        address: usdc.address,
        abi: usdcAbi,
        functionName: 'transfer',
        args: [first.address, await usdcOf(late.address)],
      }),
    });
    await createTestClient({
      mode: 'anvil',
      transport: http(layer.chains.get(ARBITRUM_CHAIN_ID)?.anvil.rpcUrl),
    }).setBalance({
      address: late.address,
      value: 0n,
    });
    const firstBalance = await usdcOf(first.address);
    const bridgeFloat = await usdcOf(old.bridge ?? zeroAddress);
    // A record from before the AMM and the 30 accounts, and before the newest token was listed.
    const file = join(dataDir.path, 'deployment.json');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as DevnetDeployment;
    const { amm: _dropped, ...beforeAmm } = old;
    const oldRecord = {
      ...beforeAmm,
      fundedDevAccounts: 10,
      spotTokens: old.spotTokens.filter((token) => token.symbol !== 'ARBCAT'),
    };
    await layer.stop();
    writeFileSync(
      file,
      JSON.stringify({
        ...saved,
        chains: saved.chains.map((chain) => (chain.chainId === ARBITRUM_CHAIN_ID ? oldRecord : chain)),
      }),
    );
    layer = await startChainLayer(dataDir.path, defaultChainSpecs(0));

    const completed = chainDeployment(ARBITRUM_CHAIN_ID);
    expect(chainDeployment(BSC_CHAIN_ID)).toEqual(
      before.chains.find((chain) => chain.chainId === BSC_CHAIN_ID),
    );
    // USDC, the bridge and where the deposit watcher scans from are the recorded ones.
    expect(bridgeDeployment(layer.deployment)).toEqual(bridgeDeployment(before));
    expect(completed.usdc).toEqual(usdc);
    expect(completed.wrappedNative).toEqual(old.wrappedNative);
    expect(await usdcOf(first.address)).toBe(firstBalance);
    expect(await usdcOf(old.bridge ?? zeroAddress)).toBe(bridgeFloat);
    // The accounts added since are funded, with gas.
    expect(completed.fundedDevAccounts).toBe(devAccounts.length);
    expect(await usdcOf(late.address)).toBe(parseUnits(DEV_ACCOUNT_USDC, 6));
    expect(await clientFor(ARBITRUM_CHAIN_ID).getBalance({ address: late.address })).toBeGreaterThan(
      parseEther('1000'),
    );
    // A new AMM with every pool, the token missing from the record deployed and pooled.
    const newToken = completed.spotTokens.find((token) => token.symbol === 'ARBCAT');
    const oldToken = old.spotTokens.find((token) => token.symbol === 'ARBCAT');
    expect(newToken?.address).not.toBe(oldToken?.address);
    const newAmm = completed.amm;
    if (!newAmm || !newToken) throw new Error('no AMM or ARBCAT deployed');
    expect(newAmm.factory).not.toBe(amm.factory);
    expect(newAmm.pools).toHaveLength(amm.pools.length);
    expect(
      await arbitrum().readContract({
        address: newAmm.factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'allPairsLength',
      }),
    ).toBe(BigInt(newAmm.pools.length));
    for (const pool of newAmm.pools) {
      const [reserve0] = await arbitrum().readContract({
        address: pool.pair,
        abi: uniswapV2PairAbi,
        functionName: 'getReserves',
      });
      expect(reserve0).toBeGreaterThan(0n);
    }
    expect(newAmm.pools.filter((pool) => pool.base === newToken.address)).toHaveLength(2);

    // Complete now: the next start adds nothing.
    const completedDeployment = layer.deployment;
    await layer.stop();
    layer = await startChainLayer(dataDir.path, defaultChainSpecs(0));
    expect(layer.deployment).toEqual(completedDeployment);
  });
});

describe('a chain with a configured block time', () => {
  // Deploying a chain with its pools takes a few seconds when the machine's two cores are busy.
  it('mines on its own and still deploys, one block per deployment step', { timeout: 30_000 }, async () => {
    const dataDir = temporaryDataDir('block-time');
    const [base] = defaultChainSpecs(0, [BASE_CHAIN_ID]);
    if (!base) throw new Error('unreachable');
    const layer = await startChainLayer(dataDir.path, [{ ...base, blockTimeSeconds: 0.1 }]);
    try {
      const chain = layer.chains.get(BASE_CHAIN_ID)?.viemChain;
      const client = createPublicClient({ chain, transport: http(), cacheTime: 0 });
      const token = layer.deployment.chains[0]?.spotTokens[0];
      if (!token) throw new Error('no spot token deployed');
      expect(await client.getCode({ address: token.address })).not.toBe('0x');
      const before = await client.getBlockNumber();
      await expect.poll(() => client.getBlockNumber(), { timeout: 2000 }).toBeGreaterThan(before);
    } finally {
      await layer.stop();
      dataDir.remove();
    }
  });
});

describe('a devnet killed without stopping its chains', () => {
  it('has its leftover anvil saved and ended by the next start on the same data folder', async () => {
    const dataDir = temporaryDataDir('leftover');
    const first = await DevnetChains.start(dataDir.path, defaultChainSpecs(0, [BASE_CHAIN_ID]));
    const leftover = first.get(BASE_CHAIN_ID);
    try {
      if (!leftover) throw new Error('Base is not running');
      const marker = '0x000000000000000000000000000000000000beef';
      await createTestClient({ mode: 'anvil', transport: http(leftover.anvil.rpcUrl) }).setBalance({
        address: marker,
        value: 12345n,
      });
      // No stop(): as if the process owning `first` had been killed with SIGKILL.
      const second = await DevnetChains.start(dataDir.path, defaultChainSpecs(0, [BASE_CHAIN_ID]));
      try {
        expect(isProcessAlive(leftover.anvil.pid)).toBe(false);
        const restarted = second.get(BASE_CHAIN_ID)?.anvil.rpcUrl;
        expect(await createPublicClient({ transport: http(restarted) }).getBalance({ address: marker })).toBe(
          12345n,
        );
      } finally {
        await second.stop();
      }
    } finally {
      await leftover?.anvil.stop();
      dataDir.remove();
    }
  });
});

describe('a chain whose state is larger than an ordinary RPC answer', () => {
  it('is saved whole and comes back on restart', { timeout: 60_000 }, async () => {
    const dataDir = temporaryDataDir('large-state');
    const first = await DevnetChains.start(dataDir.path, defaultChainSpecs(0, [BASE_CHAIN_ID]));
    const rpcUrl = first.get(BASE_CHAIN_ID)?.anvil.rpcUrl;
    try {
      const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl) });
      // Incompressible contract code: 300 x 24 KB makes a dump answer of about 14 MB (viem's default
      // limit is 10 MB), as a chain with tens of thousands of swaps does.
      const codes = Array.from({ length: 300 }, (_, index) => ({
        address: `0x${(0xc0de0000 + index).toString(16).padStart(40, '0')}` as Address,
        bytecode: `0x${randomBytes(24_000).toString('hex')}` as const,
      }));
      for (const code of codes) await client.setCode(code);
      await first.stop();
      const second = await DevnetChains.start(dataDir.path, defaultChainSpecs(0, [BASE_CHAIN_ID]));
      try {
        const restarted = createPublicClient({ transport: http(second.get(BASE_CHAIN_ID)?.anvil.rpcUrl) });
        for (const code of [codes[0], codes[codes.length - 1]]) {
          if (!code) throw new Error('no code set');
          expect(await restarted.getCode({ address: code.address })).toBe(code.bytecode);
        }
      } finally {
        await second.stop();
      }
    } finally {
      dataDir.remove();
    }
  });
});
