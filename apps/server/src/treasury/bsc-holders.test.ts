import { spotTokenAbi, spotTokenBytecode } from '@pluto/contracts';
import { BSC_CHAIN_ID } from '@pluto/core';
import { type AnvilChain, devAccounts, startAnvil } from '@pluto/devnet';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hash,
  http,
  type PublicClient,
  parseEther,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { PGLITE_BACKEND } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

// Dev accounts #26 and #27 are the treasury's (e2e/README.md); this chain is the test's own.
const [issuer, holder] = [devAccounts[26], devAccounts[27]].map((account) => {
  if (!account) throw new Error('dev account missing');
  return privateKeyToAccount(account.privateKey);
}) as [ReturnType<typeof privateKeyToAccount>, ReturnType<typeof privateKeyToAccount>];
const SMALL_HOLDER = '0x00000000000000000000000000000000000c0ffe';

let anvil: AnvilChain;
let client: PublicClient;
let server: TestServer;
let token: Address;

/** A BSC-like chain that is no devnet deployment: chain id 56, one ERC-20 and nothing else. */
async function launchToken(): Promise<bigint> {
  const chain = defineChain({
    id: BSC_CHAIN_ID,
    name: 'BSC',
    nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
  });
  const wallet = createWalletClient({ account: issuer, chain, transport: http() });
  const mined = async (hash: Promise<Hash>) => {
    const receipt = await client.waitForTransactionReceipt({ hash: await hash });
    expect(receipt.status).toBe('success');
    return receipt;
  };
  const deployed = await mined(
    wallet.deployContract({
      abi: spotTokenAbi,
      bytecode: spotTokenBytecode,
      args: ['Pluto', 'PLUTO', 18, issuer.address],
    }),
  );
  token = deployed.contractAddress ?? '0x';
  await mined(
    wallet.writeContract({
      address: token,
      abi: spotTokenAbi,
      functionName: 'mintBatch',
      args: [[issuer.address], [parseEther('1000000')]],
    }),
  );
  for (const [to, amount] of [
    [holder.address, parseEther('250000')],
    [SMALL_HOLDER, parseEther('100')],
  ] as const) {
    await mined(
      wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    );
  }
  return deployed.blockNumber;
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: BSC_CHAIN_ID, port: 0 });
  client = createPublicClient({ transport: http(anvil.rpcUrl) });
  const startBlock = await launchToken();
  // No runtime configuration file: no devnet deployment, only the production settings.
  server = await startTestServer(PGLITE_BACKEND, {
    PLUTO_NETWORK: 'mainnet',
    BSC_RPC_URL: anvil.rpcUrl,
    PLUTO_TOKEN_ADDRESS: token,
    PLUTO_START_BLOCK: String(startBlock),
    AGENT_MASTER_KEY: Buffer.alloc(32, 7).toString('hex'),
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await anvil?.stop();
});

describe('$PLUTO holders outside the devnet', { timeout: 60_000 }, () => {
  it('are indexed from BSC_RPC_URL and listed by treasury-holders, each balance as the chain has it', async () => {
    const { spotIndexer, treasuryHolders } = server.services;
    if (!spotIndexer || !treasuryHolders) throw new Error('BSC_RPC_URL built no $PLUTO indexer');
    const logger = createLogger('silent');
    treasuryHolders.follow(spotIndexer, BSC_CHAIN_ID, logger);
    spotIndexer.start(logger);

    const listed = async () => {
      const response = await server.postJson('/functions/treasury-holders', {});
      expect(response.status).toBe(200);
      return ((await response.json()) as { holders: { address: string; balance: string; rank: number }[] })
        .holders;
    };
    await expect.poll(async () => (await listed()).length, { timeout: 30_000 }).toBe(3);
    const rows = await listed();
    expect(rows.map((row) => row.address)).toEqual([
      issuer.address.toLowerCase(),
      holder.address.toLowerCase(),
      SMALL_HOLDER,
    ]);
    for (const row of rows) {
      expect(BigInt(row.balance)).toBe(
        await client.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [row.address as Address],
        }),
      );
    }
  });

  it('read nothing else of the chain: no pools, no catalogue', async () => {
    const row = await server.services.db
      .selectFrom('spot_transfers')
      .select((eb) => eb.fn.count<string>('token').distinct().as('tokens'))
      .executeTakeFirstOrThrow();
    expect(Number(row.tokens)).toBe(1);
    expect(server.services.swaps).toBeNull();
    expect(server.services.tokenData).toBeNull();
  });
});
