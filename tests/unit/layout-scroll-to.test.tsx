// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToParam } from '@/components/scroll/scroll-to-param';

const navigation = vi.hoisted(() => ({ pathname: '/en/cams/', search: 'scrollTo=box' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

/** Puts an element with `id` at `top` px from the top of the document (jsdom has no layout). */
function placeElement(id: string, top: number, tag = 'section') {
  const element = document.createElement(tag);
  element.id = id;
  element.getBoundingClientRect = () => ({ top: top - window.scrollY, height: 56 }) as DOMRect;
  document.body.append(element);
  return element;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'Date'] });
  window.scrollY = 0;
  window.scrollTo = vi.fn((_x: number, y: number) => {
    window.scrollY = y;
  }) as unknown as typeof window.scrollTo;
  navigation.pathname = '/en/cams/';
  navigation.search = 'scrollTo=box';
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('?scrollTo=<id> (§2, §9: 200 ms after the page change, 500 ms animation, 35 px offset)', () => {
  it('waits 200 ms, then scrolls smoothly in 500 ms to 35 px above the element', () => {
    placeElement('box', 1000);
    render(<ScrollToParam />);
    act(() => vi.advanceTimersByTime(199));
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1 + 250));
    expect(window.scrollY).toBeGreaterThan(0);
    expect(window.scrollY).toBeLessThan(965);
    act(() => vi.advanceTimersByTime(300));
    expect(window.scrollY).toBe(965);
  });

  it('lands where the element is at the end: blocks above it take their real size only as they come near (content-visibility)', () => {
    let top = 1000;
    const element = placeElement('box', 0);
    element.getBoundingClientRect = () => ({ top: top - window.scrollY, height: 56 }) as DOMRect;
    render(<ScrollToParam />);
    act(() => vi.advanceTimersByTime(200 + 250));
    top = 1400;
    act(() => vi.advanceTimersByTime(300));
    expect(window.scrollY).toBe(1365);
    // A block above renders a moment after landing: the page follows it once more.
    top = 1500;
    act(() => vi.advanceTimersByTime(50));
    expect(window.scrollY).toBe(1465);
  });

  it('keeps the header bar in mind when scrolling up (§4: it shows again on the way up)', () => {
    window.scrollY = 3000;
    placeElement('box', 1000);
    const header = placeElement('site-header', 0, 'header');
    document.body.prepend(header);
    render(<ScrollToParam />);
    act(() => vi.advanceTimersByTime(200 + 600));
    expect(window.scrollY).toBe(1000 - 35 - 56);
  });

  it('does nothing without the parameter or without such an element', () => {
    navigation.search = 'page=2';
    placeElement('box', 1000);
    const { unmount } = render(<ScrollToParam />);
    act(() => vi.advanceTimersByTime(1000));
    unmount();
    navigation.search = 'scrollTo=missing';
    render(<ScrollToParam />);
    act(() => vi.advanceTimersByTime(1000));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('runs again after a partial navigation to another page with scrollTo', () => {
    placeElement('box', 1000);
    placeElement('other', 2000);
    const { rerender } = render(<ScrollToParam />);
    act(() => vi.advanceTimersByTime(800));
    expect(window.scrollY).toBe(965);
    navigation.pathname = '/en/videos/';
    navigation.search = 'scrollTo=other';
    rerender(<ScrollToParam />);
    act(() => vi.advanceTimersByTime(800));
    expect(window.scrollY).toBe(1965);
  });

  it('leaves history back to the browser: the restored position is kept (§2)', () => {
    placeElement('box', 1000);
    const { rerender } = render(<ScrollToParam />);
    act(() => vi.advanceTimersByTime(800));
    vi.mocked(window.scrollTo).mockClear();
    window.dispatchEvent(new PopStateEvent('popstate'));
    navigation.pathname = '/en/new-girls/';
    rerender(<ScrollToParam />);
    act(() => vi.advanceTimersByTime(800));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('jumps without animation when the guest prefers reduced motion', () => {
    window.matchMedia = vi.fn(() => ({ matches: true }) as MediaQueryList);
    placeElement('box', 1000);
    render(<ScrollToParam />);
    act(() => vi.advanceTimersByTime(200));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollY).toBe(965);
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
  });
});
