import 'server-only';
import { BlockList, isIP } from 'node:net';
import { devMailboxEnabled, env, publicOrigin } from '@/lib/server/env';
import { clientIp } from '@/lib/server/http/client-ip';

export type DevMailboxSettings = { enabled: boolean; publicOrigin: string; trustProxy: boolean };

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 or ::1 (an IPv4-mapped ::ffff:127.x arrives without its prefix from clientIp). */
export function isLoopbackAddress(address: string | null): boolean {
  if (!address) return false;
  const family = isIP(address);
  return family !== 0 && loopback.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** http(s)://localhost, *.localhost, 127.x.x.x or [::1]: a machine serving itself, not the internet. */
export function isLocalhostOrigin(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return false;
  }
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}

const currentSettings = (): DevMailboxSettings => ({ enabled: devMailboxEnabled(), publicOrigin: publicOrigin(), trustProxy: env().TRUST_PROXY });

/**
 * The development mailbox lists every mail, password-reset links included: whoever reads it can
 * take over any account. It answers only when switched on (DEV_MAILBOX), on a server whose public
 * origin is this machine, and to a request from this machine. The client address is the socket's
 * (server.ts writes it into X-Forwarded-For) or, behind a trusted proxy, the entry that proxy
 * appended, never one the client claims.
 */
export function mayReadDevMailbox(headers: Headers, settings: DevMailboxSettings = currentSettings()): boolean {
  if (!settings.enabled || !isLocalhostOrigin(settings.publicOrigin)) return false;
  return isLoopbackAddress(clientIp(headers, settings.trustProxy));
}
