import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 (hex) of a bearer secret: what the database keeps instead of the secret. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * A random 32-byte secret (base64url) for session cookies, transfer tokens and reset keys, with
 * its hash. The secret leaves the server once; only the hash is stored, so a copy of the table
 * cannot be replayed.
 */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}
