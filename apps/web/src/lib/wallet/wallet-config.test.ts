import { ARBITRUM_CHAIN_ID, BSC_CHAIN_ID, networkSwitchErrorMessage, type RuntimeConfig } from '@pluto/core';
import { hashTypedData, recoverMessageAddress, recoverTypedDataAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { connect, disconnect, getConnection, getConnectorClient, switchChain } from 'wagmi/actions';
import { testRuntimeConfig } from '../testing/runtime-config';
import { configuredChains } from './chains';
import { isDevWalletConnector } from './dev-wallet';
import { createWagmiConfig } from './wagmi-config';

// anvil's first two well-known development accounts.
const devAccounts = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
];

const chain = (chainId: number, name: string) => ({
  chainId,
  name,
  shortName: name.toLowerCase(),
  rpcUrl: `http://127.0.0.1:${chainId % 10_000}/`,
  explorerUrl: 'https://explorer.example.test',
  tokens: {},
});

function runtime(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return testRuntimeConfig({
    chains: [chain(BSC_CHAIN_ID, 'BSC'), chain(ARBITRUM_CHAIN_ID, 'Arbitrum')],
    devAccounts,
    ...overrides,
  });
}

const connectorTypes = (config: ReturnType<typeof createWagmiConfig>) => config.connectors.map((c) => c.type);

describe('createWagmiConfig', () => {
  it('uses the configured chains with their RPC URLs, Arbitrum first', () => {
    const config = createWagmiConfig(runtime());
    expect(config.chains.map((c) => c.id)).toEqual([ARBITRUM_CHAIN_ID, BSC_CHAIN_ID]);
    expect(config.chains[0].rpcUrls.default.http[0]).toBe(`http://127.0.0.1:${ARBITRUM_CHAIN_ID % 10_000}/`);
    expect(configuredChains([])[0].id).toBe(ARBITRUM_CHAIN_ID);
  });

  it('offers the Dev Wallet on a devnet only', () => {
    expect(connectorTypes(createWagmiConfig(runtime()))).toContain('devWallet');
    expect(connectorTypes(createWagmiConfig(runtime({ network: 'testnet' })))).not.toContain('devWallet');
    expect(connectorTypes(createWagmiConfig(runtime({ network: 'mainnet' })))).not.toContain('devWallet');
  });

  it('offers WalletConnect only with a project id, Coinbase Wallet and injected always', () => {
    expect(connectorTypes(createWagmiConfig(runtime()))).toEqual(['injected', 'coinbaseWallet', 'devWallet']);
    expect(connectorTypes(createWagmiConfig(runtime({ walletConnectProjectId: 'abc123' })))).toContain(
      'walletConnect',
    );
  });

  it('keeps the SDK wallets dormant until chosen', async () => {
    const config = createWagmiConfig(runtime());
    const coinbase = config.connectors.find((c) => c.type === 'coinbaseWallet');
    await expect(coinbase?.isAuthorized()).resolves.toBe(false);
    await expect(coinbase?.getProvider()).rejects.toThrow();
  });
});

describe('Dev Wallet connector', () => {
  function devConfig() {
    const config = createWagmiConfig(runtime());
    const connector = config.connectors.find((c) => c.type === 'devWallet');
    if (!connector || !isDevWalletConnector(connector)) throw new Error('Dev Wallet missing');
    return { config, connector };
  }

  it('connects with the chosen dev account on Arbitrum and disconnects', async () => {
    const { config, connector } = devConfig();
    expect(connector.devAddresses).toEqual(devAccounts.map((a) => a.address));
    connector.selectAccount(devAccounts[1]?.address ?? '');
    const result = await connect(config, { connector });
    expect(result.accounts).toEqual([devAccounts[1]?.address]);
    expect(getConnection(config)).toMatchObject({ chainId: ARBITRUM_CHAIN_ID, isConnected: true });
    await expect(connector.isAuthorized()).resolves.toBe(true);
    await disconnect(config);
    expect(getConnection(config).isConnected).toBe(false);
    await expect(connector.isAuthorized()).resolves.toBe(false);
  });

  it('starts on the chain chosen before connecting, like a wallet left on another network', async () => {
    const { config, connector } = devConfig();
    expect(connector.devChains.map((chain) => chain.id)).toEqual([ARBITRUM_CHAIN_ID, BSC_CHAIN_ID]);
    connector.selectChain(BSC_CHAIN_ID);
    await connect(config, { connector });
    expect(getConnection(config).chainId).toBe(BSC_CHAIN_ID);
    // Once connected, only a switch request moves the wallet.
    connector.selectChain(ARBITRUM_CHAIN_ID);
    expect(getConnection(config).chainId).toBe(BSC_CHAIN_ID);
    await disconnect(config);
  });

  it('switches among configured chains and refuses others with EIP-1193 code 4902', async () => {
    const { config, connector } = devConfig();
    await connect(config, { connector });
    await switchChain(config, { chainId: BSC_CHAIN_ID });
    expect(getConnection(config).chainId).toBe(BSC_CHAIN_ID);
    const provider = (await connector.getProvider()) as { request: (args: object) => Promise<unknown> };
    const refusal = await provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 4902 });
    expect(networkSwitchErrorMessage(refusal)).toBe('Please add Arbitrum network to your wallet');
    await disconnect(config);
  });

  it('signs messages and EIP-712 typed data locally through its provider', async () => {
    const { config, connector } = devConfig();
    await connect(config, { connector });
    const provider = (await connector.getProvider()) as { request: (args: object) => Promise<`0x${string}`> };
    const signer = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const accounts = await provider.request({ method: 'eth_requestAccounts' });
    expect(accounts).toEqual([signer]);

    const message = 'Sign in to Pluto';
    const signature = await provider.request({
      method: 'personal_sign',
      params: ['0x5369676e20696e20746f20506c75746f', signer],
    });
    expect(await recoverMessageAddress({ message, signature })).toBe(signer);

    const typedData = {
      domain: {
        name: 'HyperliquidSignTransaction',
        version: '1',
        chainId: 42161,
        verifyingContract: '0x0000000000000000000000000000000000000000',
      },
      types: {
        'HyperliquidTransaction:Withdraw': [
          { name: 'hyperliquidChain', type: 'string' },
          { name: 'destination', type: 'string' },
          { name: 'amount', type: 'string' },
          { name: 'time', type: 'uint64' },
        ],
      },
      primaryType: 'HyperliquidTransaction:Withdraw',
      message: {
        hyperliquidChain: 'Testnet',
        destination: signer.toLowerCase(),
        amount: '10',
        time: 1_795_234_691_227n,
      },
    } as const;
    const typedSignature = await provider.request({
      method: 'eth_signTypedData_v4',
      // Wallet requests carry uint64 values as decimal strings, as viem sends them.
      params: [
        signer,
        JSON.stringify(typedData, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)),
      ],
    });
    expect(await recoverTypedDataAddress({ ...typedData, signature: typedSignature })).toBe(signer);
    expect(hashTypedData(typedData)).toMatch(/^0x[0-9a-f]{64}$/);
    await disconnect(config);
  });

  it('gives wagmi a local-signing wallet client', async () => {
    const { config, connector } = devConfig();
    await connect(config, { connector });
    const client = await getConnectorClient(config);
    expect(client.account?.type).toBe('local');
    expect(client.chain?.id).toBe(ARBITRUM_CHAIN_ID);
    await disconnect(config);
  });
});
