import 'server-only';
import type { ClientInfo } from '@/lib/server/accounts/sessions';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';
import { clientIp } from '@/lib/server/http/client-ip';

/**
 * Account calls take JSON only. A cross-site HTML form can post text/plain but not
 * application/json (that needs a CORS preflight we never grant), so no other site can log a
 * visitor in or out behind their back (login CSRF).
 */
export function assertJsonRequest(request: Request): void {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new AppError('BAD_REQUEST', 'Send the request as application/json.');
}

/** Who is asking, for the login throttle and the session row. */
export function clientInfo(request: Request): ClientInfo {
  return { userAgent: request.headers.get('user-agent'), ip: clientIp(request.headers, env().TRUST_PROXY) };
}
