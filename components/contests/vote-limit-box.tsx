'use client';

import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export type VoteLimitText = { title: string; text: string; hide: string; close: string };

type Props = { text: VoteLimitText; onHide: () => void; onClose: () => void };

/**
 * §3 the vote-limit box: all 5 votes of the contest are used (§9). "Do not show again" is kept for
 * the guest on the server (guestData.hideVoteLimitModal), so it holds on every device.
 */
export function VoteLimitBox({ text, onHide, onClose }: Props) {
  const [hide, setHide] = useState(false);
  const close = () => {
    if (hide) onHide();
    onClose();
  };
  return (
    <Dialog onClose={close} box="vote-limit">
      <DialogTitle>{text.title}</DialogTitle>
      <DialogDescription>{text.text}</DialogDescription>
      <label className="mt-4 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={hide} onChange={(event) => setHide(event.target.checked)} />
        {text.hide}
      </label>
      <div className="mt-6 flex justify-end">
        <button type="button" className={buttonStyles.primary} onClick={close}>
          {text.close}
        </button>
      </div>
    </Dialog>
  );
}
