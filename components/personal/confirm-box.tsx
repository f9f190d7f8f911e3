'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export type ConfirmText = { title: string; description: string; confirm: string; cancel: string };

type Props = {
  /** The §2 modal box id (playlist-delete, playlist-cancel-changes). */
  boxId: string;
  text: ConfirmText;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A §2 modal box that asks before something is lost: Escape and the cancel button close it, a
 * press beside it is no answer, focus returns to where it was. Opened by name
 * (components/boxes/box-registry.ts).
 */
export function ConfirmBox({ boxId, text, onConfirm, onClose }: Props) {
  return (
    <Dialog onClose={onClose} box={boxId} closeOnBackdrop={false}>
      <DialogTitle>{text.title}</DialogTitle>
      <DialogDescription>{text.description}</DialogDescription>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <DialogClose className={buttonStyles.secondary}>{text.cancel}</DialogClose>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {text.confirm}
        </button>
      </div>
    </Dialog>
  );
}
