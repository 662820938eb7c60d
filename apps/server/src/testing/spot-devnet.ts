import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSC_CHAIN_ID, type SpotChainDeployment } from '@pluto/core';
import { type DevnetChainLayer, defaultChainSpecs, startChainLayer } from '@pluto/devnet';
import { createPublicClient, http, type PublicClient } from 'viem';
import { PGLITE_BACKEND } from './test-databases';
import { startTestServer, type TestServer } from './test-server';

export interface SpotDevnet {
  layer: DevnetChainLayer;
  server: TestServer;
  /** BSC's spot deployment: tokens, pools, routers. */
  spot: SpotChainDeployment;
  client: PublicClient;
  close(): Promise<void>;
}

/** A devnet BSC chain with its pools deployed, and a test server (PGlite) configured with it. */
export async function startSpotDevnet(label: string): Promise<SpotDevnet> {
  const folder = mkdtempSync(join(tmpdir(), `pluto-${label}-`));
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
  return {
    layer,
    server,
    spot,
    client: createPublicClient({ transport: http(layer.chains.get(BSC_CHAIN_ID)?.anvil.rpcUrl) }),
    async close() {
      await server.close();
      await layer.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
