import { ARBITRUM_CHAIN_ID, NETWORK_SWITCH_MESSAGES, networkSwitchErrorMessage } from '@pluto/core';
import type { Config } from 'wagmi';
import { getConnection, switchChain } from 'wagmi/actions';

/** A failed switch to Arbitrum, carrying the seed 000 §8 message for the toast. */
export class NetworkSwitchError extends Error {
  override name = 'NetworkSwitchError';
}

export const NETWORK_SWITCH_FAILED_TITLE = 'Network Switch Failed';

/**
 * Puts the wallet on Arbitrum. Some wallets resolve the request without switching, so the chain is
 * checked again afterwards (seed 000 §8).
 */
export async function ensureArbitrum(config: Config): Promise<'already' | 'switched'> {
  if (getConnection(config).chainId === ARBITRUM_CHAIN_ID) return 'already';
  try {
    await switchChain(config, { chainId: ARBITRUM_CHAIN_ID });
  } catch (error) {
    throw new NetworkSwitchError(networkSwitchErrorMessage(error), { cause: error });
  }
  if (getConnection(config).chainId !== ARBITRUM_CHAIN_ID) {
    throw new NetworkSwitchError(NETWORK_SWITCH_MESSAGES.failed);
  }
  return 'switched';
}

/**
 * Puts the wallet on `chainId` (the spot pair's chain). Rejects with the wallet's own error, so the
 * caller can stay silent when the user refused (seed 002 §8); a wallet that resolves without
 * switching rejects too.
 */
export async function switchWalletChain(config: Config, chainId: number): Promise<'already' | 'switched'> {
  if (getConnection(config).chainId === chainId) return 'already';
  await switchChain(config, { chainId });
  if (getConnection(config).chainId !== chainId) throw new Error('The wallet stayed on another network');
  return 'switched';
}
