import { afterEach, describe, expect, it, vi } from 'vitest';
import { reactToGuestEvents } from '@/lib/guest/session-reactions';
import { voiceCallLinkActor, voiceCallReducer, type VoiceCallPhase } from '@/lib/chat/voice-call-state';
import { VOICE_CALL_CODE, isVoiceCallCode, voiceCallRemedy, voiceCodeForRefusal } from '@/lib/chat/voice-codes';
import { initialVoiceReload, voiceReloadDue, voiceReloadStep, voicecallActiveAfter } from '@/lib/chat/voice-reload';
import { guestSessionStore } from '@/stores/guest-session';

describe('§9 "Voice-call success code 2000" and the other start codes', () => {
  it('2000 is success; the codes are 2000–2006 and 2099', () => {
    expect(VOICE_CALL_CODE.started).toBe(2000);
    expect([2000, 2001, 2002, 2003, 2004, 2005, 2006, 2099].every(isVoiceCallCode)).toBe(true);
    expect(isVoiceCallCode(2007)).toBe(false);
    expect(isVoiceCallCode('2000')).toBe(false);
  });

  it("maps startChat's refusals: offline/notOffered 2001, privateBusy/ticketShow 2002, funds 2003, token 2004, age 2005, unknown 2006, else 2099", () => {
    expect(voiceCodeForRefusal('CHAT_UNAVAILABLE', 'offline')).toBe(2001);
    expect(voiceCodeForRefusal('CHAT_UNAVAILABLE', 'notOffered')).toBe(2001);
    expect(voiceCodeForRefusal('CHAT_UNAVAILABLE', 'privateBusy')).toBe(2002);
    expect(voiceCodeForRefusal('CHAT_UNAVAILABLE', 'ticketShow')).toBe(2002);
    expect(voiceCodeForRefusal('TICKET_REQUIRED')).toBe(2002);
    expect(voiceCodeForRefusal('INSUFFICIENT_FUNDS')).toBe(2003);
    expect(voiceCodeForRefusal('UNAUTHORIZED')).toBe(2004);
    expect(voiceCodeForRefusal('AGE_VERIFICATION_REQUIRED')).toBe(2005);
    expect(voiceCodeForRefusal('NOT_FOUND')).toBe(2006);
    expect(voiceCodeForRefusal('INTERNAL')).toBe(2099);
    expect(voiceCodeForRefusal('CONFLICT')).toBe(2099);
  });

  it('§8 error state offers the fitting action: top up for 2003, verify age for 2005, retry when busy or failed', () => {
    expect(voiceCallRemedy(2003)).toBe('topUp');
    expect(voiceCallRemedy(2005)).toBe('verifyAge');
    expect(voiceCallRemedy(2002)).toBe('retry');
    expect(voiceCallRemedy(2099)).toBe('retry');
    expect(voiceCallRemedy(2001)).toBe('none');
    expect(voiceCallRemedy(2004)).toBe('none');
  });
});

describe('§4 "for an anonymous voice call a stop reloads the page, deferred until the chat exit closes"', () => {
  it('waits while the exit state is open and reloads when it closes', () => {
    const stopped = voiceReloadStep(initialVoiceReload, { type: 'stop', anonymous: true, exitShown: true });
    expect(voiceReloadDue(stopped)).toBe(false);
    expect(voiceReloadDue(voiceReloadStep(stopped, { type: 'exitClosed' }))).toBe(true);
  });

  it('reloads at once when no exit state is shown; never for a call that is not anonymous; never before a stop', () => {
    expect(voiceReloadDue(voiceReloadStep(initialVoiceReload, { type: 'stop', anonymous: true, exitShown: false }))).toBe(true);
    const named = voiceReloadStep(initialVoiceReload, { type: 'stop', anonymous: false, exitShown: true });
    expect(voiceReloadDue(voiceReloadStep(named, { type: 'exitClosed' }))).toBe(false);
    expect(voiceReloadDue(voiceReloadStep(initialVoiceReload, { type: 'exitClosed' }))).toBe(false);
  });

  it('§4 "Voicecall start or stop: sets the voicecall-active flag" (a stale stop leaves a newer call active)', () => {
    const idle = { active: false, chatId: null };
    const on = voicecallActiveAfter(idle, { type: 'voicecallStart', chatId: 5 });
    expect(on).toEqual({ active: true, chatId: 5 });
    expect(voicecallActiveAfter(on, { type: 'voicecallStop', chatId: 4 })).toEqual(on);
    expect(voicecallActiveAfter(on, { type: 'voicecallStop', chatId: 5 })).toEqual(idle);
  });
});

describe('§3 guest session "voicecall flags" in the store', () => {
  afterEach(() => guestSessionStore.getState().actions.sessionEnded());

  it('voicecallStart sets the flag, voicecallStop and logout clear it', () => {
    const { actions } = guestSessionStore.getState();
    actions.voicecallChanged({ type: 'voicecallStart', chatId: 9 });
    expect(guestSessionStore.getState().voicecall).toEqual({ active: true, chatId: 9 });
    actions.voicecallChanged({ type: 'voicecallStop', chatId: 9 });
    expect(guestSessionStore.getState().voicecall.active).toBe(false);
    actions.voicecallChanged({ type: 'voicecallStart', chatId: 10 });
    actions.sessionEnded();
    expect(guestSessionStore.getState().voicecall.active).toBe(false);
  });

  it('the §7 voicecallStart / voicecallStop events set the flag through the reactions, without a reload of their own', () => {
    const handlers = new Map<string, (message: unknown) => void>();
    const source = { on: (type: string, handler: (message: unknown) => void) => (handlers.set(type, handler), () => handlers.delete(type)) } as never;
    const reload = vi.fn();
    const stop = reactToGuestEvents(source, reload);
    handlers.get('voicecallStart')?.({ type: 'voicecallStart', chatId: 3, actorId: 1001, anonymous: true });
    expect(guestSessionStore.getState().voicecall).toEqual({ active: true, chatId: 3 });
    handlers.get('voicecallStop')?.({ type: 'voicecallStop', chatId: 3, actorId: 1001, anonymous: true, exitCode: 101 });
    expect(guestSessionStore.getState().voicecall.active).toBe(false);
    // The call box owns the deferred reload (it knows when its exit state closes).
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});

describe('the call box (§8 "Anonymous voice-call start, code other than 2000 → error state showing the code for that actor")', () => {
  const starting: VoiceCallPhase = { phase: 'starting' };

  it('only 2000 with a chat rings; any other code is the error state with that code', () => {
    expect(voiceCallReducer(starting, { type: 'started', code: 2000, chatId: 7 })).toEqual({ phase: 'ringing', chatId: 7 });
    expect(voiceCallReducer(starting, { type: 'started', code: 2003, chatId: null })).toEqual({ phase: 'failed', code: 2003 });
    expect(voiceCallReducer(starting, { type: 'started', code: 2000, chatId: null })).toEqual({ phase: 'failed', code: 2099 });
  });

  it('rings → connected on its voicecallStart → ended with the exit code and amount of its chatEnd', () => {
    const ringing = voiceCallReducer(starting, { type: 'started', code: 2000, chatId: 7 });
    expect(voiceCallReducer(ringing, { type: 'voicecallStart', chatId: 8, at: 1 })).toBe(ringing);
    const connected = voiceCallReducer(ringing, { type: 'voicecallStart', chatId: 7, at: 1000 });
    expect(connected).toEqual({ phase: 'connected', chatId: 7, since: 1000, lowBalanceSeconds: null });
    const ended = voiceCallReducer(connected, { type: 'chatEnd', chatId: 7, exitCode: 101, price: 30 });
    expect(ended).toEqual({ phase: 'ended', chatId: 7, exitCode: 101, amount: 30 });
    // The stop after chatEnd keeps the amount.
    expect(voiceCallReducer(ended, { type: 'voicecallStop', chatId: 7, exitCode: 101 })).toBe(ended);
    expect(voiceCallReducer(connected, { type: 'voicecallStop', chatId: 7, exitCode: 200 })).toEqual({ phase: 'ended', chatId: 7, exitCode: 200, amount: null });
    expect(voiceCallReducer(ended, { type: 'again' })).toEqual({ phase: 'ready' });
  });

  it('§9 "a low-balance warning before the money runs out": chatLowBalance of the running call shows its seconds; another chat\'s is ignored', () => {
    const connected: VoiceCallPhase = { phase: 'connected', chatId: 7, since: 1000, lowBalanceSeconds: null };
    expect(voiceCallReducer(connected, { type: 'lowBalance', chatId: 7, secondsLeft: 42 })).toEqual({ ...connected, lowBalanceSeconds: 42 });
    expect(voiceCallReducer(connected, { type: 'lowBalance', chatId: 8, secondsLeft: 42 })).toBe(connected);
    const ringing: VoiceCallPhase = { phase: 'ringing', chatId: 7 };
    expect(voiceCallReducer(ringing, { type: 'lowBalance', chatId: 7, secondsLeft: 42 })).toBe(ringing);
  });

  it('a chatEnd of another chat (an earlier text chat) changes nothing; a declined ring ends the call', () => {
    const ringing: VoiceCallPhase = { phase: 'ringing', chatId: 7 };
    expect(voiceCallReducer(ringing, { type: 'chatEnd', chatId: 3, exitCode: 102, price: 0 })).toBe(ringing);
    expect(voiceCallReducer(ringing, { type: 'chatEnd', chatId: 7, exitCode: 200, price: 0 })).toMatchObject({ phase: 'ended', exitCode: 200 });
  });

  it('/messenger?actor=<id>&call=voice opens the box for that performer only', () => {
    expect(voiceCallLinkActor('?actor=1001&call=voice')).toBe(1001);
    expect(voiceCallLinkActor('?actor=1001')).toBeNull();
    expect(voiceCallLinkActor('?actor=x&call=voice')).toBeNull();
    expect(voiceCallLinkActor('?call=voice')).toBeNull();
    expect(voiceCallLinkActor('?actor=0&call=voice')).toBeNull();
  });
});
