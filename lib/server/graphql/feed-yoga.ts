import 'server-only';
import { feedGraphqlSchema } from './feed-schema';
import { buildGraphqlServer } from './yoga';

/**
 * §7 feed service at /feed/graphql: the same context (bearer token only when logged in, a visitor
 * otherwise), error masking, limits and CORS as /graphql, its own schema.
 */
const build = () => buildGraphqlServer(feedGraphqlSchema, '/feed/graphql');

let instance: ReturnType<typeof build> | undefined;

export function feedGraphqlServer(): ReturnType<typeof build> {
  instance ??= build();
  return instance;
}
