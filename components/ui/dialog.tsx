'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';

/**
 * The dialog primitive of the guest pages, on Radix: focus trap, Escape to close, focus
 * returns to the trigger, aria-labelledby/-describedby wired by Radix from Title/Description.
 */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

type DialogContentProps = ComponentProps<typeof RadixDialog.Content> & {
  /** Localized label of the corner close button (translated by the caller on the server). */
  closeLabel: string;
  children: ReactNode;
};

export function DialogContent({ closeLabel, children, className = '', ...props }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-[10000] bg-black/70 backdrop-blur-sm" />
      <RadixDialog.Content
        {...props}
        className={`fixed left-1/2 top-1/2 z-[10001] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-line bg-surface p-6 shadow-2xl ${className}`}
      >
        {children}
        <RadixDialog.Close
          aria-label={closeLabel}
          className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-fg"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ className = '', ...props }: ComponentProps<typeof RadixDialog.Title>) {
  return <RadixDialog.Title {...props} className={`pr-8 text-lg font-semibold text-fg ${className}`} />;
}

export function DialogDescription({ className = '', ...props }: ComponentProps<typeof RadixDialog.Description>) {
  return <RadixDialog.Description {...props} className={`mt-2 text-sm text-muted ${className}`} />;
}
