import { describe, expect, it } from 'vitest';
import {
  CHAT_EXIT,
  asChatExitCode,
  chatExitCodes,
  chatExitGroup,
  isLivePreviewExit,
  isPaidChatType,
  isPreChatExit,
  isPrivateChatType,
  offersExitSurvey,
} from '@/lib/chat/chat-codes';
import { chatStartRestriction } from '@/lib/contracts/chat';
import { earningKind } from '@/lib/server/studio/earning-kind';
import en from '@/messages/en.json';

describe('§3 chat exit codes: "100-series client exits, 200 host, 301 admin kick, 401 to 408 preview limits, 501 to 503 limits, 601 age-rating denied, 90x chat, voice and video failures"', () => {
  it('groups every code by its family', () => {
    expect(chatExitGroup(CHAT_EXIT.guestLeft)).toBe('client');
    expect(chatExitGroup(CHAT_EXIT.switchedChat)).toBe('client');
    expect(chatExitGroup(200)).toBe('host');
    expect(chatExitGroup(301)).toBe('admin');
    for (let code = 401; code <= 408; code += 1) expect(chatExitGroup(code)).toBe('preview');
    for (const code of [501, 502, 503]) expect(chatExitGroup(code)).toBe('limit');
    expect(chatExitGroup(601)).toBe('age');
    for (const code of [901, 902, 903]) expect(chatExitGroup(code)).toBe('failure');
    expect(chatExitGroup(999)).toBeNull();
    expect(asChatExitCode(777)).toBeNull();
    expect(asChatExitCode(501)).toBe(501);
  });

  it('"groups exist for live-preview exit and pre-chat exit"', () => {
    expect([401, 408].every(isLivePreviewExit)).toBe(true);
    expect(isLivePreviewExit(501)).toBe(false);
    expect([501, 503, 601, 901].every(isPreChatExit)).toBe(true);
    expect(isPreChatExit(101)).toBe(false);
  });

  it('offers the chat-exit survey only after a chat the guest really had', () => {
    expect(offersExitSurvey(101, 120)).toBe(true);
    expect(offersExitSurvey(101, 0)).toBe(false);
    expect(offersExitSurvey(501, 120)).toBe(false);
    expect(offersExitSurvey(903, 120)).toBe(false);
  });

  it('every exit code has a clear message (messages Chat.exit)', () => {
    const exits = en.Chat.exit as Record<string, string>;
    for (const code of chatExitCodes) expect(exits[String(code)], String(code)).toMatch(/\.$/);
    expect(Object.keys(exits)).toHaveLength(chatExitCodes.length);
  });
});

describe('§6 restriction reasons as the refusal of a start', () => {
  it('maps the refusal codes to needLogin, needAgeCheck and needPurchase', () => {
    expect(chatStartRestriction('UNAUTHORIZED')).toBe('needLogin');
    expect(chatStartRestriction('AGE_VERIFICATION_REQUIRED')).toBe('needAgeCheck');
    expect(chatStartRestriction('INSUFFICIENT_FUNDS')).toBe('needPurchase');
    expect(chatStartRestriction('CONFLICT')).toBeNull();
  });

  it('every type but free chat is paid; single, cam2cam and video call are private', () => {
    expect(isPaidChatType('free')).toBe(false);
    expect(['live', 'voyeur', 'single', 'singlec2c', 'videocall'].every((t) => isPaidChatType(t as never))).toBe(true);
    expect(isPrivateChatType('single') && isPrivateChatType('singlec2c') && isPrivateChatType('videocall')).toBe(true);
    expect(isPrivateChatType('live') || isPrivateChatType('voyeur')).toBe(false);
  });
});

describe('studio earnings: "sees per-chat earnings"', () => {
  it('names a chat charge a chat line', () => {
    expect(earningKind('chat', null)).toBe('chat');
    expect(earningKind('messenger', 'toy')).toBe('toy');
  });
});
