// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageQuery } from '@/components/ui/page-window';
import { Pagination } from '@/components/ui/pagination';

vi.mock('next-intl/server', () => ({
  getTranslations: async () => (key: string, values?: Record<string, unknown>) => (values?.page ? `${key} ${values.page}` : key),
}));

type TestHref = { pathname: string; params?: Record<string, string>; query?: Record<string, string> };
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: TestHref; children: ReactNode }) => {
    const path = href.pathname.replace(/\[(\w+)\]/g, (_, name: string) => href.params?.[name] ?? name);
    const search = href.query ? `?${new URLSearchParams(href.query)}` : '';
    return (
      <a href={`${path}/${search}`} {...rest}>
        {children}
      </a>
    );
  },
}));

afterEach(cleanup);

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('pagination keeps sort and view (§2: every list paginates with page and sort in the query)', () => {
  it('pageQuery keeps the other parameters, sets page, and leaves page 1 without it', () => {
    expect(pageQuery({ sort: 'price', view: 'list' }, 3)).toEqual({ sort: 'price', view: 'list', page: '3' });
    expect(pageQuery({ sort: 'price', view: undefined, page: '7' }, 1)).toEqual({ sort: 'price' });
    expect(pageQuery(undefined, 1)).toBeUndefined();
    expect(pageQuery({ sort: '' }, 2)).toEqual({ page: '2' });
  });

  it('every page link carries sort and view; page 1 is the bare list', async () => {
    render(await Pagination({ page: 2, pageCount: 5, pathname: '/all-videos', query: { sort: 'price', view: 'list' } }));
    expect(hrefOf('page 3')).toBe('/all-videos/?sort=price&view=list&page=3');
    expect(hrefOf('page 5')).toBe('/all-videos/?sort=price&view=list&page=5');
    expect(hrefOf('page 1')).toBe('/all-videos/?sort=price&view=list');
    expect(hrefOf('next')).toBe('/all-videos/?sort=price&view=list&page=3');
    expect(hrefOf('previous')).toBe('/all-videos/?sort=price&view=list');
  });

  it('links to the neighbouring pages carry rel prev and next', async () => {
    render(await Pagination({ page: 3, pageCount: 6, pathname: '/cams' }));
    expect(screen.getByRole('link', { name: 'previous' }).getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: 'next' }).getAttribute('rel')).toBe('next');
    expect(screen.getByRole('link', { name: 'page 2' }).getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: 'page 4' }).getAttribute('rel')).toBe('next');
    expect(screen.getByRole('link', { name: 'page 1' }).getAttribute('rel')).toBeNull();
    expect(hrefOf('page 4')).toBe('/cams/?page=4');
  });

  it('keeps route parameters of the list', async () => {
    render(await Pagination({ page: 1, pageCount: 2, pathname: '/categories/[categorySlug]', params: { categorySlug: 'blond' }, query: { sort: 'rank' } }));
    expect(hrefOf('next')).toBe('/categories/blond/?sort=rank&page=2');
  });

  it('renders nothing for a single page', async () => {
    expect(await Pagination({ page: 1, pageCount: 1, pathname: '/cams' })).toBeNull();
  });
});
