import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const { eggKey, readEggToken, signEgg } = await import('@/lib/server/seasonal/egg-token');
const { eggPagesOfDay } = await import('@/lib/server/seasonal/egg-pages');

const key = eggKey(new TextEncoder().encode('unit-test-key-unit-test-key-0123456789'));
const otherKey = eggKey(new TextEncoder().encode('another-key-another-key-0123456789ab'));
const claim = { eventId: 7, day: '2026-04-05', page: '/new-girls', guestId: 42 };

describe('§3 Easter egg tokens', () => {
  it('a signed token reads back as its claim', () => {
    expect(readEggToken(key, signEgg(key, claim))).toEqual(claim);
  });

  it('a forged token is refused: another key, a changed guest, day or page, garbage', () => {
    const token = signEgg(key, claim);
    expect(readEggToken(otherKey, token)).toBeNull();
    const [eventId, day, page, , signature] = token.split('.');
    expect(readEggToken(key, [eventId, day, page, '43', signature].join('.'))).toBeNull();
    expect(readEggToken(key, [eventId, '2026-04-06', page, '42', signature].join('.'))).toBeNull();
    expect(readEggToken(key, [eventId, day, Buffer.from('/videos').toString('base64url'), '42', signature].join('.'))).toBeNull();
    expect(readEggToken(key, `${token}x`)).toBeNull();
    expect(readEggToken(key, 'not-a-token')).toBeNull();
    expect(readEggToken(key, '')).toBeNull();
  });

  it('the egg key is derived under its own label (an egg signature is no other signature)', () => {
    const raw = new TextEncoder().encode('unit-test-key-unit-test-key-0123456789');
    expect(Buffer.from(eggKey(raw)).equals(Buffer.from(raw))).toBe(false);
  });
});

describe('§3 which pages carry an egg on a day', () => {
  const pages = ['/', '/videos', '/new-girls', '/cams', '/daily-deals', '/vipclub', '/free-chat', '/new-videos', '/on-sale', '/stars'];

  it('every request of a day agrees, four pages out of the configured ones', () => {
    const today = eggPagesOfDay(key, 'easter-2026', '2026-04-05', pages);
    expect(today).toHaveLength(4);
    expect(eggPagesOfDay(key, 'easter-2026', '2026-04-05', [...pages].reverse())).toEqual(today);
    for (const page of today) expect(pages).toContain(page);
  });

  it('the pages change from day to day and are never more than configured', () => {
    const days = ['2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01'].map((day) => eggPagesOfDay(key, 'easter-2026', day, pages).join());
    expect(new Set(days).size).toBeGreaterThan(1);
    expect(eggPagesOfDay(key, 'easter-2026', '2026-04-05', ['/videos', '/videos'])).toEqual(['/videos']);
  });
});
