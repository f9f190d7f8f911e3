// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkRouter } from '@/components/layout/link-router';
import { AppLink } from '@/i18n/app-link';

const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  window.history.replaceState(null, '', '/en/');
  for (const fn of Object.values(router)) fn.mockClear();
});
afterEach(cleanup);

const page = (links: ReactNode) => render(
  <>
    {links}
    <LinkRouter />
  </>,
);
const link = (name = 'Videos') => screen.getByRole('link', { name });

/** Clicks and answers whether the browser was left to follow the link (jsdom cannot navigate, so it is stopped after). */
function leftToBrowser(target: Element, init: MouseEventInit = {}): boolean {
  let left = false;
  const record = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  fireEvent.click(target, { button: 0, ...init });
  return left;
}

describe("the app's link: a plain anchor whose clicks the layout's one listener takes into the app router", () => {
  it('is a plain anchor in the markup, no client component (crawlers and a page without JavaScript follow it)', () => {
    page(<AppLink href="/en/videos/?sort=new" className="x">Videos</AppLink>);
    expect(link().getAttribute('href')).toBe('/en/videos/?sort=new');
    expect(link().className).toBe('x');
    expect(link().getAttributeNames().filter((name) => name.startsWith('data-'))).toEqual(['data-app-link']);
  });

  it('a plain click navigates inside the app (the guest session survives) and scrolls to the top', () => {
    page(<AppLink href="/en/videos/?sort=new#list">Videos</AppLink>);
    expect(leftToBrowser(link())).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/en/videos/?sort=new#list', { scroll: true });
  });

  it('a click on an element inside the link counts for the link', () => {
    page(
      <AppLink href="/en/videos/">
        <span>Videos</span>
      </AppLink>,
    );
    expect(leftToBrowser(screen.getByText('Videos'))).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/en/videos/', { scroll: true });
  });

  it('§2 sort and view switches keep the scroll position; replace keeps the history', () => {
    page(
      <AppLink href="/en/videos/?view=list" scroll={false} replace>
        Videos
      </AppLink>,
    );
    leftToBrowser(link());
    expect(router.replace).toHaveBeenCalledWith('/en/videos/?view=list', { scroll: false });
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each([
    ['a ctrl click (new tab)', { ctrlKey: true }],
    ['a cmd click', { metaKey: true }],
    ['a shift click (new window)', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_name, init) => {
    page(<AppLink href="/en/videos/">Videos</AppLink>);
    expect(leftToBrowser(link(), init)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves another origin, a target window and a download to the browser', () => {
    page(
      <>
        <AppLink href="https://pay.example.com/top-up">Videos</AppLink>
        <AppLink href="/en/videos/" target="_blank">
          New tab
        </AppLink>
        <AppLink href="/files/a.jpg" download>
          Download
        </AppLink>
      </>,
    );
    expect(leftToBrowser(link())).toBe(true);
    expect(leftToBrowser(link('New tab'))).toBe(true);
    expect(leftToBrowser(link('Download'))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("a component's own handler that prevents the default wins; the handler runs either way", () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    page(
      <AppLink href="/en/videos/" onClick={onClick}>
        Videos
      </AppLink>,
    );
    leftToBrowser(link());
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches on intent (hover, focus, touch), not on sight, once per page; prefetch={false} never', () => {
    page(
      <>
        <AppLink href="/en/videos/#top">Videos</AppLink>
        <AppLink href="/en/other/" prefetch={false}>
          Other
        </AppLink>
      </>,
    );
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(link());
    fireEvent.focusIn(link());
    fireEvent.touchStart(link());
    expect(router.prefetch).toHaveBeenCalledOnce();
    expect(router.prefetch).toHaveBeenCalledWith('/en/videos/');
    fireEvent.pointerOver(link('Other'));
    expect(router.prefetch).toHaveBeenCalledOnce();
  });

  it('leaves a plain anchor (not the app\'s link) to the browser: a full page load, as written', () => {
    const written = '/en/amateur/lunasky/?chat=live';
    page(<a href={written}>Videos</a>);
    expect(leftToBrowser(link())).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });
});
