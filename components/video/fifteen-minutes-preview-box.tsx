'use client';

import { useMutation } from '@tanstack/react-query';
import { BoxBody } from '@/components/boxes/box-body';
import { useAfterClose } from '@/components/boxes/after-box-closed';
import { NamedBox } from '@/components/boxes/named-box';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/api-error';
import type { BoxesText } from '@/lib/contracts/boxes';
import { overlayController } from '@/lib/overlay/overlay-loader';
import { startVideoPreview } from '@/lib/queries/video-preview';
import { boxesStore } from '@/stores/boxes';
import { isLoggedIn, useGuest } from '@/stores/guest';

type Props = { locale: Locale; videoId: number; title?: string; href?: string; onClose: () => void };

/**
 * §2 fifteen-minutes-preview: a paid video free for 15 minutes from the first start, once per
 * guest per video (the grant is the server's, lib/server/previews/video-preview.ts). A guest
 * starts it and the video plays in the video-with-player box; a visitor signs up first.
 */
export function FifteenMinutesPreviewBox({ locale, videoId, title, href, onClose }: Props) {
  const after = useAfterClose(onClose);
  return (
    <NamedBox locale={locale} onClose={onClose}>
      {(text) => (
        <Dialog onClose={onClose} afterClose={after.run} box="fifteen-minutes-preview">
          <DialogTitle>{text.fifteenMinutesPreview.title}</DialogTitle>
          <DialogDescription>{title ? `${title} — ${text.fifteenMinutesPreview.body}` : text.fifteenMinutesPreview.body}</DialogDescription>
          <BoxBody close={text.close}>
            <Offer locale={locale} videoId={videoId} title={title ?? text.fifteenMinutesPreview.title} href={href} text={text} later={after.later} />
          </BoxBody>
        </Dialog>
      )}
    </NamedBox>
  );
}

type OfferProps = { locale: Locale; videoId: number; title: string; href?: string; text: BoxesText; later: (action: () => void) => void };

function Offer({ locale, videoId, title, href, text, later }: OfferProps) {
  const guest = useGuest();
  const words = text.fifteenMinutesPreview;
  // Through the store, not openBox: the registry loads this box, so importing it back would be a cycle.
  const play = () => later(() => boxesStore.getState().actions.boxOpened('videoWithPlayer', { locale, videoId, title, ...(href ? { href } : {}) }));
  const start = useMutation({ mutationFn: () => startVideoPreview(locale, videoId), onSuccess: play });
  if (!isLoggedIn(guest)) {
    const signUp = () => later(() => void overlayController().then((controller) => controller.openAuth({ force: true })));
    return (
      <button type="button" onClick={signUp} className={buttonStyles.primary}>
        {words.login}
      </button>
    );
  }
  const used = start.error instanceof ApiError && start.error.status === 409;
  return (
    <div className="flex flex-col items-start gap-2 text-sm">
      <button type="button" onClick={() => start.mutate()} disabled={start.isPending} className={buttonStyles.primary}>
        {words.start}
      </button>
      {start.isError ? <p role="alert">{used ? words.used : words.failed}</p> : null}
    </div>
  );
}
