import {
  type Address,
  type Chain,
  type EIP1193RequestFn,
  getAddress,
  type Hex,
  hexToBigInt,
  numberToHex,
  ProviderRpcError,
  SwitchChainError,
  type TypedDataDefinition,
  UserRejectedRequestError,
} from 'viem';
import { rpc } from 'viem/utils';
import { ChainNotConfiguredError, createConnector } from 'wagmi';

/** An anvil account from the devnet configuration (never present in a production configuration). */
export interface DevAccount {
  address: string;
  privateKey: string;
}

export const DEV_WALLET_TYPE = 'devWallet';

export interface DevChain {
  id: number;
  name: string;
}

interface DevWalletProperties extends Record<string, unknown> {
  /** The addresses the user can pick in the Connect dialog. */
  readonly devAddresses: readonly Address[];
  /** The chains the wallet can start on, as a real wallet may be on any of them. */
  readonly devChains: readonly DevChain[];
  /** Chooses the account the next `connect` uses. */
  selectAccount(address: string): void;
  /** Chooses the chain the next `connect` starts on. */
  selectChain(chainId: number): void;
}

interface DevWalletStorage extends Record<string, unknown> {
  'devWallet.account': Address;
  'devWallet.chainId': number;
}

export interface DevWalletProvider {
  request: EIP1193RequestFn;
}

const UNRECOGNIZED_CHAIN = 4902;

/**
 * A wagmi connector that signs locally with a devnet account, so the whole product (sign-in,
 * deposits, exchange signatures) runs without a browser extension. Transactions are signed here and
 * sent as raw transactions through the chain's RPC; reads go straight to the RPC.
 */
export function devWallet({ accounts }: { accounts: readonly DevAccount[] }) {
  const keyByAddress = new Map(
    accounts.map((account) => [getAddress(account.address), account.privateKey as Hex] as const),
  );
  const devAddresses = [...keyByAddress.keys()];
  let selected: Address | undefined = devAddresses[0];
  let connected = false;
  let chainId: number | undefined;

  return createConnector<DevWalletProvider, DevWalletProperties, DevWalletStorage>((config) => {
    const chainFor = (id: number | undefined): Chain =>
      config.chains.find((candidate) => candidate.id === id) ?? config.chains[0];
    const currentChainId = () => chainId ?? config.chains[0].id;
    const rpcUrl = (chain: Chain) => chain.rpcUrls.default.http[0] ?? '';
    const walletClientFor = async (id: number | undefined) => {
      const privateKey = selected && keyByAddress.get(selected);
      if (!privateKey) throw new Error('No dev account selected');
      const { createDevSigner } = await import('./dev-wallet-signer');
      return createDevSigner(privateKey, chainFor(id));
    };

    const setChain = async (id: number) => {
      chainId = id;
      await config.storage?.setItem('devWallet.chainId', id);
      config.emitter.emit('change', { chainId: id });
    };

    const signer = () => walletClientFor(currentChainId());
    /** The methods the wallet answers itself; every other one goes to the chain's RPC. */
    const ownMethods: Record<string, (args: unknown[]) => Promise<unknown>> = {
      eth_chainId: async () => numberToHex(currentChainId()),
      eth_accounts: async () => (connected && selected ? [selected] : []),
      eth_requestAccounts: async () => (selected ? [selected] : []),
      wallet_switchEthereumChain: async (args) => {
        const wanted = Number((args[0] as { chainId: Hex }).chainId);
        if (!config.chains.some((chain) => chain.id === wanted)) {
          throw new ProviderRpcError(new Error('Unrecognized chain'), {
            code: UNRECOGNIZED_CHAIN,
            shortMessage: `Unrecognized chain ID ${wanted}`,
          });
        }
        await setChain(wanted);
        return null;
      },
      personal_sign: async (args) => (await signer()).signMessage({ message: { raw: args[0] as Hex } }),
      eth_signTypedData_v4: async (args) =>
        (await signer()).signTypedData(JSON.parse(args[1] as string) as TypedDataDefinition),
      eth_sendTransaction: async (args) => {
        const tx = args[0] as { to?: Address; data?: Hex; value?: Hex; gas?: Hex };
        return (await signer()).sendTransaction({
          to: tx.to,
          data: tx.data,
          value: tx.value ? hexToBigInt(tx.value) : undefined,
          gas: tx.gas ? hexToBigInt(tx.gas) : undefined,
        });
      },
    };
    const forwardToRpc = async (method: string, params: unknown) => {
      const url = rpcUrl(chainFor(currentChainId()));
      const { result, error } = await rpc.http(url, { body: { method, params } });
      if (error) {
        throw new ProviderRpcError(new Error(error.message), {
          code: error.code,
          shortMessage: error.message,
        });
      }
      return result;
    };

    const request = (async ({ method, params }: { method: string; params?: unknown }) => {
      const own = Object.hasOwn(ownMethods, method) ? ownMethods[method] : undefined;
      return own ? own(Array.isArray(params) ? params : []) : forwardToRpc(method, params);
    }) as EIP1193RequestFn;

    return {
      id: DEV_WALLET_TYPE,
      name: 'Dev Wallet',
      type: DEV_WALLET_TYPE,
      devAddresses,
      devChains: config.chains.map((chain) => ({ id: chain.id, name: chain.name })),
      selectAccount(address) {
        const wanted = getAddress(address);
        if (keyByAddress.has(wanted)) selected = wanted;
      },
      selectChain(wanted) {
        if (!connected && config.chains.some((chain) => chain.id === wanted)) chainId = wanted;
      },
      async connect({ chainId: wantedChainId, isReconnecting } = {}) {
        if (isReconnecting) {
          const stored = await config.storage?.getItem('devWallet.account');
          if (stored && keyByAddress.has(stored)) selected = stored;
          const storedChain = await config.storage?.getItem('devWallet.chainId');
          if (storedChain && config.chains.some((chain) => chain.id === storedChain)) chainId = storedChain;
        }
        if (!selected) throw new UserRejectedRequestError(new Error('No dev account available'));
        if (wantedChainId !== undefined && wantedChainId !== currentChainId())
          await this.switchChain?.({ chainId: wantedChainId });
        connected = true;
        await config.storage?.setItem('devWallet.account', selected);
        // A reload reconnects on the chain the wallet was on, as an extension wallet would.
        await config.storage?.setItem('devWallet.chainId', currentChainId());
        // wagmi types `accounts` by the generic withCapabilities flag, which this wallet never uses.
        return { accounts: [selected], chainId: currentChainId() } as never;
      },
      async disconnect() {
        connected = false;
        await config.storage?.removeItem('devWallet.account');
      },
      async getAccounts() {
        return connected && selected ? [selected] : [];
      },
      async getChainId() {
        return currentChainId();
      },
      async getProvider() {
        return { request };
      },
      async getClient({ chainId: wantedChainId } = {}) {
        return walletClientFor(wantedChainId ?? currentChainId());
      },
      async isAuthorized() {
        const stored = await config.storage?.getItem('devWallet.account');
        return stored !== undefined && stored !== null && keyByAddress.has(stored);
      },
      async switchChain({ chainId: wantedChainId }) {
        const chain = config.chains.find((candidate) => candidate.id === wantedChainId);
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError());
        await setChain(chain.id);
        return chain;
      },
      onAccountsChanged(changed) {
        if (changed.length === 0) this.onDisconnect();
        else config.emitter.emit('change', { accounts: changed.map((address) => getAddress(address)) });
      },
      onChainChanged(changed) {
        config.emitter.emit('change', { chainId: Number(changed) });
      },
      onDisconnect() {
        connected = false;
        config.emitter.emit('disconnect');
      },
    };
  });
}

export type DevWalletConnector = Pick<
  DevWalletProperties,
  'devAddresses' | 'devChains' | 'selectAccount' | 'selectChain'
>;

export function isDevWalletConnector<C extends { type: string }>(
  connector: C,
): connector is C & DevWalletConnector {
  return connector.type === DEV_WALLET_TYPE && 'selectAccount' in connector && 'selectChain' in connector;
}
