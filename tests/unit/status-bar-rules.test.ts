import { describe, expect, it } from 'vitest';
import { chooseStatusBar, daysBetween, type StatusBarInput } from '@/components/status-bars/status-bar-rules';
import type { ServerStatusBar } from '@/lib/contracts/status-bars';

/** A logged-in guest with everything done: no bar at all. */
const settled: StatusBarInput = {
  loggedIn: true,
  hasAvs: true,
  avsStatus: 'accepted',
  avsRejectMessage: null,
  isEmailVerified: true,
  closedNoAgeCheck: false,
  closedMailNotVerified: false,
  notFoundLanding: false,
  mailConfirmedLanding: false,
  daysSinceLastVisit: 1,
  errorMessage: null,
  serverBars: [],
};
const bar = (id: number, kind: ServerStatusBar['kind'], amount?: number): ServerStatusBar => ({ id, kind, params: amount ? { amount } : {}, createdAt: '2026-11-01T00:00:00.000Z' });
const kindOf = (input: Partial<StatusBarInput>) => chooseStatusBar({ ...settled, ...input })?.kind ?? null;

describe('§3 "Other states": each status bar and its trigger', () => {
  it('shows nothing for a settled guest', () => {
    expect(kindOf({})).toBeNull();
  });
  it('"no age check": a guest without AVS sees it until its 7-day cookie closes it', () => {
    expect(kindOf({ hasAvs: false, avsStatus: 'unknown' })).toBe('noAgeCheck');
    expect(kindOf({ hasAvs: false, avsStatus: 'unknown', closedNoAgeCheck: true })).toBeNull();
  });
  it('"avs status": pending is shown and not closable, rejected shows the reject message', () => {
    expect(chooseStatusBar({ ...settled, hasAvs: false, avsStatus: 'pending' })).toEqual({ kind: 'avsPending', close: 'none' });
    expect(chooseStatusBar({ ...settled, hasAvs: false, avsStatus: 'rejected', avsRejectMessage: 'unreadable' })).toEqual({ kind: 'avsRejected', message: 'unreadable', close: 'local' });
  });
  it('"mail not verified": shown until its 1-day cookie closes it', () => {
    expect(kindOf({ isEmailVerified: false })).toBe('mailNotVerified');
    expect(kindOf({ isEmailVerified: false, closedMailNotVerified: true })).toBeNull();
  });
  it('"mail welcome link": the landing from the confirmation mail', () => {
    expect(kindOf({ mailConfirmedLanding: true })).toBe('mailConfirmed');
  });
  it('"welcome back": a last visit 7 days ago or more, never on a first visit', () => {
    expect(kindOf({ daysSinceLastVisit: 7 })).toBe('welcomeBack');
    expect(kindOf({ daysSinceLastVisit: 6 })).toBeNull();
    expect(kindOf({ daysSinceLastVisit: null })).toBeNull();
  });
  it('"error" and "not-found redirect" reach visitors too; account bars do not', () => {
    const visitor = { loggedIn: false, hasAvs: false, avsStatus: 'unknown' as const, isEmailVerified: false, serverBars: [bar(1, 'avsAccepted')] };
    expect(kindOf(visitor)).toBeNull();
    expect(kindOf({ ...visitor, errorMessage: 'Pinning failed.' })).toBe('error');
    expect(kindOf({ ...visitor, notFoundLanding: true })).toBe('notFound');
  });
  it('server bars: avs accepted, automatic recharge, cancellation offer, monthly bonus', () => {
    for (const kind of ['avsAccepted', 'autoRecharge', 'cancellationOffer', 'monthlyBonus'] as const) {
      expect(chooseStatusBar({ ...settled, serverBars: [bar(9, kind, 2000)] })).toEqual({ kind, bar: bar(9, kind, 2000), close: 'server' });
    }
  });
});

describe('§3 one bar at a time, by priority', () => {
  it('an error first, then a gone page, then server bars, then account states, then the greeting', () => {
    const all: Partial<StatusBarInput> = {
      errorMessage: 'x',
      notFoundLanding: true,
      serverBars: [bar(2, 'monthlyBonus'), bar(3, 'avsAccepted')],
      hasAvs: false,
      avsStatus: 'unknown',
      isEmailVerified: false,
      mailConfirmedLanding: true,
      daysSinceLastVisit: 30,
    };
    const order = ['error', 'notFound', 'avsAccepted', 'monthlyBonus', 'mailConfirmed', 'mailNotVerified', 'noAgeCheck', 'welcomeBack'];
    const seen: (string | null)[] = [];
    let input: Partial<StatusBarInput> = all;
    for (let step = 0; step < order.length; step += 1) {
      seen.push(kindOf(input));
      input = dropShown(input, seen.at(-1));
    }
    expect(seen).toEqual(order);
  });
  it('a pending age check leads over the mail and age reminders', () => {
    expect(kindOf({ avsStatus: 'pending', hasAvs: false, isEmailVerified: false })).toBe('avsPending');
  });
  it('the cancellation offer leads among server bars', () => {
    expect(kindOf({ serverBars: [bar(1, 'autoRecharge'), bar(2, 'cancellationOffer')] })).toBe('cancellationOffer');
  });
});

function dropShown(input: Partial<StatusBarInput>, kind: string | null | undefined): Partial<StatusBarInput> {
  switch (kind) {
    case 'error':
      return { ...input, errorMessage: null };
    case 'notFound':
      return { ...input, notFoundLanding: false };
    case 'mailConfirmed':
      return { ...input, mailConfirmedLanding: false };
    case 'mailNotVerified':
      return { ...input, closedMailNotVerified: true };
    case 'noAgeCheck':
      return { ...input, closedNoAgeCheck: true };
    default:
      return { ...input, serverBars: (input.serverBars ?? []).filter((b) => b.kind !== kind) };
  }
}

describe('the last-visit cookie', () => {
  it('counts whole calendar days and ignores unreadable values', () => {
    expect(daysBetween('2026-11-20', '2026-11-27')).toBe(7);
    expect(daysBetween('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysBetween('garbage', '2026-11-27')).toBeNull();
    expect(daysBetween(null, '2026-11-27')).toBeNull();
  });
});
