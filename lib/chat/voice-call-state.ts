import type { ChatExitCode } from './chat-codes';
import { VOICE_CALL_CODE, type VoiceCallCode } from './voice-codes';

/**
 * The messenger's call box: "Calling <name>…" → connected (timer, cost) →
 * ended with the exit message and the amount; a start code other than 2000 is an error state
 * with that code for that performer (§8). Pure, so the page and the tests share the rules.
 */
export type VoiceCallPhase =
  | { phase: 'ready' }
  | { phase: 'starting' }
  | { phase: 'micDenied' }
  | { phase: 'failed'; code: VoiceCallCode }
  | { phase: 'ringing'; chatId: number }
  /** lowBalanceSeconds: §9 low-balance warning (chatLowBalance), null until it comes. */
  | { phase: 'connected'; chatId: number; since: number; lowBalanceSeconds: number | null }
  /** amount: the chat's total in cents from chatEnd; null while only voicecallStop has arrived. */
  | { phase: 'ended'; chatId: number; exitCode: ChatExitCode; amount: number | null };

export type VoiceCallAction =
  | { type: 'start' }
  | { type: 'micDenied' }
  | { type: 'started'; code: VoiceCallCode; chatId: number | null }
  | { type: 'voicecallStart'; chatId: number; at: number }
  | { type: 'lowBalance'; chatId: number; secondsLeft: number }
  | { type: 'chatEnd'; chatId: number; exitCode: ChatExitCode; price: number }
  | { type: 'voicecallStop'; chatId: number; exitCode: ChatExitCode }
  | { type: 'again' };

const callOf = (state: VoiceCallPhase): number | null => ('chatId' in state ? state.chatId : null);

export function voiceCallReducer(state: VoiceCallPhase, action: VoiceCallAction): VoiceCallPhase {
  switch (action.type) {
    case 'start':
      return state.phase === 'ready' || state.phase === 'failed' || state.phase === 'micDenied' ? { phase: 'starting' } : state;
    case 'micDenied':
      return state.phase === 'starting' ? { phase: 'micDenied' } : state;
    case 'started':
      if (state.phase !== 'starting') return state;
      // §9 only 2000 starts the call; §8 any other code is the error state with that code.
      return action.code === VOICE_CALL_CODE.started && action.chatId !== null ? { phase: 'ringing', chatId: action.chatId } : { phase: 'failed', code: action.code === VOICE_CALL_CODE.started ? VOICE_CALL_CODE.failed : action.code };
    case 'voicecallStart':
      return state.phase === 'ringing' && state.chatId === action.chatId ? { phase: 'connected', chatId: action.chatId, since: action.at, lowBalanceSeconds: null } : state;
    case 'lowBalance':
      return state.phase === 'connected' && state.chatId === action.chatId ? { ...state, lowBalanceSeconds: action.secondsLeft } : state;
    case 'chatEnd':
      if (callOf(state) !== action.chatId) return state;
      return { phase: 'ended', chatId: action.chatId, exitCode: action.exitCode, amount: action.price };
    case 'voicecallStop':
      if (callOf(state) !== action.chatId || state.phase === 'ended') return state;
      return { phase: 'ended', chatId: action.chatId, exitCode: action.exitCode, amount: null };
    case 'again':
      return state.phase === 'ended' || state.phase === 'failed' || state.phase === 'micDenied' ? { phase: 'ready' } : state;
  }
}

/** The call runs (the microphone and the peer connection are needed) while ringing or connected. */
export const isCallRunning = (state: VoiceCallPhase): state is Extract<VoiceCallPhase, { phase: 'ringing' | 'connected' }> =>
  state.phase === 'ringing' || state.phase === 'connected';

/**
 * The profile's chat panel links to /messenger?actor=<id>&call=voice: the performer whose call
 * box opens directly (to confirm the price first), or null for any other messenger URL.
 */
export function voiceCallLinkActor(search: string): number | null {
  const params = new URLSearchParams(search);
  if (params.get('call') !== 'voice') return null;
  const actor = params.get('actor');
  if (actor === null || !/^\d{1,10}$/.test(actor)) return null;
  const id = Number(actor);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
