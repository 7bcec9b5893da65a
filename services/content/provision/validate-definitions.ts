import type { ModelDefinition } from '../schema/definition-types';
import { cmaFieldType, definitionFieldApiKey, fieldTargets, storedFields } from './desired-schema';

/**
 * Checks the model definitions before anything is written to a project: every problem is named by its
 * place (`model product_family, field brand: links to unknown model "brandx"`). Returns the problems; an
 * empty list means the definitions can be provisioned.
 */
export function definitionProblems(models: ModelDefinition[]): string[] {
  const problems: string[] = [];
  const byApiKey = new Map<string, ModelDefinition>();
  for (const model of models) {
    if (byApiKey.has(model.apiKey)) problems.push(`model ${model.apiKey}: duplicate api key`);
    byApiKey.set(model.apiKey, model);
    if (!/^[a-z][a-z0-9_]*$/.test(model.apiKey)) problems.push(`model ${model.apiKey}: api key must be snake_case`);
  }
  const previousModelKeys = new Map<string, string>();
  for (const model of models) {
    for (const old of model.renamedFrom ?? []) {
      if (byApiKey.has(old)) problems.push(`model ${model.apiKey}: renamed from "${old}", which is still a model`);
      if (previousModelKeys.has(old))
        problems.push(`model ${model.apiKey}: renamed from "${old}", as is model ${previousModelKeys.get(old)}`);
      previousModelKeys.set(old, model.apiKey);
    }
  }
  for (const model of models) {
    const place = `model ${model.apiKey}`;
    if (model.kind === 'block' && (model.single || model.plural || model.tree))
      problems.push(`${place}: a block has no root fields and no tree`);
    if (model.tree && model.kind !== 'collection') problems.push(`${place}: only a collection can be a tree`);
    const keys = new Map<string, string>();
    for (const field of storedFields(model)) {
      const at = `${place}, field ${field.name}`;
      const apiKey = definitionFieldApiKey(field);
      for (const key of [apiKey, ...(field.renamedFrom ?? [])]) {
        if (keys.has(key)) problems.push(`${at}: api key "${key}" is also field ${keys.get(key)}'s`);
        keys.set(key, field.name);
      }
      const type = cmaFieldType(field, models);
      if (!type) {
        problems.push(`${at}: no DatoCMS field type for "${field.type}"`);
        continue;
      }
      for (const target of fieldTargets(field, models)) {
        const targetModel = byApiKey.get(target);
        if (!targetModel) {
          problems.push(`${at}: links to unknown model "${target}"`);
          continue;
        }
        const embeds = type === 'rich_text' || type === 'single_block';
        if (embeds && targetModel.kind !== 'block') problems.push(`${at}: embeds model "${target}", which is not a block`);
        if (!embeds && targetModel.kind === 'block') problems.push(`${at}: links to block "${target}" as if it were a model`);
      }
      if (type === 'slug') {
        if (!field.slugTitleField) problems.push(`${at}: a slug needs its title field (slugTitleField)`);
        else {
          const title = model.fields.find((candidate) => candidate.name === field.slugTitleField);
          if (!title) problems.push(`${at}: slug title field "${field.slugTitleField}" does not exist`);
          else if (cmaFieldType(title, models) !== 'string')
            problems.push(`${at}: slug title field "${field.slugTitleField}" is not a string field`);
        }
      }
      if (field.format === 'enum' && !field.enumValues?.length) problems.push(`${at}: an enum needs its values`);
      if (field.localized && model.kind === 'block') problems.push(`${at}: a block's field is localized with the record it is part of`);
    }
    for (const field of model.fields.filter((candidate) => candidate.derived === 'tree')) {
      if (!model.tree) problems.push(`${place}, field ${field.name}: a tree field on a model that is not a tree`);
    }
    for (const field of model.fields.filter((candidate) => candidate.derived === 'inverse')) {
      for (const target of fieldTargets(field, models)) {
        const source = byApiKey.get(target);
        const links = source && storedFields(source).some((candidate) => fieldTargets(candidate, models).includes(model.apiKey));
        if (!links) problems.push(`${place}, field ${field.name}: no field of "${target}" links here`);
      }
      if (!model.inverseRelationships) problems.push(`${place}, field ${field.name}: inverse relationships are not enabled on the model`);
    }
  }
  return problems;
}

/** Throws with every problem listed when the definitions cannot be provisioned. */
export function assertValidDefinitions(models: ModelDefinition[]): void {
  const problems = definitionProblems(models);
  if (problems.length > 0) throw new Error(`The model definitions have ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
}
