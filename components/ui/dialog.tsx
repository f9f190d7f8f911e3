'use client';

import * as Radix from '@radix-ui/react-dialog';
import { createContext, type CSSProperties, type KeyboardEventHandler, type ReactNode, type RefObject, useContext, useId, useRef } from 'react';
import { BoxLayer, OVER_CONSENT_Z } from '@/components/boxes/box-layer';
import { recentOpener } from '@/components/boxes/box-opener';

/**
 * Where a centred box sits: above the page's own layers (the picture view is z-70), below the
 * payment overlay (z 10000), so a flow opened from a box is never hidden behind it.
 */
export const dialogCentred = 'fixed left-1/2 top-1/2 z-[80] max-h-[85vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto outline-none';
/** The look of a box. */
export const dialogFrame = 'rounded-xl border border-line bg-surface p-6 text-fg shadow-2xl';
/** The dimmed page behind a modal box. */
export const dialogBackdrop = 'fixed inset-0 z-[80] bg-black/70 backdrop-blur-sm';

type DialogProps = {
  /** Every way out (Escape, a press on the backdrop where allowed, a DialogClose) ends here once. */
  onClose: () => void;
  /**
   * A card in a corner of the page instead of a modal: a region that takes no focus and stays
   * until closed by its own buttons (neither Escape nor a press elsewhere on the page is meant for it).
   */
  docked?: boolean;
  /** The §2 box id, as `data-box`. */
  box?: string;
  /** false: the box asks a question, and a press on the backdrop is no answer. */
  closeOnBackdrop?: boolean;
  /** The button that gets the first focus (by default the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes when the box closes; by default back where it was when the box opened. */
  returnFocus?: () => void;
  /**
   * Runs once the box has gone and focus is back: the moment to open what comes next (a flow's
   * overlay then remembers the element focus returns to when it closes, as it did before the box).
   */
  afterClose?: () => void;
  /** The panel's classes (position and look); default a centred box. */
  className?: string;
  backdropClassName?: string;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  children: ReactNode;
};

/** Ids of a docked box's title and description (a modal box gets them from Radix). */
const DockedIds = createContext<{ title: string; description: string } | null>(null);

/**
 * The one box of the guest pages, on Radix Dialog, mounted while it is open (by its owner or by
 * components/boxes/box-host.tsx). A modal box makes the rest of the page inert (focus stays
 * inside, the page does not scroll), Escape and the backdrop close it, and focus returns where it
 * was. It lives in a Portal, so a box rendered deep in the page still covers it. Radix is not
 * first-load JavaScript: every box is loaded when it opens (components/boxes).
 */
export function Dialog(props: DialogProps) {
  const { onClose, docked = false, box, closeOnBackdrop = true, initialFocus, returnFocus, afterClose, className, backdropClassName = dialogBackdrop, onKeyDown, children } = props;
  const before = useRef<HTMLElement | null>(null);
  // §2 overConsent (given by the box host): the box and its backdrop above the cookie banner.
  const layer = useContext(BoxLayer).overConsent ? { zIndex: OVER_CONSENT_Z } : undefined;
  const onOpenChange = (next: boolean) => {
    if (!next) onClose();
  };

  if (docked) {
    return (
      <Radix.Root open modal={false} onOpenChange={onOpenChange}>
        <DockedBox box={box} className={className ?? dialogFrame} style={layer}>
          {children}
        </DockedBox>
      </Radix.Root>
    );
  }
  return (
    <Radix.Root open onOpenChange={onOpenChange}>
      <Radix.Portal>
        <Radix.Overlay className={backdropClassName} style={layer} />
        <Radix.Content
          data-box={box}
          style={layer}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={(event) => {
            // The focused control opened the box; with focus on the body, the one just pressed did (box-opener.ts).
            const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
            before.current = focused ?? recentOpener();
            const first = initialFocus?.current;
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          // Radix would focus its Trigger; our boxes open from anywhere (a click, a message, a timer).
          onCloseAutoFocus={(event) => {
            const back = returnFocus ?? (before.current?.isConnected ? () => before.current?.focus() : null);
            if (back) {
              event.preventDefault();
              back();
            }
            afterClose?.();
          }}
          onPointerDownOutside={closeOnBackdrop ? undefined : (event) => event.preventDefault()}
          className={className ?? `${dialogCentred} ${dialogFrame}`}
        >
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/**
 * Not Radix's Content: that is a dismissable layer with a focus scope, which would take Escape
 * from the whole page (and its default from a search field) while the card is shown.
 */
function DockedBox({ box, className, style, children }: { box?: string; className: string; style?: CSSProperties; children: ReactNode }) {
  const id = useId();
  const ids = { title: `${id}-title`, description: `${id}-description` };
  return (
    <DockedIds value={ids}>
      <section role="region" aria-labelledby={ids.title} aria-describedby={ids.description} data-box={box} data-on-bars="" className={className} style={style}>
        {children}
      </section>
    </DockedIds>
  );
}

type TextProps = { className?: string; children: ReactNode };

/** The box's heading and accessible name. */
export function DialogTitle({ className = 'text-lg font-semibold', children }: TextProps) {
  const docked = useContext(DockedIds);
  return (
    <Radix.Title {...(docked ? { id: docked.title } : {})} className={className}>
      {children}
    </Radix.Title>
  );
}

/** The sentence under the heading; the box's accessible description. */
export function DialogDescription({ className = 'mt-2 text-sm text-muted', children }: TextProps) {
  const docked = useContext(DockedIds);
  return (
    <Radix.Description {...(docked ? { id: docked.description } : {})} className={className}>
      {children}
    </Radix.Description>
  );
}

/** A button that closes the box it sits in (through the box's onClose). */
export const DialogClose = Radix.Close;
