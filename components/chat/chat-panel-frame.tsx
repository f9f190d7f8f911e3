import type { ReactNode, Ref } from 'react';

type Props = { actorId: number; heading: string; ref?: Ref<HTMLElement>; children: ReactNode };

// No 'use client': the server draws the panel's first view in it, the panel island the same frame.
/** The chat panel's box and heading on the profile. */
export function ChatPanelFrame({ actorId, heading, ref, children }: Props) {
  return (
    <section ref={ref} data-testid="chat-panel" aria-labelledby={`chat-panel-${actorId}`} className="scroll-mt-20 rounded-tile bg-surface p-3 ring-1 ring-line sm:p-4">
      <h2 id={`chat-panel-${actorId}`} className="mb-3 text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
