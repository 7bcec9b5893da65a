import { describe, expect, it } from 'vitest';
import { HttpError } from '../../services/shared/http-service';
import { NOT_IMPLEMENTED, WITHOUT_EFFECT } from '../../services/search/search-param-names';
import { parseSearchParams } from '../../services/search/search-params';

/** Which parameters a search request may carry: known and acted on, known without effect, 501, or unknown (400). */

const INDEX = 'primary_index_sv_SE';

function statusOf(request: Record<string, unknown>): number {
  return refusal(request)?.status ?? 200;
}

function refusal(request: Record<string, unknown>): HttpError | undefined {
  try {
    parseSearchParams({ indexName: INDEX, ...request });
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  return undefined;
}

describe('search parameter names', () => {
  it('answers a parameter Algolia does not know with 400 Unknown parameter, also in a v4 params string', () => {
    expect(() => parseSearchParams({ indexName: INDEX, hitPerPage: 5 })).toThrow('Unknown parameter: hitPerPage');
    expect(() => parseSearchParams({ indexName: INDEX, params: 'query=x&sortBy=price' })).toThrow('Unknown parameter: sortBy');
  });

  it('accepts every parameter without effect on these indices', () => {
    for (const name of WITHOUT_EFFECT) expect(refusal({ [name]: ['x'] })?.message ?? '', name).not.toMatch(/Unknown parameter/);
  });

  it('answers every unimplemented parameter with 501, unless it is switched off', () => {
    for (const name of NOT_IMPLEMENTED) {
      expect(statusOf({ [name]: 'on' }), name).toBe(501);
      // The engine always matches Swedish plurals and reads Swedish: switching those off would be a difference.
      expect(statusOf({ [name]: false }), name).toBe(name === 'ignorePlurals' || name === 'queryLanguages' ? 501 : 200);
    }
    expect(statusOf({ ignorePlurals: ['sv'], queryLanguages: ['sv'] })).toBe(200);
    expect(statusOf({ typoTolerance: 'min' })).toBe(501);
  });

  it('reads responseFields: null for all, the list otherwise', () => {
    expect(parseSearchParams({ indexName: INDEX }).responseFields).toBeNull();
    expect(parseSearchParams({ indexName: INDEX, responseFields: ['*'] }).responseFields).toBeNull();
    expect(parseSearchParams({ indexName: INDEX, responseFields: ['hits', 'nbHits'] }).responseFields).toEqual(['hits', 'nbHits']);
  });
});
