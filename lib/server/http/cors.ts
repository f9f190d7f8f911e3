import { payOrigin, publicOrigin } from '@/lib/server/env';

/** What a cross-origin caller may do (graphql-yoga's CORS options); false: no CORS headers at all. */
export type CorsGrant = { origin: string[]; credentials: true; methods: string[]; allowedHeaders: string[]; maxAge: number } | false;

/** The app's origins: the guest pages (PUBLIC_ORIGIN) and the hosted pay pages (PAY_ORIGIN). */
export function appOrigins(): Set<string> {
  return new Set([publicOrigin(), payOrigin()]);
}

/**
 * Cross-origin access to the query-language service: only the app's own origins get an answer
 * they may read (with cookies); any other site gets no Access-Control-Allow-Origin, so the
 * browser keeps the response from it. Same-origin calls need none of this. REST grants no
 * cross-origin access at all (its account calls rely on the missing preflight grant, see
 * lib/server/rest/areas/account-request.ts).
 */
export function graphqlCors(request: Request): CorsGrant {
  const origin = request.headers.get('origin');
  if (!origin || !appOrigins().has(origin)) return false;
  return { origin: [origin], credentials: true, methods: ['GET', 'POST'], allowedHeaders: ['content-type', 'authorization', 'accept'], maxAge: 600 };
}
