'use client';

import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useAlbumGuestView } from '@/components/album/album-guest-view';
import { ratingOfAction } from '@/components/social/rating-actions';
import { mineOf } from '@/components/social/rating-state';
import type { Locale } from '@/i18n/routing';
import type { Picture } from '@/lib/contracts/album';
import { getGuestState, guestStore, isLoggedIn } from '@/stores/guest';
import { PENDING_ACTION_EVENT, type PendingActionEvent } from '@/lib/overlay/pending-action-event';
import { getOverlayState, overlayStore } from '@/stores/overlay';
import { type Lightbox, LightboxContext, type LightboxPicture, type LightboxText } from './lightbox-context';

// The dialog (and Radix with it) loads on the first click: not first-load JavaScript.
const PictureLightboxDialog = lazy(() => import('./picture-lightbox-dialog').then((module) => ({ default: module.PictureLightboxDialog })));

type Props = {
  locale: Locale;
  albumId: number;
  albumTitle: string;
  /** The album's pictures as the cached page has them (locked ones without image). */
  pictures: Picture[];
  text: LightboxText;
  children: ReactNode;
};

/** The open pictures; the guest's own view carries their rating of each (§3 isLiked / isDisliked). */
function viewable(pictures: readonly Picture[], guestView: boolean): LightboxPicture[] {
  return pictures.flatMap((picture, index) => {
    if (!picture.image) return [];
    const loaded = guestView ? { ...picture.rating, mine: mineOf(picture) } : null;
    return [{ id: picture.id, number: index + 1, image: picture.image, rating: picture.rating, loaded }];
  });
}

/**
 * The enlarged view of an album's pictures: every picture the guest may see (the page's,
 * or the guest's own view once it arrived), one at a time. A visitor's like or heart in it closes
 * it for the login overlay (a modal would keep the focus from the overlay's frame) and opens it
 * again on the same picture once they are logged in; a picture like kept as the §3 pending
 * action is sent from here, as the view itself is closed at that moment.
 */
export function PictureLightbox({ locale, albumId, albumTitle, pictures, text, children }: Props) {
  const view = useAlbumGuestView(locale, albumId);
  const shown = useMemo(() => (view ? viewable(view.pictures, true) : viewable(pictures, false)), [view, pictures]);
  const [openId, setOpenId] = useState<number | null>(null);
  const resume = useRef<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const stopGuest = guestStore.subscribe(() => {
      if (resume.current === null || !isLoggedIn(getGuestState())) return;
      setOpenId(resume.current);
      resume.current = null;
    });
    // The overlay closed and the visitor is still one: there is nothing to come back to.
    let hadFrame = getOverlayState().frame !== null;
    const stopOverlay = overlayStore.subscribe(() => {
      const hasFrame = getOverlayState().frame !== null;
      if (hadFrame && !hasFrame && !isLoggedIn(getGuestState())) resume.current = null;
      hadFrame = hasFrame;
    });
    return () => {
      stopGuest();
      stopOverlay();
    };
  }, []);

  useEffect(() => {
    const onPendingAction = (event: Event) => {
      const action = (event as PendingActionEvent).detail;
      if (!isLoggedIn(getGuestState())) return;
      for (const picture of pictures) {
        const value = ratingOfAction(action, 'picture', picture.id);
        // A refusal shows as an unpressed like when the view opens again; the guest may try again there.
        if (value !== null) void import('@/lib/queries/social').then((social) => social.rate(locale, 'picture', picture.id, value)).catch(() => {});
      }
    };
    window.addEventListener(PENDING_ACTION_EVENT, onPendingAction);
    return () => window.removeEventListener(PENDING_ACTION_EVENT, onPendingAction);
  }, [locale, pictures]);

  const lightbox = useMemo<Lightbox>(() => {
    const ids = new Set(shown.map((picture) => picture.id));
    const show = (id: number, from: HTMLElement) => {
      opener.current = from;
      setOpenId(id);
    };
    return { canOpen: (id) => ids.has(id), show, text };
  }, [shown, text]);
  const index = openId === null ? -1 : shown.findIndex((picture) => picture.id === openId);

  return (
    <LightboxContext value={lightbox}>
      {children}
      {index >= 0 ? (
        <Suspense fallback={null}>
          <PictureLightboxDialog
            locale={locale}
            albumTitle={albumTitle}
            pictures={shown}
            index={index}
            total={pictures.length}
            text={text}
            onIndex={(next) => setOpenId(shown[next]?.id ?? null)}
            onClose={() => setOpenId(null)}
            returnFocus={() => opener.current?.focus()}
            onLoginFirst={(pictureId) => {
              resume.current = pictureId;
              setOpenId(null);
            }}
          />
        </Suspense>
      ) : null}
    </LightboxContext>
  );
}
