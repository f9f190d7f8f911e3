import { describe, expect, it } from 'vitest';
import { nonceFromPolicy } from '@/lib/csp/script-nonce';
import { newNonce, responseKind, securityHeaders, type SecurityContext } from '@/lib/server/http/security-headers';

const ctx: SecurityContext = {
  nonce: 'n0nce-abc_DEF123456789',
  https: false,
  dev: false,
  appOrigins: ['https://cams.example', 'https://pay.cams.example'],
  payOrigin: 'https://pay.cams.example',
};

/** The policy as directive → sources. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

describe('which policy a path gets', () => {
  it('guest pages, studio, pay, services and files', () => {
    expect(['/', '/en/', '/de/amateur/LunaSky/', '/es/mensajes/'].map(responseKind)).toEqual(['guest', 'guest', 'guest', 'guest']);
    expect(['/studio/', '/studio/live/'].map(responseKind)).toEqual(['studio', 'studio']);
    expect(['/pay/login/', '/pay/dev/mailbox/'].map(responseKind)).toEqual(['pay', 'pay']);
    expect(['/rest/v1/config/client', '/graphql', '/graphql/'].map(responseKind)).toEqual(['api', 'api', 'api']);
    expect(['/media/still/1.jpg', '/_next/static/chunks/a.js', '/robots.txt', '/sitemap.xml', '/-/icon.svg'].map(responseKind)).toEqual(Array(5).fill('resource'));
    expect(responseKind('/payments/')).toBe('guest');
  });
});

describe('security headers per kind', () => {
  it('a guest page: nonce scripts only, framed by nobody, frames the pay origin, camera and microphone for its live chats', () => {
    const headers = securityHeaders('guest', ctx);
    const csp = directives(headers['content-security-policy']);
    expect(csp['script-src']).toEqual(expect.arrayContaining([`'nonce-${ctx.nonce}'`, "'strict-dynamic'"]));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'self'", 'https://pay.cams.example']);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'wss://cams.example']));
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['media-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(headers['permissions-policy']).toBe('camera=(self), microphone=(self), geolocation=(self)');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('the studio: framed by nobody, camera and microphone', () => {
    const headers = securityHeaders('studio', ctx);
    expect(directives(headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect(directives(headers['content-security-policy'])['frame-src']).toEqual(["'self'"]);
    expect(headers['permissions-policy']).toBe('camera=(self), microphone=(self), geolocation=()');
  });

  it('the pay pages: framed only by the app origins, no camera or microphone', () => {
    const headers = securityHeaders('pay', ctx);
    expect(directives(headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'", 'https://cams.example', 'https://pay.cams.example']);
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  });

  it('REST, GraphQL and files: nothing may run or frame them', () => {
    for (const kind of ['api', 'resource'] as const) {
      const headers = securityHeaders(kind, { ...ctx, nonce: null });
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('HSTS only over https; eval only in development', () => {
    expect(securityHeaders('api', { ...ctx, https: true })['strict-transport-security']).toBe('max-age=31536000');
    expect(directives(securityHeaders('guest', { ...ctx, dev: true })['content-security-policy'])['script-src']).toContain("'unsafe-eval'");
  });

  it('the nonce Next reads back is the one the policy names, fresh each time', () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newNonce()).not.toBe(nonce);
    expect(nonceFromPolicy(securityHeaders('pay', { ...ctx, nonce })['content-security-policy'])).toBe(nonce);
    expect(nonceFromPolicy("default-src 'none'")).toBeNull();
    expect(nonceFromPolicy(undefined)).toBeNull();
  });
});
