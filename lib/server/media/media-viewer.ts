import 'server-only';
import { eq } from 'drizzle-orm';
import { sessionGuest } from '@/lib/server/accounts/sessions';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';
import { countryFromHeaders } from '@/lib/server/http/viewer-country';
import { readSessionCookie } from '@/lib/server/http/session-cookie';

/**
 * Who asks the media routes (/media/stream, /media/still, /media/album-picture) for bytes. An
 * <img> or <video> sends no access token, only the page's cookies: the guest is the one of the
 * `sid` session, with their own avs state and profile country read now (a revoked verification
 * counts at once).
 */
export type MediaViewer = { guestId: number; avsAccepted: boolean; countryCode: string | null };

/** The guest behind a `sid` session cookie (null: none, expired or locked). */
export async function sessionViewer(db: DbOrTx, sessionToken: string | null): Promise<MediaViewer | null> {
  const session = await sessionGuest(db, sessionToken);
  if (!session) return null;
  const [guest] = await db
    .select({ avsStatus: guests.avsStatus, countryCode: guests.countryCode })
    .from(guests)
    .where(eq(guests.id, session.guestId));
  if (!guest) return null;
  return { guestId: session.guestId, avsAccepted: guest.avsStatus === 'accepted', countryCode: guest.countryCode?.trim().toUpperCase() || null };
}

/** The request's session viewer, read from its Cookie header. */
export function requestViewer(db: DbOrTx, request: Request): Promise<MediaViewer | null> {
  return sessionViewer(db, readSessionCookie(request.headers.get('cookie')));
}

/**
 * §6 bans: the guest's own country first, else the geo header (GEO_COUNTRY_HEADER) — the order
 * the REST dispatcher uses, so a URL handed out by gallery/stream is judged the same way here.
 */
export function mediaViewerCountry(viewer: MediaViewer | null, request: Request): string | null {
  return viewer?.countryCode ?? countryFromHeaders((name) => request.headers.get(name));
}
