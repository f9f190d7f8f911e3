import 'server-only';
import type { ASTNode, ASTVisitor, GraphQLError, ValidationContext } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { inputFlawMessages } from '@/lib/contracts/input-flaw';
import { measureOperation, type TypeLike } from './measure-operation';

/**
 * What one request may ask of the §7 query service. Every resolver call reads the database, and
 * the embedded one runs one query at a time, so one large document holds every other request:
 * 1,000 aliases of video(id) took 4.3 s; 50 aliases of videos(first: 100) answered 6.8 MB.
 * The app's own documents stay far below (tests/integration/graphql-limits.test.ts checks them).
 */
export const QUERY_LIMITS = {
  aliases: 20,
  depth: 10,
  /** Fields the answer may hold, list pages counted at their size (measure-operation.ts). */
  cost: 10_000,
  /** Lexical tokens of the document, enforced by the parser before anything else. */
  tokens: 2_000,
} as const;
export type QueryLimit = keyof typeof QUERY_LIMITS;

export function tooComplex(limit: QueryLimit, message: string, nodes?: readonly ASTNode[]): GraphQLError {
  return createGraphQLError(message, { nodes, extensions: { code: 'QUERY_TOO_COMPLEX', limit, max: QUERY_LIMITS[limit], http: { status: 400 } } });
}

/** Aliases, depth and cost of each operation; runs before any resolver. */
export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      const schema = context.getSchema();
      const root = (schema.getRootType(node.operation) ?? undefined) as TypeLike | undefined;
      const { aliases, depth, cost } = measureOperation(node, root, schema, (name) => context.getFragment(name));
      const { aliases: maxAliases, depth: maxDepth, cost: maxCost } = QUERY_LIMITS;
      if (aliases > maxAliases) context.reportError(tooComplex('aliases', `The operation uses ${aliases} aliases; at most ${maxAliases} are allowed.`, [node]));
      if (depth > maxDepth) context.reportError(tooComplex('depth', `The operation is nested ${depth} levels deep; at most ${maxDepth} are allowed.`, [node]));
      if (cost > maxCost) {
        context.reportError(tooComplex('cost', `The operation may return ${cost} fields; at most ${maxCost} are allowed. Ask for smaller pages or fewer fields.`, [node]));
      }
      return false;
    },
  };
}

/** Variables are checked in use-query-limits.ts; string literals of the document here (PostgreSQL text cannot hold U+0000). */
export function nulStringRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (!node.value.includes('\u0000')) return;
      context.reportError(createGraphQLError(inputFlawMessages.nul, { nodes: [node], extensions: { code: 'BAD_REQUEST', http: { status: 400 } } }));
    },
  };
}

/** Production answers no introspection: the schema is documented in §7, not served to probes. */
export function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const name = node.name.value;
      if (name !== '__schema' && name !== '__type') return;
      context.reportError(
        createGraphQLError(`Introspection is disabled: the query asks for "${name}".`, {
          nodes: [node],
          extensions: { code: 'INTROSPECTION_DISABLED', http: { status: 400 } },
        }),
      );
    },
  };
}
