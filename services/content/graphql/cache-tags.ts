/**
 * Cache tags of one GraphQL request, sent as the `X-Cache-Tags` response header (space separated).
 *
 * The scheme (the storefront tags its cached fetches with these and revalidates by them):
 * - `record:<id>`       the content of that record was read (returned at the root or reached by a link).
 * - `model:<api_key>`   the set of that model's records was read: every root field of the model (lists,
 *                       `_allXxxsMeta`, lookups by filter, singletons) adds it, because a new, deleted or
 *                       re-slugged record can change the answer without touching any record already read.
 * When a record of model M with id X changes, whoever publishes the change invalidates both `record:X`
 * and `model:M` (the editor API's publish does: admin/revalidate-webhook.ts). A model tag therefore covers every record tag of
 * its model; when a request reads many records, their record tags are folded into their model's tag so
 * the header stays short (at most MAX_TAGS tags; Next.js allows 128 tags per cache entry).
 */

export const MAX_TAGS = 64;

export class CacheTagCollector {
  private readonly models = new Set<string>();
  private readonly recordsByModel = new Map<string, Set<string>>();

  model(apiKey: string): void {
    this.models.add(apiKey);
  }

  record(apiKey: string, id: string): void {
    let ids = this.recordsByModel.get(apiKey);
    if (!ids) {
      ids = new Set();
      this.recordsByModel.set(apiKey, ids);
    }
    ids.add(id);
  }

  /** The tags, model tags first, each group sorted; record tags folded into model tags past the limit. */
  tags(): string[] {
    const models = new Set(this.models);
    const remaining = [...this.recordsByModel.entries()]
      .filter(([model]) => !models.has(model))
      .sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1));
    let total = models.size + remaining.reduce((sum, [, ids]) => sum + ids.size, 0);
    while (total > MAX_TAGS && remaining.length > 0) {
      const [model, ids] = remaining.shift() as [string, Set<string>];
      models.add(model);
      total += 1 - ids.size;
    }
    const recordTags = remaining.flatMap(([, ids]) => [...ids].map((id) => `record:${id}`)).sort();
    return [...[...models].sort().map((model) => `model:${model}`), ...recordTags];
  }

  header(): string {
    return this.tags().join(' ');
  }
}
