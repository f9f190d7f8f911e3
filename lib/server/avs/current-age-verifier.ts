import 'server-only';
import { type Env, env } from '@/lib/server/env';
import type { AgeVerifier } from './age-verifier';
import { SandboxAgeVerifier } from './sandbox-age-verifier';

function create(name: Env['AGE_VERIFIER']): AgeVerifier {
  switch (name) {
    case 'sandbox':
      return new SandboxAgeVerifier();
  }
}

// Stateless, so the separate module copies of server.ts and Next (TOOLCHAIN.md) may each hold one.
let cached: AgeVerifier | undefined;

/** The provider AGE_VERIFIER names; only the sandbox exists so far. */
export function currentAgeVerifier(): AgeVerifier {
  cached ??= create(env().AGE_VERIFIER);
  return cached;
}
