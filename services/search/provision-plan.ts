import { SYNONYM_PREFIX, primarySettings, replicaSettings, type SearchIndexDefinition, type Synonym } from './index-definition';

/**
 * What provisioning changes, worked out from the live settings and synonyms alone (pure, for the tests):
 * - settings: per index, only the settings whose live value differs from the definition's; a setting the
 *   definition does not name (a merchandiser's) is left as it is; `primary` is Algolia's to set;
 * - replicas: the definition's are added to the live list; another replica stays unless pruning;
 * - synonyms: ours (ids with `SYNONYM_PREFIX`) saved where missing or different, forwarded to the replicas;
 *   ours that the definition no longer has are deleted only when pruning; nobody else's are touched.
 */

export interface SettingsChange {
  indexName: string;
  /** The settings to send, only those that differ. */
  settings: Record<string, unknown>;
}

export interface ProvisionPlan {
  settings: SettingsChange[];
  synonymsToSave: Synonym[];
  synonymsToDelete: string[];
  /** Left as they are without `--prune`: our synonyms and replicas the definition no longer has. */
  keptWithoutPrune: string[];
}

export interface LiveState {
  /** Live settings per index name; an index that does not exist is absent. */
  settings: Record<string, Record<string, unknown> | undefined>;
  /** The primary's synonyms (all of them; only ours are compared). */
  synonyms: readonly { objectID: string; [field: string]: unknown }[];
}

/** Settings Algolia sets itself or answers without being asked; never compared. */
const NOT_COMPARED = new Set(['primary', 'version']);

/** JSON of a value with object keys sorted, so equal settings compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export function settingsDifferences(wanted: Record<string, unknown>, live: Record<string, unknown> | undefined): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(wanted)) {
    if (NOT_COMPARED.has(name)) continue;
    if (live === undefined || canonical(live[name]) !== canonical(value)) changes[name] = value;
  }
  return changes;
}

/** The synonym's fields as the definition states them, so a live synonym compares without Algolia's extras. */
function synonymFields(synonym: { [field: string]: unknown }): string {
  return canonical({ objectID: synonym.objectID, type: synonym.type, synonyms: synonym.synonyms, input: synonym.input ?? undefined });
}

export function provisionPlan(definition: SearchIndexDefinition, live: LiveState, prune: boolean): ProvisionPlan {
  const plan: ProvisionPlan = { settings: [], synonymsToSave: [], synonymsToDelete: [], keptWithoutPrune: [] };

  const primaryLive = live.settings[definition.name];
  const wanted = primarySettings(definition);
  const liveReplicas = Array.isArray(primaryLive?.replicas) ? (primaryLive.replicas as string[]) : [];
  const ours = wanted.replicas as string[];
  const others = liveReplicas.filter((replica) => !ours.includes(replica));
  if (!prune) {
    wanted.replicas = [...ours, ...others];
    plan.keptWithoutPrune.push(...others.map((replica) => `replica ${replica}`));
  }
  const primaryChanges = settingsDifferences(wanted, primaryLive);
  if (Object.keys(primaryChanges).length > 0) plan.settings.push({ indexName: definition.name, settings: primaryChanges });
  for (const replica of definition.replicas) {
    const changes = settingsDifferences(replicaSettings(replica, definition), live.settings[replica.name]);
    if (Object.keys(changes).length > 0) plan.settings.push({ indexName: replica.name, settings: changes });
  }

  const liveOurs = new Map(
    live.synonyms.filter((synonym) => synonym.objectID.startsWith(SYNONYM_PREFIX)).map((synonym) => [synonym.objectID, synonym]),
  );
  for (const synonym of definition.synonyms) {
    const current = liveOurs.get(synonym.objectID);
    if (!current || synonymFields(current) !== synonymFields(synonym as unknown as Record<string, unknown>))
      plan.synonymsToSave.push(synonym);
  }
  const defined = new Set(definition.synonyms.map((synonym) => synonym.objectID));
  for (const objectID of liveOurs.keys()) {
    if (defined.has(objectID)) continue;
    if (prune) plan.synonymsToDelete.push(objectID);
    else plan.keptWithoutPrune.push(`synonym ${objectID}`);
  }
  return plan;
}

export function isEmptyPlan(plan: ProvisionPlan): boolean {
  return plan.settings.length === 0 && plan.synonymsToSave.length === 0 && plan.synonymsToDelete.length === 0;
}

/** The plan as lines a person reads (`--dry-run`, and what a run did). */
export function describePlan(plan: ProvisionPlan): string[] {
  const lines: string[] = [];
  if (isEmptyPlan(plan)) lines.push('Nothing to change: the indices match services/search/index-definition.ts.');
  for (const change of plan.settings) lines.push(`settings of ${change.indexName}: ${Object.keys(change.settings).join(', ')}`);
  if (plan.synonymsToSave.length > 0) lines.push(`synonyms to save: ${plan.synonymsToSave.map((synonym) => synonym.objectID).join(', ')}`);
  if (plan.synonymsToDelete.length > 0) lines.push(`synonyms to delete: ${plan.synonymsToDelete.join(', ')}`);
  for (const kept of plan.keptWithoutPrune) lines.push(`kept (not in the definition; --prune removes it): ${kept}`);
  return lines;
}
