import type { SearchRecord } from './search-record';

/**
 * The attributes of a record a hit carries (`attributesToRetrieve`): all by default or with `*`, minus any
 * `-attribute`; otherwise only the listed ones. `objectID` is always there. Values are shared with the
 * record, not copied: a hit is serialised straight away and never changed.
 */
export function projectRecord(record: SearchRecord, attributesToRetrieve: string[] | null): Record<string, unknown> {
  if (attributesToRetrieve === null || (attributesToRetrieve.length === 1 && attributesToRetrieve[0] === '*')) return { ...record };
  const source = record as unknown as Record<string, unknown>;
  const hit: Record<string, unknown> = { objectID: record.objectID };
  const list = attributesToRetrieve;
  const excluded = new Set(list.filter((entry) => entry.startsWith('-')).map((entry) => entry.slice(1)));
  const keys = list.includes('*') ? Object.keys(source) : list.filter((entry) => !entry.startsWith('-') && Object.hasOwn(source, entry));
  for (const key of keys) {
    if (excluded.has(key) && key !== 'objectID') continue;
    hit[key] = source[key];
  }
  return hit;
}
