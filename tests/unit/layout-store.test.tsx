// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useIsScrollLocked, useLayoutActions, useOpenMenu } from '@/stores/layout';

function useLayout() {
  return { open: useOpenMenu(), locked: useIsScrollLocked(), actions: useLayoutActions() };
}

describe('layout store (§2 top menus)', () => {
  afterEach(() => {
    const { result } = renderHook(useLayout);
    act(() => result.current.actions.pageChanged());
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
});
