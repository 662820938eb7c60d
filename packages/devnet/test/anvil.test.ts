import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createPublicClient, createWalletClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ANVIL_DEV_PRIVATE_KEYS,
  type AnvilChain,
  checkChainId,
  resolveAnvilBinary,
  startAnvil,
} from '../src/anvil';
import { isProcessAlive } from './helpers';

describe('anvil processes', () => {
  const started: AnvilChain[] = [];
  afterAll(async () => {
    await Promise.all(started.map((chain) => chain.stop()));
  });

  it('finds the native binary of the npm package for this platform', () => {
    const binary = resolveAnvilBinary();
    expect(binary).toMatch(/@foundry-rs[/\\]anvil-[a-z0-9]+-[a-z0-9]+[/\\]bin[/\\]anvil/);
    expect(existsSync(binary)).toBe(true);
  });

  it('funds one account per dev key, in the order of the keys', async () => {
    const chain = await startAnvil({ chainId: 31337 });
    started.push(chain);
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    const expected = ANVIL_DEV_PRIVATE_KEYS.map((key) => privateKeyToAccount(key).address);
    const nodeAccounts = await createWalletClient({ transport: http(chain.rpcUrl) }).getAddresses();
    expect(nodeAccounts.map((address) => address.toLowerCase())).toEqual(
      expected.map((a) => a.toLowerCase()),
    );
    const last = expected.at(-1);
    if (!last) throw new Error('unreachable');
    expect(await client.getBalance({ address: last })).toBeGreaterThan(0n);
    await chain.stop();
  });

  it('starts chains with the real chain ids on free ports and stops them without leftovers', async () => {
    const [arbitrum, bsc] = await Promise.all([startAnvil({ chainId: 42161 }), startAnvil({ chainId: 56 })]);
    if (!arbitrum || !bsc) throw new Error('unreachable');
    started.push(arbitrum, bsc);
    expect(arbitrum.port).not.toBe(bsc.port);
    await checkChainId(arbitrum.rpcUrl, 42161);
    await expect(checkChainId(bsc.rpcUrl, 42161)).rejects.toThrow(/reports chain 56/);

    await Promise.all([arbitrum.stop(), bsc.stop()]);
    expect(isProcessAlive(arbitrum.pid)).toBe(false);
    expect(isProcessAlive(bsc.pid)).toBe(false);
    await arbitrum.stop(); // stopping twice is harmless
  });

  // A child Node process compiling TypeScript takes seconds on a loaded 2-core machine.
  it('takes its chains down when the parent process dies of an uncaught error', {
    timeout: 20_000,
  }, async () => {
    const fixture = fileURLToPath(new URL('fixtures/start-anvil-then-crash.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(exitCode).not.toBe(0);
    const anvilPid = Number(output.trim());
    expect(anvilPid).toBeGreaterThan(0);
    await expect.poll(() => isProcessAlive(anvilPid), { timeout: 2000 }).toBe(false);
  });

  it('reports a port already taken as a start failure', async () => {
    const first = await startAnvil({ chainId: 8453 });
    started.push(first);
    await expect(startAnvil({ chainId: 8453, port: first.port, startupTimeoutMs: 5000 })).rejects.toThrow(
      /anvil/,
    );
  });
});
