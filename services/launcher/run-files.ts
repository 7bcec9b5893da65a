import { mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The pid files of a cluster run, one per part under `<data folder>/run/`, so that a start finds what an
 * earlier run of its own left running (a launcher killed with SIGKILL cannot stop the parts it started in
 * process groups of their own). A pid file names a process by its pid, its executable and its start time
 * (/proc/<pid>/stat), so a pid the kernel has since given to another process is never taken for a part.
 */

export const LAUNCHER = 'launcher';
const STOP_GRACE_MS = 5_000;

export interface PidRecord {
  name: string;
  pid: number;
  /** /proc/<pid>/exe when it was written. */
  exe: string;
  /** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
  startTime: string;
  /** The command line, for messages. */
  command: string;
}

function identity(pid: number): Omit<PidRecord, 'name' | 'pid'> | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields after the command name start at field 3 (state); a zombie has exited already.
    if (fields[0] === 'Z') return undefined;
    return {
      exe: readlinkSync(`/proc/${pid}/exe`),
      startTime: fields[19] ?? '',
      command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' '),
    };
  } catch {
    return undefined;
  }
}

/** Whether the record's process still runs: the same pid, executable and start time. */
export function stillRunning(record: PidRecord): boolean {
  const now = identity(record.pid);
  return now !== undefined && now.exe === record.exe && now.startTime === record.startTime;
}

export class RunFiles {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'run');
  }

  /** Writes (or replaces) the part's pid file. */
  record(name: string, pid: number): void {
    const found = identity(pid);
    if (!found) return;
    mkdirSync(this.dir, { recursive: true });
    writeFileSync(join(this.dir, `${name}.pid`), `${JSON.stringify({ name, pid, ...found })}\n`);
  }

  /** Every pid file of the folder, readable or not. */
  records(): PidRecord[] {
    let names: string[] = [];
    try {
      names = readdirSync(this.dir).filter((name) => name.endsWith('.pid'));
    } catch {
      return [];
    }
    const records: PidRecord[] = [];
    for (const name of names) {
      try {
        const record = JSON.parse(readFileSync(join(this.dir, name), 'utf8')) as PidRecord;
        if (Number.isInteger(record.pid) && record.pid > 1) records.push(record);
      } catch {
        // A torn or foreign file names no process.
      }
    }
    return records;
  }

  /** Removes every pid file (the run has stopped all its parts). */
  clear(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** An earlier launcher of this data folder still runs: this start refuses rather than take its ports. */
export class LauncherRunningError extends Error {}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // Gone.
    }
  }
}

/**
 * Looks for parts of an earlier run of this data folder that still run. A live launcher other than this
 * process makes the start refuse (LauncherRunningError, naming it); parts left by a launcher that is gone
 * are stopped (SIGTERM to each part's process group, SIGKILL after a grace period), each named in the log.
 */
export async function stopLeftovers(files: RunFiles, log: (message: string) => void): Promise<void> {
  const live = files.records().filter(stillRunning);
  const launcher = live.find((record) => record.name === LAUNCHER && record.pid !== process.pid);
  if (launcher) {
    throw new LauncherRunningError(
      `Another cluster launcher runs on ${files.dir}: pid ${launcher.pid} (${launcher.command}). Stop it first (kill ${launcher.pid}), or give this one another PORT or GLANS_DATA_DIR.`,
    );
  }
  const parts = live.filter((record) => record.name !== LAUNCHER);
  if (parts.length > 0) {
    log(`[glans] An earlier run left ${parts.length} part(s) running; stopping them:`);
    for (const part of parts) log(`[glans]   ${part.name}: pid ${part.pid} (${part.command})`);
    for (const part of parts) signalGroup(part.pid, 'SIGTERM');
    const deadline = Date.now() + STOP_GRACE_MS;
    while (parts.some(stillRunning) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const part of parts.filter(stillRunning)) signalGroup(part.pid, 'SIGKILL');
    const killDeadline = Date.now() + STOP_GRACE_MS;
    while (parts.some(stillRunning) && Date.now() < killDeadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const stuck = parts.filter(stillRunning);
    if (stuck.length > 0) {
      throw new LauncherRunningError(
        `Parts of an earlier run do not stop even when killed: ${stuck.map((part) => `${part.name} (pid ${part.pid})`).join(', ')}`,
      );
    }
  }
  files.clear();
}
