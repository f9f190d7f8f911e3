import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db/client';
import { guests } from '@/lib/server/db/schema/accounts';

/** Emails compare case-insensitively (guests_email_key is on lower(email)). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export type GuestLogin = {
  id: number;
  email: string;
  screenName: string;
  passwordHash: string;
  isLocked: boolean;
  tokenVersion: number;
  language: string;
};

export async function findGuestByEmail(db: DbOrTx, email: string): Promise<GuestLogin | null> {
  const [guest] = await db
    .select({
      id: guests.id,
      email: guests.email,
      screenName: guests.screenName,
      passwordHash: guests.passwordHash,
      isLocked: guests.isLocked,
      tokenVersion: guests.tokenVersion,
      language: guests.language,
    })
    .from(guests)
    .where(eq(sql`lower(${guests.email})`, normalizeEmail(email)))
    .limit(1);
  return guest ?? null;
}
