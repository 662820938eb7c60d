import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BSC_CHAIN_ID } from '@pluto/core';
import { createPublicClient, erc20Abi, http, parseAbiItem } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPOT_FEE_RECEIVER } from '../src/amm';
import { type DevnetChainLayer, startChainLayer } from '../src/chain-layer';
import { defaultChainSpecs } from '../src/config';
import { type SpotSimAction, SpotSimulation, seededRandom } from '../src/spot-sim';

let folder: string;
let layer: DevnetChainLayer;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pluto-spot-sim-'));
  layer = await startChainLayer(join(folder, 'devnet'), defaultChainSpecs(0, [BSC_CHAIN_ID]));
}, 120_000);

afterAll(async () => {
  await layer?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the spot market simulation', () => {
  it('draws the same numbers from the same seed', () => {
    const [a, b] = [seededRandom(7), seededRandom(7)];
    const drawn = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(drawn);
    expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('buys, sells and gives tokens through the fee router, moving pools, fees and holders', {
    timeout: 120_000,
  }, async () => {
    const [deployment] = layer.spotChains();
    const chain = layer.chains.get(BSC_CHAIN_ID);
    if (!deployment || !chain) throw new Error('BSC is not deployed');
    const client = createPublicClient({ transport: http(chain.anvil.rpcUrl) });
    const startBlock = await client.getBlockNumber();
    const nativeFees = await client.getBalance({ address: SPOT_FEE_RECEIVER });

    const sim = new SpotSimulation([{ deployment, viemChain: chain.viemChain }], 42);
    const actions: SpotSimAction[] = [];
    for (let tick = 0; tick < 60; tick++) {
      const action = await sim.tick();
      if (action) actions.push(action);
    }
    const kinds = new Set(actions.map((action) => action.kind));
    expect(kinds).toEqual(new Set(['buy', 'sell', 'gift']));

    // Every trade went through the fee router: one PlatformFeeTaken per buy and sell.
    const fees = await client.getLogs({
      address: deployment.feeRouter as `0x${string}`,
      event: parseAbiItem(
        'event PlatformFeeTaken(address indexed payer, address indexed token, uint256 amount)',
      ),
      fromBlock: startBlock + 1n,
    });
    expect(fees).toHaveLength(actions.filter((action) => action.kind !== 'gift').length);
    expect(await client.getBalance({ address: SPOT_FEE_RECEIVER })).toBeGreaterThan(nativeFees);
    const swaps = await client.getLogs({
      event: parseAbiItem(
        'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
      ),
      fromBlock: startBlock + 1n,
    });
    expect(swaps.length).toBe(fees.length);

    // A gift makes a holder that did not exist.
    for (const gift of actions.filter((action) => action.kind === 'gift')) {
      const balance = await client.readContract({
        address: gift.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [gift.to],
      });
      expect(balance).toBeGreaterThanOrEqual(gift.amount);
    }

    // The same seed makes the same decisions.
    const again = new SpotSimulation([{ deployment, viemChain: chain.viemChain }], 42);
    const first = await again.tick();
    expect(first && { token: first.token, wallet: first.wallet }).toEqual(
      actions[0] && { token: actions[0].token, wallet: actions[0].wallet },
    );
  });
});
