import 'server-only';
import type { PhoneVerifier } from './phone-verifier';
import { SandboxPhoneVerifier } from './sandbox-phone-verifier';

let cached: PhoneVerifier | undefined;

/** Only the sandbox exists; a PHONE_VERIFIER switch in env.ts comes with the first real provider. */
export function currentPhoneVerifier(): PhoneVerifier {
  cached ??= new SandboxPhoneVerifier();
  return cached;
}
