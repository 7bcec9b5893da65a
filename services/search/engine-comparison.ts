import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import { Charset, Document } from 'flexsearch';
import MiniSearch from 'minisearch';
import { representativeTextQueries } from './bench-queries';
import { benchCatalogues, recordsOf } from './bench-catalogues';
import { SEARCHABLE_ATTRIBUTES, attributeTexts, type SearchRecord } from './search-record';
import { allowedTypos, TextIndex } from './text-index';
import { TextMatcher } from './text-match';
import { foldText, words } from './text-normalise';

/**
 * Compares the candidate text engines on our records: Orama, MiniSearch and FlexSearch used as whole
 * engines, and the service's own matcher (MiniSearch's radix tree for the vocabulary, our posting lists and
 * Algolia-style ranking). Each must return every matching record (nbHits and facet counts need all of
 * them, not a top 20), with accents folded, the last word as a prefix and typo tolerance where the engine
 * has it. Prints build time, retained heap, p50/p95 per query and which required behaviours each shows.
 *
 * Usage: `tsx services/search/engine-comparison.ts [--demo-only] [--catalogue=path …]`
 */

interface Engine {
  name: string;
  build(records: readonly SearchRecord[]): Promise<void> | void;
  search(query: string): Promise<number[]> | number[];
}

type Doc = Record<string, string> & { id: string };

function documents(records: readonly SearchRecord[]): Doc[] {
  return records.map((record, id) => {
    const doc: Doc = { id: String(id) };
    for (const { attribute } of SEARCHABLE_ATTRIBUTES) doc[attribute] = attributeTexts(record, attribute).join(' ');
    return doc;
  });
}

const FIELDS = SEARCHABLE_ATTRIBUTES.map((entry) => entry.attribute);
const BOOST = Object.fromEntries(SEARCHABLE_ATTRIBUTES.map((entry) => [entry.attribute, entry.weight]));

function miniSearchEngine(): Engine {
  let engine: MiniSearch<Doc> | undefined;
  return {
    name: 'MiniSearch (whole engine)',
    build(records) {
      engine = new MiniSearch<Doc>({
        fields: FIELDS,
        idField: 'id',
        tokenize: (text) => text.match(/[\p{L}\p{N}]+/gu) ?? [],
        processTerm: (term) => foldText(term),
      });
      engine.addAll(documents(records));
    },
    search(query) {
      return (engine as MiniSearch<Doc>)
        .search(query, {
          prefix: (_term, index, terms) => index === terms.length - 1,
          fuzzy: (term) => allowedTypos(term),
          boost: BOOST,
          combineWith: 'AND',
        })
        .map((result) => Number(result.id));
    },
  };
}

function oramaEngine(): Engine {
  const schema = Object.fromEntries(FIELDS.map((field) => [field, 'string'])) as Record<string, 'string'>;
  let db: ReturnType<typeof create<typeof schema>> | undefined;
  let size = 0;
  return {
    name: 'Orama (whole engine)',
    async build(records) {
      db = create({ schema, components: { tokenizer: { language: 'swedish', stemming: false } } });
      size = records.length;
      await insertMultiple(db, documents(records), 1_000);
    },
    async search(query) {
      const result = await oramaSearch(db as NonNullable<typeof db>, {
        term: query,
        properties: FIELDS,
        tolerance: 1,
        boost: BOOST,
        threshold: 0,
        limit: size,
      });
      return result.hits.map((hit) => Number(hit.id));
    },
  };
}

function flexSearchEngine(): Engine {
  let index: Document | undefined;
  let size = 0;
  return {
    name: 'FlexSearch (whole engine)',
    build(records) {
      size = records.length;
      index = new Document({ document: { id: 'id', index: FIELDS }, tokenize: 'forward', encoder: Charset.LatinBalance });
      for (const doc of documents(records)) index.add(doc);
    },
    search(query) {
      const results = (index as Document).search(query, { limit: size, merge: true, suggest: false }) as unknown as {
        id: string | number;
      }[];
      return results.map((result) => Number(result.id));
    },
  };
}

function ownMatcherEngine(): Engine {
  let matcher: TextMatcher | undefined;
  return {
    name: 'Service matcher (MiniSearch radix tree + own postings/ranking)',
    build(records) {
      matcher = new TextMatcher(TextIndex.build(records), records.length);
    },
    search(query) {
      return Array.from((matcher as TextMatcher).match(query).ids);
    },
  };
}

/** Behaviours the service needs: query → a word that some hit must contain a word starting with (folded). */
const CHECKS: { label: string; query: string; mustContain: string }[] = [
  { label: 'prefix (rin → ring)', query: 'rin', mustContain: 'ring' },
  { label: 'accents (orhange → örhänge)', query: 'orhange', mustContain: 'orhange' },
  { label: 'typo (sliver → silver)', query: 'sliver', mustContain: 'silver' },
  { label: 'typo (halsbnad → halsband)', query: 'halsbnad', mustContain: 'halsband' },
  { label: 'AND (nordljus guld)', query: 'nordljus guld', mustContain: 'nordljus' },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** JS heap plus array buffers (typed arrays live outside the heap), after a full collection. */
function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 1_048_576;
}

async function measure(engine: Engine, records: readonly SearchRecord[], queries: string[]) {
  const before = heapMb();
  const started = performance.now();
  await engine.build(records);
  const buildMs = performance.now() - started;
  const heap = heapMb() - before;
  for (const query of queries.slice(0, 20)) await engine.search(query);
  const times: number[] = [];
  let withHits = 0;
  for (const query of queries) {
    const t = performance.now();
    const ids = await engine.search(query);
    times.push(performance.now() - t);
    if (ids.length > 0) withHits += 1;
  }
  times.sort((a, b) => a - b);
  const checks = await Promise.all(
    CHECKS.map(async (check) => {
      const ids = await engine.search(check.query);
      return ids.some((id) => {
        const record = records[id] as SearchRecord;
        return FIELDS.some((field) =>
          attributeTexts(record, field).some((text) => words(text).some((word) => word.startsWith(check.mustContain))),
        );
      });
    }),
  );
  return { buildMs, heap, p50: percentile(times, 50), p95: percentile(times, 95), withHits, checks };
}

async function compare(label: string, records: readonly SearchRecord[]): Promise<void> {
  const queries = representativeTextQueries(records, 200);
  console.log(`\n## ${label}: ${records.length} records, ${queries.length} queries (all matches returned)\n`);
  console.log(
    `| engine | build ms | memory MB | p50 ms | p95 ms | queries with hits | ${CHECKS.map((check) => check.label).join(' | ')} |`,
  );
  console.log(`|---|---|---|---|---|---|${CHECKS.map(() => '---').join('|')}|`);
  for (const makeEngine of [oramaEngine, miniSearchEngine, flexSearchEngine, ownMatcherEngine]) {
    const engine = makeEngine();
    try {
      const r = await measure(engine, records, queries);
      console.log(
        `| ${engine.name} | ${r.buildMs.toFixed(0)} | ${r.heap.toFixed(1)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.withHits}/${queries.length} | ${r.checks.map((ok) => (ok ? 'yes' : 'no')).join(' | ')} |`,
      );
    } catch (error) {
      console.log(`| ${engine.name} | failed: ${error instanceof Error ? error.message : String(error)} |`);
    }
  }
}

async function main(): Promise<void> {
  if (!(globalThis as { gc?: () => void }).gc) {
    const child = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
      { stdio: 'inherit' },
    );
    process.exit(child.status ?? 1);
  }
  for (const { label, path } of benchCatalogues(process.argv.slice(2))) {
    await compare(label, recordsOf(await path()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
