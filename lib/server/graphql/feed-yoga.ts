import 'server-only';
import { createYoga } from 'graphql-yoga';
import { env } from '@/lib/server/env';
import { useBadRequestStatus } from './bad-request-status';
import { createGraphqlContext } from './context';
import { maskError } from './mask-error';
import { useQueryLimits } from './use-query-limits';
import { graphqlCors } from '@/lib/server/http/cors';
import { feedGraphqlSchema } from './feed-schema';

/**
 * §7 feed service at /feed/graphql: the same context (bearer token only when logged in, a visitor
 * otherwise), error masking, limits and CORS as /graphql (lib/server/graphql/yoga.ts), its own schema.
 */
function build() {
  return createYoga({
    schema: feedGraphqlSchema,
    graphqlEndpoint: '/feed/graphql{/}?',
    fetchAPI: { Response },
    cors: graphqlCors,
    context: createGraphqlContext,
    maskedErrors: { maskError },
    plugins: [useBadRequestStatus(), useQueryLimits({ introspection: env().NODE_ENV !== 'production' })],
    graphiql: false,
    landingPage: false,
    logging: false,
  });
}

let instance: ReturnType<typeof build> | undefined;

export function feedGraphqlServer(): ReturnType<typeof build> {
  instance ??= build();
  return instance;
}
