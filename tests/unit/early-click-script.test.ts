import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_CLICK_SCRIPT } from '@/components/layout/early-click-script';
import { EARLY_CLICKS_GLOBAL } from '@/components/layout/early-click-global';

type FakeButton = { type: string; disabled: boolean; isConnected: boolean; attributes: string[]; clicks: number };
const button = (over: Partial<FakeButton> = {}): FakeButton => ({ type: 'button', disabled: false, isConnected: true, attributes: [], clicks: 0, ...over });

/** The script run against a stand-in document: press() dispatches a click at a button (or a link: null). */
function load() {
  let listener: ((event: unknown) => void) | null = null;
  const document: Record<string, unknown> = {
    addEventListener: (_type: string, handler: (event: unknown) => void) => (listener = handler),
    removeEventListener: () => (listener = null),
  };
  const window: Record<string, unknown> = {};
  vm.runInNewContext(EARLY_CLICK_SCRIPT, { window, document });
  const press = (target: FakeButton | null) => {
    const outcome = { prevented: false, stopped: false };
    const element = {
      closest: () =>
        target && {
          ...target,
          hasAttribute: (name: string) => target.attributes.includes(name),
          click: () => (target.clicks += 1),
        },
    };
    listener?.({ target: element, preventDefault: () => (outcome.prevented = true), stopImmediatePropagation: () => (outcome.stopped = true) });
    return outcome;
  };
  const reactHydrates = () => (document['__reactContainer$abc'] = {});
  const replay = () => (window[EARLY_CLICKS_GLOBAL] as () => void)();
  return { press, reactHydrates, replay, listening: () => listener !== null };
}

describe('§1 a press before the scripts ran is not lost (early-click script)', () => {
  it('holds back a button press before React has its root and replays only the last one, once', () => {
    const page = load();
    const login = button();
    const signup = button();
    expect(page.press(login)).toEqual({ prevented: true, stopped: true });
    expect(page.press(signup)).toEqual({ prevented: true, stopped: true });
    page.replay();
    page.replay();
    expect(login.clicks).toBe(0);
    expect(signup.clicks).toBe(1);
    expect(page.listening()).toBe(false);
  });

  it('leaves links, submit buttons and disabled buttons to the browser', () => {
    const page = load();
    expect(page.press(null)).toEqual({ prevented: false, stopped: false });
    expect(page.press(button({ type: 'submit' }))).toEqual({ prevented: false, stopped: false });
    expect(page.press(button({ disabled: true }))).toEqual({ prevented: false, stopped: false });
  });

  it('once React has its root, holds only the header menus’ buttons (their listeners come after hydration)', () => {
    const page = load();
    page.reactHydrates();
    expect(page.press(button())).toEqual({ prevented: false, stopped: false });
    const menu = button({ attributes: ['data-menu'] });
    expect(page.press(menu)).toEqual({ prevented: true, stopped: true });
    page.replay();
    expect(menu.clicks).toBe(1);
  });

  it('a button gone from the page by then is not pressed', () => {
    const page = load();
    const gone = button({ isConnected: false });
    page.press(gone);
    page.replay();
    expect(gone.clicks).toBe(0);
  });
});
