import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST } from '../../lib/constants';
import { SEARCH_INDEX_DEFINITION, definedIndices, primarySettings, replicaSettings } from '../../services/search/index-definition';
import { describePlan, isEmptyPlan, provisionPlan, type LiveState } from '../../services/search/provision-plan';

/** Provisioning's plan: only what differs from the definition, only our synonyms, nothing removed without --prune. */

const definition = SEARCH_INDEX_DEFINITION;

type LiveSynonym = { objectID: string; [field: string]: unknown };

function liveAsDefined(): LiveState & { synonyms: LiveSynonym[] } {
  const settings: LiveState['settings'] = {};
  for (const { name, settings: defined } of definedIndices()) settings[name] = structuredClone(defined);
  return { settings, synonyms: definition.synonyms.map((synonym) => ({ ...structuredClone(synonym) })) };
}

describe('the index definition', () => {
  it('defines the primary with both standard replicas, each sorting first', () => {
    expect(primarySettings().replicas).toEqual([SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST]);
    const [lowest, newest] = definition.replicas;
    expect((replicaSettings(lowest!).ranking as string[])[0]).toBe('asc(price)');
    expect((replicaSettings(newest!).ranking as string[])[0]).toBe('desc(createdAtTimestamp)');
    expect(definition.settings.customRanking).toEqual(['asc(availabilityRank)', 'desc(createdAtTimestamp)']);
    expect(definition.settings).toMatchObject({
      queryLanguages: ['sv'],
      indexLanguages: ['sv'],
      ignorePlurals: ['sv'],
      removeStopWords: ['sv'],
    });
  });

  it('names every synonym with our prefix, uniquely', () => {
    const ids = definition.synonyms.map((synonym) => synonym.objectID);
    expect(ids.every((id) => id.startsWith('glans-'))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('provisionPlan', () => {
  it('on an empty application: every setting of every index and every synonym', () => {
    const plan = provisionPlan(definition, { settings: {}, synonyms: [] }, false);
    expect(plan.settings.map((change) => change.indexName)).toEqual([SEARCH_INDEX, SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST]);
    expect(plan.settings[0]?.settings).toEqual(primarySettings());
    expect(plan.synonymsToSave).toEqual(definition.synonyms);
  });

  it('is empty when the live indices match, whatever the key order and Algolia’s own fields', () => {
    const live = liveAsDefined();
    const primary = live.settings[SEARCH_INDEX] as Record<string, unknown>;
    live.settings[SEARCH_INDEX] = Object.fromEntries(Object.entries(primary).reverse());
    live.synonyms = live.synonyms.map((synonym) => ({ ...synonym, _highlightResult: {} }));
    const plan = provisionPlan(definition, live, false);
    expect(isEmptyPlan(plan)).toBe(true);
    expect(describePlan(plan)).toEqual(['Nothing to change: the indices match services/search/index-definition.ts.']);
  });

  it('sends only the settings that differ, per index', () => {
    const live = liveAsDefined();
    (live.settings[SEARCH_INDEX] as Record<string, unknown>).hitsPerPage = 50;
    (live.settings[SEARCH_REPLICA_NEWEST] as Record<string, unknown>).ranking = ['typo', 'attribute', 'exact', 'custom'];
    const plan = provisionPlan(definition, live, false);
    expect(plan.settings).toEqual([
      { indexName: SEARCH_INDEX, settings: { hitsPerPage: 20 } },
      { indexName: SEARCH_REPLICA_NEWEST, settings: { ranking: ['desc(createdAtTimestamp)', 'typo', 'attribute', 'exact', 'custom'] } },
    ]);
  });

  it('leaves a merchandiser’s settings and synonyms alone', () => {
    const live = liveAsDefined();
    (live.settings[SEARCH_INDEX] as Record<string, unknown>).attributesToSnippet = ['description:20'];
    live.synonyms.push({ objectID: 'merch-1', type: 'synonym', synonyms: ['kedja', 'länk'] });
    expect(isEmptyPlan(provisionPlan(definition, live, false))).toBe(true);
    expect(isEmptyPlan(provisionPlan(definition, live, true))).toBe(true);
  });

  it('saves one of our synonyms that a person changed back to the definition', () => {
    const live = liveAsDefined();
    const changed = live.synonyms.find((synonym) => synonym.objectID === 'glans-armband') as unknown as { synonyms: string[] };
    changed.synonyms = ['armband'];
    expect(provisionPlan(definition, live, false).synonymsToSave.map((synonym) => synonym.objectID)).toEqual(['glans-armband']);
  });

  it('keeps our stale synonyms and another replica without --prune, removes them with it', () => {
    const live = liveAsDefined();
    live.synonyms.push({ objectID: 'glans-old', type: 'synonym', synonyms: ['a', 'b'] });
    const primary = live.settings[SEARCH_INDEX] as Record<string, unknown>;
    primary.replicas = [...(primary.replicas as string[]), 'Merch replica'];

    const kept = provisionPlan(definition, live, false);
    expect(isEmptyPlan(kept)).toBe(true);
    expect(kept.keptWithoutPrune).toEqual(['replica Merch replica', 'synonym glans-old']);

    const pruned = provisionPlan(definition, live, true);
    expect(pruned.synonymsToDelete).toEqual(['glans-old']);
    expect(pruned.settings).toEqual([
      { indexName: SEARCH_INDEX, settings: { replicas: [SEARCH_REPLICA_LOWEST_PRICE, SEARCH_REPLICA_NEWEST] } },
    ]);
  });
});
