import 'server-only';
import { createHash } from 'node:crypto';
import { Kind, print, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionNode } from 'graphql';
import * as articleQueries from './article-queries';
import * as catalogueQueries from './catalogue-queries';
import { GlobalDataQuery } from './global-data-queries';
import { SearchPageQuery } from './search-page-query';
import { specialPageQueries } from './special-page-queries';

/**
 * Live preview's queries (the Real-time Updates API): which GraphQL a draft page may subscribe to, and the
 * one subscription query of a page.
 *
 * The browser never sends GraphQL of its own. A draft page's render records the storefront queries it
 * made (lib/content/client.ts), each by the hash of its printed document and its variables; the page hands
 * those hashes and variables to its live-preview component, which registers them through our route
 * (app/api/preview-listen). The route looks each hash up in this allow-list, built from the storefront's
 * own query documents, and merges the parts into one query (`mergeLiveQueries`), so a page has one channel
 * that covers everything it shows (its record, its lists, the header and footer texts).
 */

export interface LiveQueryPart {
  hash: string;
  variables: Record<string, unknown>;
}

/** How many queries one page's subscription may merge (a page makes far fewer). */
export const MAX_LIVE_QUERY_PARTS = 24;

const hashes = new WeakMap<DocumentNode, string>();

/** The allow-list key of a query document: SHA-256 of its printed text. */
export function liveQueryHash(document: DocumentNode): string {
  let hash = hashes.get(document);
  if (!hash) {
    hash = createHash('sha256').update(print(document)).digest('hex');
    hashes.set(document, hash);
  }
  return hash;
}

function isQueryDocument(value: unknown): value is DocumentNode {
  const doc = value as DocumentNode | null;
  return (
    typeof doc === 'object' &&
    doc !== null &&
    doc.kind === Kind.DOCUMENT &&
    doc.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'query')
  );
}

let allowList: Map<string, DocumentNode> | undefined;

/** The storefront's queries that draft pages read, by hash (built on first use: the modules import each other). */
export function liveQueryAllowList(): Map<string, DocumentNode> {
  if (!allowList) {
    const documents = [...Object.values(articleQueries), ...Object.values(catalogueQueries), ...Object.values(specialPageQueries), GlobalDataQuery, SearchPageQuery];
    allowList = new Map(documents.filter(isQueryDocument).map((document) => [liveQueryHash(document), document]));
  }
  return allowList;
}

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length !== 1 || operations[0]!.operation !== 'query') throw new Error('A live query part has exactly one query operation');
  return operations[0]!;
}

/**
 * One query of several: each part's root fields get the alias `p<i>_<alias>` and its variables the name
 * `p<i>_<name>`; fragments (which use no variables in the storefront's documents) are shared by name. The
 * merged answer changes exactly when one of the parts' answers changes.
 */
export function mergeLiveQueries(parts: { document: DocumentNode; variables: Record<string, unknown> }[]): {
  query: string;
  variables: Record<string, unknown>;
} {
  const selections: SelectionNode[] = [];
  const variableDefinitions: OperationDefinitionNode['variableDefinitions'] & unknown[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  const variables: Record<string, unknown> = {};
  parts.forEach(({ document, variables: partVariables }, index) => {
    const prefix = `p${index}_`;
    const renamed = visit(operationOf(document), {
      Variable: (node) => ({ ...node, name: { ...node.name, value: prefix + node.name.value } }),
    });
    for (const selection of renamed.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) throw new Error('A live query part selects fields at its root');
      const alias = selection.alias?.value ?? selection.name.value;
      selections.push({ ...selection, alias: { kind: Kind.NAME, value: prefix + alias } });
    }
    variableDefinitions.push(...(renamed.variableDefinitions ?? []));
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    for (const [name, value] of Object.entries(partVariables)) variables[prefix + name] = value;
  });
  const operation: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: 'query' as OperationDefinitionNode['operation'],
    name: { kind: Kind.NAME, value: 'LivePreview' },
    variableDefinitions,
    directives: [],
    selectionSet: { kind: Kind.SELECTION_SET, selections },
  };
  const definitions: DefinitionNode[] = [operation, ...fragments.values()];
  return { query: print({ kind: Kind.DOCUMENT, definitions }), variables };
}
