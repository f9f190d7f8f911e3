import 'server-only';
import type { DbOrTx } from '@/lib/server/db/client';
import { readAccessToken } from '@/lib/server/rest/read-request';
import { runtime } from '@/lib/server/runtime';
import { type AuthenticatedPerformer, authenticatePerformer } from '@/lib/server/studio/performer-token';

/**
 * Every studio call but login/logout/token: the performer access token (Bearer or access_token),
 * never a guest's (401), and never the cookie alone, so a cross-site form cannot act for her.
 */
export function requirePerformer(db: DbOrTx, request: Request): Promise<AuthenticatedPerformer> {
  return authenticatePerformer(db, runtime().tokenKey, readAccessToken(request, new URL(request.url)));
}
