// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoxHost } from '@/components/boxes/box-host';
import { openBoxFromQuery } from '@/components/boxes/box-from-query';
import { watchBoxLinks } from '@/components/boxes/box-links';
import { OVER_CONSENT_Z } from '@/components/boxes/box-layer';
import { closeBox, openBox } from '@/components/boxes/open-box';
import { openBoxByName } from '@/components/boxes/open-box-by-name';
import { boxesStore } from '@/stores/boxes';

const text = { title: 'Delete the playlist?', description: 'All its videos leave it.', confirm: 'Delete', cancel: 'Keep it' };
const confirmProps = (title = text.title) => ({ boxId: 'playlist-delete', text: { ...text, title }, onConfirm: vi.fn() });

afterEach(() => {
  cleanup();
  act(() => closeBox('confirm'));
  document.body.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('§2 named boxes: the registry rules', () => {
  it('"Opening a box is refused if one with the same id is already present": false, one dialog, the first props kept', async () => {
    render(<BoxHost />);
    let first = false;
    let second = true;
    act(() => {
      first = openBox('confirm', confirmProps());
      second = openBox('confirm', confirmProps('Another question'));
    });
    expect(first).toBe(true);
    expect(second).toBe(false);
    await screen.findByRole('dialog', { name: text.title });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(boxesStore.getState().open).toHaveLength(1);
    // Once it is closed, the name is free again.
    act(() => closeBox('confirm'));
    let again = false;
    act(() => {
      again = openBox('confirm', confirmProps('Asked again'));
    });
    expect(again).toBe(true);
    await screen.findByRole('dialog', { name: 'Asked again' });
  });

  it('a box name from outside the code that the registry does not know is ignored and logged, never thrown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(openBoxByName('noSuchBox', {})).toBe(false);
    expect(openBoxByName('__proto__', {})).toBe(false);
    expect(openBoxFromQuery('?box=alsoUnknown', 'de')).toBe(false);
    // Known, but it needs props only its page has: a link cannot open it.
    expect(openBoxFromQuery('?box=confirm', 'de')).toBe(false);
    expect(boxesStore.getState().open).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[0]?.[1]).toEqual({ name: 'noSuchBox' });
  });

  it('a link opens a box that needs only the language, in the page language, over the cookie banner', () => {
    expect(openBoxFromQuery('?box=coinInfo&x=1', 'es')).toBe(true);
    expect(boxesStore.getState().open).toEqual([{ name: 'coinInfo', props: { locale: 'es' }, options: { overConsent: true } }]);
    act(() => closeBox('coinInfo'));
  });

  it('a performer\'s site links to the model-site box naming her; a link without a valid name opens nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(openBoxFromQuery('?box=modelSite', 'en')).toBe(false);
    expect(openBoxFromQuery('?box=modelSite&actor=%3Cscript%3E', 'en')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(openBoxFromQuery('?box=modelSite&actor=LunaRay', 'de')).toBe(true);
    expect(boxesStore.getState().open).toEqual([{ name: 'modelSite', props: { locale: 'de', actorName: 'LunaRay' }, options: { overConsent: true } }]);
    act(() => closeBox('modelSite'));
  });

  it('the video page\'s "Share" link names its video: a valid id opens the share box in place (no navigation), a bad one nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(openBoxFromQuery('?box=videoShare&videoId=abc', 'en')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    document.documentElement.lang = 'nl';
    const stop = watchBoxLinks();
    const link = document.createElement('a');
    link.href = '?box=videoShare&videoId=100149';
    link.setAttribute('data-box-link', '');
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(boxesStore.getState().open).toEqual([{ name: 'videoShare', props: { locale: 'nl', videoId: 100149 }, options: { overConsent: true } }]);
    act(() => closeBox('videoShare'));
    stop();
    link.remove();
  });

  it('overConsent: the box and its backdrop above the cookie banner, the page does not scroll, and both come back as they were', async () => {
    document.body.style.overflow = 'scroll';
    document.body.style.paddingRight = '3px';
    render(<BoxHost />);
    act(() => void openBox('confirm', confirmProps(), { overConsent: true }));
    const box = await screen.findByRole('dialog', { name: text.title });
    expect(Number(box.style.zIndex)).toBe(OVER_CONSENT_Z);
    // The consent banner is z-[55] (components/consent/consent-banner-view.tsx).
    expect(OVER_CONSENT_Z).toBeGreaterThan(55);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.body.style.overflow).toBe('scroll'));
    expect(document.body.style.paddingRight).toBe('3px');
  });

  it('without the option a box keeps its own layer and leaves the body style alone', async () => {
    render(<BoxHost />);
    act(() => void openBox('confirm', confirmProps()));
    const box = await screen.findByRole('dialog', { name: text.title });
    expect(box.style.zIndex).toBe('');
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('focus goes into the box, Escape closes it, and focus returns to the button that opened it', async () => {
    render(
      <>
        <button type="button" onClick={() => openBox('confirm', confirmProps())}>
          Open the box
        </button>
        <BoxHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Open the box' });
    opener.focus();
    fireEvent.click(opener);
    const box = await screen.findByRole('dialog', { name: text.title });
    await waitFor(() => expect(box.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(boxesStore.getState().open).toEqual([]);
  });
});
