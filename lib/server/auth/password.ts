import 'server-only';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The package's `Algorithm` is an ambient const enum, which isolatedModules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** DESIGN.md "Passwords with argon2id": OWASP's minimum (19 MiB, 2 passes, 1 lane). */
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** A PHC string (`$argon2id$v=19$m=…`) with its own random salt. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

/** True only when `plain` matches; a malformed or foreign hash is a mismatch, never an error. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
