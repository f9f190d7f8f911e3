import { getTranslations } from 'next-intl/server';
import type { Image as ImageData } from '@/lib/media/image-urls';
import { isGatedStill } from '@/lib/media/still-urls';
import { GatedStills } from './gated-stills';
import { StillStrip } from './still-strip';

/**
 * §3 preview thumbnails of the video page. Public stills (rated 16 or lower) render as they are;
 * the stills of an fsk-18 video are access-checked URLs (§6) that the page shows only to
 * an age-verified guest, after hydration — everyone else sees the lock and the AVS call to action.
 */
export async function VideoStills({
  stills,
  altFor,
  labelledBy,
}: {
  stills: readonly ImageData[];
  altFor: (index: number) => string;
  /** The id of the heading that names the strip (a scrollable region must be named and focusable). */
  labelledBy: string;
}) {
  const alts = stills.map((_, index) => altFor(index));
  if (!stills.some((still) => isGatedStill(still.url))) return <StillStrip stills={stills} alts={alts} labelledBy={labelledBy} />;
  const t = await getTranslations('MediaAccess');
  const text = { locked: t('stillsLocked'), mark: t('mark'), body: t('stillsBody'), verify: t('verify'), login: t('login') };
  return <GatedStills stills={stills} alts={alts} labelledBy={labelledBy} text={text} />;
}
