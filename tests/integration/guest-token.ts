import { eq, sql } from 'drizzle-orm';
import { issueAccessToken } from '@/lib/server/auth/access-token';
import { guests } from '@/lib/server/db/schema/accounts';
import type { AppRuntime } from '@/lib/server/runtime';

/** A token for the seeded demo guest (demo@example.com), issued as the login flow would. */
export async function demoGuestToken(rt: AppRuntime): Promise<{ guestId: number; token: string }> {
  const [guest] = await rt.db
    .select({ id: guests.id, tokenVersion: guests.tokenVersion })
    .from(guests)
    .where(eq(sql`lower(${guests.email})`, 'demo@example.com'));
  if (!guest) throw new Error('the seed has no demo guest');
  const token = await issueAccessToken(rt.tokenKey, { subjectId: guest.id, kind: 'guest', version: guest.tokenVersion });
  return { guestId: guest.id, token };
}

/** A fresh guest from `countryCode` with a valid token (for §6 country-ban checks). */
export async function guestTokenFromCountry(rt: AppRuntime, countryCode: string): Promise<string> {
  const unique = Math.random().toString(36).slice(2, 10);
  const [guest] = await rt.db
    .insert(guests)
    .values({
      email: `guest-${countryCode.toLowerCase()}-${unique}@example.com`,
      // Screen names are unique regardless of case (guests_screen_name_key).
      screenName: `Guest${countryCode}_${unique}`,
      passwordHash: 'not-a-login',
      countryCode,
    })
    .returning({ id: guests.id, tokenVersion: guests.tokenVersion });
  if (!guest) throw new Error('guest not created');
  return issueAccessToken(rt.tokenKey, { subjectId: guest.id, kind: 'guest', version: guest.tokenVersion });
}
