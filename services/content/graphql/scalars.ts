import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLScalarType,
  Kind,
  valueFromASTUntyped,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';

/**
 * Behaviour of the DatoCMS scalars. `buildSchema` leaves custom scalars accepting anything; here IntType,
 * FloatType and BooleanType behave like Int, Float and Boolean, ItemId/UploadId like ID, Date and DateTime
 * accept only ISO strings, and the JSON-valued scalars pass values through.
 */

type ScalarBehaviour = Pick<GraphQLScalarType, 'serialize' | 'parseValue' | 'parseLiteral'>;

function isoScalar(name: string, pattern: RegExp): ScalarBehaviour {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !pattern.test(value) || Number.isNaN(Date.parse(value))) {
      throw new GraphQLError(`${name} cannot represent ${JSON.stringify(value)}: an ISO 8601 string is expected`);
    }
    return value;
  };
  return {
    serialize: (value) => value,
    parseValue: check,
    parseLiteral: (ast: ValueNode) => {
      if (ast.kind !== Kind.STRING) throw new GraphQLError(`${name} cannot represent a non-string value`, { nodes: ast });
      return check(ast.value);
    },
  };
}

function behaviourOf(scalar: GraphQLScalarType): ScalarBehaviour {
  return { serialize: scalar.serialize, parseValue: scalar.parseValue, parseLiteral: scalar.parseLiteral };
}

const json: ScalarBehaviour = {
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
};

const BEHAVIOURS: Record<string, ScalarBehaviour> = {
  IntType: behaviourOf(GraphQLInt),
  FloatType: behaviourOf(GraphQLFloat),
  BooleanType: behaviourOf(GraphQLBoolean),
  ItemId: behaviourOf(GraphQLID),
  UploadId: behaviourOf(GraphQLID),
  Date: isoScalar('Date', /^\d{4}-\d{2}-\d{2}$/),
  DateTime: isoScalar('DateTime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/),
  JsonField: json,
  CustomData: json,
  MetaTagAttributes: json,
};

export function installScalars(schema: GraphQLSchema): void {
  for (const [name, behaviour] of Object.entries(BEHAVIOURS)) {
    const type = schema.getType(name);
    if (!(type instanceof GraphQLScalarType)) throw new Error(`Scalar ${name} is missing from the schema`);
    Object.assign(type, behaviour);
  }
}
