import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const POSTGRES_ROOT = '/usr/lib/postgresql';
/** initdb refuses to run as root; the cluster then belongs to this system user. */
const CLUSTER_USER = 'postgres';

export interface PostgresCluster {
  /** Superuser URL of the cluster's `postgres` database. */
  url: string;
  stop(): void;
}

/** The newest installed Debian PostgreSQL's bin folder; missing binaries are an error, not a skip. */
function findBinDir(): string {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT).filter((version) =>
        existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')),
      )
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (newest === undefined) {
    throw new Error(
      `PostgreSQL server binaries not found under ${POSTGRES_ROOT}: install Debian's 'postgresql' package`,
    );
  }
  return join(POSTGRES_ROOT, newest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const runningAsRoot = process.getuid?.() === 0;

const execFileAsync = promisify(execFile);

function asClusterUser(binary: string, args: string[]): [string, string[]] {
  return runningAsRoot ? ['runuser', ['-u', CLUSTER_USER, '--', binary, ...args]] : [binary, args];
}

async function runAsClusterUser(binary: string, args: string[]): Promise<void> {
  await execFileAsync(...asClusterUser(binary, args));
}

function systemId(flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, CLUSTER_USER], { encoding: 'utf8' }).trim());
}

/** A throwaway PostgreSQL cluster on a free loopback port, its socket and data in a temp folder. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = findBinDir();
  const folder = mkdtempSync(join(tmpdir(), 'pluto-pg-'));
  if (runningAsRoot) chownSync(folder, systemId('-u'), systemId('-g'));
  const dataDir = join(folder, 'data');
  const port = await freePort();
  const pgCtl = join(binDir, 'pg_ctl');

  try {
    await runAsClusterUser(join(binDir, 'initdb'), [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await runAsClusterUser(pgCtl, [
      '-D',
      dataDir,
      '-l',
      join(folder, 'server.log'),
      '-w',
      '-o',
      // fsync off: a test cluster trades durability for speed.
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        // Synchronous: teardown must not return before the server is down.
        execFileSync(...asClusterUser(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop']), { stdio: 'pipe' });
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
