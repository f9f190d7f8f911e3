import { and, asc, eq } from 'drizzle-orm';
import { performers } from '@/lib/server/db/schema/accounts';
import { messengerGifts } from '@/lib/server/db/schema/messenger-catalogue';
import { chatLiveAccess } from '@/lib/server/chat/chat-live-access';
import { createRealtimeHub } from '@/lib/server/ws/attach';
import { attachLiveVideo } from '@/lib/server/ws/live';
import type { SessionState } from '@/lib/server/realtime/session-state';
import type { AppRuntime } from '@/lib/server/runtime';
import { startTestRuntime, stopTestRuntime } from '@/tests/helpers/test-runtime';
import { performerAccessFor } from '@/lib/server/studio/performer-token';
import { studioCall } from './studio-calls';

/** Shared by the live chat tests of the studio side, in-chat messages and the survey. */

let logins = 0;

/** A studio login for the performer (inserted directly) and its performer access token. */
export async function performerToken(rt: AppRuntime, actorId: number): Promise<string> {
  logins += 1;
  const email = `chat-studio-${Date.now().toString(36)}-${logins}@studio.example`;
  const [login] = await rt.db.insert(performers).values({ actorId, email, passwordHash: 'not-a-login' }).returning({ id: performers.id });
  if (!login) throw new Error('performer login not created');
  return (await performerAccessFor(rt.tokenKey, { performerId: login.id, actorId, tokenVersion: 0 }, new Date())).accessToken;
}

export const studioChat = (method: 'GET' | 'POST', call: string, token: string, body: unknown = {}) => studioCall(method, `chat/${call}`, body, { token });

/** The first active catalogue row of this kind (gifts and toys are seeded by drizzle/0016). */
export async function catalogueItem(rt: AppRuntime, kind: 'gift' | 'toy') {
  const [row] = await rt.db
    .select()
    .from(messengerGifts)
    .where(and(eq(messengerGifts.kind, kind), eq(messengerGifts.active, true), eq(messengerGifts.vip, false)))
    .orderBy(asc(messengerGifts.id))
    .limit(1);
  if (!row) throw new Error(`no ${kind} in the catalogue`);
  return row;
}

/**
 * A test runtime with the real hub's wiring and the chat service's LiveAccess, without a media
 * router: the performer's chatMedia report of a peer call needs no SFU (contract §1).
 */
export async function startRuntimeWithHub(): Promise<AppRuntime> {
  const rt = await startTestRuntime();
  const hub = createRealtimeHub({ pubsub: rt.pubsub });
  rt.hub = hub;
  attachLiveVideo(hub, { access: chatLiveAccess(rt.db, rt.pubsub) });
  return rt;
}

export async function stopRuntimeWithHub(rt: AppRuntime): Promise<void> {
  await rt.hub?.close();
  await stopTestRuntime(rt);
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
/** Her studio page's real-time session, as the hub holds it after a performer token. */
export const performerSession = (actorId: number): SessionState => ({ sessionId: `studio-${actorId}`, language: 'de', guestId: null, actorId, tokenExpiresAt: inAnHour() });
/** A logged-in guest's real-time session. */
export const guestSession = (guestId: number): SessionState => ({ sessionId: `guest-${guestId}`, language: 'de', guestId, actorId: null, tokenExpiresAt: inAnHour() });
