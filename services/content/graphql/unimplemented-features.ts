import { Kind, visit, type DocumentNode } from 'graphql';

/**
 * Parts of the DatoCMS Content Delivery API that a project may use and the local content service does not
 * implement. A query that uses one (and therefore fails validation against the local schema) is answered
 * with a 501 naming the feature (http/api-error.ts), never with an error that looks like a mistake in
 * the query, nor with a silently different answer.
 */

const UPLOAD_ROOT_FIELDS = new Set(['allUploads', 'upload', '_allUploadsMeta']);

const FEATURES = {
  subscription: 'GraphQL subscription operations (the Real-time Updates API takes queries at /listen)',
  uploads: 'Media library queries (allUploads, upload, _allUploadsMeta)',
  deepFiltering: 'Deep filtering of modular content and structured text (any, containsAny)',
  inverseRelationships: 'Inverse relationships (_allReferencingXxx) other than _allReferencingProductFamilies',
} as const;

/** The unimplemented feature a document uses, or null. */
export function unimplementedFeature(document: DocumentNode): string | null {
  let feature: string | null = null;
  const found = (name: string) => {
    feature ??= name;
  };
  visit(document, {
    OperationDefinition(node) {
      if (node.operation === 'subscription') found(FEATURES.subscription);
    },
    Field(node, _key, _parent, _path, ancestors) {
      const atRoot = ancestors.filter((ancestor) => !Array.isArray(ancestor) && (ancestor as { kind?: string }).kind === Kind.FIELD).length === 0;
      if (atRoot && UPLOAD_ROOT_FIELDS.has(node.name.value)) found(FEATURES.uploads);
      if (node.name.value.startsWith('_allReferencing') && node.name.value !== '_allReferencingProductFamilies') found(FEATURES.inverseRelationships);
    },
    ObjectField(node) {
      if (node.name.value === 'any' || node.name.value === 'containsAny') found(FEATURES.deepFiltering);
    },
  });
  return feature;
}
