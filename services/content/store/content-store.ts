import type { MediaAsset } from '../../seed/catalogue-types';
import { modelByApiKey } from '../schema/model-definitions';
import type { ItemStatus, ModelApiKey, ModelFields, ReadMode, RecordVersion, StoredRecord } from './record-types';

/**
 * The records of the content service, each with a published and a draft version, in memory.
 *
 * Reads go through `version(id, mode)` / `list(model, mode)`: in `published` mode a record is visible
 * when it has a published version; in `draft` mode the latest version is read (the draft when there is one).
 * Lists and slug indexes are built lazily per model and mode and dropped on every write, so the editor API
 * calls `saveDraft`/`publish` without anything else having to know.
 */
export class ContentStore {
  private readonly records = new Map<string, StoredRecord>();
  private readonly idsByModel = new Map<ModelApiKey, string[]>();
  private readonly media: Map<string, MediaAsset>;
  private listCache = new Map<string, RecordVersion[]>();
  private slugCache = new Map<string, Map<string, RecordVersion[]>>();
  private readonly listeners = new Set<(change: StoreChange) => void>();

  constructor(records: StoredRecord[], media: MediaAsset[]) {
    for (const record of records) this.insert(record);
    this.media = new Map(media.map((asset) => [asset.id, asset]));
  }

  private insert(record: StoredRecord): void {
    if (this.records.has(record.id)) throw new Error(`Duplicate record id ${record.id}`);
    this.records.set(record.id, record);
    const ids = this.idsByModel.get(record.modelApiKey) ?? [];
    ids.push(record.id);
    this.idsByModel.set(record.modelApiKey, ids);
  }

  private invalidate(change: StoreChange): void {
    this.listCache = new Map();
    this.slugCache = new Map();
    for (const listener of this.listeners) listener(change);
  }

  /**
   * Calls `listener` after every write (a saved draft, a publish), once the new state can be read: the
   * Real-time Updates channels recompute their queries from it. Returns the function that stops it.
   */
  onChange(listener: (change: StoreChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The version a request in `mode` reads, or undefined when the record is not visible there. */
  version(id: string, mode: ReadMode): RecordVersion | undefined {
    const record = this.records.get(id);
    if (!record) return undefined;
    return (mode === 'draft' ? (record.draft ?? record.published) : record.published) ?? undefined;
  }

  /** Like `version`, but only when the record belongs to `model`. */
  versionOf<K extends ModelApiKey>(model: K, id: string, mode: ReadMode): RecordVersion<K> | undefined {
    const version = this.version(id, mode);
    return version && version.modelApiKey === model ? (version as RecordVersion<K>) : undefined;
  }

  getPublished<K extends ModelApiKey>(model: K, id: string): RecordVersion<K> | undefined {
    return this.versionOf(model, id, 'published');
  }

  /** The latest version: the draft when one exists, else the published one. */
  getDraft<K extends ModelApiKey>(model: K, id: string): RecordVersion<K> | undefined {
    return this.versionOf(model, id, 'draft');
  }

  /** Every visible record of a model, in the model's default order (position for trees, else creation). */
  list<K extends ModelApiKey>(model: K, mode: ReadMode): readonly RecordVersion<K>[] {
    const key = `${model}|${mode}`;
    let cached = this.listCache.get(key);
    if (!cached) {
      cached = [];
      for (const id of this.idsByModel.get(model) ?? []) {
        const version = this.version(id, mode);
        if (version) cached.push(version);
      }
      cached.sort(defaultOrder(model));
      this.listCache.set(key, cached);
    }
    return cached as RecordVersion<K>[];
  }

  /** The record of a model with this slug (models with a `slug` field), via an index; the first in default order. */
  bySlug<K extends ModelApiKey>(model: K, slug: string, mode: ReadMode): RecordVersion<K> | undefined {
    return this.allBySlug(model, slug, mode)[0];
  }

  /** Every record of a model with this slug (slugs are unique per model in practice, not by contract). */
  allBySlug<K extends ModelApiKey>(model: K, slug: string, mode: ReadMode): readonly RecordVersion<K>[] {
    const key = `${model}|${mode}`;
    let index = this.slugCache.get(key);
    if (!index) {
      index = new Map();
      for (const version of this.list(model, mode)) {
        const value = (version.fields as { slug?: unknown }).slug;
        if (typeof value !== 'string') continue;
        const same = index.get(value);
        if (same) same.push(version);
        else index.set(value, [version]);
      }
      this.slugCache.set(key, index);
    }
    return (index.get(slug) ?? []) as RecordVersion<K>[];
  }

  /** The singleton record of a model. */
  singleton<K extends ModelApiKey>(model: K, mode: ReadMode): RecordVersion<K> | undefined {
    return this.list(model, mode)[0];
  }

  asset(id: string | null | undefined): MediaAsset | undefined {
    return id ? this.media.get(id) : undefined;
  }

  count(model: ModelApiKey): number {
    return this.idsByModel.get(model)?.length ?? 0;
  }

  /** Editor side: a record with both its versions. */
  stored(id: string): StoredRecord | undefined {
    return this.records.get(id);
  }

  /** Editor side: every record of a model (published, draft-only or both), in insertion order. */
  storedOf(model: ModelApiKey): StoredRecord[] {
    return (this.idsByModel.get(model) ?? []).flatMap((id) => {
      const record = this.records.get(id);
      return record ? [record] : [];
    });
  }

  /** Editor side: replaces the draft of a record (creating the record when `id` is new). */
  saveDraft<K extends ModelApiKey>(model: K, id: string, fields: ModelFields[K], now = new Date().toISOString()): RecordVersion<K> {
    const existing = this.records.get(id) as StoredRecord<K> | undefined;
    if (existing && existing.modelApiKey !== model) throw new Error(`Record ${id} is a ${existing.modelApiKey}, not a ${model}`);
    const base = existing?.published ?? existing?.draft;
    const draft: RecordVersion<K> = {
      id,
      modelApiKey: model,
      __typename: typeNameOf(model),
      status: existing?.published ? 'updated' : 'draft',
      createdAt: base?.createdAt ?? now,
      updatedAt: now,
      publishedAt: existing?.published?.publishedAt ?? null,
      firstPublishedAt: existing?.published?.firstPublishedAt ?? null,
      fields,
    };
    if (existing) {
      existing.draft = draft;
      if (existing.published) existing.published = { ...existing.published, status: 'updated' };
    } else {
      this.insert({ id, modelApiKey: model, published: null, draft } as StoredRecord);
    }
    this.invalidate({ kind: 'draft', id, modelApiKey: model });
    return draft;
  }

  /** Editor side: publishes the draft of a record; returns false when there is no draft. */
  publish(id: string, now = new Date().toISOString()): boolean {
    const record = this.records.get(id);
    if (!record?.draft) return false;
    record.published = {
      ...record.draft,
      status: 'published',
      publishedAt: now,
      firstPublishedAt: record.draft.firstPublishedAt ?? now,
    } as RecordVersion;
    record.draft = null;
    this.invalidate({ kind: 'publish', id, modelApiKey: record.modelApiKey });
    return true;
  }

  /**
   * Editor side: withdraws the published version (the record stays, as a draft holding its latest
   * content, as DatoCMS's unpublish does); returns false when nothing is published.
   */
  unpublish(id: string): boolean {
    const record = this.records.get(id);
    if (!record?.published) return false;
    const latest = record.draft ?? record.published;
    record.draft = { ...latest, status: 'draft', publishedAt: null } as RecordVersion;
    record.published = null;
    this.invalidate({ kind: 'unpublish', id, modelApiKey: record.modelApiKey });
    return true;
  }
}

/** What a write changed: a record's draft or its published version. */
export interface StoreChange {
  kind: 'draft' | 'publish' | 'unpublish';
  id: string;
  modelApiKey: ModelApiKey;
}

export function typeNameOf(model: ModelApiKey): string {
  const definition = modelByApiKey(model);
  if (!definition) throw new Error(`Unknown model ${model}`);
  return `${definition.name}Record`;
}

export function statusOf(hasPublished: boolean, hasDraft: boolean): ItemStatus {
  if (!hasPublished) return 'draft';
  return hasDraft ? 'updated' : 'published';
}

/** The order of a model's records when a query gives no `orderBy`: position for trees, then creation, then id. */
export function defaultOrder(model: ModelApiKey): (a: RecordVersion, b: RecordVersion) => number {
  const tree = modelByApiKey(model)?.tree === true;
  return (a, b) => {
    if (tree) {
      const pa = (a.fields as { position?: number }).position ?? 0;
      const pb = (b.fields as { position?: number }).position ?? 0;
      if (pa !== pb) return pa - pb;
    }
    if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
    return compareIds(a.id, b.id);
  };
}

/** Numeric ids compare as numbers, others as strings. */
export function compareIds(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b) && a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
