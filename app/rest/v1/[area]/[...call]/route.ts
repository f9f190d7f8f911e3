import { dispatchRest, restMethodNotAllowed } from '@/lib/server/rest/dispatch';

// GET|POST /rest/v1/{area}/{call...} – the one REST dispatcher (§7); the tables live in lib/server/rest/areas/.
// server.ts hands these paths to the dispatcher itself (lib/server/http/rest-direct.ts); this
// route answers the same way for anything that reaches Next (OPTIONS, tests calling it directly).
type RouteContext = { params: Promise<{ area: string; call: string[] }> };

// Balances and online states are per request: never prerendered or cached by Next.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, context: RouteContext): Promise<Response> {
  return dispatchRest(request, await context.params);
}

export async function POST(request: Request, context: RouteContext): Promise<Response> {
  return dispatchRest(request, await context.params);
}

export const PUT = restMethodNotAllowed;
export const PATCH = restMethodNotAllowed;
export const DELETE = restMethodNotAllowed;
