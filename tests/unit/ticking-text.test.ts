// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tickText } from '@/lib/timers/ticking-text';

type Observed = { callback: IntersectionObserverCallback; disconnected: boolean };
let observers: Observed[] = [];

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function scrolled(onScreen: boolean) {
  for (const observer of observers) observer.callback([{ isIntersecting: onScreen } as IntersectionObserverEntry], {} as IntersectionObserver);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: Observed;
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const start = Date.parse('2026-01-01T00:00:00Z') / 1000;

describe('a ticking countdown text', () => {
  it('changes only its text node once a second, keeping the node', () => {
    const element = document.createElement('span');
    element.textContent = 'left 10';
    const node = element.firstChild;
    tickText(element, (now) => `left ${Math.ceil(start + 10 - now)}`);
    vi.advanceTimersByTime(3_000);
    expect(element.textContent).toBe('left 7');
    expect(element.firstChild).toBe(node);
  });

  it('stops while the page is hidden or the element is off screen, and catches up when it shows again', () => {
    const element = document.createElement('span');
    const render = vi.fn((now: number) => `left ${Math.ceil(start + 100 - now)}`);
    tickText(element, render);
    setVisibility('hidden');
    const calls = render.mock.calls.length;
    vi.advanceTimersByTime(5_000);
    expect(render.mock.calls.length).toBe(calls);
    setVisibility('visible');
    expect(element.textContent).toBe('left 95');
    scrolled(false);
    const offScreen = render.mock.calls.length;
    vi.advanceTimersByTime(5_000);
    expect(render.mock.calls.length).toBe(offScreen);
    scrolled(true);
    expect(element.textContent).toBe('left 90');
  });

  it('ends once: the end callback runs and the ticking stops', () => {
    const element = document.createElement('span');
    const onEnd = vi.fn();
    const render = vi.fn((now: number) => (now >= start + 2 ? null : 'running'));
    tickText(element, render, onEnd);
    vi.advanceTimersByTime(5_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    expect(render).toHaveBeenCalledTimes(3);
  });
});
