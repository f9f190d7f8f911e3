import { describe, expect, it } from 'vitest';
import { budgetRows, FLOOR_MARGIN_KB, isCatalogue, ratchetCeiling, ratchetCeilings, type RouteBudget } from '@/bench/js-budget';

const route = (path: string, kb: number): RouteBudget => ({ route: path, kb, catalogue: isCatalogue(path) });
const FLOOR = 132.1;

describe('first-load JS budget', () => {
  it('the catalogue covers home, listings, video areas, the profile with every sub-page, the album, the video and search', () => {
    for (const path of [
      '/[locale]',
      '/[locale]/new-girls',
      '/[locale]/all-videos',
      '/[locale]/categories/[categorySlug]',
      '/[locale]/top-cams/best-chats',
      '/[locale]/amateur/[actorName]',
      '/[locale]/amateur/[actorName]/about-me',
      '/[locale]/amateur/[actorName]/live-show',
      '/[locale]/amateur/[actorName]/top-cams',
      '/[locale]/amateur/[actorName]/videos',
      '/[locale]/amateur/[actorName]/videos/classic',
      '/[locale]/amateur/[actorName]/videos/tag/[tagGroup]',
      '/[locale]/amateur/[actorName]/pictures/[albumId]',
      '/[locale]/amateur/[actorName]/video/[videoId]',
      '/[locale]/search/videos/[searchPattern]',
    ]) {
      expect(isCatalogue(path), path).toBe(true);
    }
    for (const path of ['/_not-found', '/[locale]/messenger', '/[locale]/my-account', '/pay/[view]', '/studio']) expect(isCatalogue(path), path).toBe(false);
  });

  it('a catalogue route not in the ratchet file is held to the floor plus the margin', () => {
    const rows = budgetRows([route('/[locale]', FLOOR + FLOOR_MARGIN_KB + 0.1), route('/[locale]/new-girls', FLOOR + FLOOR_MARGIN_KB), route('/studio', 400)], FLOOR, {});
    expect(rows.map((r) => [r.route, r.budgetKb, r.source, r.over])).toEqual([
      ['/[locale]', FLOOR + FLOOR_MARGIN_KB, 'floor + margin', true],
      ['/[locale]/new-girls', FLOOR + FLOOR_MARGIN_KB, 'floor + margin', false],
    ]);
  });

  it('a route listed in the ratchet file is held to its own ceiling instead', () => {
    const rows = budgetRows([route('/[locale]', 160), route('/[locale]/cams', 160)], FLOOR, { '/[locale]': 160.5, '/[locale]/cams': 150 });
    expect(rows.map((r) => [r.route, r.budgetKb, r.source, r.over])).toEqual([
      ['/[locale]', 160.5, 'ratchet', false],
      ['/[locale]/cams', 150, 'ratchet', true],
    ]);
  });

  it('the ratchet only lowers a ceiling unless asked to raise it, and drops routes back within the target', () => {
    expect(ratchetCeiling(151.23)).toBe(151.8);
    const routes = [route('/[locale]', 151.23), route('/[locale]/cams', 158), route('/[locale]/new-girls', 140), route('/[locale]/videos', 150)];
    const current = { '/[locale]': 160, '/[locale]/cams': 155, '/[locale]/new-girls': 150 };
    expect(ratchetCeilings(current, routes, FLOOR)).toEqual({ '/[locale]': 151.8, '/[locale]/cams': 155, '/[locale]/videos': 150.5 });
    expect(ratchetCeilings(current, routes, FLOOR, true)).toEqual({ '/[locale]': 151.8, '/[locale]/cams': 158.5, '/[locale]/videos': 150.5 });
  });
});
