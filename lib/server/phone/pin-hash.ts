import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { hashSecret } from '@/lib/server/auth/secret-token';

/** The stored form of a spoken pin, salted with its verification id so equal pins hash apart. */
export function pinHash(verificationId: string, pin: string): string {
  return hashSecret(`${verificationId}:${pin}`);
}

export function pinMatches(storedHash: string, verificationId: string, pin: string): boolean {
  const given = Buffer.from(pinHash(verificationId, pin), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
