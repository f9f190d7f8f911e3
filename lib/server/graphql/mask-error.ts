import 'server-only';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import * as z from 'zod';
import { isAppError } from '@/lib/server/errors';
import { log } from '@/lib/server/log';

/**
 * By name, not instanceof: graphql can be loaded twice (its CJS build by yoga, its ESM build by
 * bundled code), and an instanceof check across the copies fails silently. For the same reason
 * errors are built with yoga's createGraphQLError, so yoga recognises them.
 */
export function isGraphqlError(value: unknown): value is GraphQLError {
  return value instanceof Error && value.name === 'GraphQLError';
}

/**
 * Yoga's maskedErrors hook. AppError → a GraphQL error whose extensions.code is the AppError
 * code (auth failures keep their HTTP status); ZodError from argument parsing →
 * VALIDATION_FAILED with issues; GraphQL's own errors (syntax, validation) pass through;
 * anything else is logged and becomes 'Unexpected error.' with no stack or message leaked.
 */
export function maskError(error: unknown, message: string): Error {
  const graphqlError = isGraphqlError(error) ? error : undefined;
  const original = graphqlError?.originalError ?? error;
  const where = { nodes: graphqlError?.nodes, path: graphqlError?.path };

  if (isAppError(original)) {
    const http = original.status === 401 || original.status === 403 ? { http: { status: original.status } } : {};
    return createGraphQLError(original.message, { ...where, extensions: { code: original.code, ...http } });
  }
  if (original instanceof z.ZodError) {
    const issues = original.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return createGraphQLError('The input is invalid.', { ...where, extensions: { code: 'VALIDATION_FAILED', issues } });
  }
  // GraphQL's own errors (syntax, validation, variables) and ones thrown on purpose are safe to
  // show. Keep the outer error: it carries locations, path and the http extension (a variable
  // error wraps the scalar's error, whose message lacks the variable name).
  if (graphqlError && isGraphqlError(original)) return withoutSpecFlag(graphqlError);
  if (isGraphqlError(original)) return withoutSpecFlag(original);
  log.error('graphql: unexpected error', original);
  return createGraphQLError(message, { ...where, extensions: { code: 'INTERNAL' } });
}

/**
 * Yoga marks syntax and validation errors `http.spec` and then answers them with 200 when the
 * client accepts plain application/json. DESIGN.md wants bad input to be a 4xx whatever the
 * Accept header, so the flag is dropped and the status kept.
 */
function withoutSpecFlag(error: GraphQLError): GraphQLError {
  const http = error.extensions?.http as { spec?: boolean; status?: number } | undefined;
  if (!http?.spec) return error;
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { ...error.extensions, http: { status: http.status ?? 400 } },
  });
}
