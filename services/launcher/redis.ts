import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createConnection } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { DEBIAN_PARTS, ensureDebianPackages } from './debian-packages';

/**
 * A Redis server for the shared Next cache (Debian's `redis-server`), started in the foreground in a process
 * group of its own, on 127.0.0.1 unless told otherwise (`bind`). The cache can always be rebuilt from the content service, so nothing
 * is persisted (no RDB snapshots, no append-only file): a restarted Redis starts empty, like a cold cache.
 */

export interface RedisServer {
  url: string;
  port: number;
  /** The server's pid (the leader of its process group). */
  pid: number | undefined;
  /** Resolves with the exit code (128 + signal number when a signal ended it) when the server exits. */
  exited: Promise<number>;
  /** Stops the server (SIGTERM to its group, SIGKILL after a grace period) and waits until it has exited. */
  stop(): Promise<void>;
}

export interface StartRedisOptions {
  /** Redis's working folder (`--dir`), created when missing. */
  dataDir: string;
  port: number;
  /** The address it listens on (`--bind`): 127.0.0.1 unless given (the cluster's CLUSTER_BIND_HOST). */
  bind?: string;
  log?: (message: string) => void;
}

const REDIS_SERVER = '/usr/bin/redis-server';
const START_TIMEOUT_MS = 15_000;
const STOP_GRACE_MS = 5_000;
const SIGNAL_NUMBERS: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

/** Whether a Redis server answers PING on the port (RESP: `PING` → `+PONG`). */
export function pingRedis(port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) finish(answer.startsWith('+PONG'));
    });
  });
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

export async function startRedis(options: StartRedisOptions): Promise<RedisServer> {
  const log = options.log ?? ((message: string) => console.log(message));
  ensureDebianPackages([DEBIAN_PARTS.redis], log);
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const { port } = options;
  if (await pingRedis(port, 300)) throw new Error(`Something already answers as Redis on port ${port}; stop it or choose another port.`);

  const args = [
    '--bind',
    options.bind ?? '127.0.0.1',
    '--port',
    String(port),
    '--dir',
    dataDir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'no',
    '--logfile',
    '',
    '--loglevel',
    'warning',
  ];
  const child = spawn(REDIS_SERVER, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const lastLines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      lastLines.push(line);
      if (lastLines.length > 20) lastLines.shift();
      log(`[redis:${port}] ${line}`);
    });
  }
  const exited = new Promise<number>((done) => {
    child.once('exit', (code, signal) => done(code ?? 128 + (signal ? (SIGNAL_NUMBERS[signal] ?? 15) : 1)));
    child.once('error', (error) => {
      lastLines.push(error.message);
      done(127);
    });
  });
  let exitCode: number | undefined;
  void exited.then((code) => (exitCode = code));

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (exitCode !== undefined || child.pid === undefined) return;
      killGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await pingRedis(port, 500))) {
    if (exitCode !== undefined || Date.now() > deadline) {
      await stop();
      const why = exitCode !== undefined ? `exited with code ${exitCode}` : `did not answer PING within ${START_TIMEOUT_MS / 1000} s`;
      throw new Error(`redis-server on port ${port} ${why}: ${lastLines.slice(-5).join(' | ') || 'no output'}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  log(`[glans] Redis ready on redis://127.0.0.1:${port}`);
  return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid, exited, stop };
}
