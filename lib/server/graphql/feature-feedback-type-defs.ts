import 'server-only';

/** §7 feature feedback {featureId, rating, text, url}. */
export const featureFeedbackTypeDefs = /* GraphQL */ `
  type Mutation {
    "§7 a guest's feedback on one feature (rating 1–5, url a path); true once stored (§8: anything else is a failure)."
    featureFeedback(featureId: String!, rating: Int!, text: String, url: String): Boolean!
  }
`;
