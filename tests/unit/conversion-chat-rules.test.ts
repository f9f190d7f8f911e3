import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_WINDOW_SECONDS,
  ELIGIBLE_SECONDS,
  candidateEndsAt,
  conversionChatPhase,
  eligibleEndsAtFor,
  formatCountdown,
  isCandidate,
  isEligible,
  secondsLeft,
  toEpochSeconds,
} from '@/lib/conversion-chat/conversion-chat-rules';
import { markOfferShown, wasOfferShown } from '@/lib/conversion-chat/offer-shown';

const NOW = 1_800_000_000;

describe('§4 "Conversion-chat eligibility: eligible while the eligibility countdown end (epoch seconds) is in the future"', () => {
  it('eligible one second before the end, not at the end, not after it, never without an end', () => {
    expect(isEligible(NOW, NOW + 1)).toBe(true);
    expect(isEligible(NOW, NOW)).toBe(false);
    expect(isEligible(NOW, NOW - 60)).toBe(false);
    expect(isEligible(NOW, null)).toBe(false);
  });

  it('an accepted trial ends 15 minutes after the grant', () => {
    expect(eligibleEndsAtFor(NOW)).toBe(NOW + 900);
    expect(ELIGIBLE_SECONDS).toBe(15 * 60);
  });
});

describe('§4 "candidate while the candidate countdown end is in the future"', () => {
  it('candidate before the end only', () => {
    expect(isCandidate(NOW, NOW + 3600)).toBe(true);
    expect(isCandidate(NOW, NOW)).toBe(false);
    expect(isCandidate(NOW, null)).toBe(false);
  });

  it('the candidate countdown ends 48 h after sign-up, for a guest who never paid nor answered the offer', () => {
    const signedUpAt = NOW - 3600;
    expect(candidateEndsAt(NOW, { signedUpAt, isPayingCustomer: false, answered: false })).toBe(signedUpAt + CANDIDATE_WINDOW_SECONDS);
    expect(CANDIDATE_WINDOW_SECONDS).toBe(48 * 3600);
  });

  it('no candidate: a paying customer, a guest who answered (accepted or declined), or 48 h after sign-up', () => {
    expect(candidateEndsAt(NOW, { signedUpAt: NOW - 60, isPayingCustomer: true, answered: false })).toBeNull();
    expect(candidateEndsAt(NOW, { signedUpAt: NOW - 60, isPayingCustomer: false, answered: true })).toBeNull();
    expect(candidateEndsAt(NOW, { signedUpAt: NOW - CANDIDATE_WINDOW_SECONDS, isPayingCustomer: false, answered: false })).toBeNull();
  });
});

describe('what the page shows', () => {
  it('a running trial wins over the offer; nothing once both countdowns have ended', () => {
    expect(conversionChatPhase(NOW, { candidateEndsAt: NOW + 10, eligibleEndsAt: NOW + 10 })).toBe('eligible');
    expect(conversionChatPhase(NOW, { candidateEndsAt: NOW + 10, eligibleEndsAt: null })).toBe('candidate');
    expect(conversionChatPhase(NOW, { candidateEndsAt: NOW - 1, eligibleEndsAt: NOW - 1 })).toBeNull();
    expect(conversionChatPhase(NOW, null)).toBeNull();
  });

  it('seconds left count whole seconds up and never below zero', () => {
    expect(secondsLeft(NOW + 0.4, NOW + 10)).toBe(10);
    expect(secondsLeft(NOW, NOW - 5)).toBe(0);
    expect(secondsLeft(NOW, null)).toBe(0);
  });

  it('§9 "Duration format mm:ss with hours when nonzero": 14:59, then 47:59:59 for the 48 h offer', () => {
    expect(formatCountdown(899)).toBe('14:59');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(CANDIDATE_WINDOW_SECONDS - 1)).toBe('47:59:59');
  });

  it('epoch seconds of a date drop the milliseconds', () => {
    expect(toEpochSeconds(new Date(NOW * 1000 + 999))).toBe(NOW);
  });
});

describe('"opens by itself once per browser session"', () => {
  it('the flag is kept in the session storage; a storage that refuses access counts as not shown', () => {
    const values = new Map<string, string>();
    const store = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    expect(wasOfferShown(store)).toBe(false);
    markOfferShown(store);
    expect(wasOfferShown(store)).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => markOfferShown(refusing)).not.toThrow();
    expect(wasOfferShown(refusing)).toBe(false);
  });
});
