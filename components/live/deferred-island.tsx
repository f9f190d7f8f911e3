'use client';

import { type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** When the island's module loads: after hydration once the browser is idle, or once it scrolls near the viewport. */
export type IslandWake = 'idle' | 'visible' | 'now';

type Props<M> = {
  /** import() of the island's module: its chunk is no first-load JavaScript. */
  load: () => Promise<M>;
  /** The island once its module is there; it replaces `children`. */
  render: (module: M) => ReactNode;
  wake?: IslandWake;
  /** The server-rendered first view of the island (the same markup the island renders first). */
  children?: ReactNode;
};

/**
 * A button or field of the first view (or a link marked `data-deferred-click`, whose click the
 * island's handler replaces), found again in the island's own markup by its test id, its name or
 * its place: a click is replayed on it, a focus moved to it.
 */
type ButtonKey = { tag: string; testId: string | null; label: string | null; index: number };

const IDLE_TIMEOUT_MS = 2_500;
const TARGETS = 'button, input, a[data-deferred-click]';

/**
 * An island that is not needed for the first view: the server's markup stands until its module
 * has loaded (idle, scrolled near, or the first touch, key or focus inside it); then the island
 * takes over. A click on a button of the first view before that is not lost: it loads the
 * module and is given to the same button of the island, whose focus it also keeps.
 */
export function DeferredIsland<M>({ load, render, wake = 'idle', children }: Props<M>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{ module: M } | null>(null);
  const started = useRef(false);
  const latestLoad = useRef(load);
  const clicked = useRef<ButtonKey | null>(null);
  const focused = useRef<ButtonKey | null>(null);
  useEffect(() => {
    latestLoad.current = load;
  });

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void latestLoad.current().then(
      // A transition: the island renders in slices that leave room for input, not in one long task.
      (module) => startTransition(() => setLoaded({ module })),
      () => {
        started.current = false; // offline for a moment: the next touch asks again
      },
    );
  }, []);

  useEffect(() => {
    if (wake === 'now' || loginActionAwaits()) return start();
    if (wake === 'idle') return whenIdle(start);
    return whenNear(rootRef.current, start);
  }, [wake, start]);

  useEffect(() => {
    const root = rootRef.current;
    if (!loaded || !root) return;
    const focus = focused.current;
    const click = clicked.current;
    focused.current = clicked.current = null;
    if (focus && (document.activeElement === null || document.activeElement === document.body)) findButton(root, focus)?.focus();
    if (click) findButton(root, click)?.click();
  }, [loaded]);

  const keep = (target: EventTarget, into: { current: ButtonKey | null }): Element | null => {
    const root = rootRef.current;
    const button = target instanceof Element ? target.closest(TARGETS) : null;
    if (!root || !button || !root.contains(button)) return null;
    into.current = keyOf(root, button);
    return button;
  };

  return (
    <div
      ref={rootRef}
      className="contents"
      onPointerDownCapture={loaded ? undefined : start}
      onKeyDownCapture={loaded ? undefined : start}
      onFocusCapture={
        loaded
          ? undefined
          : (event) => {
              keep(event.target, focused);
              start();
            }
      }
      // A form of the first view is not sent by the browser: its submit button's click is replayed on the island's.
      onSubmitCapture={loaded ? undefined : (event) => event.preventDefault()}
      onClickCapture={
        loaded
          ? undefined
          : (event) => {
              if (keep(event.target, clicked)?.tagName === 'A') event.preventDefault();
              start();
            }
      }
    >
      {loaded ? render(loaded.module) : children}
    </div>
  );
}

// By kind first: a search field and its submit button may well share a name.
function keyOf(root: Element, button: Element): ButtonKey {
  const tag = button.tagName;
  const sameKind = [...root.querySelectorAll(TARGETS)].filter((element) => element.tagName === tag);
  return { tag, testId: button.getAttribute('data-testid'), label: button.getAttribute('aria-label'), index: sameKind.indexOf(button) };
}

function findButton(root: Element, key: ButtonKey): HTMLElement | null {
  const buttons = [...root.querySelectorAll<HTMLElement>(TARGETS)].filter((element) => element.tagName === key.tag);
  if (key.testId !== null) return buttons.find((button) => button.getAttribute('data-testid') === key.testId) ?? null;
  if (key.label !== null) return buttons.find((button) => button.getAttribute('aria-label') === key.label) ?? null;
  return buttons[key.index] ?? null;
}

/**
 * A §3 onLoginAction may be handed to the islands right at page load (the login's return with its
 * transfer_token): then they load at once, so their listeners are there when it comes. The key is
 * lib/overlay/pending-action.ts's PENDING_ACTION_KEY, not imported: that module brings its zod schema.
 */
function loginActionAwaits(): boolean {
  try {
    return new URLSearchParams(window.location.search).has('transfer_token') || window.localStorage.getItem('onLoginAction') !== null;
  } catch {
    return false; // storage blocked: nothing was kept there either
  }
}

/** Runs `then` once the browser is idle after hydration (at the latest after a short wait); answers the cancel. */
export function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(then, 200);
  return () => window.clearTimeout(id);
}

/** Runs `then` once the island (its first box: the wrapper draws none) comes within a screen of the viewport. */
function whenNear(root: HTMLElement | null, then: () => void): () => void {
  const target = root?.firstElementChild;
  if (!target || typeof IntersectionObserver !== 'function') return whenIdle(then);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(target);
  return () => observer.disconnect();
}
