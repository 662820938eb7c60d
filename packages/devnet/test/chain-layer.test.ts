import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { plutoTokenAbi, spotTokenAbi, usdcAbi } from '@pluto/contracts';
import { ARBITRUM_CHAIN_ID, BSC_CHAIN_ID, parseChainConfig } from '@pluto/core';
import { createPublicClient, createTestClient, createWalletClient, http, parseEther, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevnetChainLayer, startChainLayer } from '../src/chain-layer';
import { DevnetChains } from '../src/chains';
import { BASE_CHAIN_ID, defaultChainSpecs, parseChainChoices } from '../src/config';
import {
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
  it('default to Arbitrum, BSC and Base on consecutive ports from a base port, or free ports from 0', () => {
    expect(defaultChainSpecs(18545).map(({ chainId, port }) => [chainId, port])).toEqual([
      [ARBITRUM_CHAIN_ID, 18545],
      [BSC_CHAIN_ID, 18546],
      [BASE_CHAIN_ID, 18547],
    ]);
    expect(defaultChainSpecs(0).every((spec) => spec.port === 0)).toBe(true);
    const decimals = new Set(
      defaultChainSpecs(0).flatMap((spec) => spec.spotTokens.map((token) => token.decimals)),
    );
    expect([...decimals].sort((a, b) => a - b)).toEqual([6, 8, 18]);
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
    for (const chainId of [ARBITRUM_CHAIN_ID, BSC_CHAIN_ID, BASE_CHAIN_ID]) {
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
    expect(new Set(mints.map((mint) => mint.args.to)).size).toBe(SEEDED_PLUTO_HOLDERS + devAccounts.length);
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
    for (const chainId of [ARBITRUM_CHAIN_ID, BSC_CHAIN_ID, BASE_CHAIN_ID]) {
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

  it('deploys afresh a chain whose saved state funded fewer dev accounts than there are now', async () => {
    const file = join(dataDir.path, 'deployment.json');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as DevnetDeployment;
    const fewer = saved.chains.map((chain) =>
      chain.chainId === ARBITRUM_CHAIN_ID ? { ...chain, fundedDevAccounts: 10 } : chain,
    );
    await layer.stop();
    writeFileSync(file, JSON.stringify({ ...saved, chains: fewer }));
    layer = await startChainLayer(dataDir.path, defaultChainSpecs(0));

    const before = (chainId: number) => saved.chains.find((chain) => chain.chainId === chainId);
    expect(chainDeployment(BSC_CHAIN_ID)).toEqual(before(BSC_CHAIN_ID));
    expect(chainDeployment(ARBITRUM_CHAIN_ID).usdc?.address).not.toBe(
      before(ARBITRUM_CHAIN_ID)?.usdc?.address,
    );
    expect(chainDeployment(ARBITRUM_CHAIN_ID).fundedDevAccounts).toBe(devAccounts.length);
  });
});

describe('a chain with a configured block time', () => {
  it('mines on its own and still deploys, one block per deployment step', async () => {
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
