import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The asset host's drawn variants, kept as files in one folder so a restart or a second browser does not
 * draw them again, bounded in number and in bytes: when a new variant would pass either bound, the least
 * recently used ones are deleted. What the folder holds is read once at start (oldest first by
 * modification time), so the bounds hold across restarts.
 */

export const DEFAULT_MAX_CACHED_FILES = 4_000;
export const DEFAULT_MAX_CACHED_BYTES = 256 * 1024 * 1024;

const TEMPORARY = '.tmp-';

export class VariantCache {
  /** File name → size, least recently used first. */
  private readonly files = new Map<string, number>();
  private bytes = 0;
  private written = 0;

  constructor(
    private readonly dir: string,
    private readonly maxFiles = DEFAULT_MAX_CACHED_FILES,
    private readonly maxBytes = DEFAULT_MAX_CACHED_BYTES,
  ) {
    mkdirSync(dir, { recursive: true });
    const found = readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      try {
        if (name.includes(TEMPORARY)) {
          unlinkSync(path);
          return [];
        }
        const stats = statSync(path);
        return stats.isFile() ? [{ name, size: stats.size, time: stats.mtimeMs }] : [];
      } catch {
        return [];
      }
    });
    for (const file of found.sort((a, b) => a.time - b.time)) this.remember(file.name, file.size);
    this.evict((name) => unlinkSync(join(dir, name)));
  }

  private remember(name: string, size: number): void {
    this.files.set(name, size);
    this.bytes += size;
  }

  private forget(name: string): void {
    const size = this.files.get(name);
    if (size === undefined) return;
    this.files.delete(name);
    this.bytes -= size;
  }

  private evict(remove: (name: string) => void): void {
    while (this.files.size > this.maxFiles || this.bytes > this.maxBytes) {
      const oldest = this.files.keys().next().value;
      if (oldest === undefined) return;
      this.forget(oldest);
      try {
        remove(oldest);
      } catch {
        // Already gone.
      }
    }
  }

  /** A kept variant, or null; a read counts as a use. */
  async read(name: string): Promise<Buffer | null> {
    const size = this.files.get(name);
    if (size === undefined) return null;
    const body = await readFile(join(this.dir, name)).catch(() => null);
    this.forget(name);
    if (body) this.remember(name, size);
    return body;
  }

  /** Keeps a drawn variant (written whole under a temporary name, then renamed), evicting what passes the bounds. */
  async write(name: string, body: Buffer): Promise<void> {
    if (body.length > this.maxBytes) return;
    this.written += 1;
    const path = join(this.dir, name);
    const temporary = `${path}${TEMPORARY}${process.pid}-${this.written}`;
    await writeFile(temporary, body);
    await rename(temporary, path);
    this.forget(name);
    this.remember(name, body.length);
    this.evict((oldest) => void unlink(join(this.dir, oldest)).catch(() => {}));
  }

  counts(): { files: number; bytes: number } {
    return { files: this.files.size, bytes: this.bytes };
  }
}
