import {
  getNamedType,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { DEFAULT_PAGE_SIZE } from '../query/collection-query';

/**
 * What a query costs, worked out from the document and its variables before anything runs, by the rules
 * DatoCMS documents for its Content Delivery API ("Complexity"):
 * - each requested field costs 1;
 * - a collection field (`allXxxs`, `_allReferencingXxxs`: every field with `first`) costs 100, plus 250 per
 *   filter condition and 250 per sorting parameter, plus its page size (`first`, 20 by default) times the
 *   cost of the fields inside it;
 * - a meta field (`_allXxxsMeta`) costs 1,000 plus its filters plus the fields inside it.
 * Fields that read other records, uploads or blocks (every field of an object type: links, files,
 * `responsiveImage`, structured text, `_seoMetaTags`) weigh 10, as DatoCMS first weighed them. A list without
 * `first` (links, galleries, blocks) counts the fields inside it once: its length is the editors' data, not
 * the query's choice, and what one request may read in all is bounded apart from its cost (the records it
 * reads, the size of its answer: request-context.ts). The schema's own description (`__schema { types }`)
 * counts each of the schema's types, as its answer holds them all.
 * Where a selection branches on the record's type (`... on XRecord`), the dearest branch counts.
 *
 * The same walk measures the depth (through fragments, which a visitor of the document alone does not
 * follow) and the aliases of the expanded query. Fragments are measured once each, so a document whose
 * fragments spread each other many times is measured in time linear in its length (its cost, not its
 * walk, is then huge).
 */

export const COLLECTION_BASE_COST = 100;
export const META_BASE_COST = 1_000;
export const FILTER_COST = 250;
export const SORT_COST = 250;
export const LINK_COST = 10;
/** The walk stops descending here (a deeper query is refused for its depth whatever lies below). */
const WALK_DEPTH = 100;

export interface QueryMeasure {
  complexity: number;
  depth: number;
  aliases: number;
}

const NOTHING: QueryMeasure = { complexity: 0, depth: 0, aliases: 0 };

function add(a: QueryMeasure, b: QueryMeasure): QueryMeasure {
  return { complexity: a.complexity + b.complexity, depth: Math.max(a.depth, b.depth), aliases: a.aliases + b.aliases };
}

/** The larger of two branches (by cost; depth and aliases of either, whichever is larger). */
function dearest(a: QueryMeasure, b: QueryMeasure): QueryMeasure {
  return { complexity: Math.max(a.complexity, b.complexity), depth: Math.max(a.depth, b.depth), aliases: Math.max(a.aliases, b.aliases) };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The filter conditions of a `filter` argument: each operator of each field (`{ birth: { gt, lt } }` is two),
 * and the conditions inside `AND`/`OR` lists.
 */
export function filterConditions(filter: unknown): number {
  if (!isPlainObject(filter)) return 0;
  let count = 0;
  for (const [name, value] of Object.entries(filter)) {
    if (name === 'AND' || name === 'OR') {
      for (const part of Array.isArray(value) ? value : [value]) count += filterConditions(part);
    } else if (isPlainObject(value)) {
      count += Object.keys(value).length;
    } else if (value !== undefined && value !== null) {
      count += 1;
    }
  }
  return count;
}

function sortParameters(orderBy: unknown): number {
  if (orderBy === undefined || orderBy === null) return 0;
  return Array.isArray(orderBy) ? orderBy.length : 1;
}

function pageSize(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_PAGE_SIZE;
}

class Measurer {
  private readonly fragments = new Map<string, FragmentDefinitionNode>();
  private readonly measured = new Map<string, QueryMeasure>();
  private readonly measuring = new Set<string>();
  private level = 0;

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly variables: Record<string, unknown>,
  ) {
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) this.fragments.set(definition.name.value, definition);
    }
  }

  private argument(node: FieldNode, field: GraphQLField<unknown, unknown>, name: string): unknown {
    const given = node.arguments?.find((argument) => argument.name.value === name);
    if (given) return valueFromASTUntyped(given.value as ValueNode, this.variables);
    return field.args.find((argument) => argument.name === name)?.defaultValue;
  }

  private definition(parent: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
    if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
    if (parent === this.schema.getQueryType()) {
      if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
      if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
    }
    return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
  }

  private field(parent: GraphQLCompositeType, node: FieldNode): QueryMeasure {
    const alias = node.alias !== undefined && node.alias.value !== node.name.value ? 1 : 0;
    const field = this.definition(parent, node.name.value);
    if (!field || !node.selectionSet) return { complexity: 1, depth: 1, aliases: alias };
    const named = getNamedType(field.type);
    if (!isCompositeType(named)) return { complexity: 1, depth: 1, aliases: alias };
    const inner = this.selectionSet(named, node.selectionSet);
    const paged = field.args.some((argument) => argument.name === 'first');
    const meta = /^_all\w+Meta$/.test(field.name);
    const filters = FILTER_COST * filterConditions(this.argument(node, field, 'filter'));
    let complexity: number;
    if (paged) {
      const sorting = SORT_COST * sortParameters(this.argument(node, field, 'orderBy'));
      complexity = COLLECTION_BASE_COST + filters + sorting + pageSize(this.argument(node, field, 'first')) * inner.complexity;
    } else if (meta) {
      complexity = META_BASE_COST + filters + inner.complexity;
    } else if (parent.name === '__Schema' && field.name === 'types') {
      complexity = LINK_COST + Object.keys(this.schema.getTypeMap()).length * inner.complexity;
    } else {
      complexity = LINK_COST + filters + inner.complexity;
    }
    return { complexity, depth: inner.depth + 1, aliases: inner.aliases + alias };
  }

  private fragment(name: string): QueryMeasure {
    const done = this.measured.get(name);
    if (done) return done;
    const definition = this.fragments.get(name);
    // A missing or cyclic fragment fails validation; the walk only has to stop.
    if (!definition || this.measuring.has(name)) return NOTHING;
    const type = this.schema.getType(definition.typeCondition.name.value);
    if (!type || !isCompositeType(type)) return NOTHING;
    this.measuring.add(name);
    const measure = this.selectionSet(type, definition.selectionSet);
    this.measuring.delete(name);
    this.measured.set(name, measure);
    return measure;
  }

  selectionSet(parent: GraphQLCompositeType, selectionSet: SelectionSetNode): QueryMeasure {
    if (this.level >= WALK_DEPTH) return { complexity: 0, depth: WALK_DEPTH, aliases: 0 };
    this.level += 1;
    try {
      return this.selections(parent, selectionSet);
    } finally {
      this.level -= 1;
    }
  }

  private selections(parent: GraphQLCompositeType, selectionSet: SelectionSetNode): QueryMeasure {
    let common = NOTHING;
    // Selections that apply only to some of an abstract type's records, by the type they name.
    const branches = new Map<string, QueryMeasure>();
    const branch = (typeName: string | undefined, measure: QueryMeasure) => {
      if (typeName === undefined || typeName === parent.name || !isAbstractType(parent)) common = add(common, measure);
      else branches.set(typeName, add(branches.get(typeName) ?? NOTHING, measure));
    };
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        common = add(common, this.field(parent, selection));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typeName = selection.typeCondition?.name.value;
        const type = typeName ? this.schema.getType(typeName) : parent;
        if (type && isCompositeType(type)) branch(typeName, this.selectionSet(type, selection.selectionSet));
      } else {
        const definition = this.fragments.get(selection.name.value);
        branch(definition?.typeCondition.name.value, this.fragment(selection.name.value));
      }
    }
    let widest = NOTHING;
    for (const measure of branches.values()) widest = dearest(widest, measure);
    return add(common, widest);
  }
}

function operationOf(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

/**
 * The complexity, depth and aliases of the operation a request runs (a validated document). Variables fill
 * in `first`, `filter` and `orderBy`; a variable left out takes its declared default.
 */
export function measureQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): QueryMeasure {
  const operation = operationOf(document, operationName);
  if (!operation) return NOTHING;
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (definition.defaultValue) values[name] = valueFromASTUntyped(definition.defaultValue);
  }
  Object.assign(values, variables ?? {});
  const root =
    operation.operation === 'query' ? schema.getQueryType() : operation.operation === 'mutation' ? schema.getMutationType() : null;
  if (!root) return NOTHING;
  return new Measurer(schema, document, values).selectionSet(root, operation.selectionSet);
}
