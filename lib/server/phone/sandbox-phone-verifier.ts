import 'server-only';
import type { PhoneVerifier, PinCall } from './phone-verifier';

/**
 * The embedded pin-call provider: it calls nobody. Its pin is the last pinLength digits of
 * the number, reversed, so a tester (and e2e) can type it: +49 170 1234567 as mobile → 765432,
 * +49 30 1234567 as landline → 76543.
 */
export function sandboxPin(phoneNumber: string, pinLength: number): string {
  return [...phoneNumber.replace(/\D/g, '').slice(-pinLength)].reverse().join('');
}

export class SandboxPhoneVerifier implements PhoneVerifier {
  readonly provider = 'sandbox';

  async callWithPin({ phoneNumber, pinLength }: PinCall): Promise<{ pin: string }> {
    return { pin: sandboxPin(phoneNumber, pinLength) };
  }
}
