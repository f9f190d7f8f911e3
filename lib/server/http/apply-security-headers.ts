import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { env, payOrigin, publicOrigin } from '@/lib/server/env';
import { marketOrigins } from '@/lib/server/market/market-origins';
import { isDocumentKind, newNonce, responseKind, securityHeaders } from './security-headers';

export type SecurityOptions = { dev: boolean; trustProxy: boolean };

/** Came over https: a TLS socket, a trusted proxy's X-Forwarded-Proto, or an https public origin. */
function cameOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted === true) return true;
  // Proxies chain it ("https,http"): the first entry is what the browser used.
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',', 1)[0]?.trim().toLowerCase();
  if (trustProxy && forwarded === 'https') return true;
  return publicOrigin().startsWith('https:');
}

/**
 * server.ts, before anything answers: sets the security headers of this response
 * (lib/server/http/security-headers.ts) and, for a document, its fresh script nonce. Next reads the
 * nonce from the request's Content-Security-Policy header and puts it on its own scripts; the page
 * cache replaces the nonce of a stored page by this one. Whatever the client sent as a policy is
 * dropped, so only ours can name a nonce.
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, options: SecurityOptions): void {
  delete req.headers['content-security-policy'];
  delete req.headers['content-security-policy-report-only'];
  const kind = responseKind((req.url ?? '/').split('?', 1)[0] ?? '/');
  const separatePay = env().PAY_ORIGIN ? payOrigin() : null;
  const headers = securityHeaders(kind, {
    nonce: isDocumentKind(kind) ? newNonce() : null,
    https: cameOverHttps(req, options.trustProxy),
    dev: options.dev,
    // §1 market hosts are the app's origins too: their pages frame the pay pages.
    appOrigins: [publicOrigin(), ...marketOrigins(), payOrigin()],
    payOrigin: separatePay,
  });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (isDocumentKind(kind)) req.headers['content-security-policy'] = headers['content-security-policy'];
}
