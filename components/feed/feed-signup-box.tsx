'use client';

import { useAfterClose } from '@/components/boxes/after-box-closed';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { overlayController } from '@/lib/overlay/overlay-loader';
import type { FeedSignupText } from './feed-text';

type Props = { text: FeedSignupText; onClose: () => void };

/**
 * §2 feed-signup box: a visitor who presses Buy (or like, comment, tip, follow) on a feed post is
 * asked to sign up (free) or log in. Opened by name through the box registry, so it is its own
 * chunk; the sign-up or login opens once the box has closed and focus is back on the button.
 */
export function FeedSignupBox({ text, onClose }: Props) {
  const after = useAfterClose(onClose);
  const open = (view: 'signup' | 'login') => after.later(() => void overlayController().then((controller) => controller.openAuth({ view, force: true })));
  return (
    <Dialog onClose={onClose} afterClose={after.run} box="feed-signup">
      <DialogTitle>{text.title}</DialogTitle>
      <DialogDescription>{text.body}</DialogDescription>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="button" onClick={() => open('signup')} className={buttonStyles.primary}>
          {text.signup}
        </button>
        <button type="button" onClick={() => open('login')} className={buttonStyles.secondary}>
          {text.login}
        </button>
        <DialogClose className={`${buttonStyles.secondary} sm:ml-auto`}>{text.close}</DialogClose>
      </div>
    </Dialog>
  );
}
