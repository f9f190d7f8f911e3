import { and, asc, eq, sql } from 'drizzle-orm';
import { GET as episodeMediaGet } from '@/app/media/tv-episode/[file]/route';
import { GET as restGet, POST as restPost } from '@/app/rest/v1/[area]/[...call]/route';
import { createSession } from '@/lib/server/accounts/sessions';
import { guests } from '@/lib/server/db/schema/accounts';
import { subscriptions } from '@/lib/server/db/schema/subscriptions';
import { tvEpisodes } from '@/lib/server/db/schema/tv-mediathek';
import type { AppRuntime } from '@/lib/server/runtime';
import { freshGuest } from './fresh-guest';

/** The media centre's tests: REST calls, the episode media route, guests with and without TV. */
export function mediathekFixtures(rt: () => AppRuntime) {
  async function rest(path: string, options: { token?: string; language?: string; query?: Record<string, string> } = {}) {
    const query = new URLSearchParams({ language: options.language ?? 'en', ...options.query });
    const request = new Request(`http://localhost/rest/v1/${path}/?${query}`, {
      headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    });
    const [area = '', ...call] = path.split('/');
    return restGet(request, { params: Promise.resolve({ area, call }) });
  }

  async function restPostJson(path: string, body: unknown, token?: string) {
    const request = new Request(`http://localhost/rest/v1/${path}/?language=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const [area = '', ...call] = path.split('/');
    return restPost(request, { params: Promise.resolve({ area, call }) });
  }

  function media(path: string, cookie?: string) {
    const url = new URL(path, 'http://localhost');
    const file = url.pathname.split('/').at(-1) ?? '';
    return episodeMediaGet(new Request(url, { headers: cookie ? { cookie } : {} }), { params: Promise.resolve({ file }) });
  }

  /** A guest with a token and a session cookie; optionally age-verified and with a TV or VIP subscription. */
  async function guest(options: { subscription?: 'tv' | 'vip'; avs?: boolean } = {}) {
    const { guestId, token } = await freshGuest(rt());
    if (options.avs) await rt().db.update(guests).set({ avsStatus: 'accepted' }).where(eq(guests.id, guestId));
    if (options.subscription) {
      await rt().db.insert(subscriptions).values({
        guestId,
        kind: options.subscription,
        flow: options.subscription === 'tv' ? 'vxtvabo' : 'vipabo',
        status: 'active',
        renewalPrice: 499,
        periodDays: 30,
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
        startKey: `mediathek-test-${guestId}`,
      });
    }
    const { sessionToken } = await createSession(rt().db, guestId, { userAgent: 'test', ip: null }, new Date());
    return { guestId, token, cookie: `sid=${sessionToken}` };
  }

  /** An aired episode of the seed with these properties. */
  async function episode(where: { premium: boolean; fsk: number }) {
    const [row] = await rt()
      .db.select({ id: tvEpisodes.id, seriesId: tvEpisodes.seriesId, clip: tvEpisodes.clip })
      .from(tvEpisodes)
      .where(and(eq(tvEpisodes.premium, where.premium), eq(tvEpisodes.fsk, where.fsk), sql`${tvEpisodes.airedAt} <= now()`))
      .orderBy(asc(tvEpisodes.id))
      .limit(1);
    if (!row) throw new Error(`the seed has no episode ${JSON.stringify(where)}`);
    return row;
  }

  async function code(response: Response) {
    return ((await response.json()) as { error: { code: string } }).error.code;
  }

  return { rest, restPostJson, media, guest, episode, code };
}
