'use client';

import { type ReactNode, useId, useRef } from 'react';

type DialogProps = {
  /** The label and look of the button that opens the dialog. */
  triggerLabel: string;
  triggerClassName: string;
  /** The dialog's heading; it is also its accessible name. */
  title: string;
  /** A sentence under the title; it becomes the dialog's accessible description. */
  description?: string;
  /** Localized label of the corner close button (translated by the caller on the server). */
  closeLabel: string;
  /** Further content, e.g. actions; a <DialogClose> inside closes the dialog. */
  children?: ReactNode;
};

/**
 * The dialog of the guest pages on the native <dialog> element: showModal() makes the rest of the
 * page inert (focus stays inside), Escape closes it (the browser's cancel), a click on the
 * backdrop closes it, and focus returns to the button that opened it. No library: the page's
 * first-load JavaScript is budgeted.
 */
export function Dialog({ triggerLabel, triggerClassName, title, description, closeLabel, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialogRef.current?.showModal()}
        className={triggerClassName}
      >
        {triggerLabel}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onClose={() => triggerRef.current?.focus()}
        // The panel fills the dialog box, so a click whose target is the dialog itself landed on the backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto w-[calc(100vw-2rem)] max-w-md rounded-xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm"
      >
        <div className="relative p-6">
          <h2 id={titleId} className="pr-8 text-lg font-semibold text-fg">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="mt-2 text-sm text-muted">
              {description}
            </p>
          ) : null}
          {children}
          <DialogClose
            aria-label={closeLabel}
            className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </DialogClose>
        </div>
      </dialog>
    </>
  );
}

type DialogCloseProps = { className: string; children: ReactNode; 'aria-label'?: string };

/** A button that closes the dialog it sits in. */
export function DialogClose({ className, children, 'aria-label': label }: DialogCloseProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={(event) => event.currentTarget.closest('dialog')?.close()}
      className={className}
    >
      {children}
    </button>
  );
}
