/**
 * Issue 24: the devnet's start with the five default chains and their pools, as `bin/start` runs it
 * (`packages/devnet/src/main.ts`, default settings, free ports), on a fresh data folder (cold) and
 * then on the same folder again (warm), `runs` times each. Prints each step's time as the supervisor
 * reports it and `ready in`, against the times packages/devnet/README.md states (cold 24.6-28.5 s,
 * warm 15.8-17.7 s, measured at a load average of 10-14; chains + deployment + pools 1.7-1.9 s cold).
 * The server serves the web build (`npm run build` first, or point WEB_DIST_DIR at one).
 *
 *   node node_modules/tsx/dist/cli.mjs bench/devnet-start.ts [runs]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freeDevnetPort } from '../e2e/support/server';

const RUNS = Number(process.argv[2] ?? 2);
const REPO_ROOT = resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 180_000;
/** The README's stated upper bounds (packages/devnet/README.md, "Start times"). */
const STATED_S = { cold: 28.5, warm: 17.7 } as const;

interface StartFigures {
  readyS: number;
  steps: Record<string, number>;
}

/** Starts the supervisor on `dataDir`, waits for "ready in", stops it; answers its figures. */
async function timedStart(dataDir: string): Promise<StartFigures> {
  const port = await freeDevnetPort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/devnet/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const steps: Record<string, number> = {};
  let output = '';
  const readyS = await new Promise<number>((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`no start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // The supervisor's step lines: "devnet: chains and deployment: 1.8 s".
      for (const [, name, seconds] of chunk.toString().matchAll(/devnet: ([^:\n]+): ([\d.]+) s/g)) {
        if (name && seconds) steps[name] = Number(seconds);
      }
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready in ([\d.]+) s/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        ready(Number(match[1]));
      }
    });
    void exited.then(() => fail(new Error(`the devnet exited:\n${output}`)));
  });
  child.kill('SIGTERM');
  await exited;
  return { readyS, steps };
}

const show = (kind: string, run: number, figures: StartFigures, stated: number) =>
  console.log(
    `${kind} ${run + 1}: ready in ${figures.readyS.toFixed(1)} s (README: ≤ ${stated} s: ${figures.readyS <= stated ? 'within' : 'over'}) — ` +
      Object.entries(figures.steps)
        .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
        .join(', ') +
      ` — load average ${loadavg()[0]?.toFixed(1)}`,
  );

for (let run = 0; run < RUNS; run++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pluto-bench-start-'));
  try {
    show('cold', run, await timedStart(dataDir), STATED_S.cold);
    show('warm', run, await timedStart(dataDir), STATED_S.warm);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
