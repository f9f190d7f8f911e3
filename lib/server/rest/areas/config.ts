import 'server-only';
import * as z from 'zod';
import { browserOrigins, env } from '@/lib/server/env';
import { marketOfRequest } from '@/lib/server/market/request-market';
import { configuredIceServers } from '@/lib/server/live-video/ice-servers';
import { type RestArea, restCall } from '../call';

/**
 * The runtime configuration the browser needs. Static pages are rendered at build time,
 * when PAY_ORIGIN and the §5 switches of the running server are not known: the overlay asks here
 * before it opens its first flow.
 */
export const configArea: RestArea = {
  // GET /rest/v1/config/client – {payOrigin, loginEnabled, signupEnabled, externalLoginModal, specialMarketHome, avsForcedModal, esAvsModal}
  client: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { request }) => {
      const { LOGIN_ENABLED, SIGNUP_ENABLED, EXTERNAL_LOGIN_MODAL, AVS_FORCED_MODAL } = env();
      // §1 the market variants answer per host: the page asks its own origin, so this Host is the page's.
      const market = marketOfRequest(request.headers.get('host'));
      return {
        success: true,
        data: {
          payOrigin: browserOrigins().payOrigin,
          loginEnabled: LOGIN_ENABLED,
          signupEnabled: LOGIN_ENABLED && SIGNUP_ENABLED,
          externalLoginModal: EXTERNAL_LOGIN_MODAL,
          specialMarketHome: market.specialMarketHome,
          // §4 forced AVS modal and §6 es-avs modal (lib/guest/guest-switches.ts reads them).
          avsForcedModal: AVS_FORCED_MODAL,
          esAvsModal: market.esAvsModal,
        },
      };
    },
  }),
  // GET /rest/v1/config/iceServers – {iceServers}: the STUN/TURN servers of the environment, for the browsers' live video
  iceServers: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async () => ({ success: true, data: { iceServers: configuredIceServers() } }),
  }),
};
