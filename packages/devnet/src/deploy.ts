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
import { ARBITRUM_CHAIN_ID, BSC_CHAIN_ID, type ChainConfig, type SpotChainDeployment } from '@pluto/core';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  getAddress,
  type Hash,
  hexToBigInt,
  http,
  keccak256,
  type PublicClient,
  parseEther,
  parseUnits,
  slice,
  stringToHex,
  type TestClient,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import {
  type AmmDeployment,
  type AmmSender,
  approveRouter,
  deployAmmContracts,
  liquidityNeeds,
  nativeUsdPrice,
  pairAddress,
  planPools,
  seedPools,
} from './amm';
import { ANVIL_DEV_PRIVATE_KEYS } from './anvil';
import type { DevnetChains, RunningChain } from './chains';
import { catalogueChain, type DevnetChainSpec, LONG_LISTED_HOURS, type SpotTokenSpec } from './config';
import { readJsonIfExists, writeFileAtomic } from './files';
import { TransactionBatch } from './transaction-batch';

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
  /** When the spot catalogue lists it as created (ISO time); the screens flag tokens under 12 h as NEW. */
  listedAt?: string;
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
  /** Uniswap V2, the fee router and the seeded pools (absent in a record from before the AMM). */
  amm?: AmmDeployment;
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

export function chainTokens(
  chain: Pick<ChainDeployment, 'usdc' | 'pluto' | 'wrappedNative' | 'spotTokens'>,
): DeployedToken[] {
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

/** The spot part of a chain's deployment as the server reads it (`spot` in the runtime config file). */
export function spotChainDeployment(chain: ChainDeployment): SpotChainDeployment {
  if (!chain.amm) throw new Error(`chain ${chain.chainId} has no AMM deployed`);
  const { factory, router, feeRouter, stable, pools } = chain.amm;
  return {
    chainId: chain.chainId,
    factory,
    router,
    feeRouter,
    wrappedNative: chain.wrappedNative.address,
    stable,
    startBlock: chain.startBlock,
    tokens: chainTokens(chain).map(({ address, symbol, name, decimals, listedAt }) => ({
      address,
      symbol,
      name,
      decimals,
      listedAt: listedAt ?? PLUTO_LISTED_AT,
    })),
    pools,
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

/** $PLUTO's listing in the catalogue: the treasury's launch date (seed 002 §9). */
const PLUTO_LISTED_AT = '2025-10-31T00:00:00.000Z';

function hoursAgo(hours: number, now: number): string {
  return new Date(now - hours * 3_600_000).toISOString();
}

/** A record as read from `deployment.json`: records from before the count was kept lack it. */
type SavedChainDeployment = Omit<ChainDeployment, 'fundedDevAccounts'> & { fundedDevAccounts?: number };

/** anvil's default account count, which a record without `fundedDevAccounts` was funded for. */
const DEV_ACCOUNTS_BEFORE_COUNTED = 10;
/** Native coin anvil gives its dev accounts; a late account of a reused state may have none. */
const DEV_ACCOUNT_NATIVE = parseEther('10000');

function fundedDevAccounts(record: SavedChainDeployment | undefined): number {
  if (!record) return 0;
  return record.fundedDevAccounts ?? DEV_ACCOUNTS_BEFORE_COUNTED;
}

function isSpotToken(spec: SpotTokenSpec) {
  return (token: DeployedToken) => token.symbol === spec.symbol && token.decimals === spec.decimals;
}

interface ChainClients {
  publicClient: PublicClient;
  testClient: TestClient;
  sender: AmmSender;
}

/** A token of this deployment, and whether it was deployed just now (then every account is funded). */
interface PlannedToken {
  token: DeployedToken;
  fresh: boolean;
}

/** Step 1's result: every contract of the chain, the kept ones and the ones deployed now. */
interface ChainContracts {
  wrappedNative: DeployedToken;
  spotTokens: (PlannedToken & { spec: SpotTokenSpec })[];
  /** Tokens of the saved record that no spec names any more: kept, neither pooled nor funded. */
  unlistedTokens: DeployedToken[];
  usdc?: PlannedToken;
  bridge?: Address;
  pluto?: PlannedToken;
  amm: Pick<AmmDeployment, 'factory' | 'router' | 'feeRouter' | 'feeReceiver' | 'feeBasisPoints'>;
}

/**
 * Step 1: deploys what the saved record lacks (all of it without a record), keeping the rest.
 * Addresses follow from the deployer's nonces, so the bridge can name USDC's.
 */
async function deployMissingContracts(
  sender: AmmSender,
  spec: DevnetChainSpec,
  previous: SavedChainDeployment | undefined,
  now: number,
): Promise<ChainContracts> {
  const { wallet, batch } = sender;
  const owner = wallet.account.address;
  const deployAt = (send: (nonce: number) => Promise<Hash>) => batch.deploy(owner, send);
  const fresh = async (token: Promise<DeployedToken>): Promise<PlannedToken> => ({
    token: await token,
    fresh: true,
  });
  const kept = (token: DeployedToken): PlannedToken => ({ token, fresh: false });

  const catalogue = catalogueChain(spec.chainId);
  const wrappedName = `Wrapped ${catalogue.nativeCurrency.name}`;
  const wrappedSymbol = `W${catalogue.nativeCurrency.symbol}`;
  const wrappedNative = previous?.wrappedNative ?? {
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
    listedAt: hoursAgo(LONG_LISTED_HOURS, now),
  };
  const spotTokens: ChainContracts['spotTokens'] = [];
  for (const tokenSpec of spec.spotTokens) {
    const saved = previous?.spotTokens.find(isSpotToken(tokenSpec));
    const planned = saved
      ? kept(saved)
      : await fresh(
          deployAt((nonce) =>
            wallet.deployContract({
              abi: spotTokenAbi,
              bytecode: spotTokenBytecode,
              args: [tokenSpec.name, tokenSpec.symbol, tokenSpec.decimals, owner],
              nonce,
            }),
          ).then((address) => ({
            address,
            name: tokenSpec.name,
            symbol: tokenSpec.symbol,
            decimals: tokenSpec.decimals,
            listedAt: hoursAgo(tokenSpec.listedHoursAgo, now),
          })),
        );
    spotTokens.push({ ...planned, spec: tokenSpec });
  }
  const unlistedTokens = (previous?.spotTokens ?? []).filter(
    (token) => !spec.spotTokens.some((tokenSpec) => isSpotToken(tokenSpec)(token)),
  );
  const bridged = spec.chainId === ARBITRUM_CHAIN_ID ? await usdcAndBridge(sender, previous, now) : {};
  let pluto: PlannedToken | undefined;
  if (spec.chainId === BSC_CHAIN_ID) {
    pluto = previous?.pluto
      ? kept(previous.pluto)
      : await fresh(
          deployAt((nonce) =>
            wallet.deployContract({
              abi: plutoTokenAbi,
              bytecode: plutoTokenBytecode,
              args: [owner],
              nonce,
            }),
          ).then((address) => ({
            address,
            name: 'Pluto',
            symbol: 'PLUTO',
            decimals: 18,
            listedAt: PLUTO_LISTED_AT,
          })),
        );
  }
  const amm = previous?.amm ?? (await deployAmmContracts(sender, wrappedNative.address));
  return { wrappedNative, spotTokens, unlistedTokens, ...bridged, ...(pluto && { pluto }), amm };
}

/** Arbitrum's USDC and the exchange bridge: kept as they are once deployed (the deposit cursor names them). */
async function usdcAndBridge(
  { wallet, batch }: AmmSender,
  previous: SavedChainDeployment | undefined,
  now: number,
): Promise<{ usdc: PlannedToken; bridge: Address }> {
  if (previous?.usdc && previous.bridge)
    return { usdc: { token: previous.usdc, fresh: false }, bridge: previous.bridge };
  const owner = wallet.account.address;
  const operator = privateKeyToAccount(BRIDGE_OPERATOR_PRIVATE_KEY).address;
  const usdcAddress = await batch.deploy(owner, (nonce) =>
    wallet.deployContract({ abi: usdcAbi, bytecode: usdcBytecode, args: [owner], nonce }),
  );
  const bridge = await batch.deploy(owner, (nonce) =>
    wallet.deployContract({
      abi: bridgeAbi,
      bytecode: bridgeBytecode,
      args: [usdcAddress, owner, operator],
      nonce,
    }),
  );
  const usdc: DeployedToken = {
    address: usdcAddress,
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: USDC_DECIMALS,
    listedAt: hoursAgo(LONG_LISTED_HOURS, now),
  };
  return { usdc: { token: usdc, fresh: true }, bridge };
}

type MintableAbi = typeof spotTokenAbi | typeof usdcAbi | typeof plutoTokenAbi;

/** Mints to each recipient its amount in one transaction of the step (nothing when all are zero). */
async function mintBatch(
  { wallet, batch }: AmmSender,
  abi: MintableAbi,
  token: Address,
  grants: readonly { to: Address; amount: bigint }[],
): Promise<void> {
  const given = grants.filter((grant) => grant.amount > 0n);
  if (given.length === 0) return;
  batch.add(
    await wallet.writeContract({
      address: token,
      abi,
      functionName: 'mintBatch',
      args: [given.map((grant) => grant.to), given.map((grant) => grant.amount)],
      nonce: batch.next(),
    }),
  );
}

/**
 * Step 2: tokens to the dev accounts that lack them (every account for a token deployed now, the
 * accounts added since the record otherwise), the deployer's pool liquidity, the bridge's float and the
 * seeded $PLUTO holders with a token deployed now.
 */
async function fundAccounts(
  clients: ChainClients,
  contracts: ChainContracts,
  fundedBefore: number,
  deployerNeeds: ReadonlyMap<Address, bigint>,
): Promise<void> {
  const { sender, publicClient, testClient } = clients;
  const deployer = sender.wallet.account.address;
  const unfunded = devAccounts.slice(fundedBefore).map((account) => account.address);
  for (const address of unfunded) {
    if ((await publicClient.getBalance({ address })) === 0n)
      await testClient.setBalance({ address, value: DEV_ACCOUNT_NATIVE });
  }
  const grants = ({ token, fresh }: PlannedToken, devAmount: bigint) => [
    ...(fresh ? devAccounts.map((account) => account.address) : unfunded).map((to) => ({
      to,
      amount: devAmount,
    })),
    { to: deployer, amount: deployerNeeds.get(token.address) ?? 0n },
  ];
  for (const planned of contracts.spotTokens) {
    const amount = parseUnits(planned.spec.devAccountAmount, planned.spec.decimals);
    await mintBatch(sender, spotTokenAbi, planned.token.address, grants(planned, amount));
  }
  const { usdc, bridge, pluto } = contracts;
  if (usdc && bridge) {
    const float = usdc.fresh ? [{ to: bridge, amount: parseUnits(BRIDGE_FLOAT_USDC, USDC_DECIMALS) }] : [];
    await mintBatch(sender, usdcAbi, usdc.token.address, [
      ...grants(usdc, parseUnits(DEV_ACCOUNT_USDC, USDC_DECIMALS)),
      ...float,
    ]);
  }
  if (pluto) {
    await mintBatch(
      sender,
      plutoTokenAbi,
      pluto.token.address,
      grants(pluto, parseUnits(DEV_ACCOUNT_PLUTO, 18)),
    );
    if (pluto.fresh) {
      const holders = seededPlutoHolders(SEEDED_PLUTO_HOLDERS).map(({ address, amount }) => ({
        to: address,
        amount,
      }));
      // Two halves keep each transaction well inside the block gas limit.
      for (const part of [holders.slice(0, holders.length / 2), holders.slice(holders.length / 2)]) {
        await mintBatch(sender, plutoTokenAbi, pluto.token.address, part);
      }
    }
  }
}

/**
 * Deploys, funds and pools what the chain lacks, in three steps (deployments; funding; pools), each a
 * batch of transactions mined together. Without `previous` that is everything; with it (a saved record
 * whose tokens the state still holds) only the missing parts: the AMM and its pools on a chain deployed
 * before it, tokens added to the spec since, the dev accounts added since. Kept contracts keep their
 * addresses and balances, so USDC, the bridge and the deposit watcher's cursor stay valid.
 */
async function deployChain(
  running: RunningChain,
  deployer: PrivateKeyAccount,
  previous: SavedChainDeployment | undefined,
): Promise<ChainDeployment> {
  const { chainId } = running.spec;
  const transport = http(running.anvil.rpcUrl);
  const publicClient = createPublicClient({ chain: running.viemChain, transport });
  const wallet = createWalletClient({ account: deployer, chain: running.viemChain, transport });
  const testClient = createTestClient({ mode: 'anvil', chain: running.viemChain, transport });
  await testClient.setBalance({ address: deployer.address, value: GAS_FUNDING });
  const operator = privateKeyToAccount(BRIDGE_OPERATOR_PRIVATE_KEY).address;
  await testClient.setBalance({ address: operator, value: GAS_FUNDING });

  const startBlock = previous?.startBlock ?? Number(await publicClient.getBlockNumber()) + 1;
  const batch = new TransactionBatch(
    publicClient,
    await publicClient.getTransactionCount({ address: deployer.address }),
  );
  const clients: ChainClients = { publicClient, testClient, sender: { wallet, batch } };

  // Step 1: deployments.
  const contracts = await deployMissingContracts(clients.sender, running.spec, previous, Date.now());
  await batch.settle();

  // The pools the chain lacks, and what they take from the deployer: minted with the funding, native
  // coin set now.
  const { wrappedNative, usdc, pluto, amm } = contracts;
  const plan = planPools(contracts.spotTokens, usdc?.token, pluto?.token);
  const keptPools = previous?.amm?.pools ?? [];
  const seeds = plan.seeds.filter(
    (seed) =>
      !keptPools.some(
        (pool) =>
          pool.pair ===
          pairAddress(amm.factory, seed.base.address, seed.quote?.address ?? wrappedNative.address),
      ),
  );
  const nativePrice = nativeUsdPrice(chainId);
  const needs = liquidityNeeds(seeds, nativePrice);
  await testClient.setBalance({ address: deployer.address, value: GAS_FUNDING + needs.native });

  // Step 2: funding, against contracts that now exist (gas estimates need their code).
  await fundAccounts(clients, contracts, fundedDevAccounts(previous), needs.tokens);
  await approveRouter(clients.sender, amm.router, needs.tokens.keys());
  await batch.settle();

  // Step 3: the pools.
  const pools = await seedPools(clients.sender, amm, seeds, wrappedNative.address, nativePrice);
  await batch.settle();

  return {
    chainId,
    startBlock,
    wrappedNative,
    spotTokens: [...contracts.spotTokens.map(({ token }) => token), ...contracts.unlistedTokens],
    ...(usdc && { usdc: usdc.token }),
    ...(contracts.bridge && { bridge: contracts.bridge }),
    ...(pluto && { pluto: pluto.token }),
    fundedDevAccounts: devAccounts.length,
    amm: { ...amm, stable: plan.stable, pools: [...keptPools, ...pools.map(plan.orient)] },
  };
}

/**
 * The part of a saved record the chain's (reloaded) state still holds: all of it, the record without
 * its AMM when that is gone or was never deployed, or nothing when its tokens or bridge are gone.
 */
async function liveRecord(
  running: RunningChain,
  saved: SavedChainDeployment,
): Promise<SavedChainDeployment | undefined> {
  const publicClient = createPublicClient({ transport: http(running.anvil.rpcUrl) });
  const allHaveCode = async (addresses: readonly Address[]) => {
    const codes = await Promise.all(addresses.map((address) => publicClient.getCode({ address })));
    return codes.every((code) => code !== undefined && code !== '0x');
  };
  const core = [...chainTokens(saved).map((token) => token.address), ...(saved.bridge ? [saved.bridge] : [])];
  if (!(await allHaveCode(core))) return undefined;
  const { amm, ...withoutAmm } = saved;
  if (!amm) return withoutAmm;
  const { factory, router, feeRouter, pools } = amm;
  return (await allHaveCode([factory, router, feeRouter, ...pools.map((pool) => pool.pair)]))
    ? saved
    : withoutAmm;
}

/** Nothing to add: every account funded, every spec token deployed, the AMM there. */
function isComplete(record: SavedChainDeployment, spec: DevnetChainSpec): record is ChainDeployment {
  return (
    record.fundedDevAccounts === devAccounts.length &&
    record.amm !== undefined &&
    spec.spotTokens.every((tokenSpec) => record.spotTokens.some(isSpotToken(tokenSpec)))
  );
}

/**
 * Idempotent deployment: a chain whose record is complete and live in its (reloaded) state is reused
 * as is; a chain whose tokens are live gets only what its record lacks (`deployChain`); any other is
 * deployed and funded afresh. Then the states are saved and `deployment.json` rewritten, last, so a
 * crash mid-deployment is redone on the next start.
 */
export async function ensureDeployed(dataDir: string, chains: DevnetChains): Promise<DevnetDeployment> {
  const saved = readJsonIfExists<{ chains: SavedChainDeployment[] }>(deploymentFile(dataDir));
  const deployer = privateKeyToAccount(DEPLOYER_PRIVATE_KEY);
  let deployedAny = false;
  const current = await Promise.all(
    chains.chains.map(async (running) => {
      const record = saved?.chains.find((chain) => chain.chainId === running.spec.chainId);
      const live = record && (await liveRecord(running, record));
      if (live && isComplete(live, running.spec)) return live;
      deployedAny = true;
      return deployChain(running, deployer, live);
    }),
  );
  const deployment: DevnetDeployment = {
    deployer: deployer.address,
    bridgeOperator: privateKeyToAccount(BRIDGE_OPERATOR_PRIVATE_KEY).address,
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
