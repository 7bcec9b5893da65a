import type { ServerResponse } from 'node:http';
import { HttpError } from '../shared/http-service';

/**
 * What one search request may answer: at most 5 MB of JSON. Algolia bounds each query (at most 1,000 hits a
 * page and 1,000 reachable, 50 queries a multi-query request); 50 queries of 1,000 full hits with
 * highlighting would still be some 57 MB built in memory from a 7 KB request. The largest single query (1,000
 * hits with every attribute highlighted and every facet) is about 2 MB here; the storefront's listing asks
 * for 24 hits (about 60 KB with its facets). A multi-query answer is serialised one result at a time and
 * refused as soon as it passes the budget, so a request holds at most the budget and one result in memory.
 */
export const MAX_ANSWER_BYTES = 5 * 1_048_576;

export const ANSWER_TOO_LARGE =
  `The answer would be larger than ${MAX_ANSWER_BYTES} bytes: ask for fewer hits (hitsPerPage, length), fewer attributes ` +
  '(attributesToRetrieve, attributesToHighlight, attributesToSnippet) or fewer facet values, or split the queries over several requests';

function tooLarge(): HttpError {
  return new HttpError(400, ANSWER_TOO_LARGE);
}

function writeJsonParts(res: ServerResponse, parts: Buffer[]): void {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': length });
  for (const part of parts) res.write(part);
  res.end();
}

/** Sends one query's answer, or refuses it when it is over the budget. */
export function sendBoundedJson(res: ServerResponse, body: unknown): void {
  const payload = Buffer.from(JSON.stringify(body), 'utf8');
  if (payload.length > MAX_ANSWER_BYTES) throw tooLarge();
  writeJsonParts(res, [payload]);
}

/** Sends `{ results: [...] }`, computing and serialising one query's result at a time within the budget. */
export function sendBoundedResults<T>(res: ServerResponse, queries: readonly T[], answer: (query: T) => unknown): void {
  const open = Buffer.from('{"results":[');
  const close = Buffer.from(']}');
  const parts: Buffer[] = [open];
  let size = open.length + close.length;
  let first = true;
  for (const query of queries) {
    const part = Buffer.from(`${first ? '' : ','}${JSON.stringify(answer(query))}`, 'utf8');
    size += part.length;
    if (size > MAX_ANSWER_BYTES) throw tooLarge();
    parts.push(part);
    first = false;
  }
  parts.push(close);
  writeJsonParts(res, parts);
}
