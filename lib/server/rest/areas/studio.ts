import 'server-only';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { type StudioMe, studioLogInInputSchema, studioOnlineInputSchema, studioSettingsInputSchema } from '@/lib/contracts/studio';
import { actors } from '@/lib/server/db/schema/actors';
import { AppError } from '@/lib/server/errors';
import { isHttps } from '@/lib/server/http/session-cookie';
import { getMessengerSettings, setMessengerSettings } from '@/lib/server/messenger/settings';
import { runtime } from '@/lib/server/runtime';
import { studioEarnings } from '@/lib/server/studio/earnings';
import { logInPerformer } from '@/lib/server/studio/log-in-performer';
import { setActorOnline } from '@/lib/server/studio/set-online';
import { clearedStudioCookies, readStudioCookie, studioCookies } from '@/lib/server/studio/studio-cookie';
import { studioAccess } from '@/lib/server/studio/studio-access';
import { requirePerformer } from './studio-request';
import { endStudioSession, STUDIO_SESSION_TTL_SECONDS, studioSessionLogin } from '@/lib/server/studio/studio-sessions';
import { type RestArea, RestReply, restCall } from '../call';
import { assertJsonRequest, clientInfo } from './account-request';
import { studioMessengerCalls } from './studio-messenger';

const cookieHeader = (request: Request) => readStudioCookie(request.headers.get('cookie'));

/** The performer studio's calls (login, online switch, message settings, earnings, messenger). */
export const studioArea: RestArea = {
  // POST /rest/v1/studio/login – {email, password} → sets the ss cookie; data StudioAccess; 401 INVALID_CREDENTIALS, 429 RATE_LIMITED
  login: restCall({
    method: 'POST',
    auth: 'none',
    input: studioLogInInputSchema,
    handler: async (input, { db, request }) => {
      assertJsonRequest(request);
      const login = await logInPerformer(db, { ...input, ip: clientInfo(request).ip });
      const data = await studioAccess(db, login);
      const cookies = studioCookies(login.sessionToken, STUDIO_SESSION_TTL_SECONDS, isHttps(request));
      return new RestReply({ success: true, data }, cookies.map((value) => ['Set-Cookie', value] as const));
    },
  }),

  // POST /rest/v1/studio/logout – ends the studio session and every performer token of this login; clears ss
  logout: restCall({
    method: 'POST',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      assertJsonRequest(request);
      await endStudioSession(db, cookieHeader(request));
      return new RestReply({ success: true }, clearedStudioCookies(isHttps(request)).map((value) => ['Set-Cookie', value] as const));
    },
  }),

  // POST /rest/v1/studio/token – a fresh 15-minute performer access token from the ss cookie; 401 without a session
  token: restCall({
    method: 'POST',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      assertJsonRequest(request);
      const login = await studioSessionLogin(db, cookieHeader(request));
      if (!login) throw new AppError('UNAUTHORIZED', 'There is no valid studio session. Please log in.');
      return { success: true, data: await studioAccess(db, login) };
    },
  }),

  // GET /rest/v1/studio/me – the logged-in performer: name, slug, online state
  me: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      const [actor] = await db
        .select({ name: actors.name, slug: actors.slug, isOnline: actors.isOnline, onlineSince: actors.onlineSince })
        .from(actors)
        .where(eq(actors.id, actorId));
      if (!actor) throw new AppError('NOT_FOUND', 'The performer does not exist.');
      const data: StudioMe = { actorId, actorName: actor.name, slug: actor.slug, isOnline: actor.isOnline, onlineSince: actor.onlineSince?.toISOString() ?? null };
      return { success: true, data };
    },
  }),

  // POST /rest/v1/studio/online – {online} → actors.is_online, §7 actorOnline/actorOffline to every session
  online: restCall({
    method: 'POST',
    auth: 'none',
    input: studioOnlineInputSchema,
    handler: async ({ online }, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await setActorOnline(db, runtime().pubsub, actorId, online) };
    },
  }),

  // GET /rest/v1/studio/settings – her message price (EUR cents), free messages per guest, free messaging
  settings: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await getMessengerSettings(db, actorId) };
    },
  }),

  // POST /rest/v1/studio/settings – {messagePrice, freeMessages, isMessagingFree}; 422 out of range; publishes messagePrice/actorSettings
  'settings/save': restCall({
    method: 'POST',
    auth: 'none',
    input: studioSettingsInputSchema,
    handler: async (settings, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await setMessengerSettings(db, runtime().pubsub, actorId, settings) };
    },
  }),

  // GET /rest/v1/studio/earnings – her earnings account: balance and the last 50 entries (§9 formatted)
  earnings: restCall({
    method: 'GET',
    auth: 'none',
    input: z.object({}),
    handler: async (_input, { db, request }) => {
      const { actorId } = await requirePerformer(db, request);
      return { success: true, data: await studioEarnings(db, actorId) };
    },
  }),

  ...studioMessengerCalls,
};
