import { dispatchRest } from '@/lib/server/rest/dispatch';

// GET|POST /rest/v1/{area}/{call...} – the one REST dispatcher (§7); the tables live in lib/server/rest/areas/
type RouteContext = { params: Promise<{ area: string; call: string[] }> };

// Balances and online states are per request: never prerendered or cached by Next.
export const dynamic = 'force-dynamic';

export async function GET(request: Request, context: RouteContext): Promise<Response> {
  return dispatchRest(request, await context.params);
}

export async function POST(request: Request, context: RouteContext): Promise<Response> {
  return dispatchRest(request, await context.params);
}

/** §7 calls are GET or POST only; anything else gets the JSON error body, not Next's HTML. */
function methodNotAllowed(): Response {
  return Response.json(
    { success: false, error: { code: 'METHOD_NOT_ALLOWED', message: 'Use GET or POST.' } },
    { status: 405, headers: { Allow: 'GET, POST' } },
  );
}

export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;
