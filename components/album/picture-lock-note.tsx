'use client';

import type { Locale } from '@/i18n/routing';
import type { PictureLockReason } from '@/lib/contracts/album';
import { useAlbumGuestView } from './album-guest-view';
import { openAgeCheck } from './open-age-check';

type Props = {
  locale: Locale;
  albumId: number;
  /** The lock reasons of the cached (anonymous) page. */
  reasons: PictureLockReason[];
  buyHref: string;
  text: { age: string; purchase: string; verifyAge: string; buy: string };
};

const linkClass = 'font-semibold text-accent hover:underline';

/** Above the pictures: why some are locked and what opens them, for the guest once their view arrived. */
export function PictureLockNote({ locale, albumId, reasons, buyHref, text }: Props) {
  const view = useAlbumGuestView(locale, albumId);
  const shown = new Set(view ? view.pictures.flatMap((p) => (p.lockReason ? [p.lockReason] : [])) : reasons);
  if (shown.size === 0) return null;
  return (
    <div className="mb-4 grid gap-1 rounded-tile bg-surface px-4 py-3 text-sm text-muted ring-1 ring-line" data-testid="locked-note">
      {shown.has('purchase') ? (
        <p>
          {text.purchase}{' '}
          <a href={buyHref} className={linkClass}>
            {text.buy}
          </a>
        </p>
      ) : null}
      {shown.has('age') ? (
        <p>
          {text.age}{' '}
          <button type="button" onClick={openAgeCheck} className={linkClass}>
            {text.verifyAge}
          </button>
        </p>
      ) : null}
    </div>
  );
}
