import { type Chain, createWalletClient, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * The Dev Wallet's local signer: a viem wallet client over the chain's RPC with a private-key account.
 * Kept in its own module, loaded on first use, because a wallet client carries every wallet action
 * and the signing curve, which no visitor of a production build needs.
 */
export function createDevSigner(privateKey: Hex, chain: Chain) {
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain,
    transport: http(chain.rpcUrls.default.http[0]),
  });
}
