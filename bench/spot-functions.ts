/**
 * Issue 24: the devnet's `oneinch-quote` and `birdeye-prices` through the real server process,
 * POSTed over HTTP as the web app does.
 *
 * - Quotes on BSC (native → token and token → USDT, some through a hub): p50 of sequential calls on
 *   a still chain (target ≤ 15 ms), the first quote after each new block (the pools' reserves are
 *   read again), and the rate from one server process with concurrent clients (autocannon; target
 *   ≥ 500 quotes/s).
 * - `birdeye-prices` for 100 tokens: one call with a list of 100 tokens, as the seed's function takes
 *   (`tokens` list, the listings ask for the tokens on screen in one call); warm = within the server's
 *   15 s price cache, as every browser after the first in a period is (target p50 ≤ 20 ms). Also the
 *   first call and calls for lists never asked before (each misses the cache: the indexer's tables).
 *   The five default chains list 49 tokens (native coins included), so BSC gets `extra` more
 *   (BENCH001…, pooled like the others) and each call takes 100 of them.
 *
 * The server's per-IP and per-session limits are raised for the run (one client stands for many
 * browsers), as the server's test setup does; everything else is the devnet's configuration.
 *
 *   node node_modules/tsx/dist/cli.mjs bench/spot-functions.ts [seconds] [quotes] [extra]
 */
import { BSC_CHAIN_ID, NATIVE_TOKEN_ADDRESS, type SpotChainDeployment } from '@pluto/core';
import autocannon from 'autocannon';
import { benchChainSpecs, benchTokens, startBenchChains, startBenchServer } from './spot-devnet';
import { percentile } from './trading-devnet';

const SECONDS = Number(process.argv[2] ?? 10);
const QUOTES = Number(process.argv[3] ?? 300);
const EXTRA_TOKENS = Number(process.argv[4] ?? 54);
const CONNECTIONS = [8, 32];
const PRICE_CALLS = 100;
const MISSED_PRICE_CALLS = 20;
const TOKENS_PER_PRICE_CALL = 100;
const QUOTE_P50_TARGET_MS = 15;
const QUOTE_RATE_TARGET = 500;
const PRICES_P50_TARGET_MS = 20;

const verdict = (met: boolean) => (met ? 'met' : 'missed');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const latencies = (values: readonly number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;

/** Quote requests over BSC's pools: 0.01 BNB of each token, and one of each token for USDT. */
function quoteBodies(bsc: SpotChainDeployment): string[] {
  const stable = bsc.stable.toLowerCase();
  const wrapped = bsc.wrappedNative.toLowerCase();
  const tokens = bsc.tokens.filter((token) => ![stable, wrapped].includes(token.address.toLowerCase()));
  return tokens.flatMap((token) => [
    JSON.stringify({
      fromToken: NATIVE_TOKEN_ADDRESS,
      toToken: token.address,
      amount: String(10n ** 16n),
      chainId: BSC_CHAIN_ID,
    }),
    JSON.stringify({
      fromToken: token.address,
      toToken: bsc.stable,
      amount: String(10n ** BigInt(token.decimals)),
      chainId: BSC_CHAIN_ID,
    }),
  ]);
}

/** `count` tokens of `all` from a seeded shuffle (a list the server has not seen, for a cache miss). */
function sample<T>(all: readonly T[], count: number, seed: number): T[] {
  const shuffled = [...all];
  let state = seed;
  for (let index = shuffled.length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  return shuffled.slice(0, count);
}

const setupStarted = performance.now();
const chains = await startBenchChains(benchChainSpecs(benchTokens(EXTRA_TOKENS)));
const server = await startBenchServer(chains).catch(async (error: unknown) => {
  await chains.stop();
  throw error;
});
try {
  const deployments = chains.layer.spotChains();
  const bsc = deployments.find((deployment) => deployment.chainId === BSC_CHAIN_ID);
  if (!bsc) throw new Error('no BSC deployment');
  const allTokens = deployments.flatMap((deployment) => [
    { address: NATIVE_TOKEN_ADDRESS, chainId: deployment.chainId },
    ...deployment.tokens.map((token) => ({ address: token.address, chainId: deployment.chainId })),
  ]);
  console.log(
    `setup: 5 chains, ${allTokens.length} tokens (native coins included), server up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  // The server's indexer reads the pools' Sync events from the deployment on: wait until every
  // token has a price (each poll asks for a new list, so no answer comes from the cache).
  const indexStarted = performance.now();
  for (let attempt = 0; ; attempt++) {
    const list = sample(allTokens, allTokens.length - 1, attempt + 1);
    const answer = await server.call('birdeye-prices', { tokens: list.slice(0, TOKENS_PER_PRICE_CALL) });
    const records = Object.values(answer.body as Record<string, { price: number }>);
    if (records.length === TOKENS_PER_PRICE_CALL && records.every((record) => record.price > 0)) break;
    if (attempt > 600) throw new Error(`the indexer has not priced every token: ${JSON.stringify(answer)}`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
  console.log(
    `indexer priced every token ${((performance.now() - indexStarted) / 1000).toFixed(1)} s after the start`,
  );

  // --- oneinch-quote ---
  const bodies = quoteBodies(bsc);
  for (const body of bodies) {
    const answer = await server.call('oneinch-quote', JSON.parse(body));
    if (answer.status !== 200)
      throw new Error(`quote ${body}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  const still: number[] = [];
  for (let index = 0; index < QUOTES; index++) {
    still.push((await server.call('oneinch-quote', JSON.parse(bodies[index % bodies.length] as string))).ms);
  }
  // The same pipeline (HTTP, limits, validation, handler) with no chain read: what a quote adds.
  const spender: number[] = [];
  for (let index = 0; index < QUOTES; index++) {
    spender.push((await server.call('oneinch-spender', { chainId: BSC_CHAIN_ID })).ms);
  }
  const stillP50 = percentile(still, 50);
  console.log(`\noneinch-quote on BSC (${bsc.pools.length} pools), ${QUOTES} sequential calls, still chain:`);
  console.log(
    `  ${latencies(still)} (target p50 ≤ ${QUOTE_P50_TARGET_MS} ms: ${verdict(stillP50 <= QUOTE_P50_TARGET_MS)})`,
  );

  const bscRpc = chains.layer.chains.get(BSC_CHAIN_ID)?.anvil.rpcUrl;
  if (!bscRpc) throw new Error('BSC is not running');
  const afterBlock: number[] = [];
  for (let index = 0; index < 20; index++) {
    await fetch(bscRpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
    });
    afterBlock.push(
      (await server.call('oneinch-quote', JSON.parse(bodies[index % bodies.length] as string))).ms,
    );
  }
  console.log(`  oneinch-spender (no chain read), for reference: ${latencies(spender)}`);
  console.log(
    `  first quote after a new block (every pool's reserves read again), 20 blocks: ${latencies(afterBlock)}`,
  );

  for (const connections of CONNECTIONS) {
    let next = 0;
    const run = await autocannon({
      url: `${server.url}/functions/oneinch-quote`,
      connections,
      duration: SECONDS,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
    });
    const rate = run.requests.average;
    console.log(
      `  ${connections} concurrent clients, ${SECONDS} s: ${Math.round(rate)} quotes/s (target ≥ ${QUOTE_RATE_TARGET}: ${verdict(rate >= QUOTE_RATE_TARGET)}), ` +
        `latency p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, errors ${run.errors + run.non2xx}`,
    );
  }

  // --- birdeye-prices for 100 tokens ---
  const list = sample(allTokens, TOKENS_PER_PRICE_CALL, 7);
  const first = await server.call('birdeye-prices', { tokens: list });
  if (Object.keys(first.body as object).length !== TOKENS_PER_PRICE_CALL) {
    throw new Error(`birdeye-prices answered ${JSON.stringify(first.body).slice(0, 300)}`);
  }
  const warm: number[] = [];
  for (let index = 0; index < PRICE_CALLS; index++) {
    warm.push((await server.call('birdeye-prices', { tokens: list })).ms);
  }
  const missed: number[] = [];
  for (let index = 0; index < MISSED_PRICE_CALLS; index++) {
    const fresh = sample(allTokens, TOKENS_PER_PRICE_CALL, 1_000 + index);
    missed.push((await server.call('birdeye-prices', { tokens: fresh })).ms);
  }
  const warmP50 = percentile(warm, 50);
  console.log(`\nbirdeye-prices, one call for ${TOKENS_PER_PRICE_CALL} tokens on 5 chains:`);
  console.log(`  first call (read from the indexer's tables): ${ms(first.ms)}`);
  console.log(
    `  warm, ${PRICE_CALLS} calls: ${latencies(warm)} (target p50 ≤ ${PRICES_P50_TARGET_MS} ms: ${verdict(warmP50 <= PRICES_P50_TARGET_MS)})`,
  );
  console.log(`  a list not asked before (cache miss), ${MISSED_PRICE_CALLS} calls: ${latencies(missed)}`);
} finally {
  await server.stop();
  await chains.stop();
}
