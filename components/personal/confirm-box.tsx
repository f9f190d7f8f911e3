'use client';

import { useEffect, useId, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';

export type ConfirmText = { title: string; description: string; confirm: string; cancel: string };

type Props = {
  /** The §2 modal box id (playlist-delete, playlist-cancel-changes). */
  boxId: string;
  open: boolean;
  text: ConfirmText;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * A §2 modal box that asks before something is lost, on the native <dialog>: showModal() makes
 * the page inert, Escape and the cancel button close it, focus returns to where it was.
 */
export function ConfirmBox({ boxId, open, text, onConfirm, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      data-box={boxId}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onClose={onClose}
      className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-xl border border-line bg-surface p-6 text-fg shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {text.title}
      </h2>
      <p id={`${id}-description`} className="mt-2 text-sm text-muted">
        {text.description}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={() => ref.current?.close()}>
          {text.cancel}
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => {
            onConfirm();
            ref.current?.close();
          }}
        >
          {text.confirm}
        </button>
      </div>
    </dialog>
  );
}
