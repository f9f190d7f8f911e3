// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { publicOrigin } from '@/lib/server/env';
import { breadcrumbTrail } from '@/lib/seo/breadcrumb-trail';
import { crumbLabels } from '@/lib/seo/crumb-labels';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';


afterEach(cleanup);

const luna = { name: 'LunaSky', slug: 'lunasky' };

describe('breadcrumb trails (§3 SEO text "breadcrumb", §7 breadcrumb)', () => {
  it('a video: home › performer › her videos › the video, with localized URLs', () => {
    expect(breadcrumbTrail('de', crumbLabels('de'), { type: 'video', actor: luna, video: { id: 100123, title: 'Am See' } })).toEqual([
      { name: 'Startseite', url: '/de/' },
      { name: 'LunaSky', url: '/de/amateur/lunasky/' },
      { name: 'Videos', url: '/de/amateur/lunasky/videos/' },
      { name: 'Am See', url: '/de/amateur/lunasky/video/100123/' },
    ]);
  });

  it('an album in Spanish uses the fotos slug', () => {
    const trail = breadcrumbTrail('es', crumbLabels('es'), { type: 'album', actor: luna, album: { id: 500001, title: 'Verano' } });
    expect(trail.map((c) => c.url)).toEqual(['/es/', '/es/amateur/lunasky/', '/es/amateur/lunasky/fotos/500001/']);
    expect(trail[0]?.name).toBe('Inicio');
  });

  it('the blog: home › blog › category › archive year or post, with the localized category and archive words', () => {
    const news = { slug: 'news', name: 'Neuigkeiten' };
    expect(breadcrumbTrail('de', crumbLabels('de'), { type: 'blogArchive', category: news, year: 2025 }).map((c) => c.url)).toEqual([
      '/de/',
      '/de/blog/',
      '/de/blog/kategorie/news/',
      '/de/blog/archiv/news/2025/',
    ]);
    const post = breadcrumbTrail('es', crumbLabels('es'), { type: 'blogPost', category: news, post: { slug: 'nuevo-estudio', title: 'Nuevo estudio' } });
    expect(post.map((c) => c.url)).toEqual(['/es/', '/es/blog/', '/es/blog/categoria/news/', '/es/blog/nuevo-estudio/']);
    expect(post.at(-1)?.name).toBe('Nuevo estudio');
    expect(breadcrumbTrail('en', crumbLabels('en'), { type: 'blog' }).map((c) => c.name)).toEqual(['Home', 'Blog']);
  });

  it('video areas sit below videos/, top cams views below the top 100', () => {
    const allVideos = breadcrumbTrail('en', crumbLabels('en'), { type: 'page', route: '/all-videos' });
    expect(allVideos.map((c) => c.name)).toEqual(['Home', 'Videos', 'All videos']);
    const favourites = breadcrumbTrail('nl', crumbLabels('nl'), { type: 'page', route: '/top-cams/favorites' });
    expect(favourites.map((c) => c.url)).toEqual(['/nl/', '/nl/top-cams/', '/nl/top-cams/favorites/']);
    expect(breadcrumbTrail('en', crumbLabels('en'), { type: 'page', route: '/cams' })).toHaveLength(2);
  });

  it('performer sub-pages, classic videos and a tag page', () => {
    const about = breadcrumbTrail('de', crumbLabels('de'), { type: 'actorPage', actor: luna, route: '/amateur/[actorName]/about-me' });
    expect(about.at(-1)).toEqual({ name: 'Über mich', url: '/de/amateur/lunasky/ueber-mich/' });
    const classic = breadcrumbTrail('es', crumbLabels('es'), { type: 'actorPage', actor: luna, route: '/amateur/[actorName]/videos/classic' });
    expect(classic.map((c) => c.url)).toEqual(['/es/', '/es/amateur/lunasky/', '/es/amateur/lunasky/videos/', '/es/amateur/lunasky/videos/clasicos/']);
    const tag = breadcrumbTrail('en', crumbLabels('en'), { type: 'actorVideosByTag', actor: luna, tag: { tagGroup: 'role play', name: 'Roleplay' } });
    expect(tag.at(-1)).toEqual({ name: 'Roleplay', url: '/en/amateur/lunasky/videos/tag/role%20play/' });
  });

  it('a category and a search', () => {
    expect(breadcrumbTrail('de', crumbLabels('de'), { type: 'category', category: { slug: 'blonde', name: 'Blond' } })).toEqual([
      { name: 'Startseite', url: '/de/' },
      { name: 'Blond', url: '/de/kategorien/blonde/' },
    ]);
    const search = breadcrumbTrail('es', crumbLabels('es'), { type: 'videoSearch', searchPattern: 'a&b' });
    expect(search.at(-1)?.url).toBe('/es/buscar/videos/a%26b/');
  });

  it('BreadcrumbList JSON-LD numbers the items from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd('https://x.example', [
      { name: 'Home', url: '/en/' },
      { name: 'Cams', url: '/en/cams/' },
    ]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.example/en/' },
        { '@type': 'ListItem', position: 2, name: 'Cams', item: 'https://x.example/en/cams/' },
      ],
    });
  });
});

describe('<Breadcrumbs> (accessible breadcrumb navigation)', () => {
  it('is a labelled nav with an ordered list; the current page is last, marked aria-current and not a link', () => {
    render(<Breadcrumbs origin={publicOrigin()} locale="en" target={{ type: 'video', actor: luna, video: { id: 7, title: 'By the lake' } }} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(items).toHaveLength(4);
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/en/', '/en/amateur/lunasky/', '/en/amateur/lunasky/videos/']);
    const current = nav.querySelector('[aria-current="page"]');
    expect(current?.textContent).toBe('By the lake');
    expect(current?.closest('a')).toBeNull();
    expect(items.at(-1)?.contains(current as Node)).toBe(true);
  });

  it('emits BreadcrumbList JSON-LD once, and none when asked not to', () => {
    const { container, unmount } = render(<Breadcrumbs origin={publicOrigin()} locale="de" target={{ type: 'page', route: '/new-girls' }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.innerHTML ?? '{}') as { '@type': string; itemListElement: { item: string }[] };
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((i) => new URL(i.item).pathname)).toEqual(['/de/', '/de/neue-girls/']);
    unmount();
    const again = render(<Breadcrumbs origin={publicOrigin()} locale="de" target={{ type: 'page', route: '/new-girls' }} jsonLd={false} />);
    expect(again.container.querySelector('script')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toBeTruthy();
  });

  it('a trail of one (home) renders nothing', () => {
    const { container } = render(<Breadcrumbs origin={publicOrigin()} locale="en" target={{ type: 'home' }} />);
    expect(container.innerHTML).toBe('');
  });
});
