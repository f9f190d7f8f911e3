/**
 * §4 "Exit-intent takes the top one": when is the guest about to leave? The pointer leaves the
 * document through the top edge of the window (towards the tabs, the address bar, the close
 * button) — not into a child element (relatedTarget set) and not out of a side or the bottom —
 * on a desktop (a fine pointer that can hover; phones have no such gesture), once per browser
 * session. Pure: the page feeds it the event's facts.
 */
export type ExitIntentFacts = {
  /** The mouseout event's clientY: at or above 0 the pointer left through the top edge. */
  clientY: number;
  /** Whether the pointer moved onto another element of the page (relatedTarget not null). */
  intoPage: boolean;
  /** (hover: hover) and (pointer: fine). */
  desktop: boolean;
  /** This browser session already had its exit intent. */
  alreadyShown: boolean;
};

export function isExitIntent({ clientY, intoPage, desktop, alreadyShown }: ExitIntentFacts): boolean {
  return desktop && !alreadyShown && !intoPage && clientY <= 0;
}

/** The session storage key that remembers the session's exit intent. */
export const EXIT_INTENT_KEY = 'exitIntentShown';
