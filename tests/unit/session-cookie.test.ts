import { describe, expect, it } from 'vitest';
import { clientIp } from '@/lib/server/http/client-ip';
import { clearedSessionCookie, isHttps, readSessionCookie, sessionCookie } from '@/lib/server/http/session-cookie';

const token = 'A'.repeat(43);

describe('session cookie (DESIGN.md: HttpOnly, SameSite=Lax, Secure over https)', () => {
  it('sets sid with Path=/, Max-Age, HttpOnly and SameSite=Lax; Secure only when asked', () => {
    expect(sessionCookie(token, 60, false)).toBe(`sid=${token}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`);
    expect(sessionCookie(token, 60, true)).toMatch(/; Secure$/);
    expect(clearedSessionCookie(false)).toBe('sid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('reads sid among other cookies and ignores malformed values', () => {
    expect(readSessionCookie(`a=1; sid=${token}; b=2`)).toBe(token);
    expect(readSessionCookie('xsid=abc; a=1')).toBeNull();
    expect(readSessionCookie('sid=short')).toBeNull();
    expect(readSessionCookie('sid=<script>alert(1)</script>aaaaaaaaaaaaaa')).toBeNull();
    expect(readSessionCookie(null)).toBeNull();
  });

  it('knows https from the URL or X-Forwarded-Proto', () => {
    expect(isHttps(new Request('https://example.com/'))).toBe(true);
    expect(isHttps(new Request('http://localhost/', { headers: { 'x-forwarded-proto': 'https' } }))).toBe(true);
    expect(isHttps(new Request('http://localhost/'))).toBe(false);
  });
});

describe('clientIp (the login throttle key per address)', () => {
  const headers = (xff: string) => new Headers({ 'x-forwarded-for': xff });

  it('without a trusted proxy takes the address server.ts wrote; with one, the rightmost entry', () => {
    expect(clientIp(headers('203.0.113.5'), false)).toBe('203.0.113.5');
    expect(clientIp(headers('1.2.3.4, 203.0.113.5'), true)).toBe('203.0.113.5');
    expect(clientIp(headers('::ffff:127.0.0.1'), false)).toBe('127.0.0.1');
    expect(clientIp(headers('2001:db8::1'), false)).toBe('2001:db8::1');
  });

  it('anything that is not an address is unknown', () => {
    expect(clientIp(new Headers(), false)).toBeNull();
    expect(clientIp(headers('not-an-ip'), false)).toBeNull();
  });
});
