import type { PictureLockReason } from '@/lib/contracts/album';
import { LockedPicture } from './locked-picture';

export type LockedPictureLabels = {
  /** Per reason: what the lock says (the picture's accessible name) and the call to action. */
  age: { label: string; mark: string; action: string };
  purchase: { label: string; action: string };
};

const actionClass =
  'inline-flex min-h-8 max-w-full items-center justify-center rounded-full bg-accent px-2.5 text-center text-[0.6875rem] font-semibold leading-tight text-on-accent shadow hover:bg-accent-strong sm:text-xs';

type Props = {
  reason: PictureLockReason;
  labels: LockedPictureLabels;
  /** The album cover (public, rated 16), blurred behind the lock. */
  backdrop: string;
  /** Where the album is bought (the price block of the page). */
  buyHref: string;
  /** Left out in the server's render; the island's button opens the age check (its click is replayed). */
  onVerifyAge?: () => void;
};

/** A locked album picture with its reason's call to action: age → verify age (§6); purchase → buy the album. */
export function PictureLock({ reason, labels, backdrop, buyHref, onVerifyAge }: Props) {
  if (reason === 'age') {
    return (
      <LockedPicture reason="age" label={labels.age.label} mark={labels.age.mark} backdrop={backdrop}>
        <button type="button" onClick={onVerifyAge} className={actionClass}>
          {labels.age.action}
        </button>
      </LockedPicture>
    );
  }
  return (
    <LockedPicture reason="purchase" label={labels.purchase.label} backdrop={backdrop}>
      <a href={buyHref} className={actionClass}>
        {labels.purchase.action}
      </a>
    </LockedPicture>
  );
}
