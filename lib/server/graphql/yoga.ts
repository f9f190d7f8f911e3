import 'server-only';
import { createYoga } from 'graphql-yoga';
import { graphqlCors } from '@/lib/server/http/cors';
import { env } from '@/lib/server/env';
import { useBadRequestStatus } from './bad-request-status';
import { createGraphqlContext } from './context';
import { maskError } from './mask-error';
import { graphqlSchema } from './schema';
import { useQueryLimits } from './use-query-limits';

/**
 * A query-language service on `endpoint` (with or without the trailing slash): the app's context,
 * error masking, limits and CORS around `schema`. /graphql and the §7 feed service share it.
 */
export function buildGraphqlServer(schema: typeof graphqlSchema, endpoint: string) {
  return createYoga({
    schema,
    // server.ts hands Next '/graphql/' (trailingSlash); clients and tests may use '/graphql'.
    graphqlEndpoint: `${endpoint}{/}?`,
    fetchAPI: { Response },
    // Yoga's default answers every origin, with credentials: only the app's origins here.
    cors: graphqlCors,
    context: createGraphqlContext,
    maskedErrors: { maskError },
    // Alias, depth, token and cost limits; no introspection in production (use-query-limits.ts).
    plugins: [useBadRequestStatus(), useQueryLimits({ introspection: env().NODE_ENV !== 'production' })],
    // §7: POST with JSON; GET stays available for queries only (yoga refuses mutations over GET).
    graphiql: false,
    landingPage: false,
    logging: false,
  });
}

const build = () => buildGraphqlServer(graphqlSchema, '/graphql');

let instance: ReturnType<typeof build> | undefined;

/**
 * The yoga server, created on first use. It holds no per-process state (the runtime does), so
 * one copy per module graph is fine (TOOLCHAIN.md).
 */
export function graphqlServer(): ReturnType<typeof build> {
  instance ??= build();
  return instance;
}
