import type { ReactNode } from 'react';
import type { PictureLockReason } from '@/lib/contracts/album';

export type LockedPictureText = {
  /** Read by screen readers for the picture, e.g. "18+ – for age-verified guests only". */
  label: string;
  /** Short mark in the middle, e.g. "18+" (age) or nothing (purchase). */
  mark?: string;
};

type LockedPictureProps = LockedPictureText & {
  /** What would open it; fsk 18 (age) unless told. */
  reason?: PictureLockReason;
  /** A public image to blur behind the lock (the album cover, rated 16): never the picture itself. */
  backdrop?: string;
  /** The call to action drawn over the blur (verify age, buy the album). */
  children?: ReactNode;
};

/**
 * The stand-in for a picture the viewer may not see yet: a blurred backdrop, a lock and the
 * reason's call to action. No image and no URL of the picture at all, so nothing leaks into the
 * HTML. The lock itself is one image for assistive technology; the action is a control beside it.
 */
export function LockedPicture({ reason = 'age', label, mark, backdrop, children }: LockedPictureProps) {
  return (
    <span className="relative block aspect-[3/4] w-full overflow-hidden rounded-tile bg-surface ring-1 ring-line" data-lock-reason={reason}>
      {backdrop ? (
        // eslint-disable-next-line @next/next/no-img-element -- decoration only: the blurred cover, never the locked picture
        <img src={backdrop} alt="" aria-hidden="true" loading="lazy" decoding="async" className="absolute inset-0 size-full scale-125 object-cover opacity-50 blur-xl" />
      ) : (
        <span aria-hidden="true" className="absolute inset-0 bg-[repeating-linear-gradient(135deg,var(--color-surface)_0_12px,var(--color-surface-2)_12px_24px)]" />
      )}
      <span role="img" aria-label={label} className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-black/30 p-2 text-center">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-white sm:size-7" strokeWidth="1.8">
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
        {mark ? (
          <span aria-hidden="true" className="rounded bg-black/60 px-1.5 py-0.5 text-xs font-bold text-white">
            {mark}
          </span>
        ) : null}
        <span aria-hidden="true" className="hidden text-xs leading-snug text-white/90 md:block">
          {label}
        </span>
      </span>
      {children ? <span className="absolute inset-x-1.5 bottom-1.5 flex justify-center">{children}</span> : null}
    </span>
  );
}
