import 'server-only';
import { logInInputSchema, pwdLostInputSchema, pwdResetInputSchema, signUpInputSchema } from '@/lib/contracts/account';
import { assertLoginEnabled, assertSignUpEnabled } from '@/lib/server/accounts/account-switches';
import { logIn } from '@/lib/server/accounts/log-in';
import { requestPasswordReset } from '@/lib/server/accounts/request-password-reset';
import { resetPassword } from '@/lib/server/accounts/reset-password';
import { signUp } from '@/lib/server/accounts/sign-up';
import { type RestArea, restCall } from '../call';
import { assertJsonRequest, clientInfo } from './account-request';

/**
 * The calls behind the hosted pay pages (issue 4). Login and sign-up answer a one-time transfer
 * token, never a session: the app exchanges it at account/login-success for its own cookie.
 */
export const accountPayCalls: RestArea = {
  // POST /rest/v1/account/pay/signup – {email, screenName, password, termsAccepted} → data {flow, transferToken, expiresInSeconds}
  'pay/signup': restCall({
    method: 'POST',
    auth: 'none',
    input: signUpInputSchema,
    handler: async (input, { db, language, request }) => {
      assertJsonRequest(request);
      assertSignUpEnabled();
      const { transferToken, expiresInSeconds } = await signUp(db, { ...input, language });
      return { success: true, data: { flow: 'signup', transferToken, expiresInSeconds } };
    },
  }),

  // POST /rest/v1/account/pay/login – {email, password} → data {flow, transferToken, expiresInSeconds}
  'pay/login': restCall({
    method: 'POST',
    auth: 'none',
    input: logInInputSchema,
    handler: async (input, { db, request }) => {
      assertJsonRequest(request);
      assertLoginEnabled();
      const { transferToken, expiresInSeconds } = await logIn(db, { ...input, ip: clientInfo(request).ip });
      return { success: true, data: { flow: 'login', transferToken, expiresInSeconds } };
    },
  }),

  // POST /rest/v1/account/pay/pwdlost – {email} → {success: true}, the same whether the account exists
  'pay/pwdlost': restCall({
    method: 'POST',
    auth: 'none',
    input: pwdLostInputSchema,
    handler: async ({ email }, { db, language, request }) => {
      assertJsonRequest(request);
      assertLoginEnabled();
      await requestPasswordReset(db, { email, language });
      return { success: true };
    },
  }),

  // POST /rest/v1/account/pay/pwdreset – {u, key, password} (§2 query parameters u and key) → {success: true}
  'pay/pwdreset': restCall({
    method: 'POST',
    auth: 'none',
    input: pwdResetInputSchema,
    handler: async (input, { db, request }) => {
      assertJsonRequest(request);
      assertLoginEnabled();
      await resetPassword(db, input);
      return { success: true };
    },
  }),
};
