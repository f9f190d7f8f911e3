import 'server-only';
import { createSchema } from 'graphql-yoga';
import type { GraphqlContext } from './context';
import { modelsResolvers } from './models-resolvers';
import { modelsTypeDefs } from './models-type-defs';

/**
 * The §7 query-language service. Each domain adds one type-defs file and one resolvers file
 * here; Query fields from several domains are merged by key.
 */
export const graphqlSchema = createSchema<GraphqlContext>({
  typeDefs: [modelsTypeDefs],
  resolvers: [modelsResolvers],
});
