import { join } from 'node:path';
import {
  bridgeAbi,
  bridgeBytecode,
  plutoTokenAbi,
  plutoTokenBytecode,
  spotTokenAbi,
  spotTokenBytecode,
  USDC_DECIMALS,
  usdcAbi,
  usdcBytecode,
  wrappedNativeAbi,
  wrappedNativeBytecode,
} from '@pluto/contracts';
import { ARBITRUM_CHAIN_ID, BSC_CHAIN_ID, type ChainConfig } from '@pluto/core';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  getContractAddress,
  type Hash,
  hexToBigInt,
  http,
  keccak256,
  type PublicClient,
  parseEther,
  parseUnits,
  slice,
  stringToHex,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { ANVIL_DEV_PRIVATE_KEYS } from './anvil';
import type { DevnetChains, RunningChain } from './chains';
import { catalogueChain } from './config';
import { readJsonIfExists, writeFileAtomic } from './files';

/**
 * Owner of every devnet contract and bridge operator. Not among anvil's dev accounts, whose keys the
 * runtime config hands to the browser: a dev user cannot mint tokens or pay himself out of the bridge.
 */
export const DEPLOYER_PRIVATE_KEY = keccak256(stringToHex('pluto devnet deployer'));
export const BRIDGE_OPERATOR_PRIVATE_KEY = keccak256(stringToHex('pluto devnet bridge operator'));

export const DEV_ACCOUNT_USDC = '100000';
export const DEV_ACCOUNT_PLUTO = '1000000';
/** USDC the bridge holds from the start, so withdrawals of simulated traders' profits can be paid. */
export const BRIDGE_FLOAT_USDC = '10000000';
/** Enough that the treasury's top-500 table is full with the dev accounts in it. */
export const SEEDED_PLUTO_HOLDERS = 600;
const GAS_FUNDING = parseEther('1000');

export interface DeployedToken {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
}

export interface ChainDeployment {
  chainId: number;
  /** The block of the first deployment transaction: where log scans (bridge watcher, indexer) begin. */
  startBlock: number;
  wrappedNative: DeployedToken;
  spotTokens: DeployedToken[];
  /** Arbitrum only: the USDC the exchange bridge takes. */
  usdc?: DeployedToken;
  bridge?: Address;
  /** BSC only: the platform token. */
  pluto?: DeployedToken;
  /** How many dev accounts got tokens: a state funded for fewer than today's is deployed afresh. */
  fundedDevAccounts: number;
}

export interface DevnetDeployment {
  deployer: Address;
  bridgeOperator: Address;
  chains: ChainDeployment[];
}

export interface BridgeDeployment {
  chainId: number;
  usdc: Address;
  bridge: Address;
  startBlock: number;
}

export const devAccounts = ANVIL_DEV_PRIVATE_KEYS.map((privateKey) => ({
  address: privateKeyToAccount(privateKey).address,
  privateKey,
}));

/** Deterministic holders with balances spread log-uniformly from 100 to 100 million $PLUTO. */
export function seededPlutoHolders(count: number): { address: Address; amount: bigint }[] {
  return Array.from({ length: count }, (_, index) => {
    const seed = keccak256(stringToHex(`pluto holder ${index}`));
    const fraction = Number(hexToBigInt(slice(seed, 0, 6))) / 2 ** 48;
    const wholeTokens = Math.floor(10 ** (2 + 6 * fraction));
    return { address: getAddress(slice(seed, 12)), amount: parseUnits(String(wholeTokens), 18) };
  });
}

export function chainTokens(chain: ChainDeployment): DeployedToken[] {
  return [chain.usdc, chain.pluto, chain.wrappedNative, ...chain.spotTokens].filter(
    (token): token is DeployedToken => token !== undefined,
  );
}

/** One `chains` entry of the runtime configuration served at `/config.json`. */
export function runtimeChainConfig(chain: ChainDeployment, rpcUrl: string): ChainConfig {
  const catalogue = catalogueChain(chain.chainId);
  return {
    chainId: chain.chainId,
    name: catalogue.name,
    shortName: catalogue.shortName,
    rpcUrl,
    explorerUrl: catalogue.explorerUrl,
    tokens: Object.fromEntries(chainTokens(chain).map((token) => [token.symbol, token.address])),
  };
}

export function bridgeDeployment(deployment: DevnetDeployment): BridgeDeployment {
  const arbitrum = deployment.chains.find((chain) => chain.chainId === ARBITRUM_CHAIN_ID);
  if (!arbitrum?.usdc || !arbitrum.bridge)
    throw new Error('the devnet runs no Arbitrum chain with the USDC bridge');
  return {
    chainId: arbitrum.chainId,
    usdc: arbitrum.usdc.address,
    bridge: arbitrum.bridge,
    startBlock: arbitrum.startBlock,
  };
}

function deploymentFile(dataDir: string): string {
  return join(dataDir, 'deployment.json');
}

/**
 * Sends every transaction of one step with consecutive nonces and no waiting in between, then waits for
 * all receipts: a chain with interval mining takes one block per step instead of one per transaction.
 */
class TransactionBatch {
  private readonly pending: Hash[] = [];

  constructor(
    private readonly publicClient: PublicClient,
    private nonce: number,
  ) {}

  next(): number {
    return this.nonce++;
  }

  add(hash: Hash): void {
    this.pending.push(hash);
  }

  async settle(): Promise<void> {
    const receipts = await Promise.all(
      this.pending
        .splice(0)
        .map((hash) => this.publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })),
    );
    const failed = receipts.find((receipt) => receipt.status !== 'success');
    if (failed) throw new Error(`deployment transaction ${failed.transactionHash} reverted`);
  }
}

async function deployChain(
  running: RunningChain,
  deployer: PrivateKeyAccount,
  operator: Address,
): Promise<ChainDeployment> {
  const { chainId } = running.spec;
  const transport = http(running.anvil.rpcUrl);
  const publicClient = createPublicClient({ chain: running.viemChain, transport });
  const wallet = createWalletClient({ account: deployer, chain: running.viemChain, transport });
  const testClient = createTestClient({ mode: 'anvil', chain: running.viemChain, transport });
  await testClient.setBalance({ address: deployer.address, value: GAS_FUNDING });
  await testClient.setBalance({ address: operator, value: GAS_FUNDING });

  const startBlock = Number(await publicClient.getBlockNumber()) + 1;
  const batch = new TransactionBatch(
    publicClient,
    await publicClient.getTransactionCount({ address: deployer.address }),
  );
  const devAddresses = devAccounts.map((account) => account.address);
  const each = (amount: bigint) => devAddresses.map(() => amount);

  // Step 1: deployments. Addresses follow from the deployer's nonces, so the bridge can name USDC's.
  const deployAt = async (send: (nonce: number) => Promise<Hash>): Promise<Address> => {
    const nonce = batch.next();
    batch.add(await send(nonce));
    return getContractAddress({ from: deployer.address, nonce: BigInt(nonce) });
  };

  const catalogue = catalogueChain(chainId);
  const wrappedName = `Wrapped ${catalogue.nativeCurrency.name}`;
  const wrappedSymbol = `W${catalogue.nativeCurrency.symbol}`;
  const wrappedNative: DeployedToken = {
    address: await deployAt((nonce) =>
      wallet.deployContract({
        abi: wrappedNativeAbi,
        bytecode: wrappedNativeBytecode,
        args: [wrappedName, wrappedSymbol],
        nonce,
      }),
    ),
    name: wrappedName,
    symbol: wrappedSymbol,
    decimals: 18,
  };
  const spotTokens: { token: DeployedToken; devAccountAmount: bigint }[] = [];
  for (const spec of running.spec.spotTokens) {
    const address = await deployAt((nonce) =>
      wallet.deployContract({
        abi: spotTokenAbi,
        bytecode: spotTokenBytecode,
        args: [spec.name, spec.symbol, spec.decimals, deployer.address],
        nonce,
      }),
    );
    spotTokens.push({
      token: { address, name: spec.name, symbol: spec.symbol, decimals: spec.decimals },
      devAccountAmount: parseUnits(spec.devAccountAmount, spec.decimals),
    });
  }
  let usdc: DeployedToken | undefined;
  let bridge: Address | undefined;
  if (chainId === ARBITRUM_CHAIN_ID) {
    const usdcAddress = await deployAt((nonce) =>
      wallet.deployContract({ abi: usdcAbi, bytecode: usdcBytecode, args: [deployer.address], nonce }),
    );
    usdc = { address: usdcAddress, name: 'USD Coin', symbol: 'USDC', decimals: USDC_DECIMALS };
    bridge = await deployAt((nonce) =>
      wallet.deployContract({
        abi: bridgeAbi,
        bytecode: bridgeBytecode,
        args: [usdcAddress, deployer.address, operator],
        nonce,
      }),
    );
  }
  let pluto: DeployedToken | undefined;
  if (chainId === BSC_CHAIN_ID) {
    const plutoAddress = await deployAt((nonce) =>
      wallet.deployContract({
        abi: plutoTokenAbi,
        bytecode: plutoTokenBytecode,
        args: [deployer.address],
        nonce,
      }),
    );
    pluto = { address: plutoAddress, name: 'Pluto', symbol: 'PLUTO', decimals: 18 };
  }
  await batch.settle();

  // Step 2: funding, against contracts that now exist (gas estimates need their code).
  const mint = async (
    abi: typeof spotTokenAbi | typeof usdcAbi | typeof plutoTokenAbi,
    address: Address,
    recipients: Address[],
    amounts: bigint[],
  ) => {
    batch.add(
      await wallet.writeContract({
        address,
        abi,
        functionName: 'mintBatch',
        args: [recipients, amounts],
        nonce: batch.next(),
      }),
    );
  };
  for (const { token, devAccountAmount } of spotTokens) {
    await mint(spotTokenAbi, token.address, devAddresses, each(devAccountAmount));
  }
  if (usdc && bridge) {
    await mint(
      usdcAbi,
      usdc.address,
      [...devAddresses, bridge],
      [...each(parseUnits(DEV_ACCOUNT_USDC, USDC_DECIMALS)), parseUnits(BRIDGE_FLOAT_USDC, USDC_DECIMALS)],
    );
  }
  if (pluto) {
    await mint(plutoTokenAbi, pluto.address, devAddresses, each(parseUnits(DEV_ACCOUNT_PLUTO, 18)));
    const holders = seededPlutoHolders(SEEDED_PLUTO_HOLDERS);
    // Two halves keep each transaction well inside the block gas limit.
    for (const part of [holders.slice(0, holders.length / 2), holders.slice(holders.length / 2)]) {
      await mint(
        plutoTokenAbi,
        pluto.address,
        part.map((holder) => holder.address),
        part.map((holder) => holder.amount),
      );
    }
  }
  await batch.settle();

  return {
    chainId,
    startBlock,
    wrappedNative,
    spotTokens: spotTokens.map(({ token }) => token),
    ...(usdc && { usdc }),
    ...(bridge && { bridge }),
    ...(pluto && { pluto }),
    fundedDevAccounts: devAccounts.length,
  };
}

async function isStillDeployed(running: RunningChain, chain: ChainDeployment): Promise<boolean> {
  if (chain.fundedDevAccounts !== devAccounts.length) return false;
  const publicClient = createPublicClient({ transport: http(running.anvil.rpcUrl) });
  const addresses = [
    ...chainTokens(chain).map((token) => token.address),
    ...(chain.bridge ? [chain.bridge] : []),
  ];
  const codes = await Promise.all(addresses.map((address) => publicClient.getCode({ address })));
  return codes.every((code) => code !== undefined && code !== '0x');
}

/**
 * Idempotent deployment: a chain whose recorded contracts are live in its (reloaded) state is reused
 * as is; any other chain is deployed and funded, its state saved, then `deployment.json` rewritten.
 * The file is written last, so a crash mid-deployment is redone on the next start.
 */
export async function ensureDeployed(dataDir: string, chains: DevnetChains): Promise<DevnetDeployment> {
  const saved = readJsonIfExists<DevnetDeployment>(deploymentFile(dataDir));
  const deployer = privateKeyToAccount(DEPLOYER_PRIVATE_KEY);
  const operator = privateKeyToAccount(BRIDGE_OPERATOR_PRIVATE_KEY).address;
  let deployedAny = false;
  const current = await Promise.all(
    chains.chains.map(async (running) => {
      const previous = saved?.chains.find((chain) => chain.chainId === running.spec.chainId);
      if (previous && (await isStillDeployed(running, previous))) return previous;
      deployedAny = true;
      return deployChain(running, deployer, operator);
    }),
  );
  const deployment: DevnetDeployment = {
    deployer: deployer.address,
    bridgeOperator: operator,
    chains: current,
  };
  if (deployedAny) {
    await chains.persist();
    // Chains configured out of this run keep their record for when they come back.
    const resting = (saved?.chains ?? []).filter((chain) => !chains.get(chain.chainId));
    writeFileAtomic(
      deploymentFile(dataDir),
      `${JSON.stringify({ ...deployment, chains: [...current, ...resting] }, null, 2)}\n`,
    );
  }
  return deployment;
}
