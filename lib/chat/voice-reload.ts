/**
 * §4 "Voicecall start or stop: sets the voicecall-active flag; start may force a reload; for an
 * anonymous voice call a stop reloads the page, deferred until the chat exit closes."
 *
 * The page keeps this small state per call box and asks `voiceReloadDue` after every change:
 * the reload waits while the guest still reads the ended state (the exit message and the
 * amount), and happens when they close it — or at once if the box was already closed.
 */
export type VoiceReloadState = {
  /** voicecallStop arrived for this call. */
  stopped: boolean;
  /** The stop was for an anonymous call (only those reload). */
  anonymous: boolean;
  /** The call box still shows its ended/exit state. */
  exitOpen: boolean;
};

export const initialVoiceReload: VoiceReloadState = { stopped: false, anonymous: false, exitOpen: false };

export type VoiceReloadEvent = { type: 'stop'; anonymous: boolean; exitShown: boolean } | { type: 'exitClosed' };

export function voiceReloadStep(state: VoiceReloadState, event: VoiceReloadEvent): VoiceReloadState {
  if (event.type === 'stop') return { stopped: true, anonymous: state.anonymous || event.anonymous, exitOpen: event.exitShown };
  return { ...state, exitOpen: false };
}

/** Reload now: an anonymous call stopped and its exit state is closed. */
export const voiceReloadDue = (state: VoiceReloadState): boolean => state.stopped && state.anonymous && !state.exitOpen;

/**
 * §3 guest session "voicecall flags": the voicecall-active flag after a voicecallStart (true)
 * or voicecallStop (false) of the given chat. A stop of another, older call leaves a newer one active.
 */
export function voicecallActiveAfter(current: { active: boolean; chatId: number | null }, event: { type: 'voicecallStart' | 'voicecallStop'; chatId: number }): { active: boolean; chatId: number | null } {
  if (event.type === 'voicecallStart') return { active: true, chatId: event.chatId };
  if (current.chatId !== null && current.chatId !== event.chatId) return current;
  return { active: false, chatId: null };
}
