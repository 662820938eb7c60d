import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { type Chain, createTestClient, defineChain, hexToBytes, http } from 'viem';
import { type AnvilChain, startAnvil } from './anvil';
import { catalogueChain, type DevnetChainSpec } from './config';
import { readJsonIfExists, writeFileAtomic } from './files';

export interface RunningChain {
  readonly spec: DevnetChainSpec;
  readonly anvil: AnvilChain;
  /** A viem chain with the real chain's id, name and native coin, pointing at the local node. */
  readonly viemChain: Chain;
}

/** Written beside the state while a chain runs, so a later start can find a chain left running. */
interface ProcessRecord {
  pid: number;
  rpcUrl: string;
}

/** How long a chain may take to answer its state dump (a large one takes seconds). */
const STATE_SAVE_TIMEOUT_MS = 60_000;

function stateFile(dataDir: string, chainId: number): string {
  return join(dataDir, 'chains', `${chainId}.state.json`);
}

function processFile(dataDir: string, chainId: number): string {
  return join(dataDir, 'chains', `${chainId}.process.json`);
}

/**
 * anvil_dumpState answers gzip'd JSON as hex; --load-state reads the plain JSON. A busy chain's
 * answer passes viem's default 10 MB answer limit and 10 s timeout (tens of thousands of swaps), and
 * a save refused for its size would leave the chain's newer state unsaved: no size limit here.
 */
async function saveState(rpcUrl: string, file: string): Promise<void> {
  const dump = await createTestClient({
    mode: 'anvil',
    transport: http(rpcUrl, { retryCount: 0, timeout: STATE_SAVE_TIMEOUT_MS, maxResponseBodySize: false }),
  }).dumpState();
  writeFileAtomic(file, gunzipSync(hexToBytes(dump)));
}

/** The PID still runs anvil for this chain (and was not reused by something else since). */
function isAnvilProcess(pid: number, chainId: number): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args[0]?.endsWith('anvil') === true && args[args.indexOf('--chain-id') + 1] === String(chainId);
  } catch {
    // Gone, or no /proc on this platform: treat as not ours to stop.
    return false;
  }
}

/** The leftover chain may end by itself (its parent is gone) between the check and the kill. */
function stopIfRunning(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * A devnet killed with SIGKILL cannot stop its chains. The next start on the same data folder saves
 * the state such a leftover chain still holds (nothing sent to it is lost), then ends it so its port
 * is free.
 */
async function takeOverLeftoverChain(dataDir: string, chainId: number): Promise<void> {
  const record = readJsonIfExists<ProcessRecord>(processFile(dataDir, chainId));
  if (!record) return;
  if (isAnvilProcess(record.pid, chainId)) {
    try {
      await saveState(record.rpcUrl, stateFile(dataDir, chainId));
    } catch {
      // Not answering: the last saved state is the best there is.
    }
    stopIfRunning(record.pid);
    const deadline = Date.now() + 5000;
    while (isAnvilProcess(record.pid, chainId) && Date.now() < deadline) await sleep(20);
  }
  rmSync(processFile(dataDir, chainId), { force: true });
}

function toViemChain(chainId: number, rpcUrl: string): Chain {
  const catalogue = catalogueChain(chainId);
  return defineChain({
    id: chainId,
    name: catalogue.name,
    nativeCurrency: catalogue.nativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/**
 * The anvil processes of one devnet, their chain state persisted under `<dataDir>/chains`.
 * State is saved by `persist()` (after deployment, before the bridge credits a deposit, on stop) in
 * the JSON form `--load-state` reads, written atomically so a crash never leaves a torn state file.
 */
export class DevnetChains {
  private constructor(
    private readonly dataDir: string,
    readonly chains: readonly RunningChain[],
  ) {}

  static async start(dataDir: string, specs: readonly DevnetChainSpec[]): Promise<DevnetChains> {
    const started = await Promise.allSettled(
      specs.map(async (spec): Promise<RunningChain> => {
        await takeOverLeftoverChain(dataDir, spec.chainId);
        const savedState = stateFile(dataDir, spec.chainId);
        const anvil = await startAnvil({
          chainId: spec.chainId,
          port: spec.port,
          ...(spec.blockTimeSeconds !== undefined && { blockTimeSeconds: spec.blockTimeSeconds }),
          ...(existsSync(savedState) && { loadStateFile: savedState }),
        });
        const record: ProcessRecord = { pid: anvil.pid, rpcUrl: anvil.rpcUrl };
        writeFileAtomic(processFile(dataDir, spec.chainId), JSON.stringify(record));
        return { spec, anvil, viemChain: toViemChain(spec.chainId, anvil.rpcUrl) };
      }),
    );
    const chains = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) {
      await Promise.all(chains.map((chain) => chain.anvil.stop()));
      throw failure.reason;
    }
    return new DevnetChains(dataDir, chains);
  }

  get(chainId: number): RunningChain | undefined {
    return this.chains.find((chain) => chain.spec.chainId === chainId);
  }

  /** Saves the state of one chain, or of all when no chain id is given. */
  async persist(chainId?: number): Promise<void> {
    const chosen = this.chains.filter((chain) => chainId === undefined || chain.spec.chainId === chainId);
    await Promise.all(
      chosen.map(({ spec, anvil }) => saveState(anvil.rpcUrl, stateFile(this.dataDir, spec.chainId))),
    );
  }

  /** Saves every chain's state, then ends the processes. */
  async stop(): Promise<void> {
    try {
      await this.persist();
    } finally {
      await Promise.all(
        this.chains.map(async ({ spec, anvil }) => {
          await anvil.stop();
          rmSync(processFile(this.dataDir, spec.chainId), { force: true });
        }),
      );
    }
  }
}
