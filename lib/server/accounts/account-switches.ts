import 'server-only';
import { env } from '@/lib/server/env';
import { AppError } from '@/lib/server/errors';

/** §5: login and sign-up are blocked when login is disabled in config (LOGIN_ENABLED=0). */
export function assertLoginEnabled(): void {
  if (!env().LOGIN_ENABLED) throw new AppError('LOGIN_DISABLED', 'Login is disabled at the moment.');
}

/** Sign-up needs login enabled (§5) and SIGNUP_ENABLED. */
export function assertSignUpEnabled(): void {
  assertLoginEnabled();
  if (!env().SIGNUP_ENABLED) throw new AppError('SIGNUP_DISABLED', 'Sign-up is disabled at the moment.');
}
