'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';

type Props = { title: string; text: string; close: string; onClose: () => void };

/** §2 the contest-like box: the vote counted, and how many of the 5 are left. */
export function ContestLikeBox({ title, text, close, onClose }: Props) {
  return (
    <Dialog onClose={onClose} box="contest-like">
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{text}</DialogDescription>
      <div className="mt-6 flex justify-end">
        <DialogClose className={buttonStyles.primary}>{close}</DialogClose>
      </div>
    </Dialog>
  );
}
