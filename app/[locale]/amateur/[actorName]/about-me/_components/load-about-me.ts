import 'server-only';
import type { ActorProfile } from '@/lib/contracts/actor';
import { getChatRatings } from '@/lib/server/catalog/profile/get-chat-ratings';
import { getHeatMap } from '@/lib/server/catalog/profile/get-heat-map';
import { getProfileFacts } from '@/lib/server/catalog/profile/get-profile-facts';
import { listInterviews } from '@/lib/server/catalog/profile/list-interviews';
import { runtime } from '@/lib/server/runtime';

/** Interview stills on the page are at most about 150 px wide: the smallest size does. */
const INTERVIEW_IMAGE_WIDTH = 320;

/** Everything the about-me page shows beyond the profile itself. */
export async function loadAboutMe(profile: ActorProfile) {
  const { db } = runtime();
  return {
    facts: await getProfileFacts(db, profile.id),
    ratings: await getChatRatings(db, profile.id),
    interviews: await listInterviews(db, profile.id, INTERVIEW_IMAGE_WIDTH),
    heatMap: await getHeatMap(db, { id: profile.id, name: profile.name }),
  };
}
