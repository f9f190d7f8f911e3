import { describe, expect, it } from 'vitest';
import { freeLimitExitCode, limitExitCode, planTick } from '@/lib/chat/billing-rules';
import { type ChatGuest, chatEntries, chatRestriction, mayWriteInChat, type PerformerChatState } from '@/lib/chat/chat-entry';
import { type PanelState, initialPanelState, panelReducer, previewNoticeCode, refusalOf } from '@/lib/chat/chat-panel-state';
import {
  PREVIEW_SECONDS,
  PREVIEWS_PER_DAY,
  VIP_PREVIEW_SECONDS,
  previewCountdown,
  previewExitCode,
  previewRefusalCode,
  previewSecondsFor,
  previewSecondsLeft,
} from '@/lib/chat/preview-rules';
import type { ChatReceipt, ChatView } from '@/lib/contracts/chat';

describe('§6 "Live preview time limit: 5 (VIP: 20)" / §9 "Live preview limits 5 (VIP 20)"', () => {
  it('5 seconds, 20 for a VIP; one preview per performer a day', () => {
    expect([PREVIEW_SECONDS, VIP_PREVIEW_SECONDS, PREVIEWS_PER_DAY]).toEqual([5, 20, 1]);
    expect(previewSecondsFor(false)).toBe(5);
    expect(previewSecondsFor(true)).toBe(20);
  });

  it('seconds left never go below zero; the countdown shows the whole limit until the media is up', () => {
    expect(previewSecondsLeft(5, 0)).toBe(5);
    expect(previewSecondsLeft(5, 3)).toBe(2);
    expect(previewSecondsLeft(5, 9)).toBe(0);
    expect(previewSecondsLeft(20, -4)).toBe(20);
    expect(previewCountdown(20, 7, false)).toBe(20);
    expect(previewCountdown(20, 7, true)).toBe(13);
  });

  it('billing: a preview is free — its seconds are free seconds up to the limit, the rest uncovered (the ticker ends it with 401, not 502)', () => {
    const base = { voucherLeft: 0, paidSeconds: 0, billedAmount: 0, balance: 1_000, pricePerMinute: 0 };
    expect(planTick({ ...base, seconds: 3, isFree: true, freeLeft: previewSecondsLeft(5, 0) })).toEqual({ free: 3, voucher: 0, paid: 0, amount: 0, uncovered: 0 });
    expect(planTick({ ...base, seconds: 4, isFree: true, freeLeft: previewSecondsLeft(5, 3) })).toEqual({ free: 2, voucher: 0, paid: 0, amount: 0, uncovered: 2 });
    expect(limitExitCode(true, 0, 0, true)).toBe(401);
    expect(limitExitCode(true, 0, 0)).toBe(502);
    expect([freeLimitExitCode(true), freeLimitExitCode(false)]).toEqual([401, 502]);
  });
});

describe('§3 live-preview exit codes (401–408)', () => {
  it('a host end (200) reads 405, a switch (102) 406, the free limit 401; the guest\'s own and failure codes stay', () => {
    expect([200, 102, 502].map(previewExitCode)).toEqual([405, 406, 401]);
    expect([101, 103, 104, 901, 902, 903, 401].map(previewExitCode)).toEqual([101, 103, 104, 901, 902, 903, 401]);
  });

  it('refused starts: 402 used up today, 403 log in, 404 not available, 407 age check, 408 locked', () => {
    expect((['previewUsedUp', 'needLogin', 'unavailable', 'needAgeCheck', 'blocked'] as const).map(previewRefusalCode)).toEqual([402, 403, 404, 407, 408]);
  });
});

const her: PerformerChatState = {
  online: true, freeChat: true, voyeur: true, videocall: true, livePreview: true, voice: true, busy: false, liveAgeRating: null,
  prices: { live: 149, voyeur: 199, single: 299, singlec2c: 349, videocall: 249, voice: 119 },
};
const text = { perMinute: '{price}/min', free: 'Free', previewFree: '{seconds} s free' };
const session = (isVip: boolean, balance = 0): ChatGuest => ({
  session: {
    isVip, isVXTVAboSubscriber: isVip, isPremium: isVip, isPayingCustomer: false, isRestricted: false, restrictionLevel: 0,
    isLocked: false, isBlockedForComments: false, isForcePayment: false, hasAvs: true, balance, vouchers: [],
  },
});

describe('the preview entry of her chat button', () => {
  it('reads "5 s free" ("20 s free" for a VIP, 5 for a visitor) instead of a price; without the label text it says Free', () => {
    const label = (guest: ChatGuest) => chatEntries(her, guest, 3, text).find((entry) => entry.type === 'preview');
    expect(label(session(false))).toMatchObject({ pricePerMinute: 0, priceLabel: '5 s free' });
    expect(label(session(true))?.priceLabel).toBe('20 s free');
    expect(label({ session: null })?.priceLabel).toBe('5 s free');
    expect(chatEntries(her, session(false), 3, { perMinute: '{price}/min', free: 'Free' }).find((entry) => entry.type === 'preview')?.priceLabel).toBe('Free');
  });

  it('§6: login required, no minimum balance (it is free), the age check for an fsk-18 room; not offered without the flag', () => {
    expect(chatRestriction(her, { session: null }, 3, 'preview')).toBe('needLogin');
    expect(chatRestriction(her, session(false, 0), 3, 'preview')).toBeNull();
    expect(chatRestriction({ ...her, liveAgeRating: 18 }, { session: { ...session(false).session!, hasAvs: false } }, 3, 'preview')).toBe('needAgeCheck');
    expect(chatEntries({ ...her, livePreview: false }, session(false), 3, text).map((entry) => entry.type)).not.toContain('preview');
  });

  it('voyeur-like: no text, gifts or toys in a preview', () => {
    expect(mayWriteInChat('preview')).toBe(false);
    expect(mayWriteInChat('live')).toBe(true);
  });
});

const view = (type: ChatView['type']): ChatView => ({
  id: 30, type, status: 'open', actorId: 3, actorName: 'LunaSky', pricePerMinute: 0, pricePerMinuteFormatted: '0 €', ageRating: 16,
  createdAt: '2026-01-01T12:00:00.000Z', mediaStartedAt: '2026-01-01T12:00:01.000Z', billedSeconds: 3, billedAmount: 0, billedAmountFormatted: '0 €',
  freeSecondsLeft: 2, previewSeconds: type === 'preview' ? 5 : null, exitCode: null, endedAt: null,
});
const running = (type: ChatView['type']): PanelState => panelReducer(initialPanelState, { type: 'started', chat: view(type) });

describe('the panel with a live preview (reducer)', () => {
  it('from a running preview a click on a paid chat switches (starting); from a running live chat only private or cam2cam switches (§6), another start is ignored', () => {
    expect(panelReducer(running('preview'), { type: 'start', chatType: 'live' }).view).toEqual({ phase: 'starting', type: 'live' });
    expect(panelReducer(running('live'), { type: 'start', chatType: 'single' }).view).toEqual({ phase: 'starting', type: 'single' });
    expect(panelReducer(running('live'), { type: 'start', chatType: 'free' }).view.phase).toBe('running');
    expect(panelReducer(running('preview'), { type: 'start', chatType: 'preview' }).view.phase).toBe('running');
    const ending = panelReducer(running('preview'), { type: 'ending' });
    expect(panelReducer(ending, { type: 'start', chatType: 'live' }).view.phase).toBe('running');
  });

  it('the preview\'s chatEnd (401) ends it; no survey after a preview, whatever the code', () => {
    const ended = panelReducer(running('preview'), { type: 'ended', chatId: 30, exitCode: 401, price: 0 });
    expect(ended.view).toMatchObject({ phase: 'ended', exitCode: 401, survey: 'none' });
    const left = panelReducer(running('preview'), { type: 'ended', chatId: 30, exitCode: 101, price: 0 });
    const receipt = { chatId: 30, seconds: 3 } as ChatReceipt;
    expect(panelReducer(left, { type: 'receipt', receipt }).view).toMatchObject({ survey: 'none' });
  });

  it('refusals: previewUsedUp (409 reason) and ACCOUNT_LOCKED become their refusals, shown as 402 and 408', () => {
    const body = (reason: string) => ({ error: { code: 'CHAT_UNAVAILABLE', details: { reason } } });
    expect(refusalOf('CHAT_UNAVAILABLE', body('previewUsedUp'))).toBe('previewUsedUp');
    expect(refusalOf('ACCOUNT_LOCKED', {})).toBe('blocked');
    const refused = (refusal: 'previewUsedUp' | 'blocked' | 'offline' | 'failed', type: 'preview' | 'live' = 'preview') =>
      previewNoticeCode(panelReducer(initialPanelState, { type: 'refused', chatType: type, refusal }).view);
    expect([refused('previewUsedUp'), refused('blocked'), refused('offline'), refused('failed'), refused('offline', 'live')]).toEqual([402, 408, 404, null, null]);
    const restricted = (reason: 'needLogin' | 'needAgeCheck' | 'needPurchase') => previewNoticeCode(panelReducer(initialPanelState, { type: 'restricted', chatType: 'preview', reason, missing: null }).view);
    expect([restricted('needLogin'), restricted('needAgeCheck'), restricted('needPurchase')]).toEqual([403, 407, null]);
  });
});
