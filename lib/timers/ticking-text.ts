import { useCallback, useEffect, useRef } from 'react';

/** The browser's clock in epoch seconds (the countdowns' unit). */
export const nowSeconds = (): number => Date.now() / 1000;

/**
 * A countdown's text, kept up to date in place: once a second only its text node changes (no
 * React render). It pauses while the element is off screen or the page is hidden and catches up
 * when it shows again. `render` answers the text for a moment, or null once the countdown is
 * over: then `onEnd` runs once and the ticking stops. Answers the stop function.
 */
export function tickText(element: HTMLElement, render: (now: number) => string | null, onEnd?: () => void): () => void {
  let timer = 0;
  let onScreen = true;
  let stopped = false;

  const stop = () => {
    stopped = true;
    window.clearInterval(timer);
    observer?.disconnect();
    document.removeEventListener('visibilitychange', sync);
  };
  const update = () => {
    const text = render(nowSeconds());
    if (text === null) {
      stop();
      onEnd?.();
      return;
    }
    const node = element.firstChild;
    if (node?.nodeType === Node.TEXT_NODE && element.childNodes.length === 1) {
      if (node.nodeValue !== text) node.nodeValue = text;
    } else if (element.textContent !== text) element.textContent = text;
  };
  function sync() {
    window.clearInterval(timer);
    timer = 0;
    if (stopped || !onScreen || document.hidden || document.visibilityState === 'hidden') return;
    update();
    if (!stopped) timer = window.setInterval(update, 1000);
  }

  // Every browser has IntersectionObserver; the test DOM does not (then it counts as on screen).
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          const entry = entries[entries.length - 1];
          if (!entry || entry.isIntersecting === onScreen) return;
          onScreen = entry.isIntersecting;
          sync();
        });
  observer?.observe(element);
  document.addEventListener('visibilitychange', sync);
  sync();
  return stop;
}

/**
 * tickText for a component, as a callback ref: the element shows the text the component rendered
 * for the moment of its render, and from then on ticks without rendering again (also when it
 * mounts later than the component, e.g. inside a portal). The latest `render` and `onEnd` are
 * used, so they may be inline functions.
 */
export function useTickingText(render: (now: number) => string | null, onEnd?: () => void): (element: HTMLElement | null) => (() => void) | undefined {
  const latest = useRef({ render, onEnd });
  useEffect(() => {
    latest.current = { render, onEnd };
  });
  return useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    return tickText(
      element,
      (now) => latest.current.render(now),
      () => latest.current.onEnd?.(),
    );
  }, []);
}
