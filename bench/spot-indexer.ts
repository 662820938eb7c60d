/**
 * Issue 24: the spot chain indexer (the server's own `SpotIndexer`, on PGlite in memory or
 * PostgreSQL at DATABASE_URL) against a devnet BSC chain with its pools.
 *
 * 1. Catch-up: `swaps` Uniswap V2 swaps (BNB → one of the chain's tokens, through Router02, from
 *    the ten funded dev accounts) are made first, `perBlock` to a block (anvil's automine off,
 *    `evm_mine`), then the indexer starts and is timed until its cursor reaches the head
 *    (target: 100,000 swap events in ≤ 60 s). Each swap is four indexed logs: the WBNB and token
 *    `Transfer`s, the pool's `Sync` and `Swap`.
 * 2. Steady lag: with automine back on, one swap every `interval` ms for `steady` seconds; each
 *    swap's lag is from the moment its block was mined to the moment the indexer has stored it
 *    (its listener fires after each catch-up) — target ≤ 2 s. The indexer polls the head every
 *    500 ms (`DEFAULT_SPOT_INDEXER_OPTIONS`).
 *
 * Beside the catch-up's wall time it prints what the machine's load inflates little: the CPU time
 * of the indexer's process and of anvil during the catch-up, and the indexer's JSON-RPC requests
 * per method (count, time waited, answer bytes); `BENCH_TRACE_RPC=1` lists each `eth_getLogs` range.
 *
 *   node node_modules/tsx/dist/cli.mjs bench/spot-indexer.ts [swaps] [perBlock] [steady s] [interval ms]
 */

import { readFileSync } from 'node:fs';
import { BSC_CHAIN_ID } from '@pluto/core';
import { devAccounts } from '@pluto/devnet';
import { sql } from 'kysely';
import { createPublicClient, encodeFunctionData, getAddress, type Hex, http, parseAbi } from 'viem';
import { openDatabase } from '../apps/server/src/db/open-database';
import { createLogger } from '../apps/server/src/logger';
import { indexedChainOf } from '../apps/server/src/spot/indexer/indexed-chain';
import { DEFAULT_SPOT_INDEXER_OPTIONS, SpotIndexer } from '../apps/server/src/spot/indexer/spot-indexer';
import { benchChainSpecs, startBenchChains } from './spot-devnet';
import { percentile } from './trading-devnet';

const SWAPS = Number(process.argv[2] ?? 100_000);
const PER_BLOCK = Number(process.argv[3] ?? 1_000);
const STEADY_SECONDS = Number(process.argv[4] ?? 30);
const STEADY_INTERVAL_MS = Number(process.argv[5] ?? 250);
const CATCH_UP_TARGET_S = 60;
/** viem's default limit on one JSON-RPC answer. */
const MAX_ANSWER_BYTES = 10_485_760;
const LAG_TARGET_MS = 2_000;
/** Dev accounts #0-#9 hold the deployment's tokens; any funded account can buy with BNB. */
const SWAPPERS = devAccounts.slice(0, 10).map((account) => account.address);
/** JSON-RPC requests per HTTP request while the swaps are sent. */
const RPC_BATCH = 250;
/** Above a V2 swap through Router02 (≈ 110,000 gas), so none fails for gas. */
const SWAP_GAS = 200_000n;
const SWAP_VALUE = 10n ** 14n; // 0.0001 BNB: the pools barely move over 100,000 swaps

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
]);
const hex = (value: bigint | number) => `0x${value.toString(16)}`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const chains = await startBenchChains(benchChainSpecs([], [BSC_CHAIN_ID]));
const location = process.env.DATABASE_URL
  ? ({ kind: 'postgres', url: process.env.DATABASE_URL } as const)
  : ({ kind: 'pglite', dataDir: null } as const);
const db = await openDatabase(location);
let indexer: SpotIndexer | undefined;
try {
  const [spot] = chains.layer.spotChains();
  const rpcUrl = chains.layer.chains.get(BSC_CHAIN_ID)?.anvil.rpcUrl;
  if (!spot || !rpcUrl) throw new Error('no BSC deployment');
  const client = createPublicClient({ transport: http(rpcUrl) });

  let rpcId = 0;
  const rpc = async (calls: readonly { method: string; params: unknown[] }[]) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(calls.map((call) => ({ jsonrpc: '2.0', id: ++rpcId, ...call }))),
    });
    const answers = (await response.json()) as { result?: unknown; error?: { message: string } }[];
    const failed = answers.find((answer) => answer.error);
    if (failed) throw new Error(`${calls[0]?.method}: ${failed.error?.message}`);
    return answers.map((answer) => answer.result);
  };

  const wrapped = getAddress(spot.wrappedNative);
  const stable = getAddress(spot.stable);
  const bought = spot.tokens
    .map((token) => getAddress(token.address))
    .filter((token) => token !== wrapped && token !== stable);
  const nonces = new Map<string, bigint>();
  for (const swapper of SWAPPERS) {
    nonces.set(swapper, BigInt(await client.getTransactionCount({ address: swapper })));
  }
  /** The index-th swap (unlocked dev account, explicit nonce, 1 gwei: no estimate, no signing here). */
  const swapCall = (index: number) => {
    const from = SWAPPERS[index % SWAPPERS.length] as Hex;
    const nonce = nonces.get(from) ?? 0n;
    nonces.set(from, nonce + 1n);
    const token = bought[index % bought.length] as Hex;
    const data = encodeFunctionData({
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [wrapped, token], from, BigInt(Math.floor(Date.now() / 1000) + 3_600)],
    });
    return {
      method: 'eth_sendTransaction',
      params: [
        {
          from,
          to: spot.router,
          data,
          value: hex(SWAP_VALUE),
          gas: hex(SWAP_GAS),
          gasPrice: hex(10n ** 9n),
          nonce: hex(nonce),
        },
      ],
    };
  };

  // --- 1. catch-up ---
  const produceStarted = performance.now();
  await rpc([
    { method: 'evm_setAutomine', params: [false] },
    { method: 'evm_setBlockGasLimit', params: [hex(SWAP_GAS * BigInt(PER_BLOCK) + 10_000_000n)] },
  ]);
  for (let sent = 0; sent < SWAPS; ) {
    const blockEnd = Math.min(SWAPS, sent + PER_BLOCK);
    for (; sent < blockEnd; ) {
      const batchEnd = Math.min(blockEnd, sent + RPC_BATCH);
      const calls = [];
      for (; sent < batchEnd; sent++) calls.push(swapCall(sent));
      await rpc(calls);
    }
    // The base fee rises after every full block; the next one is set back to zero so 1 gwei stays enough.
    await rpc([
      { method: 'anvil_setNextBlockBaseFeePerGas', params: ['0x0'] },
      { method: 'evm_mine', params: [] },
    ]);
  }
  await rpc([{ method: 'evm_setAutomine', params: [true] }]);
  const head = await client.getBlockNumber({ cacheTime: 0 });
  console.log(
    `made ${SWAPS.toLocaleString('en')} swaps in ${Math.ceil(SWAPS / PER_BLOCK)} blocks (${PER_BLOCK} a block) in ${seconds(performance.now() - produceStarted)}; head ${head}`,
  );

  const chain = indexedChainOf(spot);
  const calls = recordRpcCalls();
  const indexerClient = createPublicClient({ transport: http(rpcUrl, { fetchFn: calls.fetch }) });
  indexer = new SpotIndexer(db, location, [{ chain, client: indexerClient }], DEFAULT_SPOT_INDEXER_OPTIONS);
  const anvilPid = chains.layer.chains.get(BSC_CHAIN_ID)?.anvil.pid ?? 0;
  const cpuBefore = { indexer: process.cpuUsage(), anvil: processCpuMs(anvilPid) };
  const cursor = async () => {
    const row = await db
      .selectFrom('spot_index_cursors')
      .select('block_number')
      .where('chain_id', '=', BSC_CHAIN_ID)
      .executeTakeFirst();
    return BigInt(row?.block_number ?? -1);
  };
  /** Resolves each listener call's wall time with the cursor it reached. */
  const indexedAt: { at: number; cursor: bigint }[] = [];
  let caughtUp: (() => void) | null = null;
  indexer.onIndexed(() => {
    const at = performance.now();
    void cursor().then((reached) => {
      indexedAt.push({ at, cursor: reached });
      if (reached >= head) caughtUp?.();
    });
  });
  const catchUpStarted = performance.now();
  await new Promise<void>((done) => {
    caughtUp = done;
    indexer?.start(createLogger('warn'));
  });
  caughtUp = null;
  const catchUpMs = performance.now() - catchUpStarted;
  const indexerCpu = process.cpuUsage(cpuBefore.indexer);
  const anvilCpuMs = processCpuMs(anvilPid) - cpuBefore.anvil;
  const counted = await sql<{ swaps: string; syncs: string; transfers: string }>`
    select (select count(*) from spot_swaps) as swaps, (select count(*) from spot_syncs) as syncs,
      (select count(*) from spot_transfers) as transfers`.execute(db);
  const counts = counted.rows[0];
  const swapsIndexed = Number(counts?.swaps ?? 0);
  console.log(
    `catch-up: ${swapsIndexed.toLocaleString('en')} swaps indexed (with ${counts?.syncs} syncs, ${counts?.transfers} transfers) in ${seconds(catchUpMs)} ` +
      `— ${Math.round(swapsIndexed / (catchUpMs / 1000)).toLocaleString('en')} swaps/s ` +
      `(target ${(100_000).toLocaleString('en')} in ≤ ${CATCH_UP_TARGET_S} s: ${(100_000 / swapsIndexed) * catchUpMs <= CATCH_UP_TARGET_S * 1000 ? 'met' : 'missed'}` +
      `${swapsIndexed < 100_000 ? ', extrapolated' : ''})`,
  );
  console.log(
    `catch-up CPU: indexer process ${seconds((indexerCpu.user + indexerCpu.system) / 1000)}, anvil ${seconds(anvilCpuMs)} (load average ${loadavg()})`,
  );
  console.log(calls.report());
  if (swapsIndexed < SWAPS) throw new Error(`only ${swapsIndexed} of ${SWAPS} swaps indexed`);

  // --- 2. steady lag ---
  const minedAt = new Map<bigint, number>();
  const steadyStarted = performance.now();
  let sent = SWAPS;
  while (performance.now() - steadyStarted < STEADY_SECONDS * 1000) {
    const tick = performance.now();
    await rpc([swapCall(sent++)]);
    minedAt.set(await client.getBlockNumber({ cacheTime: 0 }), performance.now());
    await new Promise((wait) =>
      setTimeout(wait, Math.max(0, STEADY_INTERVAL_MS - (performance.now() - tick))),
    );
  }
  const lastBlock = [...minedAt.keys()].at(-1) ?? head;
  while ((indexedAt.at(-1)?.cursor ?? 0n) < lastBlock) await new Promise((wait) => setTimeout(wait, 100));
  const lags = [...minedAt].map(([block, at]) => {
    const landed = indexedAt.find((entry) => entry.cursor >= block);
    return (landed?.at ?? Number.NaN) - at;
  });
  const p50 = percentile(lags, 50);
  const p99 = percentile(lags, 99);
  console.log(
    `steady: ${lags.length} swaps, one every ${STEADY_INTERVAL_MS} ms for ${STEADY_SECONDS} s — lag behind the head p50 ${seconds(p50)}, ` +
      `p99 ${seconds(p99)}, max ${seconds(Math.max(...lags))} (target ≤ ${LAG_TARGET_MS / 1000} s: ${p99 <= LAG_TARGET_MS ? 'met' : 'missed'} at p99)`,
  );
} finally {
  await indexer?.stop();
  await db.destroy();
  await chains.stop();
}

/** JSON-RPC calls the indexer made: count, wall time and answer bytes per method (a batch is one request). */
function recordRpcCalls() {
  const byMethod = new Map<string, { calls: number; ms: number; bytes: number }>();
  const recordingFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { method: string } | { method: string }[];
    const methods = Array.isArray(body) ? body.map((call) => call.method) : [body.method];
    const started = performance.now();
    const response = await fetch(input, init);
    // Timed to the whole answer, unless it is refused by its length (viem reads no more of it then).
    const length = Number(response.headers.get('content-length') ?? 0);
    const text = length > MAX_ANSWER_BYTES ? null : await response.text();
    const key = methods.length > 1 ? `${methods[0]} ×${methods.length} (batch)` : (methods[0] ?? '?');
    const entry = byMethod.get(key) ?? { calls: 0, ms: 0, bytes: 0 };
    entry.calls += 1;
    entry.ms += performance.now() - started;
    entry.bytes += length || (text?.length ?? 0);
    byMethod.set(key, entry);
    if (process.env.BENCH_TRACE_RPC && !Array.isArray(body) && body.method === 'eth_getLogs') {
      const { fromBlock, toBlock } = (body as unknown as { params: [{ fromBlock: string; toBlock: string }] })
        .params[0];
      console.log(
        `  eth_getLogs ${Number(fromBlock)}-${Number(toBlock)}: ${(length / 1e6).toFixed(1)} MB, ${Math.round(performance.now() - started)} ms`,
      );
    }
    return text === null
      ? response
      : new Response(text, { status: response.status, headers: response.headers });
  };
  const report = () =>
    [
      'RPC requests of the catch-up (wall time waited, answer size):',
      ...[...byMethod]
        .sort(([, a], [, b]) => b.ms - a.ms)
        .slice(0, 8)
        .map(
          ([method, { calls, ms, bytes }]) =>
            `  ${method}: ${calls} requests, ${seconds(ms)}, ${(bytes / 1e6).toFixed(1)} MB`,
        ),
    ].join('\n');
  return { fetch: recordingFetch, report };
}

/** A process's user + system CPU time (Linux /proc), in ms. */
function processCpuMs(pid: number): number {
  if (!pid) return 0;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return ticks * 10; // USER_HZ = 100
}

function loadavg(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
