import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { ModelListItem } from '@/lib/contracts/actor';
import type { GlobalSearchActor, SearchModelOrder } from '@/lib/contracts/search';
import type { DbOrTx } from '@/lib/server/db/client';
import { actors } from '@/lib/server/db/schema/actors';
import { selectModelRows, toModelListItem } from '@/lib/server/catalog/model-row';
import { loadSedcardImages } from '@/lib/server/catalog/sedcard-images';
import { imageUrl } from '@/lib/media/image-urls';
import { ACTOR_CANDIDATE_CAP, type ActorCandidate } from './actor-candidates';
import { slicePage, sortModels } from './candidate-order';
import type { HitPage } from './search-page-types';
import { profileLink } from './search-links';

/** §3 model list items of one page of performer hits: two primary-key queries for the page only. */
export async function loadModelPage(
  db: DbOrTx,
  candidates: readonly ActorCandidate[],
  page: { order: SearchModelOrder; first: number; offset: number },
): Promise<HitPage<ModelListItem>> {
  const ids = slicePage(sortModels(candidates, page.order), page.first, page.offset).map((c) => c.id);
  const total = candidates.length;
  const totalCapped = total >= ACTOR_CANDIDATE_CAP;
  if (ids.length === 0) return { total, totalCapped, items: [] };
  const [rows, sedcards] = await Promise.all([
    selectModelRows(db).where(inArray(actors.id, ids)),
    loadSedcardImages(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toModelListItem(row, sedcards.get(id) ?? [])] : [];
  });
  return { total, totalCapped, items };
}

/** §3 global search actor item; a mobile video call is only reachable while she is online. */
export function toGlobalSearchActor(candidate: ActorCandidate, locale: Locale): GlobalSearchActor {
  const avatar = imageUrl('avatar', candidate.imageSeed, 'w320');
  return {
    name: candidate.name,
    imageUrl: avatar.url,
    imageAspect: avatar.width / avatar.height,
    link: profileLink(locale, candidate.slug),
    online: candidate.online,
    mobileVideoCall: candidate.online && candidate.mobileVideoCall,
  };
}
