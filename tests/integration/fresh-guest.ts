import { issueAccessToken } from '@/lib/server/auth/access-token';
import { guests } from '@/lib/server/db/schema/accounts';
import type { AppRuntime } from '@/lib/server/runtime';

let counter = 0;

/**
 * A new guest with a valid access token. Inserted directly, so the accepted privacy and terms
 * versions are whatever the test says (null by default: a guest from before versioning).
 */
export async function freshGuest(
  rt: AppRuntime,
  accepted: { privacy?: number | null; terms?: number | null } = {},
): Promise<{ guestId: number; token: string }> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const [guest] = await rt.db
    .insert(guests)
    .values({
      email: `fresh-${tag}@example.com`,
      screenName: `fresh_${tag}`,
      passwordHash: 'not-a-login',
      privacyAcceptedVersion: accepted.privacy ?? null,
      termsAcceptedVersion: accepted.terms ?? null,
    })
    .returning({ id: guests.id, tokenVersion: guests.tokenVersion });
  if (!guest) throw new Error('guest not created');
  const token = await issueAccessToken(rt.tokenKey, { subjectId: guest.id, kind: 'guest', version: guest.tokenVersion });
  return { guestId: guest.id, token };
}
