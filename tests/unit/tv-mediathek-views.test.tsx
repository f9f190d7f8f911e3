// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EpisodeTile } from '@/components/tv/mediathek/episode-tile';
import { MediathekSortMenu } from '@/components/tv/mediathek/mediathek-sort-menu';
import { SeriesHeader } from '@/components/tv/mediathek/series-header';
import { TvPostView } from '@/components/tv/mediathek/tv-post-view';
import type { Locale } from '@/i18n/routing';
import type { MediathekVideo, TvPost, TvSeriesDetail } from '@/lib/contracts/tv-mediathek';
import { messageTranslator } from '@/lib/seo/messages';

// The real catalogues: every key and ICU message the views use must exist and format in each language.
vi.mock('next-intl/server', () => ({
  getTranslations: async (input: string | { locale: Locale; namespace: string }) => {
    const { locale, namespace } = typeof input === 'string' ? { locale: 'en' as Locale, namespace: input } : input;
    const t = messageTranslator(locale);
    return (key: string, values?: Record<string, string | number>) => t(`${namespace}.${key}`, values);
  },
}));

afterEach(cleanup);

const picture = { url: '/media/video/1-w1280.webp', width: 1280, height: 720 };
const video = (id: number, duration: number, premium: boolean): MediathekVideo => ({
  id,
  title: `Episode ${id}`,
  fsk: 16,
  duration,
  previewPicture: picture,
  link: `/tv/mediathek/kitchen-stories/${id}/`,
  seriesKey: 'kitchen-stories',
  seriesTitle: 'Küchengeschichten',
  season: 2,
  episode: 3,
  premium,
  airedAt: '2026-03-29T22:30:00.000Z',
  views: 12_345,
  rating: 4.2,
});

describe('media centre views (§2 TV tile grids, §9 formats)', () => {
  it('episode tiles link the localized episode path and show mm:ss, the badge and S/E', async () => {
    const tiles = await Promise.all([video(7, 3725, true), video(8, 95, false)].map((item) => EpisodeTile({ video: item, locale: 'es', showSeries: true })));
    render(<ul>{tiles.map((tile, i) => <li key={i}>{tile}</li>)}</ul>);
    const articles = screen.getAllByTestId('mediathek-episode');
    expect(within(articles[0]!).getByRole('link', { name: /Episode 7/ }).getAttribute('href')).toBe('/es/tv/mediateca/kitchen-stories/7/');
    expect(screen.getAllByTestId('mediathek-duration').map((node) => node.textContent)).toEqual(['1:02:05', '01:35']);
    expect(articles[0]!.textContent).toContain('Premium');
    expect(articles[1]!.textContent).toContain('TV gratis');
    expect(articles[0]!.textContent).toContain('Küchengeschichten · T2 E3');
  });

  it('the sort menu links every §9 mediathek sort, the default without ?sort=, and marks the current one', async () => {
    render(await MediathekSortMenu({ locale: 'de', seriesKey: 'kitchen-stories', current: 'longest' }));
    const nav = screen.getByRole('navigation', { name: 'Folgen sortieren' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/de/tv/mediathek/kitchen-stories/videos/',
      '/de/tv/mediathek/kitchen-stories/videos/?sort=oldest',
      '/de/tv/mediathek/kitchen-stories/videos/?sort=longest',
      '/de/tv/mediathek/kitchen-stories/videos/?sort=topRated',
      '/de/tv/mediathek/kitchen-stories/videos/?sort=mostViewed',
    ]);
    expect(within(nav).getByRole('link', { name: 'Längste' }).getAttribute('aria-current')).toBe('true');
  });

  it('the series header names genre, counts and the newest air date in Berlin time', async () => {
    const series: TvSeriesDetail = {
      id: 1,
      key: 'kitchen-stories',
      title: 'Keukenverhalen',
      teaser: 'Koken.',
      episodeCount: 12,
      previewPicture: picture,
      premium: true,
      latestAt: '2026-03-29T22:30:00.000Z',
      link: '/tv/mediathek/kitchen-stories/',
      description: 'Een kookprogramma.',
      genre: 'cooking',
      seasonCount: 2,
      posts: [],
    };
    render(await SeriesHeader({ series, locale: 'nl' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Keukenverhalen');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Genre: Koken');
    expect(text).toContain('12 afleveringen · 2 seizoenen');
    // 22:30 UTC on 29 March is 00:30 on 30 March in Berlin (summer time).
    expect(text).toContain('30 maart 2026');
  });

  it('a TV post shows its body html, its series link and the way to all series', async () => {
    const post: TvPost = {
      slug: 'a-look-behind',
      title: 'A look behind',
      teaser: 'Teaser.',
      seriesKey: 'kitchen-stories',
      seriesTitle: 'Kitchen Stories',
      publishedAt: '2026-02-01T10:00:00.000Z',
      picture,
      link: '/tv/posts/a-look-behind/',
      html: '<h2>Heading</h2>\n<p>Body &lt;b&gt;text&lt;/b&gt;</p>',
    };
    render(await TvPostView({ post, locale: 'en' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Heading' })).toBeTruthy();
    expect(screen.getByText('Body <b>text</b>')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More of Kitchen Stories' }).getAttribute('href')).toBe('/en/tv/mediathek/kitchen-stories/');
    expect(screen.getByRole('link', { name: 'All TV series' }).getAttribute('href')).toBe('/en/tv/media/series/');
  });
});
