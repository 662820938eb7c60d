import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterKeyPath } from './custody/master-key';
import { POSTGRESQL_BACKEND } from './testing/test-databases';

const TSX_CLI = createRequire(import.meta.url).resolve('tsx/cli');
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const STARTUP_TIMEOUT_MS = 30_000;

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Answers the URL the server prints once it listens. */
function urlOf(child: ChildProcess, output: { text: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output.text += chunk.toString('utf8');
      const url = /Pluto is running at (http:\/\/\S+)/.exec(output.text)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output.text}`)));
  });
}

describe('the server process', () => {
  let folder: string;
  let child: ChildProcess;
  const output = { text: '' };
  let url: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'pluto-main-'));
    mkdirSync(join(folder, 'dist'));
    writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
    const database = await POSTGRESQL_BACKEND.freshDatabase();
    if (database.kind !== 'postgres') throw new Error('expected a PostgreSQL database');
    child = spawn(process.execPath, [TSX_CLI, MAIN], {
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        DATA_DIR: join(folder, 'data'),
        WEB_DIST_DIR: join(folder, 'dist'),
        DATABASE_URL: database.url,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    url = await urlOf(child, output);
  }, STARTUP_TIMEOUT_MS);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  });

  it('serves on a PostgreSQL server from DATABASE_URL, with the devnet master key in the data folder', async () => {
    const health = await fetch(`${url}/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const nonce = await fetch(`${url}/auth/nonce`);
    expect(nonce.status).toBe(200);
    expect(existsSync(masterKeyPath(join(folder, 'data')))).toBe(true);
    expect(output.text).toContain('"database":"postgresql"');
  });

  it('says in its start output where the devnet key sits, one line', () => {
    const keyLines = output.text.split('\n').filter((line) => line.includes('agent-master.key'));
    expect(keyLines).toEqual([
      `Devnet: agent keys are encrypted with ${masterKeyPath(join(folder, 'data'))}, kept in the data folder next to the database by design; anywhere else AGENT_MASTER_KEY is required.`,
    ]);
  });

  it('shuts down gracefully on SIGTERM, closing the database', async () => {
    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output.text).toContain('"msg":"stopped"');
  });
});

describe('the server process outside the devnet', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'pluto-main-testnet-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it(
    'refuses to start without AGENT_MASTER_KEY, before writing anything',
    async () => {
      const dataDir = join(folder, 'data');
      const child = spawn(process.execPath, [TSX_CLI, MAIN], {
        env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, PLUTO_NETWORK: 'testnet' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output = { stdout: '', stderr: '' };
      child.stdout?.on('data', (chunk: Buffer) => {
        output.stdout += chunk.toString('utf8');
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        output.stderr += chunk.toString('utf8');
      });

      expect(await exitOf(child)).toBe(1);
      expect(output.stderr).toContain(
        'Pluto could not start: AGENT_MASTER_KEY is required outside the devnet (32 bytes, hex or base64)',
      );
      expect(output.stdout).not.toContain('Pluto is running');
      expect(existsSync(dataDir)).toBe(false);
    },
    STARTUP_TIMEOUT_MS,
  );
});
