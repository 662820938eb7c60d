import type { ChainConfig, SpotChainDeployment } from '@pluto/core';
import { DevnetChains } from './chains';
import type { DevnetChainSpec } from './config';
import { type DevnetDeployment, ensureDeployed, runtimeChainConfig, spotChainDeployment } from './deploy';

export interface DevnetChainLayer {
  readonly chains: DevnetChains;
  readonly deployment: DevnetDeployment;
  /** The runtime configuration's `chains` entries, with this run's RPC URLs. */
  runtimeChains(): ChainConfig[];
  /** The runtime configuration file's `spot` entries: AMM contracts, tokens and pools per chain. */
  spotChains(): SpotChainDeployment[];
  /** Saves every chain's state and stops the nodes. */
  stop(): Promise<void>;
}

/**
 * Starts the configured chains from the state saved in `dataDir` and makes sure the contracts are
 * deployed and funded: the first start deploys, later ones reuse balances and contracts.
 */
export async function startChainLayer(
  dataDir: string,
  specs: readonly DevnetChainSpec[],
): Promise<DevnetChainLayer> {
  const chains = await DevnetChains.start(dataDir, specs);
  try {
    const deployment = await ensureDeployed(dataDir, chains);
    return {
      chains,
      deployment,
      runtimeChains: () =>
        deployment.chains.map((chain) => {
          const running = chains.get(chain.chainId);
          if (!running) throw new Error(`chain ${chain.chainId} is not running`);
          return runtimeChainConfig(chain, running.anvil.rpcUrl);
        }),
      spotChains: () => deployment.chains.map(spotChainDeployment),
      stop: () => chains.stop(),
    };
  } catch (error) {
    await chains.stop();
    throw error;
  }
}
