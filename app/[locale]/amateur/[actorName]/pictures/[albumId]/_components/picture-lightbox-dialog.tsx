'use client';

import type { KeyboardEvent } from 'react';
import { PinButton } from '@/components/favorites/pin-button';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Img } from '@/components/ui/img';
import type { Locale } from '@/i18n/routing';
import { fill } from '@/lib/format/fill';
import type { LightboxPicture, LightboxText } from './lightbox-context';
import { PictureRating } from './picture-rating';

type Props = {
  locale: Locale;
  albumTitle: string;
  /** The pictures the guest may see, in album order. */
  pictures: LightboxPicture[];
  index: number;
  /** How many pictures the album has (locked ones too): "Picture 3 of 12". */
  total: number;
  text: LightboxText;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Focus back where the guest was (the picture that opened the view). */
  returnFocus: () => void;
  /** A visitor's like or heart: the view closes for the login overlay and remembers the picture. */
  onLoginFirst: (pictureId: number) => void;
};

const roundButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-white/25 bg-black/60 text-white hover:border-accent hover:text-accent';

function Arrow({ back = false }: { back?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-5 ${back ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="m9 5 7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The enlarged picture, full screen on the one box (components/ui/dialog.tsx: focus stays inside,
 * Escape and the close button close it, focus returns to the picture that opened it, even when it
 * opened again after a login). Arrow keys and the two buttons step through the pictures the guest
 * may see, wrapping around; the title counts in album order. Below the picture its like/dislike
 * and its heart.
 */
export function PictureLightboxDialog({ locale, albumTitle, pictures, index, total, text, onIndex, onClose, returnFocus, onLoginFirst }: Props) {
  const picture = pictures[index];
  if (!picture) return null;
  const count = pictures.length;
  const step = (delta: number) => onIndex((index + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const beforeLogin = () => onLoginFirst(picture.id);

  return (
    <Dialog
      onClose={onClose}
      onKeyDown={onKeyDown}
      returnFocus={returnFocus}
      backdropClassName="fixed inset-0 z-[70] bg-black/90"
      className="fixed inset-0 z-[70] flex flex-col items-center justify-center gap-3 overflow-y-auto p-3 text-white outline-none sm:p-6"
    >
      <div className="flex w-full max-w-3xl items-center justify-between gap-3">
        <DialogTitle className="text-sm font-semibold tabular-nums sm:text-base">{fill(text.title, { number: picture.number, count: total })}</DialogTitle>
        <DialogClose aria-label={text.close} className={roundButton}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </DialogClose>
      </div>
      <DialogDescription className="sr-only">{text.hint}</DialogDescription>
      <div className="relative flex min-h-0 w-full max-w-3xl flex-1 items-center justify-center">
        <Img
          key={picture.id}
          src={picture.image.url}
          width={picture.image.width}
          height={picture.image.height}
          alt={fill(text.alt, { number: picture.number, title: albumTitle })}
          loading="eager"
          className="max-h-[calc(100dvh-11rem)] w-auto max-w-full rounded-tile object-contain"
        />
        {count > 1 ? (
          <>
            <button type="button" onClick={() => step(-1)} aria-label={text.previous} className={`${roundButton} absolute left-1 top-1/2 -translate-y-1/2`}>
              <Arrow back />
            </button>
            <button type="button" onClick={() => step(1)} aria-label={text.next} className={`${roundButton} absolute right-1 top-1/2 -translate-y-1/2`}>
              <Arrow />
            </button>
          </>
        ) : null}
      </div>
      <div className="flex w-full max-w-3xl flex-wrap items-start justify-center gap-3">
        <PictureRating key={picture.id} locale={locale} picture={picture} text={text.rating} beforeLogin={beforeLogin} />
        <PinButton subject="picture" targetId={picture.id} locale={locale} text={text.pin} look="icon" beforeLogin={beforeLogin} />
      </div>
    </Dialog>
  );
}
