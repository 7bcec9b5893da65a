import type { Algoliasearch } from 'algoliasearch';
import { SEARCH_INDEX_DEFINITION, type SearchIndexDefinition } from './index-definition';
import { describePlan, isEmptyPlan, provisionPlan, type LiveState, type ProvisionPlan } from './provision-plan';

/**
 * Applies `index-definition.ts` to an application through the `algoliasearch` v5 client: reads the live
 * settings of the primary and its replicas and the primary's synonyms, writes only what differs
 * (`provision-plan.ts`) and waits for each task. The primary's settings go first, since setting its
 * `replicas` creates the replicas whose settings follow. A second run finds nothing to change and writes
 * nothing.
 */

export interface ProvisionResult {
  plan: ProvisionPlan;
  lines: string[];
  /** Tasks written (0 in a dry run or when nothing differs). */
  writes: number;
}

function status(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : undefined;
}

/** An index's settings, or undefined when it does not exist yet. */
async function liveSettings(client: Algoliasearch, indexName: string): Promise<Record<string, unknown> | undefined> {
  try {
    return (await client.getSettings({ indexName })) as Record<string, unknown>;
  } catch (error) {
    if (status(error) === 404) return undefined;
    throw error;
  }
}

async function liveSynonyms(client: Algoliasearch, indexName: string): Promise<LiveState['synonyms']> {
  const found: { objectID: string; [field: string]: unknown }[] = [];
  const hitsPerPage = 1000;
  for (let page = 0; ; page += 1) {
    let answer;
    try {
      answer = await client.searchSynonyms({ indexName, searchSynonymsParams: { query: '', page, hitsPerPage } });
    } catch (error) {
      if (status(error) === 404) return found;
      throw error;
    }
    found.push(...(answer.hits as unknown as { objectID: string }[]));
    if (answer.hits.length < hitsPerPage) return found;
  }
}

export async function readLiveState(client: Algoliasearch, definition: SearchIndexDefinition): Promise<LiveState> {
  const names = [definition.name, ...definition.replicas.map((replica) => replica.name)];
  const settings: LiveState['settings'] = {};
  for (const name of names) settings[name] = await liveSettings(client, name);
  const synonyms = settings[definition.name] ? await liveSynonyms(client, definition.name) : [];
  return { settings, synonyms };
}

/** Writes the plan, one task at a time, each waited for. */
export async function applyPlan(client: Algoliasearch, definition: SearchIndexDefinition, plan: ProvisionPlan): Promise<number> {
  let writes = 0;
  const wait = async (indexName: string, answer: { taskID: number }) => {
    writes += 1;
    await client.waitForTask({ indexName, taskID: answer.taskID });
  };
  for (const change of plan.settings)
    await wait(
      change.indexName,
      await client.setSettings({ indexName: change.indexName, indexSettings: change.settings, forwardToReplicas: false }),
    );
  if (plan.synonymsToSave.length > 0)
    await wait(
      definition.name,
      await client.saveSynonyms({
        indexName: definition.name,
        synonymHit: plan.synonymsToSave,
        forwardToReplicas: true,
        replaceExistingSynonyms: false,
      }),
    );
  for (const objectID of plan.synonymsToDelete)
    await wait(definition.name, await client.deleteSynonym({ indexName: definition.name, objectID, forwardToReplicas: true }));
  return writes;
}

export async function provision(
  client: Algoliasearch,
  options: { dryRun?: boolean; prune?: boolean; definition?: SearchIndexDefinition } = {},
): Promise<ProvisionResult> {
  const definition = options.definition ?? SEARCH_INDEX_DEFINITION;
  const plan = provisionPlan(definition, await readLiveState(client, definition), options.prune ?? false);
  const lines = describePlan(plan);
  if (options.dryRun || isEmptyPlan(plan)) return { plan, lines, writes: 0 };
  return { plan, lines, writes: await applyPlan(client, definition, plan) };
}
