import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { DEBIAN_PARTS, ensureDebianPackages, postgresBinDir } from './debian-packages';

/**
 * A PostgreSQL server of our own (Debian's `postgresql` package) on a data folder under `.data/`: created
 * with `initdb` on first start, then started in the foreground as a child in its own process group, on
 * 127.0.0.1 only, with trust authentication for loopback connections and its Unix socket in a folder of its
 * own (never the system's /var/run/postgresql). PostgreSQL refuses to run as root, so as root the folder
 * belongs to Debian's `postgres` user and initdb and the server run as that user.
 */

export interface PostgresServer {
  url: string;
  port: number;
  /** The postmaster's pid (the leader of the server's process group). */
  pid: number | undefined;
  /** Settles with the server's exit code (128 + signal number when killed). */
  exited: Promise<number>;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  dataDir: string;
  port: number;
  /** `listen_addresses`: 127.0.0.1 unless given (the cluster's CLUSTER_BIND_HOST). */
  listenAddress?: string;
  log?: (message: string) => void;
}

const SUPERUSER = 'glans';
const DATABASE = 'glans';
const READY_TIMEOUT_MS = 60_000;
/** Fast shutdown (SIGINT) rolls back open transactions and exits within a second or two; then SIGKILL. */
const STOP_GRACE_MS = 15_000;
const HBA = [
  '# Written by services/launcher/postgres.ts: loopback only, no passwords.',
  'local all all trust',
  'host all all 127.0.0.1/32 trust',
  'host all all ::1/128 trust',
  '',
].join('\n');

interface RunAs {
  uid: number;
  gid: number;
}

/** Debian's `postgres` user when we are root (PostgreSQL will not run as root), else nobody else. */
function runAs(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('Running as root, but there is no `postgres` user to run PostgreSQL as');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A folder the server user owns alone (PostgreSQL insists on 0700 for its data folder). */
function ownFolder(path: string, user: RunAs | undefined): void {
  mkdirSync(path, { recursive: true });
  if (user) {
    const stat = statSync(path);
    if (stat.uid !== user.uid || stat.gid !== user.gid) spawnSync('chown', ['-R', `${user.uid}:${user.gid}`, path], { stdio: 'ignore' });
    chownSync(path, user.uid, user.gid);
  }
  chmodSync(path, 0o700);
}

/** Lets the server user pass through every folder above `path` (search permission only, nothing to read). */
function ensureReachable(path: string, user: RunAs | undefined, log: (message: string) => void): void {
  if (!user) return;
  for (let dir = dirname(path); ; dir = dirname(dir)) {
    const stat = statSync(dir);
    const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) {
      chmodSync(dir, (stat.mode & 0o7777) | bit);
      log(`[postgres] made ${dir} passable for the postgres user`);
    }
    if (dirname(dir) === dir) return;
  }
}

function run(command: string, args: string[], user: RunAs | undefined): void {
  const result = spawnSync(command, args, { cwd: '/', encoding: 'utf8', ...(user ?? {}) });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}): ${result.stderr || result.error?.message}`);
  }
}

/** initdb once: into a sibling folder first, so a half-made cluster never sits where the server looks. */
function initCluster(bin: string, dataDir: string, user: RunAs | undefined, log: (message: string) => void): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty and holds no PostgreSQL cluster: move it away or point dataDir elsewhere`);
  }
  const temporary = `${dataDir}.initdb`;
  rmSync(temporary, { recursive: true, force: true });
  ownFolder(temporary, user);
  log(`[postgres] initdb ${dataDir}`);
  run(join(bin, 'initdb'), ['-D', temporary, '-U', SUPERUSER, '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-instructions'], user);
  writeFileSync(join(temporary, 'pg_hba.conf'), HBA);
  if (user) chownSync(join(temporary, 'pg_hba.conf'), user.uid, user.gid);
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(temporary, dataDir);
}

/** A Unix socket path may hold 107 bytes: the socket's file name must fit after the folder. */
const MAX_SOCKET_PATH = 100;

/** The server's socket folder: beside the data folder, or under the temporary folder when that path is too long. */
function socketFolder(dataDir: string, port: number): string {
  const beside = `${dataDir}-socket`;
  if (join(beside, `.s.PGSQL.${port}.lock`).length <= MAX_SOCKET_PATH) return beside;
  return join(tmpdir(), `glans-postgres-${createHash('sha1').update(dataDir).digest('hex').slice(0, 12)}`);
}

/** Resolves once no process of the group is left (its members are killed: a postmaster that died leaves backends). */
async function groupGone(pgid: number): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      return;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
}

function exitCode(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  const numbers: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
  return 128 + (signal ? (numbers[signal] ?? 0) : 0);
}

/** Waits until the server answers on `port` and is the one on `dataDir`, then makes the database. */
async function waitReady(port: number, dataDir: string, exited: Promise<number>, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let code: number | undefined;
  void exited.then((value) => (code = value));
  for (;;) {
    if (code !== undefined) throw new Error(`PostgreSQL exited with code ${code} while starting:\n${output()}`);
    const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, database: 'postgres', connectionTimeoutMillis: 2_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      const { rows } = await client.query<{ setting: string }>("SELECT setting FROM pg_settings WHERE name = 'data_directory'");
      if (resolve(rows[0]?.setting ?? '') !== dataDir) throw new Error(`Port ${port} is taken by another PostgreSQL (${rows[0]?.setting})`);
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
      if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
      return;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Port ')) throw error;
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
      await new Promise((done) => setTimeout(done, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

export async function startPostgres(options: PostgresOptions): Promise<PostgresServer> {
  const log = options.log ?? (() => {});
  const { port } = options;
  const dataDir = resolve(options.dataDir);
  ensureDebianPackages([DEBIAN_PARTS.postgresql], log);
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/<version>/bin/postgres)');
  const user = runAs();
  mkdirSync(dirname(dataDir), { recursive: true });
  ensureReachable(dataDir, user, log);
  initCluster(bin, dataDir, user, log);
  ownFolder(dataDir, user);
  const socketDir = socketFolder(dataDir, port);
  ownFolder(socketDir, user);

  const listen = options.listenAddress ?? '127.0.0.1';
  const args = ['-D', dataDir, '-p', String(port), '-c', `listen_addresses=${listen}`, '-k', socketDir];
  const child = spawn(join(bin, 'postgres'), args, { cwd: dataDir, detached: true, stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) });
  const recent: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      recent.push(line);
      if (recent.length > 30) recent.shift();
      log(`[postgres] ${line}`);
    });
  }
  const exited = new Promise<number>((done) => {
    // The server counts as ended once its backends have too: a new one may start on the folder then.
    child.once(
      'exit',
      (code, signal) => void (child.pid === undefined ? Promise.resolve() : groupGone(child.pid)).then(() => done(exitCode(code, signal))),
    );
    child.once('error', (error) => {
      recent.push(error.message);
      done(127);
    });
  });
  // A parent that exits without stopping the server (a crash, process.exit) still asks it to shut down.
  const onParentExit = () => signal('SIGINT');
  process.once('exit', onParentExit);
  void exited.then(() => process.off('exit', onParentExit));

  function signal(name: NodeJS.Signals, group = false): void {
    if (child.pid === undefined) return;
    try {
      process.kill(group ? -child.pid : child.pid, name);
    } catch {
      // Already gone.
    }
  }

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signal('SIGINT');
      const timer = setTimeout(() => signal('SIGKILL', true), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };

  try {
    await waitReady(port, dataDir, exited, () => recent.join('\n'));
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `postgres://${SUPERUSER}@127.0.0.1:${port}/${DATABASE}`;
  log(`[postgres] ready on ${url}`);
  return { url, port, pid: child.pid, exited, stop };
}
