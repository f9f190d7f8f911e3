import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GIFT_DRAWINGS, giftSvg } from '@/lib/server/messenger/gift-art';
import { giftImageUrl } from '@/lib/server/messenger/gifts';

const OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">';

/** The gifts and toy controls seeded by the migration, as (slug, emoji). */
function seededGifts(): Array<[string, string]> {
  const sql = readFileSync(path.resolve(import.meta.dirname, '../../drizzle/0016_messenger.sql'), 'utf8');
  return [...sql.matchAll(/\('(?:gift|toy)', '([a-z-]+)', '[^']*', '([^']*)'/g)].map((m) => [m[1] ?? '', m[2] ?? '']);
}

const SEEDED_SLUGS = ['rose', 'coffee', 'star', 'heart-balloon', 'chocolates', 'teddy-bear', 'cupcake', 'crown', 'toy-pulse', 'toy-wave', 'toy-random'];

describe('gift pictures render without an emoji font (seeded gifts are drawn)', () => {
  it('the migration seeds the 11 gifts and toy controls that have drawings', () => {
    expect(seededGifts().map(([slug]) => slug)).toEqual(SEEDED_SLUGS);
    expect(Object.keys(GIFT_DRAWINGS).sort()).toEqual([...SEEDED_SLUGS].sort());
  });

  it.each(seededGifts())('%s is a complete 64×64 SVG drawn with shapes only: no text, script or reference', (slug, emoji) => {
    const svg = giftSvg(slug, emoji);
    expect(svg.startsWith(OPEN)).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.indexOf('<svg')).toBe(svg.lastIndexOf('<svg'));
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('href');
    expect(svg).not.toMatch(/\son\w+=/i);
    expect(svg).not.toContain(emoji);
    expect(svg).toMatch(/<(path|circle|ellipse|rect)\s/);
    // Every opened element is closed (self-closing or a matching end tag).
    const opened = svg.match(/<(?!\/)[a-z]+\b[^>]*[^/]>/g) ?? [];
    const closed = svg.match(/<\/[a-z]+>/g) ?? [];
    expect(closed).toHaveLength(opened.length);
  });

  it('the 11 drawings are pairwise different', () => {
    const pictures = seededGifts().map(([slug, emoji]) => giftSvg(slug, emoji));
    expect(new Set(pictures).size).toBe(11);
  });

  it('a gift without a drawing (added later by operators) falls back to its emoji as text, escaped', () => {
    expect(giftSvg('new-gift', '🎁')).toBe(`${OPEN}<text x="32" y="46" font-size="40" text-anchor="middle">🎁</text></svg>`);
    expect(giftSvg('odd', '<&>')).toContain('>&lt;&amp;&gt;</text>');
    // Only the object's own keys count as drawings.
    expect(giftSvg('toString', '🎁')).toContain('<text');
  });

  it('the gift image URL is the picture as an SVG data URL', () => {
    expect(giftImageUrl('rose', '🌹')).toBe(`data:image/svg+xml,${encodeURIComponent(giftSvg('rose', '🌹'))}`);
    expect(decodeURIComponent(giftImageUrl('rose', '🌹'))).not.toContain('<text');
    expect(decodeURIComponent(giftImageUrl('new-gift', '🎁'))).toContain('🎁</text>');
  });
});
