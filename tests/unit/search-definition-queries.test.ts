import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX } from '../../lib/constants';
import { buildRecords } from '../../services/search/build-records';
import { SEARCH_INDEX_DEFINITION } from '../../services/search/index-definition';
import { DEFAULT_CUSTOM_RANKING, INDEX_DEFINITIONS } from '../../services/search/search-indices';
import { parseSearchParams } from '../../services/search/search-params';
import { SearchService } from '../../services/search/search-service';
import { generateCatalogue } from '../../services/seed/generate';

/**
 * What the definition's synonyms and Swedish stop words change on the demo catalogue, against the same
 * records without them: the words a shopper may type for the same thing find it, a stop word no longer
 * narrows a query, and every other query answers as before.
 */

// The demo catalogue as the seed makes it (a unit test does not depend on a file under .data/).
const records = buildRecords(generateCatalogue());
const without = new SearchService(records, INDEX_DEFINITIONS, DEFAULT_CUSTOM_RANKING, [], false);
const defined = new SearchService(records, INDEX_DEFINITIONS, DEFAULT_CUSTOM_RANKING, SEARCH_INDEX_DEFINITION.synonyms, true);
const hits = (service: SearchService, query: string) => service.search(parseSearchParams({ indexName: SEARCH_INDEX, query })).nbHits;

describe('the definition’s synonyms and stop words on the demo catalogue', () => {
  it.each([
    ['halskedja', 'halsband'],
    ['armring', 'armband'],
    ['berlock', 'hänge'],
  ])('"%s" finds what "%s" finds (it found nothing before)', (typed, synonym) => {
    expect(hits(without, typed)).toBe(0);
    expect(hits(defined, typed)).toBe(hits(without, synonym));
    expect(hits(defined, typed)).toBeGreaterThan(0);
  });

  it('"ring med sten" is no longer narrowed by the stop word "med"', () => {
    expect(hits(defined, 'ring med sten')).toBe(hits(without, 'ring sten'));
    expect(hits(defined, 'ring med sten')).toBeGreaterThan(hits(without, 'ring med sten'));
  });

  it.each([
    '',
    'ring',
    'halsband',
    'örhänge',
    'örhängen',
    'armband',
    'sterlingsilver',
    'silver 925',
    'guld',
    'silver',
    'pärla',
    'ring guld',
    'örhängen i silver',
  ])('"%s" answers as many hits as before', (query) => expect(hits(defined, query)).toBe(hits(without, query)));
});
