import 'server-only';
import { type ProfilePreview, profilePreviewSchema } from '@/lib/contracts/profile';
import type { DbOrTx } from '@/lib/server/db/client';
import { getActorProfileById } from '../get-actor-profile';

/**
 * `profile/phoenix/get_profile_preview/{actorId}`: the §3 model list item of one performer plus
 * her profile link and media counts. Null when unknown or banned for the viewer (§6).
 */
export async function getProfilePreview(db: DbOrTx, actorId: number, viewerCountry: string | null): Promise<ProfilePreview | null> {
  const profile = await getActorProfileById(db, actorId, viewerCountry);
  if (!profile) return null;
  // The preview's own fields only: the schema strips the profile page's extras.
  return profilePreviewSchema.parse({ ...profile, link: `/amateur/${profile.slug}/` });
}
