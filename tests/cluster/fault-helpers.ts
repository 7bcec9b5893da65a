import { readdirSync, readFileSync } from 'node:fs';

/**
 * Faults on real processes for the cluster tests: hang (SIGSTOP), resume (SIGCONT) and kill (SIGKILL) a part
 * by its pid, read which sockets listen (/proc/net/tcp), and a load runner that keeps requests going while a
 * fault lasts and records every request's status and latency, so a test can say what a shopper met and when.
 */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends `signal` to the process, or to its whole process group with `group` (the launcher starts each part in one). */
export function signalPart(pid: number, signal: NodeJS.Signals, group = false): void {
  process.kill(group ? -pid : pid, signal);
}

/** Hangs a part: the kernel still accepts its connections, nothing answers them. */
export const hang = (pid: number, group = false) => signalPart(pid, 'SIGSTOP', group);
/** Lets a hung part run again. */
export const resume = (pid: number, group = false) => {
  try {
    signalPart(pid, 'SIGCONT', group);
  } catch {
    // Killed (and maybe restarted) while hung: nothing to resume.
  }
};
/** Kills a part at once, as a crash would. */
export const killHard = (pid: number, group = false) => signalPart(pid, 'SIGKILL', group);

/** Whether a process with this pid exists (a zombie counts as gone). */
export function processAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The processes of a process group (every pid whose /proc stat names it), for "nothing of it remains". */
export function processGroupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of readdirSafe('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Fields after the command: state, ppid, pgrp, …
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') members.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return members;
}

function readdirSafe(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

/** Polls `check` every `everyMs` until it holds; answers how long that took, or throws after `timeoutMs`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string, everyMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

export interface ListeningSocket {
  /** The local address, as text (`127.0.0.1`, `0.0.0.0`, `::`, `::1`, …). */
  address: string;
  port: number;
}

function ipv4(hex: string): string {
  // /proc/net/tcp writes the address as one little-endian 32-bit word.
  const bytes = hex.match(/../g)!.map((byte) => parseInt(byte, 16));
  return bytes.reverse().join('.');
}

function ipv6(hex: string): string {
  // Four little-endian 32-bit words.
  const words = hex.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(''));
  const groups = words
    .join('')
    .match(/.{4}/g)!
    .map((group) => parseInt(group, 16).toString(16));
  const text = groups.join(':');
  if (text === '0:0:0:0:0:0:0:0') return '::';
  if (text === '0:0:0:0:0:0:0:1') return '::1';
  return text;
}

/** Every TCP socket in LISTEN state on this machine (IPv4 and IPv6), from /proc/net/tcp and /proc/net/tcp6. */
export function listeningSockets(): ListeningSocket[] {
  const sockets: ListeningSocket[] = [];
  for (const [file, decode] of [
    ['/proc/net/tcp', ipv4],
    ['/proc/net/tcp6', ipv6],
  ] as const) {
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 4 || fields[3] !== '0A') continue;
      const [addressHex, portHex] = fields[1]!.split(':');
      sockets.push({ address: decode(addressHex!), port: parseInt(portHex!, 16) });
    }
  }
  return sockets;
}

/** The listening sockets on `port`. */
export const listenersOn = (port: number) => listeningSockets().filter((socket) => socket.port === port);

export const isLoopback = (address: string) => address.startsWith('127.') || address === '::1';

/** One request of a load run. */
export interface LoadRequest {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What a load run saw of one request: when it started, how long it took, and its status (0 with `error`). */
export interface LoadRecord {
  request: LoadRequest;
  startedAt: number;
  ms: number;
  status: number;
  error?: string;
  /** The answer's body, kept only when the run asks for it (`keepBodies`). */
  body?: string;
}

export interface LoadOptions {
  baseUrl: string;
  /** The request the n-th call sends (n counts from 0 over the whole run). */
  next: (n: number) => LoadRequest;
  /** Requests in flight at once. */
  connections: number;
  /** How long a request may take before it counts as failed (status 0). */
  timeoutMs?: number;
  keepBodies?: boolean;
}

export interface LoadRun {
  records: LoadRecord[];
  /** Stops sending and resolves once every request in flight has ended. */
  stop: () => Promise<LoadRecord[]>;
}

/**
 * Sends requests through `connections` loops, each starting its next request when the last one ends, until
 * `stop`. Every request's status and latency is recorded; a request that times out or cannot connect is
 * recorded with status 0 and its error, never thrown.
 */
export function startLoad(options: LoadOptions): LoadRun {
  const records: LoadRecord[] = [];
  const timeoutMs = options.timeoutMs ?? 30_000;
  let stopped = false;
  let count = 0;
  const loop = async () => {
    while (!stopped) {
      const request = options.next(count++);
      const startedAt = Date.now();
      try {
        const response = await fetch(`${options.baseUrl}${request.path}`, {
          method: request.method ?? 'GET',
          headers: request.headers,
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        const body = await response.text();
        records.push({ request, startedAt, ms: Date.now() - startedAt, status: response.status, ...(options.keepBodies ? { body } : {}) });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        const message = error instanceof Error ? `${error.name}: ${error.message}${cause ? ` (${cause})` : ''}` : String(error);
        records.push({ request, startedAt, ms: Date.now() - startedAt, status: 0, error: message });
        // A refused connection fails at once: a short pause keeps a dead part from turning the loop into a spin.
        await sleep(20);
      }
    }
  };
  const loops = Array.from({ length: options.connections }, loop);
  return {
    records,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return records;
    },
  };
}

/** A short account of a load run for assertion messages: count per status and the slowest requests. */
export function describeLoad(records: LoadRecord[]): string {
  const byStatus = new Map<string, number>();
  for (const record of records) {
    const key = record.status === 0 ? `error (${record.error})` : String(record.status);
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
  }
  const slowest = [...records].sort((a, b) => b.ms - a.ms).slice(0, 3);
  return `${records.length} requests; ${[...byStatus].map(([key, n]) => `${key}: ${n}`).join(', ')}; slowest ${slowest
    .map((record) => `${record.ms} ms ${record.request.method ?? 'GET'} ${record.request.path} → ${record.status}`)
    .join('; ')}`;
}

/** The largest latency of the records, in ms (0 for none). */
export const slowestMs = (records: LoadRecord[]) => records.reduce((max, record) => Math.max(max, record.ms), 0);
