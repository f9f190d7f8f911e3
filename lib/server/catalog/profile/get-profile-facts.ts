import 'server-only';
import { eq } from 'drizzle-orm';
import type { ProfileFacts } from '@/lib/contracts/profile';
import type { DbOrTx } from '@/lib/server/db/client';
import { actorProfiles } from '@/lib/server/db/schema/actors';

/** Height, hair and eyes of the about-me page (the rest comes with the profile). */
export async function getProfileFacts(db: DbOrTx, actorId: number): Promise<ProfileFacts> {
  const [row] = await db
    .select({ heightCm: actorProfiles.heightCm, hairColor: actorProfiles.hairColor, eyeColor: actorProfiles.eyeColor })
    .from(actorProfiles)
    .where(eq(actorProfiles.actorId, actorId))
    .limit(1);
  return { heightCm: row?.heightCm ?? null, hairColor: row?.hairColor ?? null, eyeColor: row?.eyeColor ?? null };
}
