import 'server-only';
import { createSchema } from 'graphql-yoga';
import { activityResolvers } from './activity-resolvers';
import { activityTypeDefs } from './activity-type-defs';
import { albumsResolvers } from './albums-resolvers';
import { albumsTypeDefs } from './albums-type-defs';
import { bannersResolvers } from './banners-resolvers';
import { bannersTypeDefs } from './banners-type-defs';
import type { GraphqlContext } from './context';
import { dailyBonusResolvers } from './daily-bonus-resolvers';
import { dailyBonusTypeDefs } from './daily-bonus-type-defs';
import { featureFeedbackResolvers } from './feature-feedback-resolvers';
import { featureFeedbackTypeDefs } from './feature-feedback-type-defs';
import { gamesResolvers } from './games-resolvers';
import { gamesTypeDefs } from './games-type-defs';
import { contestsResolvers } from './contests-resolvers';
import { contestsTypeDefs } from './contests-type-defs';
import { legalResolvers } from './legal-resolvers';
import { legalTypeDefs } from './legal-type-defs';
import { modelsResolvers } from './models-resolvers';
import { modelsTypeDefs } from './models-type-defs';
import { profileResolvers } from './profile-resolvers';
import { profileTypeDefs } from './profile-type-defs';
import { ratingsResolvers } from './ratings-resolvers';
import { ratingsTypeDefs } from './ratings-type-defs';
import { topCamsResolvers } from './top-cams-resolvers';
import { topCamsTypeDefs } from './top-cams-type-defs';
import { camShowsResolvers } from './cam-shows-resolvers';
import { camShowsTypeDefs } from './cam-shows-type-defs';
import { categoriesResolvers } from './categories-resolvers';
import { categoriesTypeDefs } from './categories-type-defs';
import { searchResolvers } from './search-resolvers';
import { searchTypeDefs } from './search-type-defs';
import { seasonalResolvers } from './seasonal-resolvers';
import { seasonalTypeDefs } from './seasonal-type-defs';
import { seoResolvers } from './seo-resolvers';
import { seoTypeDefs } from './seo-type-defs';
import { tvMediathekResolvers } from './tv-mediathek-resolvers';
import { tvMediathekTypeDefs } from './tv-mediathek-type-defs';
import { tvResolvers } from './tv-resolvers';
import { tvTypeDefs } from './tv-type-defs';
import { videosResolvers } from './videos-resolvers';
import { videosTypeDefs } from './videos-type-defs';
import { vip30Resolvers } from './vip30-resolvers';
import { vip30TypeDefs } from './vip30-type-defs';

/**
 * The §7 query-language service. Each domain adds one type-defs file and one resolvers file
 * here; Query fields from several domains are merged by key.
 */
export const graphqlSchema = createSchema<GraphqlContext>({
  typeDefs: [modelsTypeDefs, topCamsTypeDefs, camShowsTypeDefs, categoriesTypeDefs, videosTypeDefs, profileTypeDefs, albumsTypeDefs, seoTypeDefs, searchTypeDefs, ratingsTypeDefs, tvTypeDefs, tvMediathekTypeDefs, legalTypeDefs, contestsTypeDefs, dailyBonusTypeDefs, gamesTypeDefs, vip30TypeDefs, seasonalTypeDefs, activityTypeDefs, featureFeedbackTypeDefs, bannersTypeDefs],
  resolvers: [modelsResolvers, topCamsResolvers, camShowsResolvers, categoriesResolvers, videosResolvers, profileResolvers, albumsResolvers, seoResolvers, searchResolvers, ratingsResolvers, tvResolvers, tvMediathekResolvers, legalResolvers, contestsResolvers, dailyBonusResolvers, gamesResolvers, vip30Resolvers, seasonalResolvers, activityResolvers, featureFeedbackResolvers, bannersResolvers],
});
