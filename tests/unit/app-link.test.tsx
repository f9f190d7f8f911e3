// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from '@/i18n/app-link';

const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  window.history.replaceState(null, '', '/en/');
  for (const fn of Object.values(router)) fn.mockClear();
});
afterEach(cleanup);

const link = () => screen.getByRole('link', { name: 'Videos' });

/** Clicks and answers whether the browser was left to follow the link (jsdom cannot navigate, so it is stopped after). */
function leftToBrowser(target: Element, init: MouseEventInit = {}): boolean {
  let left = false;
  const record = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  fireEvent.click(target, { button: 0, ...init });
  return left;
}

describe("the app's link: an anchor that navigates in the app router", () => {
  it('is a plain anchor in the markup (crawlers and a page without JavaScript follow it)', () => {
    render(<AppLink href="/en/videos/?sort=new" className="x">Videos</AppLink>);
    expect(link().getAttribute('href')).toBe('/en/videos/?sort=new');
    expect(link().className).toBe('x');
  });

  it('a plain click navigates inside the app (the guest session survives) and scrolls to the top', () => {
    render(<AppLink href="/en/videos/?sort=new#list">Videos</AppLink>);
    expect(leftToBrowser(link())).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/en/videos/?sort=new#list', { scroll: true });
  });

  it('§2 sort and view switches keep the scroll position; replace keeps the history', () => {
    render(
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
    render(<AppLink href="/en/videos/">Videos</AppLink>);
    expect(leftToBrowser(link(), init)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves another origin, a target window and a download to the browser', () => {
    render(
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
    expect(leftToBrowser(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(leftToBrowser(screen.getByRole('link', { name: 'Download' }))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('a handler that prevents the default wins; the handler runs either way', () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <AppLink href="/en/videos/" onClick={onClick}>
        Videos
      </AppLink>,
    );
    leftToBrowser(link());
    expect(onClick).toHaveBeenCalledOnce();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches on intent (hover, focus, touch), not on sight; prefetch={false} never', () => {
    render(
      <>
        <AppLink href="/en/videos/">Videos</AppLink>
        <AppLink href="/en/other/" prefetch={false}>
          Other
        </AppLink>
      </>,
    );
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link());
    fireEvent.focus(link());
    fireEvent.touchStart(link());
    expect(router.prefetch).toHaveBeenCalledTimes(3);
    expect(router.prefetch).toHaveBeenCalledWith('/en/videos/');
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Other' }));
    expect(router.prefetch).toHaveBeenCalledTimes(3);
  });
});
