import 'server-only';
import { env } from '@/lib/server/env';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';

/** The provider PAYMENT_PROVIDER names (only the sandbox so far; a real one plugs in here). */
export function paymentProvider(): PaymentProvider {
  switch (env().PAYMENT_PROVIDER) {
    case 'sandbox':
      return sandboxProvider;
  }
}
