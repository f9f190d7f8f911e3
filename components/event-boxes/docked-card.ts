/**
 * Where a box that opened by itself sits (§2 tag-reward, five-days-bonus): a card in the
 * bottom-left corner, as the conversion-chat offer (components/conversion-chat/conversion-chat-box.tsx),
 * that leaves the page usable and takes no focus — the guest came for the page, not for the box.
 * While the conversion-chat countdown pill holds that corner (`data-corner-pill`), the card stands
 * on it instead of covering it (on a phone the card is as wide as the screen); all of them stand on
 * the §3 status bar (--status-bar), which is below them.
 */
export const dockedCard = 'fixed bottom-[calc(var(--incentive-bar,0px)+var(--status-bar,0px)+1rem)] [body:has([data-corner-pill])_&]:bottom-[calc(var(--incentive-bar,0px)+var(--status-bar,0px)+4rem)] left-4 z-40 max-h-[80dvh] w-[calc(100vw-2rem)] max-w-sm overflow-y-auto rounded-xl border border-accent/40 bg-surface p-5 text-left text-fg shadow-2xl';
