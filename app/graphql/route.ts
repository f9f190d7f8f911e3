import { graphqlServer } from '@/lib/server/graphql/yoga';

// GET|POST /graphql – the §7 query-language service (schema in lib/server/graphql/schema.ts)
export const dynamic = 'force-dynamic';

function handle(request: Request): Promise<Response> {
  return Promise.resolve(graphqlServer().handleRequest(request, {}));
}

// OPTIONS: the CORS preflight of the app's other origin, answered by yoga (lib/server/http/cors.ts).
export { handle as GET, handle as POST, handle as OPTIONS };
