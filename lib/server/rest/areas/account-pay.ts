import 'server-only';
import * as z from 'zod';
import {
  changePasswordInputSchema,
  logInInputSchema,
  pwdLostInputSchema,
  pwdResetInputSchema,
  signUpInputSchema,
} from '@/lib/contracts/account';
import { assertLoginEnabled, assertSignUpEnabled } from '@/lib/server/accounts/account-switches';
import { changePassword } from '@/lib/server/accounts/change-password';
import { guestProfile } from '@/lib/server/accounts/guest-profile';
import { logIn } from '@/lib/server/accounts/log-in';
import { requestPasswordReset } from '@/lib/server/accounts/request-password-reset';
import { resetPassword } from '@/lib/server/accounts/reset-password';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import { runtime } from '@/lib/server/runtime';
import { signUp } from '@/lib/server/accounts/sign-up';
import { loginMemoryCookie } from '@/lib/server/http/hint-cookies';
import { isHttps } from '@/lib/server/http/session-cookie';
import { type RestArea, RestReply, restCall } from '../call';
import { assertJsonRequest, clientInfo } from './account-request';

/**
 * The calls behind the hosted pay pages. Login and sign-up answer a one-time transfer
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
      return new RestReply({ success: true, data: { flow: 'signup', transferToken, expiresInSeconds } }, [
        ['Set-Cookie', loginMemoryCookie(isHttps(request))],
      ]);
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
      // §4 "login cookie": from now on this browser is offered the login view first.
      return new RestReply({ success: true, data: { flow: 'login', transferToken, expiresInSeconds } }, [
        ['Set-Cookie', loginMemoryCookie(isHttps(request))],
      ]);
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
      // §4 session expired: the reset ended every session of the guest; her open pages log out.
      await publishToGuest(runtime().pubsub, input.u, { type: 'sessionExpired' });
      return { success: true };
    },
  }),

  // GET /rest/v1/account/pay/me – the settings view: data {guestId, email, screenName}
  'pay/me': restCall({
    method: 'GET',
    auth: 'guest',
    input: z.object({}),
    handler: async (_input, { db, guest }) => ({ success: true, data: await guestProfile(db, guest.guestId) }),
  }),

  // POST /rest/v1/account/pay/password – {currentPassword, newPassword} → {success: true}; 422 WRONG_PASSWORD
  'pay/password': restCall({
    method: 'POST',
    auth: 'guest',
    input: changePasswordInputSchema,
    handler: async (input, { db, guest, request }) => {
      assertJsonRequest(request);
      await changePassword(db, guest.guestId, input);
      return { success: true };
    },
  }),
};
