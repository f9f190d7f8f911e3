import 'server-only';
import * as z from 'zod';
import { loginSuccessInputSchema } from '@/lib/contracts/account';
import { SESSION_TTL_SECONDS } from '@/lib/server/accounts/account-limits';
import { assertLoginEnabled } from '@/lib/server/accounts/account-switches';
import { exchangeTransferToken } from '@/lib/server/accounts/exchange-transfer-token';
import { guestProfile } from '@/lib/server/accounts/guest-profile';
import { accessTokenForSession } from '@/lib/server/accounts/session-access-token';
import { logOut } from '@/lib/server/accounts/sessions';
import { CHAT_EXIT } from '@/lib/chat/chat-codes';
import { endGuestRunningChat } from '@/lib/server/chat/end-chat';
import { log } from '@/lib/server/log';
import { publishToGuest } from '@/lib/server/realtime/guest-events';
import { clearedLoggedInHintCookie, loggedInHintCookie } from '@/lib/server/http/hint-cookies';
import { clearedSessionCookie, isHttps, readSessionCookie, sessionCookie } from '@/lib/server/http/session-cookie';
import { runtime } from '@/lib/server/runtime';
import { sameOriginPath } from '@/lib/validation/same-origin-path';
import { type RestArea, RestReply, restCall } from '../call';
import { accountPayCalls } from './account-pay';
import { assertJsonRequest, clientInfo } from './account-request';

/** Account area: the pay pages' calls plus the app's §7 login-success and logout. */
export const accountArea: RestArea = {
  ...accountPayCalls,

  // POST /rest/v1/account/login-success – §7 {result, targetUrl} → sets the sid cookie; data {url, guestId, accessToken, accessTokenExpiresAt}
  'login-success': restCall({
    method: 'POST',
    auth: 'none',
    input: loginSuccessInputSchema,
    handler: async ({ result, targetUrl }, { db, request }) => {
      assertJsonRequest(request);
      assertLoginEnabled();
      const login = await exchangeTransferToken(db, runtime().tokenKey, result.transferToken, clientInfo(request));
      const { guestId, accessToken, accessTokenExpiresAt } = login;
      const { screenName } = await guestProfile(db, guestId);
      const secure = isHttps(request);
      const data = { url: sameOriginPath(targetUrl), guestId, screenName, accessToken, accessTokenExpiresAt };
      return new RestReply({ success: true, data }, [
        ['Set-Cookie', sessionCookie(login.sessionToken, SESSION_TTL_SECONDS, secure)],
        ['Set-Cookie', loggedInHintCookie(SESSION_TTL_SECONDS, secure)],
      ]);
    },
  }),

  // POST /rest/v1/account/logout – §7, no payload → ends the session, clears the cookie; {success: true}
  logout: restCall({
    method: 'POST',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      assertJsonRequest(request);
      const { guestId } = await logOut(db, readSessionCookie(request.headers.get('cookie')));
      // Logging out ends the guest's running chat (104), billed to this moment.
      if (guestId !== null) {
        await endGuestRunningChat(db, runtime().pubsub, guestId, CHAT_EXIT.loggedOut).catch((error) => log.error(`ending the chat of guest ${guestId} at logout failed`, error));
        // The logout raised the guest's token version, so no socket opened with an earlier token
        // acts for him any more: §4 session expired reaches them through the PubSub (every
        // process), and each hub ends their logins at once, after the chatEnd above. Should the
        // publish fail, the hubs' re-check of the login (LOGIN_RECONFIRM_MS) still ends them.
        await publishToGuest(runtime().pubsub, guestId, { type: 'sessionExpired' }).catch((error) => log.error(`telling guest ${guestId}'s sockets of the logout failed`, error));
      }
      const secure = isHttps(request);
      return new RestReply({ success: true }, [
        ['Set-Cookie', clearedSessionCookie(secure)],
        ['Set-Cookie', clearedLoggedInHintCookie(secure)],
      ]);
    },
  }),

  // POST /rest/v1/account/token – a fresh 15-minute access token from the sid cookie; data {guestId, screenName, accessToken, accessTokenExpiresAt}
  token: restCall({
    method: 'POST',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      assertJsonRequest(request);
      const access = await accessTokenForSession(db, runtime().tokenKey, readSessionCookie(request.headers.get('cookie')));
      const { screenName } = await guestProfile(db, access.guestId);
      return { success: true, data: { ...access, screenName } };
    },
  }),
};
