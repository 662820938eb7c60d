/**
 * WebSocket fan-out (issue 4, benchmark 3): 1,000 clients in this process subscribed to `l2Book` BTC
 * on the exchange in a child process, while the book changes 20 times per second. Delay = receipt
 * time − the frame's `time` (the engine time of the change, ms, same machine clock); p50 / p99 / max.
 * Run: node node_modules/tsx/dist/cli.mjs bench/ws-fanout.ts [clients] [seconds]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';

const CLIENTS = Number(process.argv[2] ?? 1000);
const SECONDS = Number(process.argv[3] ?? 10);
const CHANGES_PER_S = 20;
const here = fileURLToPath(new URL('.', import.meta.url));

const child: ChildProcess = fork(`${here}servers.ts`, ['exchange'], { execArgv: ['--import', 'tsx'] });
try {
  const { url } = await new Promise<{ url: string }>((r) => child.once('message', r));
  const wsUrl = `${url.replace('http', 'ws')}/ws`;
  const delays: number[] = [];
  let measuring = false;
  const sockets = await Promise.all(
    Array.from(
      { length: CLIENTS },
      () =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(wsUrl);
          ws.on('message', (data) => {
            if (!measuring) return;
            // Only the channel and time are needed: a regex keeps the 1,000 clients' parsing cheap.
            const m = /^\{"channel":"l2Book","data":\{"coin":"BTC","time":(\d+)/.exec(String(data));
            if (m) delays.push(Date.now() - Number(m[1]));
          });
          ws.once('open', () => {
            ws.send(JSON.stringify({ method: 'subscribe', subscription: { type: 'l2Book', coin: 'BTC' } }));
            resolve(ws);
          });
          ws.once('error', reject);
        }),
    ),
  );
  console.log(
    `${sockets.length} clients subscribed to l2Book BTC; ${CHANGES_PER_S} book changes/s for ${SECONDS} s`,
  );
  await new Promise((r) => setTimeout(r, 500));
  measuring = true;
  child.send({ churn: CHANGES_PER_S });
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  child.send({ churn: 0.001 });
  measuring = false;
  delays.sort((a, b) => a - b);
  const q = (p: number) => delays[Math.min(delays.length - 1, Math.floor(delays.length * p))] ?? Number.NaN;
  console.log(
    `deliveries ${delays.length.toLocaleString('en')} (expected ≈ ${(CLIENTS * CHANGES_PER_S * SECONDS).toLocaleString('en')})`,
  );
  console.log(
    `delay change → delivery: p50 ${q(0.5)} ms  p99 ${q(0.99)} ms  max ${q(1)} ms (target p99 ≤ 50 ms)`,
  );
  for (const s of sockets) s.terminate();
} finally {
  child.kill();
}
