import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError } from '../shared/http-service';
import type { SearchRecord } from './search-record';
import { SearchService } from './search-service';
import { QUERY_SETTINGS, customRankingOf, removesStopWords, sortOf } from './settings-check';

/**
 * The indices the service holds: each one's records, settings and synonyms, written through the API as
 * tasks. A write applies at once in memory and answers a `taskID`; the task is `notPublished` until the
 * index's file under `<dataDir>/search/indices/` holds it, then `published`. Each file is written whole to
 * a new name and renamed over the old one, so a crash leaves the previous file or the new one, never half
 * of one. A primary and its standard replicas share one engine (`SearchService`) over the primary's
 * records, built again on the first read after a write.
 */

export interface Synonym {
  objectID: string;
  type: string;
  [field: string]: unknown;
}

export interface StoredIndex {
  name: string;
  createdAt: string;
  updatedAt: string;
  settings: Record<string, unknown>;
  records: Map<string, Record<string, unknown>>;
  synonyms: Map<string, Synonym>;
}

interface IndexFile {
  name: string;
  createdAt: string;
  updatedAt: string;
  lastTaskID: number;
  settings: Record<string, unknown>;
  records: Record<string, unknown>[];
  synonyms: Synonym[];
}

export class IndexStore {
  private readonly indices = new Map<string, StoredIndex>();
  private readonly engines = new Map<string, SearchService>();
  private lastTaskID = 0;
  private publishedTaskID = 0;
  /** Indices written (or deleted) since their file was last written. */
  private readonly dirty = new Set<string>();
  private flushing: Promise<void> | null = null;
  private readonly folder: string | null;

  /** `dataDir` null: in memory only (the benchmarks and unit tests). */
  constructor(dataDir: string | null) {
    this.folder = dataDir === null ? null : join(dataDir, 'search', 'indices');
    if (this.folder) {
      mkdirSync(this.folder, { recursive: true });
      for (const file of readdirSync(this.folder)) {
        if (!file.endsWith('.json')) continue;
        let stored: IndexFile;
        try {
          stored = JSON.parse(readFileSync(join(this.folder, file), 'utf8')) as IndexFile;
        } catch (error) {
          throw new Error(`${join(this.folder, file)} is not an index file (${error instanceof Error ? error.message : String(error)})`);
        }
        this.indices.set(stored.name, {
          name: stored.name,
          createdAt: stored.createdAt,
          updatedAt: stored.updatedAt,
          settings: stored.settings,
          records: new Map(stored.records.map((record) => [String(record.objectID), record])),
          synonyms: new Map(stored.synonyms.map((synonym) => [synonym.objectID, synonym])),
        });
        this.lastTaskID = Math.max(this.lastTaskID, stored.lastTaskID);
      }
      this.publishedTaskID = this.lastTaskID;
    }
  }

  /** Indices added without a task and without a file (the start-up seeding): written once something changes them. */
  seed(name: string, settings: Record<string, unknown>, records: readonly Record<string, unknown>[]): void {
    const now = new Date().toISOString();
    this.indices.set(name, {
      name,
      createdAt: now,
      updatedAt: now,
      settings,
      records: new Map(records.map((record) => [String(record.objectID), record])),
      synonyms: new Map(),
    });
    this.engines.clear();
  }

  get names(): string[] {
    return [...this.indices.keys()];
  }

  has(name: string): boolean {
    return this.indices.has(name);
  }

  get(name: string): StoredIndex {
    const index = this.indices.get(name);
    if (!index) throw new HttpError(404, `Index ${name} does not exist`);
    return index;
  }

  find(name: string): StoredIndex | undefined {
    return this.indices.get(name);
  }

  /** The index, created empty when it does not exist (Algolia creates an index on its first write). */
  ensure(name: string): StoredIndex {
    let index = this.indices.get(name);
    if (!index) {
      const now = new Date().toISOString();
      index = { name, createdAt: now, updatedAt: now, settings: {}, records: new Map(), synonyms: new Map() };
      this.indices.set(name, index);
    }
    return index;
  }

  /** The primary an index's records live in: its own name, or its primary's for a replica. */
  primaryOf(name: string): string {
    const primary = this.get(name).settings.primary;
    return typeof primary === 'string' && this.indices.has(primary) ? primary : name;
  }

  /** The engine answering searches of this index. */
  engine(name: string): SearchService {
    const primaryName = this.primaryOf(name);
    let engine = this.engines.get(primaryName);
    if (!engine) {
      const primary = this.get(primaryName);
      const replicas = (Array.isArray(primary.settings.replicas) ? (primary.settings.replicas as string[]) : []).filter((replica) =>
        this.indices.has(replica),
      );
      const definitions = [primaryName, ...replicas].map((indexName) => ({ name: indexName, sort: sortOf(this.get(indexName).settings) }));
      engine = new SearchService(
        [...primary.records.values()] as unknown as SearchRecord[],
        definitions,
        customRankingOf(primary.settings),
        [...primary.synonyms.values()],
        removesStopWords(primary.settings),
      );
      this.engines.set(primaryName, engine);
    }
    return engine;
  }

  /** The index's settings that stand for search parameters a request does not send; none for an unknown index. */
  queryDefaults(name: string): Record<string, unknown> {
    const settings = this.indices.get(name)?.settings;
    const defaults: Record<string, unknown> = {};
    if (settings) for (const setting of QUERY_SETTINGS) if (settings[setting] !== undefined) defaults[setting] = settings[setting];
    return defaults;
  }

  delete(name: string): void {
    this.indices.delete(name);
  }

  /** Ends a write: the engine is built again on the next read, the file written, a task id answered. */
  changed(...names: string[]): number {
    const now = new Date().toISOString();
    for (const name of names) {
      const index = this.indices.get(name);
      if (index) index.updatedAt = now;
      this.dirty.add(name);
      // Only the engines of the indices written are built again: a reindex into a temporary copy leaves
      // the live index's engine as it is.
      this.engines.delete(name);
      const primary = index?.settings.primary;
      if (typeof primary === 'string') this.engines.delete(primary);
    }
    this.lastTaskID += 1;
    void this.flush();
    return this.lastTaskID;
  }

  taskStatus(taskID: number): 'published' | 'notPublished' {
    if (!Number.isInteger(taskID) || taskID < 1 || taskID > this.lastTaskID) throw new HttpError(404, 'Task does not exist');
    return taskID <= this.publishedTaskID ? 'published' : 'notPublished';
  }

  /** Writes the changed indices' files, one flush at a time; the tasks they hold are then published. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing.then(() => (this.dirty.size > 0 ? this.flush() : undefined));
    const upTo = this.lastTaskID;
    const names = [...this.dirty];
    this.dirty.clear();
    this.flushing = (async () => {
      try {
        if (this.folder) for (const name of names) await this.writeIndex(name, upTo);
        this.publishedTaskID = Math.max(this.publishedTaskID, upTo);
      } catch (error) {
        for (const name of names) this.dirty.add(name);
        console.error(`[search] cannot write the indices: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        this.flushing = null;
      }
    })();
    return this.flushing;
  }

  private fileOf(name: string): string {
    return join(this.folder as string, `${encodeURIComponent(name)}.json`);
  }

  private async writeIndex(name: string, lastTaskID: number): Promise<void> {
    const file = this.fileOf(name);
    const index = this.indices.get(name);
    if (!index) {
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      return;
    }
    const stored: IndexFile = {
      name,
      createdAt: index.createdAt,
      updatedAt: index.updatedAt,
      lastTaskID,
      settings: index.settings,
      records: [...index.records.values()],
      synonyms: [...index.synonyms.values()],
    };
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(stored));
    await rename(temporary, file);
  }
}
