import { appendFileSync, closeSync, mkdirSync, openSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CONTENT_TAG, contentAnswerExpiry, type CacheTagStore } from './cache-tag-store';

/**
 * The content cache-tag index without Redis: beside Next's own cache in the build folder
 * (`<distDir>/cache/glans-content-cache-tags.jsonl`), so both survive a restart together and the build's
 * prerendered pages are covered too.
 *
 * A file, not memory: Next bundles each route apart (the webhook's route and the pages each have their own
 * copy of this module) and `next build` renders in several worker processes, so what one remembers, another
 * reads. The file is a log of JSON lines, appended (one short line per write, so parallel appends do not
 * interleave) and read incrementally: each reader keeps its place and reads only what was added since.
 *   {"q":<query>,"t":[<tags>],"e":<expiry>}   remembered (the union of tags, the later expiry)
 *   {"f":[<queries>]}                          forgotten (revalidated), {"f":"*"} everything
 *   {"o":1}                                    overflow: the index is full and no longer names every query
 * Every file operation is synchronous, so within one process (one `next start`) none interleaves another.
 *
 * Bounded: at most `maxQueries` live queries. A query past the bound is not dropped silently, since its
 * answer is cached: the index marks itself incomplete, the next webhook revalidates all content, and the
 * index starts empty again. Expired and forgotten lines are dropped by rewriting the file (write, rename)
 * once they outnumber the live ones.
 */

const DEFAULT_MAX_QUERIES = 50_000;
const COMPACT_SLACK_LINES = 1_000;

interface Entry {
  tags: Set<string>;
  expiresAt: number;
}

type Line = { q: string; t: string[]; e: number } | { f: string[] | '*' } | { o: 1 };

export class LocalCacheTagIndex implements CacheTagStore {
  private entries = new Map<string, Entry>();
  private byTag = new Map<string, Set<string>>();
  private complete = true;
  private lines = 0;
  private offset = 0;
  private inode = -1;
  private warned = false;

  constructor(
    readonly file: string,
    private readonly maxQueries = DEFAULT_MAX_QUERIES,
  ) {}

  private warn(what: string, error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    console.warn(`[content] The cache tag index ${this.file} ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }

  private reset(): void {
    this.entries = new Map();
    this.byTag = new Map();
    this.complete = true;
    this.lines = 0;
    this.offset = 0;
  }

  private drop(query: string): void {
    const entry = this.entries.get(query);
    if (!entry) return;
    for (const tag of entry.tags) {
      const queries = this.byTag.get(tag);
      queries?.delete(query);
      if (queries?.size === 0) this.byTag.delete(tag);
    }
    this.entries.delete(query);
  }

  private apply(line: Line): void {
    this.lines += 1;
    if ('o' in line) {
      this.complete = false;
    } else if ('f' in line) {
      if (line.f === '*') {
        this.reset();
        this.lines = 1;
      } else for (const query of line.f) this.drop(query);
    } else {
      const entry = this.entries.get(line.q) ?? { tags: new Set<string>(), expiresAt: 0 };
      for (const tag of line.t) {
        entry.tags.add(tag);
        const queries = this.byTag.get(tag) ?? new Set<string>();
        queries.add(line.q);
        this.byTag.set(tag, queries);
      }
      entry.expiresAt = Math.max(entry.expiresAt, line.e);
      this.entries.set(line.q, entry);
    }
  }

  /** Reads what other copies (routes, build workers) added since the last read; all of it after a rewrite. */
  private sync(): void {
    let size: number;
    let inode: number;
    try {
      ({ size, ino: inode } = statSync(this.file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.warn('could not be read', error);
      if (this.inode !== -1) this.reset();
      this.inode = -1;
      return;
    }
    if (inode !== this.inode || size < this.offset) {
      this.reset();
      this.inode = inode;
    }
    if (size === this.offset) return;
    const bytes = Buffer.alloc(size - this.offset);
    const fd = openSync(this.file, 'r');
    try {
      readSync(fd, bytes, 0, bytes.length, this.offset);
    } finally {
      closeSync(fd);
    }
    const end = bytes.lastIndexOf(0x0a) + 1;
    for (const text of bytes.subarray(0, end).toString('utf8').split('\n')) {
      if (text === '') continue;
      try {
        const line = JSON.parse(text) as Line;
        if (('q' in line && typeof line.q === 'string' && Array.isArray(line.t)) || 'f' in line || 'o' in line) this.apply(line);
      } catch {
        // A torn line (a crash mid-write) is skipped; the next fetch of that query writes it again.
      }
    }
    this.offset += end;
  }

  private append(line: Line): void {
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      appendFileSync(this.file, `${JSON.stringify(line)}\n`);
    } catch (error) {
      this.warn('could not be written', error);
    }
    this.sync();
  }

  private live(now = Date.now() / 1000): [string, Entry][] {
    return [...this.entries].filter(([, entry]) => entry.expiresAt > now);
  }

  /** Only what is new is written: a tag not yet known for the query, or an expiry later by a day or more. */
  async remember(query: string, tags: readonly string[], expiresAt = contentAnswerExpiry()): Promise<void> {
    if (tags.length === 0) return;
    this.sync();
    const known = this.entries.get(query);
    const added = tags.filter((tag) => !known?.tags.has(tag));
    if (known && added.length === 0 && expiresAt - known.expiresAt < 86_400) return;
    if (!known && this.entries.size >= this.maxQueries) {
      if (this.live().length >= this.maxQueries) {
        if (this.complete) this.append({ o: 1 });
        return;
      }
      this.compact();
    }
    this.append({ q: query, t: added, e: Math.max(expiresAt, known?.expiresAt ?? 0) });
  }

  async queriesFor(tags: readonly string[]): Promise<string[]> {
    if (tags.length === 0) return [];
    this.sync();
    if (!this.complete) return [CONTENT_TAG];
    const now = Date.now() / 1000;
    const found = new Set<string>();
    for (const tag of tags) {
      for (const query of this.byTag.get(tag) ?? []) if ((this.entries.get(query)?.expiresAt ?? 0) > now) found.add(query);
    }
    return [...found].sort();
  }

  async forget(queries: readonly string[]): Promise<void> {
    if (queries.length === 0) return;
    this.sync();
    this.append({ f: queries.includes(CONTENT_TAG) ? '*' : [...queries] });
    if (this.lines > 2 * this.entries.size + COMPACT_SLACK_LINES) this.compact();
  }

  async size(): Promise<number> {
    this.sync();
    return this.entries.size;
  }

  /** Rewrites the file with the live entries only (the others read it whole again: it is a new file). */
  private compact(): void {
    const live = this.live();
    const text = live.map(([q, entry]) => `${JSON.stringify({ q, t: [...entry.tags], e: entry.expiresAt })}\n`).join('');
    const next = `${this.file}.${process.pid}.tmp`;
    try {
      writeFileSync(next, this.complete ? text : `${text}${JSON.stringify({ o: 1 })}\n`);
      renameSync(next, this.file);
    } catch (error) {
      this.warn('could not be rewritten', error);
      return;
    }
    this.inode = -2;
    this.sync();
  }
}
