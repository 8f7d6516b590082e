/**
 * A throw-away PostgreSQL for the CMS's tests: Debian's `postgresql` (installed with apt-get when
 * missing, as the browser is), a cluster in a temporary folder on a free loopback port, with
 * fsync off. `database(name)` makes one database per test file, so that several Strapi instances
 * share one server, as an owner's would.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningPostgres {
  /** The folder of initdb, pg_ctl, pg_dump and pg_restore, for PATH. */
  binDir: string;
  /** A new empty database on this server, as a `postgres://` address. */
  database(name: string): string;
  stop(): void;
}

const ROOT = '/usr/lib/postgresql';

function installedBinDir(): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  const [newest] = readdirSync(ROOT)
    .filter((version) => existsSync(join(ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return newest === undefined ? undefined : join(ROOT, newest, 'bin');
}

function run(command: string, args: readonly string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${String(result.stderr)}`,
    );
  }
  return String(result.stdout);
}

function ensureInstalled(): string {
  const found = installedBinDir();
  if (found) return found;
  console.log("Installing Debian's postgresql for the CMS's tests…");
  run('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = installedBinDir();
  if (!installed) throw new Error('postgresql was installed, but no initdb was found');
  return installed;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export async function startPostgres(): Promise<RunningPostgres> {
  const binDir = ensureInstalled();
  const folder = mkdtempSync(join(tmpdir(), 'rimal-pg-'));
  const data = join(folder, 'data');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the package's own user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    chownSync(folder, Number(run('id', ['-u', 'postgres'])), Number(run('id', ['-g', 'postgres'])));
  const asOwner = (tool: string, args: readonly string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args])
      : run(join(binDir, tool), args);
  const port = await freePort();
  asOwner('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  asOwner('pg_ctl', [
    '-D',
    data,
    '-l',
    join(folder, 'server.log'),
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    '-w',
    'start',
  ]);
  const address = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    binDir,
    database(name) {
      run(join(binDir, 'createdb'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        name,
      ]);
      return address(name);
    },
    stop() {
      asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
