import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createPublicClient, http } from 'viem';

/** npm ships anvil as one optional package per platform; these are the ones @foundry-rs/anvil lists. */
const PLATFORM_PACKAGES: Record<string, Record<string, string>> = {
  linux: { x64: 'anvil-linux-amd64', arm64: 'anvil-linux-arm64' },
  darwin: { x64: 'anvil-darwin-amd64', arm64: 'anvil-darwin-arm64' },
  win32: { x64: 'anvil-win32-amd64' },
};

/**
 * The native anvil binary, found the way `@foundry-rs/anvil`'s own launcher finds it (its platform
 * package next to it). Spawning the binary directly, not the Node wrapper, means the PID we stop is
 * the chain itself.
 */
export function resolveAnvilBinary(): string {
  const platformPackage = PLATFORM_PACKAGES[process.platform]?.[process.arch];
  if (!platformPackage) throw new Error(`anvil is not published for ${process.platform}/${process.arch}`);
  const fromAnvilPackage = createRequire(
    createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'),
  );
  const binary = fromAnvilPackage.resolve(
    `@foundry-rs/${platformPackage}/bin/anvil${process.platform === 'win32' ? '.exe' : ''}`,
  );
  if (!existsSync(binary)) throw new Error(`anvil binary missing at ${binary}`);
  return binary;
}

export interface AnvilOptions {
  chainId: number;
  /** 0 lets anvil pick a free port (read back from its banner). */
  port?: number;
  /** Interval mining; without it every transaction is mined at once. */
  blockTimeSeconds?: number;
  /** Chain state as JSON (the form anvil's `--dump-state` writes), loaded before the chain serves requests. */
  loadStateFile?: string;
  startupTimeoutMs?: number;
}

export interface AnvilChain {
  readonly chainId: number;
  readonly port: number;
  readonly rpcUrl: string;
  readonly pid: number;
  /** Resolves when the process has exited; SIGKILL if SIGTERM is not honoured in time. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/**
 * A parent that exits (normally or by an uncaught error) takes its chains with it: no orphans.
 * Signals end Node without 'exit', so a supervisor traps SIGINT/SIGTERM and calls `stop()`.
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) child.kill('SIGKILL');
  });
}

/** Health check: the node answers and reports the chain id it was started with. */
export async function checkChainId(rpcUrl: string, expectedChainId: number): Promise<void> {
  const reported = await createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) }).getChainId();
  if (reported !== expectedChainId) {
    throw new Error(`${rpcUrl} reports chain ${reported}, expected ${expectedChainId}`);
  }
}

function waitForListeningPort(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`anvil did not start within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on [^\s]+:(\d+)/.exec(output);
      if (match?.[1]) finish(() => resolve(Number(match[1])));
    };
    const onExit = (code: number | null) =>
      fail(new Error(`anvil exited with ${code} before listening:\n${output}`));
    const onSpawnError = (error: Error) => fail(new Error(`anvil could not be started: ${error.message}`));
    function finish(settle: () => void) {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onSpawnError);
      // Keep draining so a chatty node never blocks on a full pipe.
      child.stdout?.resume();
      child.stderr?.resume();
      settle();
    }
    function fail(error: Error) {
      finish(() => reject(error));
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onSpawnError);
  });
}

export async function startAnvil(options: AnvilOptions): Promise<AnvilChain> {
  const args = [
    '--chain-id',
    String(options.chainId),
    '--port',
    String(options.port ?? 0),
    '--host',
    '127.0.0.1',
    '--accounts',
    String(ANVIL_DEV_PRIVATE_KEYS.length),
  ];
  if (options.blockTimeSeconds !== undefined) args.push('--block-time', String(options.blockTimeSeconds));
  if (options.loadStateFile !== undefined) args.push('--load-state', options.loadStateFile);

  installExitHook();
  // Its own process group: a Ctrl-C in the terminal reaches only the parent, which saves the chain's
  // state before it stops it (a node killed first would lose what happened since the last save).
  const child = spawn(resolveAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  running.add(child);
  const exited = new Promise<void>((resolve) => {
    const settle = () => {
      running.delete(child);
      resolve();
    };
    child.once('exit', settle);
    child.once('error', settle); // a failed spawn emits no 'exit'
  });

  const stop = async (): Promise<void> => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killTimer = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(killTimer);
  };

  try {
    const port = await waitForListeningPort(child, options.startupTimeoutMs ?? 10_000);
    const rpcUrl = `http://127.0.0.1:${port}`;
    await checkChainId(rpcUrl, options.chainId);
    if (child.pid === undefined) throw new Error('anvil has no pid');
    return { chainId: options.chainId, port, rpcUrl, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The private keys of anvil's first thirty dev accounts (mnemonic "test test ... junk", paths
 * m/44'/60'/0'/0/0-29; anvil is started with `--accounts 30`, so all are funded). Thirty, not anvil's
 * default ten: every e2e spec walks its own wallet on the one shared devnet. Public knowledge,
 * funded only on local chains; the devnet's runtime config hands them to the browser.
 */
export const ANVIL_DEV_PRIVATE_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
  '0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e',
  '0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356',
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97',
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6',
  '0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897',
  '0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82',
  '0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1',
  '0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd',
  '0xc526ee95bf44d8fc405a158bb884d9d1238d99f0612e9f33d006bb0789009aaa',
  '0x8166f546bab6da521a8369cab06c5d2b9e46670292d85c875ee9ec20e84ffb61',
  '0xea6c44ac03bff858b476bba40716402b03e41b8e97e276d1baec7c37d42484a0',
  '0x689af8efa8c651a91ad287602527f3af2fe9f6501a7ac4b061667b5a93e037fd',
  '0xde9be858da4a475276426320d5e9262ecfc3ba460bfac56360bfa6c4c28b4ee0',
  '0xdf57089febbacf7ba0bc227dafbffa9fc08a93fdc68e1e42411a14efcf23656e',
  '0xeaa861a9a01391ed3d587d8a5a84ca56ee277629a8b02c22093a419bf240e65d',
  '0xc511b2aa70776d4ff1d376e8537903dae36896132c90b91d52c1dfbae267cd8b',
  '0x224b7eb7449992aac96d631d9677f7bf5888245eef6d6eeda31e62d2f29a83e4',
  '0x4624e0802698b9769f5bdb260a3777fbd4941ad2901f5966b854f953497eec1b',
  '0x375ad145df13ed97f8ca8e27bb21ebf2a3819e9e0a06509a812db377e533def7',
  '0x18743e59419b01d1d846d97ea070b5a3368a3e7f6f0242cf497e1baac6972427',
  '0xe383b226df7c8282489889170b0f68f66af6459261f4833a781acd0804fafe7a',
  '0xf3a6b71b94f5cd909fb2dbb287da47badaa6d8bcdc45d595e2884835d8749001',
  '0x4e249d317253b9641e477aba8dd5d8f1f7cf5250a5acadd1229693e262720a19',
  '0x233c86e887ac435d7f7dc64979d7758d69320906a0d340d2b6518b0fd20aa998',
] as const;
