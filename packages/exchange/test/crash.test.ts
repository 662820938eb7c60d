import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExchangeClient, HttpTransport } from '@nktkas/hyperliquid';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { accountedTotal } from '../src/funds';
import { readWal } from '../src/persist/wal';
import { ExchangeService } from '../src/service';

/**
 * Crash test: a child process serving the API under load is killed with SIGKILL at random moments,
 * several times. Afterwards every acknowledged action is in the recovered state and money adds up.
 */

const PACKAGE_DIR = join(import.meta.dirname, '..');
const ROUNDS = 4;
/** Each round kills only after this many acknowledgements, so a slow machine still tests something. */
const ACKS_BEFORE_KILL = 5;
const dataDir = mkdtempSync(join(tmpdir(), 'exchange-crash-'));
const walDataDir = mkdtempSync(join(tmpdir(), 'exchange-crash-wal-'));
const wallets = Array.from({ length: 4 }, () => privateKeyToAccount(generatePrivateKey()));
let child: ChildProcess | null = null;

/** Starts the child and resolves once its stdout has matched `ready` (`url` is READY's URL). */
function startChild(
  env: Record<string, string> = {
    CRASH_DATA_DIR: dataDir,
    CRASH_USERS: wallets.map((w) => w.address).join(','),
  },
  ready = /READY (\S+)/,
): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'test/crash-child.ts'], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = proc;
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) resolve({ proc, url: /READY (\S+)/.exec(out)?.[1] ?? '' });
    });
    proc.once('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });
}

function killChild(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

afterAll(async () => {
  if (child) await killChild(child);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(walDataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('loses no acknowledged action across SIGKILLs; money is conserved', { timeout: 60_000 }, async () => {
    const ackedOids: number[] = [];
    let ackedTransfers = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const { proc, url } = await startChild();
      const transport = new HttpTransport({ apiUrl: url, isTestnet: true, timeout: 5_000 });
      let alive = true;
      let roundAcks = 0;
      const load = wallets.map(async (wallet, w) => {
        const client = new ExchangeClient({ transport, wallet });
        for (let i = 0; alive; i++) {
          try {
            if (i % 5 === 4) {
              await client.usdClassTransfer({ amount: '1', toPerp: false });
              ackedTransfers++;
              roundAcks++;
              continue;
            }
            const isBuy = (i + w) % 2 === 0;
            const px = String(113000 + (isBuy ? 1 : -1) * ((i * 7 + w * 3) % 40) * 10);
            const res = await client.order({
              orders: [{ a: 0, b: isBuy, p: px, s: '0.001', r: false, t: { limit: { tif: 'Gtc' } } }],
              grouping: 'na',
            });
            const st = res.response.data.statuses[0];
            if (st && typeof st === 'object' && 'resting' in st) ackedOids.push(st.resting.oid);
            if (st && typeof st === 'object' && 'filled' in st) ackedOids.push(st.filled.oid);
            roundAcks++;
          } catch {
            // The server died mid-request (not acknowledged) or refused the order: both fine.
          }
        }
      });
      while (roundAcks < ACKS_BEFORE_KILL) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 450)));
      await killChild(proc);
      alive = false;
      await Promise.all(load);
    }
    expect(ackedOids.length).toBeGreaterThan(10);

    const service = ExchangeService.open({ dataDir });
    const s = service.engine.state;
    for (const oid of ackedOids) expect(s.orders.has(oid)).toBe(true);
    const transfers = [...s.ledger.values()].flat().filter((l) => l.delta.type === 'accountClassTransfer');
    expect(transfers.length).toBeGreaterThanOrEqual(ackedTransfers);
    expect(accountedTotal(s)).toBe(s.depositedTotal);
    expect(s.depositedTotal).toBe(BigInt(wallets.length) * 100_000n * 10n ** 18n);
    const book = s.markets[0]?.book;
    const [bid, ask] = [book?.bestBid(), book?.bestAsk()];
    if (bid != null && ask != null) expect(bid < ask).toBe(true);
    service.close();
  });

  it('keeps the log bounded across a crash loop: snapshots count from the last one', {
    timeout: 60_000,
  }, async () => {
    // Each process logs 150 commands and is killed before reaching 200 of its own: the count must
    // carry over from the log it replayed, or no process ever snapshots and the log only grows.
    const snapshotEvery = 200;
    const env = {
      CRASH_DATA_DIR: walDataDir,
      CRASH_SNAPSHOT_EVERY: String(snapshotEvery),
      CRASH_ORACLE_UPDATES: '150',
    };
    for (let round = 0; round < 5; round++) {
      const { proc } = await startChild(env, /APPLIED/);
      await killChild(proc);
    }
    expect(existsSync(join(walDataDir, 'snapshot.json'))).toBe(true);
    expect(readWal(join(walDataDir, 'wal.jsonl')).length).toBeLessThan(snapshotEvery);
    const service = ExchangeService.open({ dataDir: walDataDir });
    expect(service.engine.state.seq).toBe(5 * 150);
    service.close();
  });
});
