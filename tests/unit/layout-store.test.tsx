// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navbarHiddenAfterScroll } from '@/components/scroll/navbar-scroll';
import { useIsNavbarHidden, useIsScrollLocked, useLayoutActions, useOpenMenu } from '@/stores/layout';

function useLayout() {
  return { open: useOpenMenu(), locked: useIsScrollLocked(), navbarHidden: useIsNavbarHidden(), actions: useLayoutActions() };
}

describe('layout store (§2 top menus)', () => {
  afterEach(() => {
    const { result } = renderHook(useLayout);
    act(() => {
      result.current.actions.pageChanged();
      result.current.actions.navbarScrolled(false);
    });
  });

  it('keeps only one top menu open: opening one closes the others', () => {
    const { result } = renderHook(useLayout);
    act(() => result.current.actions.menuOpened('navigation'));
    expect(result.current.open).toBe('navigation');
    act(() => result.current.actions.menuOpened('search'));
    expect(result.current.open).toBe('search');
  });

  it('an open menu disables body scroll; the language dropdown does not', () => {
    const { result } = renderHook(useLayout);
    act(() => result.current.actions.menuOpened('navigation'));
    expect(result.current.locked).toBe(true);
    act(() => result.current.actions.menuOpened('language'));
    expect(result.current.locked).toBe(false);
  });

  it('closing a menu that is no longer open leaves the open one alone', () => {
    const { result } = renderHook(useLayout);
    act(() => result.current.actions.menuOpened('language'));
    act(() => result.current.actions.menuClosed('navigation'));
    expect(result.current.open).toBe('language');
    act(() => result.current.actions.menuToggled('language'));
    expect(result.current.open).toBeNull();
  });

  it('a page change closes every menu', () => {
    const { result } = renderHook(useLayout);
    act(() => result.current.actions.menuOpened('myAccount'));
    act(() => result.current.actions.pageChanged());
    expect(result.current.open).toBeNull();
    expect(result.current.locked).toBe(false);
  });

  it('the header menus (videos, top cams) are top menus too: opening one closes the mobile menu, scroll stays free', () => {
    const { result } = renderHook(useLayout);
    act(() => result.current.actions.menuOpened('navigation'));
    act(() => result.current.actions.menuToggled('videos'));
    expect(result.current.open).toBe('videos');
    expect(result.current.locked).toBe(false);
    act(() => result.current.actions.menuOpened('topCams'));
    expect(result.current.open).toBe('topCams');
  });

  it('§4 body scroll is disabled while any holder is registered', () => {
    const { result } = renderHook(useLayout);
    act(() => result.current.actions.scrollHoldAdded('box-a'));
    act(() => result.current.actions.scrollHoldAdded('box-b'));
    act(() => result.current.actions.scrollHoldAdded('box-a'));
    expect(result.current.locked).toBe(true);
    act(() => result.current.actions.scrollHoldReleased('box-a'));
    expect(result.current.locked).toBe(true);
    act(() => result.current.actions.scrollHoldReleased('box-b'));
    expect(result.current.locked).toBe(false);
  });

  it('§4 the navbar is hidden while any hider is registered or after scrolling down; an open menu shows it', () => {
    const { result } = renderHook(useLayout);
    act(() => result.current.actions.navbarHiderAdded('player'));
    expect(result.current.navbarHidden).toBe(true);
    act(() => result.current.actions.navbarHiderRemoved('player'));
    expect(result.current.navbarHidden).toBe(false);
    act(() => result.current.actions.navbarScrolled(true));
    expect(result.current.navbarHidden).toBe(true);
    act(() => result.current.actions.menuOpened('navigation'));
    expect(result.current.navbarHidden).toBe(false);
  });
});

describe('navbar on scroll (§4 layout, §9 thresholds 10 px, 50 px, 5 px tolerance)', () => {
  it('scrolling down more than 10 px beyond 50 px hides it', () => {
    expect(navbarHiddenAfterScroll(100, 111, false)).toBe(true);
    expect(navbarHiddenAfterScroll(100, 110, false)).toBe(false);
    expect(navbarHiddenAfterScroll(0, 50, false)).toBe(false);
    expect(navbarHiddenAfterScroll(0, 400, false)).toBe(true);
  });

  it('scrolling up shows it; near-equal changes (within 5 px) keep the state', () => {
    expect(navbarHiddenAfterScroll(400, 394, true)).toBe(false);
    expect(navbarHiddenAfterScroll(400, 396, true)).toBe(true);
    expect(navbarHiddenAfterScroll(400, 405, true)).toBe(true);
    expect(navbarHiddenAfterScroll(400, 405, false)).toBe(false);
  });

  it('within the top 50 px it always shows', () => {
    expect(navbarHiddenAfterScroll(30, 50, true)).toBe(false);
  });
});

