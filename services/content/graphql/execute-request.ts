import { execute, GraphQLError, Kind, parse, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { notImplemented } from '../http/api-error';
import type { ContentStore } from '../store/content-store';
import type { ReadMode } from '../store/record-types';
import type { EditingOptions } from './content-link';
import { contentFieldResolver } from './executable-schema';
import { measureQuery, type QueryMeasure } from './query-complexity';
import { MAX_ANSWER_BYTES, RequestContext, type SiteInfo } from './request-context';
import { unimplementedFeature } from './unimplemented-features';

/**
 * Runs one GraphQL request against the store: parse and validate (both cached per query text, since a
 * storefront sends the same few queries over and over), measure its complexity, depth and aliases with its
 * variables (query-complexity.ts) and refuse it before it runs when one is over its limit, as DatoCMS
 * does (HTTP 200, `errors: [{ message: "Query has complexity of …, which exceeds max complexity of …" }]`),
 * then execute with a fresh request context, whose answer is bounded in size (answer-budget.ts). A query
 * that fails validation because it uses a DatoCMS feature the local service lacks is refused with a 501
 * naming it (unimplemented-features.ts).
 */

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface GraphQLOutcome {
  result: ExecutionResult;
  cacheTags: string;
  /** The query's complexity (the `X-Complexity` header); null when it could not be measured (it did not validate). */
  complexity: number | null;
}

/**
 * The local project's plan limit on a query's complexity (DatoCMS's default plan allows 10,000,000; the
 * local service, on one shared process, allows less). The storefront's dearest query (the blog's feed, 500
 * articles a page) costs under a fifth of it; tests/unit/content-query-complexity.test.ts holds that.
 */
export const MAX_COMPLEXITY = 500_000;
/** How deep selections may nest, fragments followed. */
export const MAX_QUERY_DEPTH = 24;
/** How many aliased fields the expanded query may have (a merged live-preview query has a few dozen). */
export const MAX_ALIASES = 100;
const DOCUMENT_CACHE_SIZE = 500;

/** The first limit a query's measure breaks, as DatoCMS (graphql-ruby) words it; null when it keeps them all. */
function limitBroken(measure: QueryMeasure): GraphQLError | null {
  if (measure.complexity > MAX_COMPLEXITY) {
    return new GraphQLError(`Query has complexity of ${measure.complexity}, which exceeds max complexity of ${MAX_COMPLEXITY}`);
  }
  if (measure.depth > MAX_QUERY_DEPTH) return new GraphQLError(`Query has depth of ${measure.depth}, which exceeds max depth of ${MAX_QUERY_DEPTH}`);
  if (measure.aliases > MAX_ALIASES) return new GraphQLError(`Query has ${measure.aliases} aliases, which exceeds max aliases of ${MAX_ALIASES}`);
  return null;
}

type Prepared =
  | { document: DocumentNode; errors?: undefined; feature: string | null }
  | { document?: undefined; errors: readonly GraphQLError[]; feature: string | null };

export class GraphQLExecutor {
  private readonly documents = new Map<string, Prepared>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly store: ContentStore,
    private readonly site: SiteInfo,
  ) {}

  private prepare(query: string): Prepared {
    const cached = this.documents.get(query);
    if (cached) return cached;
    let prepared: Prepared;
    try {
      const document = parse(query, { maxTokens: 20_000 });
      const errors = validate(this.schema, document);
      // Subscriptions validate (the schema has no subscription type to check them against) but cannot run.
      const subscription = document.definitions.some((node) => node.kind === Kind.OPERATION_DEFINITION && node.operation === 'subscription');
      prepared =
        errors.length > 0 || subscription ? { errors, feature: unimplementedFeature(document) } : { document, feature: null };
    } catch (error) {
      prepared = { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))], feature: null };
    }
    if (this.documents.size >= DOCUMENT_CACHE_SIZE) {
      const oldest = this.documents.keys().next().value;
      if (oldest !== undefined) this.documents.delete(oldest);
    }
    this.documents.set(query, prepared);
    return prepared;
  }

  /**
   * Checks a request without running it: the errors that keep it from running (parse, validation and the
   * limits on complexity, depth and aliases), empty when it can run. A DatoCMS feature the local service
   * lacks is thrown as a 501, as `run` does.
   */
  check(request: GraphQLRequest): readonly GraphQLError[] {
    const prepared = this.prepare(request.query);
    if (prepared.feature) throw notImplemented(prepared.feature, 'the query uses it; see docs/local-services.md');
    if (!prepared.document) return prepared.errors;
    const broken = limitBroken(measureQuery(this.schema, prepared.document, request.variables, request.operationName));
    return broken ? [broken] : [];
  }

  async run(request: GraphQLRequest, mode: ReadMode, editing: EditingOptions | null = null): Promise<GraphQLOutcome> {
    const context = new RequestContext(this.store, mode, this.site, editing);
    const prepared = this.prepare(request.query);
    if (prepared.feature) throw notImplemented(prepared.feature, 'the query uses it; see docs/local-services.md');
    if (!prepared.document) return { result: { errors: prepared.errors }, cacheTags: '', complexity: null };
    // Measured per request: `first` and filters may come from the variables.
    const { complexity, ...measure } = measureQuery(this.schema, prepared.document, request.variables, request.operationName);
    const broken = limitBroken({ complexity, ...measure });
    if (broken) return { result: { errors: [broken] }, cacheTags: '', complexity };
    const result = await execute({
      schema: this.schema,
      document: prepared.document,
      variableValues: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
      contextValue: context,
      fieldResolver: contentFieldResolver,
    });
    if (context.answerTooLarge) {
      const message = `The answer is larger than ${MAX_ANSWER_BYTES} bytes; ask for fewer records (first, filter) or fewer fields`;
      return { result: { errors: [new GraphQLError(message, { extensions: { code: 'ANSWER_TOO_LARGE' } })] }, cacheTags: '', complexity };
    }
    return { result, cacheTags: context.tags.header(), complexity };
  }
}
