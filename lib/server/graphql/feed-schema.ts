import 'server-only';
import { createSchema } from 'graphql-yoga';
import type { GraphqlContext } from './context';
import { feedResolvers } from './feed-resolvers';
import { feedTypeDefs } from './feed-type-defs';

/** The §7 feed service: a schema of its own, served at /feed/graphql (feed-yoga.ts). */
export const feedGraphqlSchema = createSchema<GraphqlContext>({ typeDefs: [feedTypeDefs], resolvers: [feedResolvers] });
