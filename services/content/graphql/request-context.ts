import { GraphQLError } from 'graphql';
import type { MediaAsset } from '../../seed/catalogue-types';
import type { ColourValue } from '../assets/asset-colours';
import type { ContentStore } from '../store/content-store';
import type { AnyVersion, ModelApiKey, ReadMode, RecordVersion } from '../store/record-types';
import { CacheTagCollector } from './cache-tags';

/** What a request asks of editing links (content-link.ts adds them to the answer's strings and records). */
export interface EditingOptions {
  /** `X-Base-Editing-Url` without a trailing slash. */
  baseUrl: string;
  /** `X-Visual-Editing: v1` (or `vercel-v1`): markers in strings, besides `_editingUrl`. */
  visual: boolean;
}

/** Site-wide facts the resolvers need besides the records. */
export interface SiteInfo {
  name: string;
  titleSuffix: string;
  /** Used as `_createdAt`/`_updatedAt` of uploads (the catalogue has no upload dates). */
  uploadsDate: string;
  /** Origin of the asset host that serves the uploads (absolute upload URLs); without it, paths. */
  assetOrigin?: string;
  /** An upload's dominant colours (`FileField.colors`); without it, none. */
  assetColours?: (asset: MediaAsset) => Promise<ColourValue[]>;
}

/** A request may hand out at most this many records (a guard against runaway nested queries). */
export const MAX_RECORDS_PER_REQUEST = 50_000;

/** The most an answer may hold: its JSON size, estimated field by field while it is resolved (answer-budget.ts). */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * What every resolver of one request shares: the store, the read mode (published or drafts) and the
 * cache tags collected so far. Every record a resolver hands out goes through `seen`, so no record can be
 * returned without its cache tag.
 */
export class RequestContext {
  readonly tags = new CacheTagCollector();
  private recordsRead = 0;
  private answerBytes = 0;

  constructor(
    readonly store: ContentStore,
    readonly mode: ReadMode,
    readonly site: SiteInfo,
    /** Content Link (`X-Base-Editing-Url`, `X-Visual-Editing`), or null without it. */
    readonly editing: EditingOptions | null = null,
  ) {}

  seen<V extends RecordVersion>(version: V): V {
    this.recordsRead += 1;
    if (this.recordsRead > MAX_RECORDS_PER_REQUEST) {
      throw new GraphQLError(`The query reads more than ${MAX_RECORDS_PER_REQUEST} records; narrow it with first, skip or filter`, {
        extensions: { code: 'TOO_MANY_RECORDS' },
      });
    }
    this.tags.record(version.modelApiKey, version.id);
    return version;
  }

  /** Counts bytes of the answer being resolved; false once the answer has outgrown MAX_ANSWER_BYTES. */
  spend(bytes: number): boolean {
    this.answerBytes += bytes;
    return this.answerBytes <= MAX_ANSWER_BYTES;
  }

  /** Whether the answer outgrew MAX_ANSWER_BYTES (it is then refused as a whole). */
  get answerTooLarge(): boolean {
    return this.answerBytes > MAX_ANSWER_BYTES;
  }

  /** A linked record in this request's mode (null when missing or not visible, e.g. draft-only). */
  link(id: string | null | undefined, model?: ModelApiKey): AnyVersion | null {
    if (!id) return null;
    const version = model ? this.store.versionOf(model, id, this.mode) : this.store.version(id, this.mode);
    return version ? (this.seen(version) as AnyVersion) : null;
  }

  links(ids: readonly string[], model?: ModelApiKey): AnyVersion[] {
    return ids.flatMap((id) => {
      const version = this.link(id, model);
      return version ? [version] : [];
    });
  }

  singleton<K extends ModelApiKey>(model: K): RecordVersion<K> | null {
    const version = this.store.singleton(model, this.mode);
    return version ? this.seen(version) : null;
  }

  asset(id: string | null | undefined): MediaAsset | null {
    return this.store.asset(id) ?? null;
  }

  assets(ids: readonly string[]): MediaAsset[] {
    return ids.flatMap((id) => {
      const asset = this.store.asset(id);
      return asset ? [asset] : [];
    });
  }
}
