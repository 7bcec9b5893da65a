import { PAGED_FETCH_SIZE } from '../constants';

/**
 * Paged fetches: take PAGED_FETCH_SIZE records per page until a short page comes back.
 * A hard cap guards against a service that never answers a short page.
 */
const MAX_PAGES = 1_000;

export async function fetchAllPages<T>(fetchPage: (first: number, skip: number) => Promise<readonly T[]>, pageSize = PAGED_FETCH_SIZE): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const records = await fetchPage(pageSize, page * pageSize);
    all.push(...records);
    if (records.length < pageSize) break;
  }
  return all;
}
