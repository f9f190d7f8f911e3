import { feedGraphqlServer } from '@/lib/server/graphql/feed-yoga';

// GET|POST /feed/graphql – the §7 feed service (schema in lib/server/graphql/feed-schema.ts)
export const dynamic = 'force-dynamic';

function handle(request: Request): Promise<Response> {
  return Promise.resolve(feedGraphqlServer().handleRequest(request, {}));
}

export { handle as GET, handle as POST, handle as OPTIONS };
