import { describe, expect, it } from 'vitest';
import { buyChatTicketInputSchema, CHAT_TICKET_DEFAULT_CREATION_TYPE } from '@/lib/contracts/cam-show';
import { canBuyTicket, canRemoveTicket, canTakeTicket, sameStart, showPhase, ticketPrice } from '@/lib/tickets/ticket-rules';

const HOUR = 3_600_000;
const now = new Date('2026-05-01T18:00:00Z');
const show = (startsIn: number, extra: Partial<{ startedAt: Date | null; endedAt: Date | null }> = {}) => ({
  startsAt: new Date(now.getTime() + startsIn * HOUR),
  endsAt: new Date(now.getTime() + (startsIn + 1) * HOUR),
  startedAt: null,
  endedAt: null,
  ...extra,
});

describe('§9 "Chat ticket creation type default \'C\'"', () => {
  it('a buy without creationType is created with C; promoCode blank becomes null', () => {
    expect(CHAT_TICKET_DEFAULT_CREATION_TYPE).toBe('C');
    const parsed = buyChatTicketInputSchema.parse({ id: 1, modelId: 2, start: now.toISOString(), promoCode: '  ' });
    expect(parsed).toEqual({ id: 1, modelId: 2, start: now.toISOString(), promoCode: null, creationType: 'C' });
    expect(buyChatTicketInputSchema.parse({ id: 1, modelId: 2, start: 'x', creationType: 'M' }).creationType).toBe('M');
    expect(() => buyChatTicketInputSchema.parse({ id: 0, modelId: 2, start: 'x' })).toThrow();
    expect(() => buyChatTicketInputSchema.parse({ id: 1, modelId: 2, start: 'x', creationType: 'long' })).toThrow();
  });
});

describe('§3 chat ticket: hasStarted, canBuy, remove before the start', () => {
  it('the schedule decides unless the performer started or ended the show herself', () => {
    expect(showPhase(show(1), now)).toBe('upcoming');
    expect(showPhase(show(-0.5), now)).toBe('running');
    expect(showPhase(show(-2), now)).toBe('ended');
    expect(showPhase(show(1, { startedAt: now }), now)).toBe('running');
    expect(showPhase(show(-0.5, { startedAt: now, endedAt: now }), now)).toBe('ended');
  });

  it('"canBuy": not ended, not free, no ticket yet; a free show is still booked (a ticket at 0)', () => {
    expect(canBuyTicket('upcoming', false, false)).toBe(true);
    expect(canBuyTicket('running', false, false)).toBe(true);
    expect(canBuyTicket('ended', false, false)).toBe(false);
    expect(canBuyTicket('upcoming', true, false)).toBe(false);
    expect(canBuyTicket('upcoming', false, true)).toBe(false);
    expect(canTakeTicket('upcoming', false)).toBe(true);
    expect(ticketPrice({ isFree: true, price: 999 })).toBe(0);
    expect(ticketPrice({ isFree: false, price: 999 })).toBe(999);
  });

  it('a ticket is given back only before the show starts', () => {
    expect(canRemoveTicket('upcoming')).toBe(true);
    expect(canRemoveTicket('running')).toBe(false);
    expect(canRemoveTicket('ended')).toBe(false);
  });

  it('the page’s start must equal the show’s start (a moved show is SHOW_CHANGED)', () => {
    expect(sameStart(now, now.toISOString())).toBe(true);
    expect(sameStart(now, '2026-05-01T20:00:00+02:00')).toBe(true);
    expect(sameStart(now, new Date(now.getTime() + 60_000).toISOString())).toBe(false);
    expect(sameStart(now, 'not a date')).toBe(false);
  });
});
