import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSC_CHAIN_ID, type SpotChainDeployment } from '@pluto/core';
import { type DevnetChainLayer, defaultChainSpecs, startChainLayer } from '@pluto/devnet';
import { createPublicClient, http, type PublicClient } from 'viem';
import { PGLITE_BACKEND } from './test-databases';
import { startTestServer, type TestServer } from './test-server';

/** A devnet BSC chain with the spot deployment, and a test server configured with it. */
export interface SpotTestChain {
  layer: DevnetChainLayer;
  server: TestServer;
  spot: SpotChainDeployment;
  client: PublicClient;
  close(): Promise<void>;
}

/** Starts BSC (deployed as the devnet deploys it: pools, $PLUTO and its seeded holders) and a server on PGlite. */
export async function startSpotTestChain(name: string): Promise<SpotTestChain> {
  const folder = mkdtempSync(join(tmpdir(), `pluto-${name}-test-`));
  const [bsc] = defaultChainSpecs(0, [BSC_CHAIN_ID]);
  if (!bsc) throw new Error('no BSC spec');
  const layer = await startChainLayer(join(folder, 'devnet'), [bsc]);
  const runtimeConfigFile = join(folder, 'runtime-config.json');
  writeFileSync(
    runtimeConfigFile,
    JSON.stringify({ chains: layer.runtimeChains(), spot: layer.spotChains() }),
  );
  const server = await startTestServer(PGLITE_BACKEND, { RUNTIME_CONFIG_FILE: runtimeConfigFile });
  const [spot] = layer.spotChains();
  if (!spot) throw new Error('no spot deployment');
  const client = createPublicClient({ transport: http(layer.chains.get(BSC_CHAIN_ID)?.anvil.rpcUrl) });
  return {
    layer,
    server,
    spot,
    client,
    async close() {
      await server.close();
      await layer.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
