/**
 * HTTP API on loopback (issue 4, benchmark 2), autocannon in this process, servers in a child:
 * `/info` l2Book (BTC, a 20-level book quoted by the simulation) and clearinghouseState (a trader with
 * positions), on a still state and with 20 commands per second arriving, and signed `/exchange` orders (pre-signed with the SDK, each with its own nonce; the
 * exchange recovers every signature), beside a bare Node HTTP server returning a fixed JSON body
 * (the l2Book answer) measured in the same run: the ceiling. Memory-only service (no fsync).
 * Run: node node_modules/tsx/dist/cli.mjs bench/http.ts [seconds]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { signL1Action } from '@nktkas/hyperliquid/signing';
import autocannon from 'autocannon';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

const SECONDS = Number(process.argv[2] ?? 8);
const CONNECTIONS = 32;
const SIGNED = 12_000;
const here = fileURLToPath(new URL('.', import.meta.url));
const children: ChildProcess[] = [];

function start(args: string[]): Promise<{ url: string; user?: string; child: ChildProcess }> {
  const child = fork(`${here}servers.ts`, args, { execArgv: ['--import', 'tsx'] });
  children.push(child);
  return new Promise((resolve) =>
    child.once('message', (m: { url: string; user?: string }) => resolve({ ...m, child })),
  );
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, body: string | string[], amount?: number): Promise<Figures> {
  const bodies = Array.isArray(body) ? body : [body];
  let i = 0;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    ...(amount ? { amount } : { duration: SECONDS }),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: bodies[i++ % bodies.length] }) }],
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const row = (name: string, f: Figures, ceiling?: Figures) =>
  console.log(
    `${name.padEnd(34)} ${Math.round(f.rps).toLocaleString('en').padStart(8)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms` +
      (ceiling ? `  ${((100 * f.rps) / ceiling.rps).toFixed(0)} % of ceiling` : '') +
      (f.errors ? `  errors ${f.errors}` : ''),
  );

try {
  const ex = await start(['exchange']);
  const l2 = JSON.stringify({ type: 'l2Book', coin: 'BTC' });
  const sample = await (
    await fetch(`${ex.url}/info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: l2,
    })
  ).text();
  const bare = await start(['bare', sample]);

  // Pre-signed resting orders far from the mid (valid, never crossing), one nonce each.
  const wallet = privateKeyToAccount(generatePrivateKey());
  ex.child.send({ deposit: wallet.address.toLowerCase() });
  const signed: string[] = [];
  const t0 = performance.now();
  for (let k = 0; k < SIGNED; k++) {
    const action = {
      type: 'order',
      orders: [
        {
          a: 0,
          b: true,
          p: String(100_000 + (k % 1000)),
          s: '0.001',
          r: false,
          t: { limit: { tif: 'Gtc' } },
        },
      ],
      grouping: 'na',
    };
    const nonce = Date.now() + k;
    const signature = await signL1Action({ wallet, action, nonce, isTestnet: true });
    signed.push(JSON.stringify({ action, nonce, signature }));
  }
  console.log(`signed ${SIGNED} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s (not measured)`);

  const ceiling = await load(bare.url, '{"type":"l2Book","coin":"BTC"}');
  row('bare node http (ceiling)', ceiling);
  row('/info l2Book BTC', await load(`${ex.url}/info`, l2), ceiling);
  row(
    '/info clearinghouseState',
    await load(`${ex.url}/info`, JSON.stringify({ type: 'clearinghouseState', user: ex.user })),
    ceiling,
  );
  // The same with commands arriving (a BTC bid placed or canceled 20 times per second): every command
  // invalidates the state answers, so the first request after each computes them again.
  ex.child.send({ churn: 20 });
  row('/info l2Book BTC, 20 commands/s', await load(`${ex.url}/info`, l2), ceiling);
  row(
    '/info clearinghouseState, 20 cmds/s',
    await load(`${ex.url}/info`, JSON.stringify({ type: 'clearinghouseState', user: ex.user })),
    ceiling,
  );
  ex.child.send({ churn: 0 });
  row(`/exchange signed order (${SIGNED})`, await load(`${ex.url}/exchange`, signed, SIGNED), ceiling);
} finally {
  for (const c of children) c.kill();
}
