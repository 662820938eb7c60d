import type { SpotChainDeployment } from '@pluto/core';
import { createPublicClient, http, type PublicClient } from 'viem';

export interface AmmChainClient {
  deployment: SpotChainDeployment;
  client: PublicClient;
}

/** A client per deployed chain whose RPC URL is known (batched JSON-RPC: a quote's reads in one request). */
export function ammChainClients(
  deployments: readonly SpotChainDeployment[],
  rpcUrls: ReadonlyMap<number, string>,
): Map<number, AmmChainClient> {
  const chains = new Map<number, AmmChainClient>();
  for (const deployment of deployments) {
    const rpcUrl = rpcUrls.get(deployment.chainId);
    if (rpcUrl) {
      chains.set(deployment.chainId, {
        deployment,
        client: createPublicClient({ transport: http(rpcUrl, { batch: true }) }),
      });
    }
  }
  return chains;
}
