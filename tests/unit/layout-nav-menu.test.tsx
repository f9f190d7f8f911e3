// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installHeaderMenus } from '@/components/layout/header-menus';
import { NavMenu } from '@/components/layout/nav-menu';
import { useLayoutActions } from '@/stores/layout';

// The menus are server HTML; header-menus.ts (loaded after hydration by LayoutEffects) drives them.
let uninstall: () => void = () => undefined;
beforeEach(() => {
  uninstall = installHeaderMenus(document);
});

afterEach(() => {
  uninstall();
  cleanup();
  const { result } = renderHook(useLayoutActions);
  act(() => result.current.pageChanged());
});

function renderMenus() {
  render(
    <div>
      <NavMenu menu="videos" label="Videos">
        <a href="#free-clips">Free clips</a>
      </NavMenu>
      <NavMenu menu="topCams" label="Top cams">
        <a href="#top-100">Top 100</a>
      </NavMenu>
      <p>outside</p>
    </div>,
  );
  return { videos: screen.getByRole('button', { name: 'Videos' }), topCams: screen.getByRole('button', { name: 'Top cams' }) };
}

describe('header disclosure menus (§2: only one top menu open at a time)', () => {
  it('the button shows and hides its links and tells aria-expanded', () => {
    const { videos } = renderMenus();
    expect(videos.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Free clips' })).toBeNull();
    fireEvent.click(videos);
    expect(videos.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Free clips' })).toBeTruthy();
    fireEvent.click(videos);
    expect(videos.getAttribute('aria-expanded')).toBe('false');
  });

  it('opening one menu closes the other', () => {
    const { videos, topCams } = renderMenus();
    fireEvent.click(videos);
    fireEvent.click(topCams);
    expect(videos.getAttribute('aria-expanded')).toBe('false');
    expect(topCams.getAttribute('aria-expanded')).toBe('true');
  });

  it('Escape closes it and puts focus back on its button', () => {
    const { videos } = renderMenus();
    fireEvent.click(videos);
    screen.getByRole('link', { name: 'Free clips' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(videos.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(videos);
  });

  it('a press outside closes it; a press inside does not', () => {
    const { videos } = renderMenus();
    fireEvent.click(videos);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Free clips' }));
    expect(videos.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(videos.getAttribute('aria-expanded')).toBe('false');
  });

  it('following a link closes it', () => {
    const { videos } = renderMenus();
    fireEvent.click(videos);
    const link = screen.getByRole('link', { name: 'Free clips' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(videos.getAttribute('aria-expanded')).toBe('false');
  });
});
