// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallPrompt } from '@/components/install/install-prompt';
import { TabPresence } from '@/components/tab-presence/tab-presence';
import { marqueeTitle } from '@/lib/format/title-marquee';
import { installChoice, installPromptPaused } from '@/lib/install/install-prompt-cookie';

const text = { title: 'Camverse as an app', body: 'Put it on your home screen.', install: 'Install', notNow: 'Not now' };
let tracked: { event: string; data: Record<string, unknown> }[] = [];

beforeEach(() => {
  tracked = [];
  // jsdom has no sendBeacon: the one beacon falls back to a keepalive fetch, which is what we read.
  vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => {
    tracked.push(JSON.parse(String(init.body)));
    return Promise.resolve(new Response('{}'));
  }));
  document.cookie = 'ip=; Path=/; Max-Age=0';
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The event Chromium fires when the site is installable, with the browser's answer given. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

describe('§4/§9 the title animation scrolls a prefix, one step every 100 ms', () => {
  it('moves the prefix one character a step and comes round again', () => {
    expect(marqueeTitle('ab · ', 'Page', 0)).toBe('ab ·  Page');
    expect(marqueeTitle('ab · ', 'Page', 1)).toBe('b · a Page');
    expect(marqueeTitle('ab · ', 'Page', 5)).toBe(marqueeTitle('ab · ', 'Page', 0));
    expect(marqueeTitle('', 'Page', 3)).toBe('Page');
  });
});

describe('§4 tab hidden and visible are tracked as leave and comeback', () => {
  it('tracks both, animates the title while hidden and gives the page its title back', () => {
    vi.useFakeTimers();
    document.title = 'Luna – Camverse';
    render(<TabPresence locale="en" titlePrefix="Come back! · " />);
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(300));
    expect(document.title).not.toBe('Luna – Camverse');
    expect(document.title.endsWith('Luna – Camverse')).toBe(true);
    act(() => vi.advanceTimersByTime(5_000));
    act(() => setVisibility('visible'));
    expect(document.title).toBe('Luna – Camverse');
    expect(tracked.map((t) => t.event)).toEqual(['tabLeave', 'tabComeback']);
    expect(tracked[1]!.data.awaySeconds).toBe(5);
  });

  it('leaves the title alone when the animation is off', () => {
    vi.useFakeTimers();
    document.title = 'Videos';
    render(<TabPresence locale="en" titlePrefix={null} />);
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(1_000));
    expect(document.title).toBe('Videos');
    act(() => setVisibility('visible'));
    expect(tracked.map((t) => t.event)).toEqual(['tabLeave', 'tabComeback']);
  });
});

describe('§4 install prompt: the choice is reported as accept or dismiss', () => {
  it('maps the browser’s outcome', () => {
    expect(installChoice('accepted')).toBe('accept');
    expect(installChoice('dismissed')).toBe('dismiss');
    expect(installPromptPaused('cc=f0a0; ip=1')).toBe(true);
    expect(installPromptPaused('cc=f0a0; tip=1')).toBe(false);
  });

  it('offers the app when the browser can install it, shows the browser’s prompt and reports accept', async () => {
    render(<InstallPrompt locale="en" text={text} />);
    expect(screen.queryByTestId('install-prompt')).toBeNull();
    const offer = installOffer('accepted');
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(tracked).toEqual([{ event: 'installPrompt', data: { choice: 'accept' } }]);
    expect(screen.queryByTestId('install-prompt')).toBeNull();
  });

  it('"Not now" reports dismiss and pauses the offer (the next offer is not shown)', () => {
    render(<InstallPrompt locale="en" text={text} />);
    act(() => void window.dispatchEvent(installOffer('accepted')));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(tracked).toEqual([{ event: 'installPrompt', data: { choice: 'dismiss' } }]);
    act(() => void window.dispatchEvent(installOffer('accepted')));
    expect(screen.queryByTestId('install-prompt')).toBeNull();
  });
});
