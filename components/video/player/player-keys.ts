/** What a key does in the player (YouTube's keys, which guests already know). */
export type PlayerKeyAction = 'toggle' | 'back' | 'forward' | 'volumeUp' | 'volumeDown' | 'mute' | 'fullscreen';

/** Seconds an arrow key seeks, and the volume step of the up and down arrows. */
export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

const keys: Record<string, PlayerKeyAction> = {
  ' ': 'toggle',
  k: 'toggle',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
  m: 'mute',
  f: 'fullscreen',
};

/**
 * The action of a key pressed inside the player, or null when the focused control should have it:
 * a button keeps Space and Enter (it activates itself), a slider keeps the arrows, Home and End.
 */
export function playerKeyAction(event: { key: string; target: EventTarget | null; altKey: boolean; ctrlKey: boolean; metaKey: boolean }): PlayerKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const action = Object.hasOwn(keys, key) ? keys[key] : undefined;
  if (!action) return null;
  const target = event.target as { tagName?: string; type?: string } | null;
  if (target?.tagName === 'BUTTON' && key === ' ') return null;
  if (target?.tagName === 'INPUT' && target.type === 'range' && key.startsWith('Arrow')) return null;
  return action;
}
