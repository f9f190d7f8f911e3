import { describe, expect, it } from 'vitest';
import { isLocalhostOrigin, isLoopbackAddress, mayReadDevMailbox } from '@/lib/server/mail/dev-mailbox-access';

const local = { enabled: true, publicOrigin: 'http://localhost:3000', trustProxy: false };
const from = (forwardedFor: string) => new Headers({ 'x-forwarded-for': forwardedFor });

describe('development mailbox access (every reset link is in it)', () => {
  it('loopback is 127.0.0.0/8 and ::1, nothing else', () => {
    expect(['127.0.0.1', '127.255.0.9', '::1'].every(isLoopbackAddress)).toBe(true);
    expect(['128.0.0.1', '10.0.0.1', '::2', 'localhost', '', null].some(isLoopbackAddress)).toBe(false);
  });

  it('a localhost public origin is this machine; a public host name is not', () => {
    expect(['http://localhost:3000', 'https://app.localhost', 'http://127.0.0.1:8080', 'http://[::1]:3000'].every(isLocalhostOrigin)).toBe(true);
    expect(['https://cams.example', 'http://localhost.example.com', 'not a url'].some(isLocalhostOrigin)).toBe(false);
  });

  it('without a trusted proxy the address is the socket one server.ts wrote', () => {
    expect(mayReadDevMailbox(from('127.0.0.1'), local)).toBe(true);
    expect(mayReadDevMailbox(from('203.0.113.9'), local)).toBe(false);
  });

  it('behind a trusted proxy a client-claimed loopback entry does not count, only the one the proxy appended', () => {
    const proxied = { ...local, trustProxy: true };
    expect(mayReadDevMailbox(from('127.0.0.1, 203.0.113.9'), proxied)).toBe(false);
    expect(mayReadDevMailbox(from('203.0.113.9, 127.0.0.1'), proxied)).toBe(true);
  });

  it('never when switched off or when the public origin is not a localhost one, even from loopback', () => {
    expect(mayReadDevMailbox(from('127.0.0.1'), { ...local, enabled: false })).toBe(false);
    expect(mayReadDevMailbox(from('127.0.0.1'), { ...local, publicOrigin: 'https://cams.example' })).toBe(false);
  });
});
