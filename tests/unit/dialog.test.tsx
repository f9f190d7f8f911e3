// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/ui/dialog';

afterEach(cleanup);

/** A page with a button that opens the box, as the boxes are used: mounted while open. */
type PageProps = { docked?: boolean; closeOnBackdrop?: boolean; focusSecond?: boolean; afterClose?: () => void };

function Page({ docked = false, closeOnBackdrop, focusSecond = false, afterClose }: PageProps) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Log in
      </button>
      {open ? (
        <Dialog onClose={() => setOpen(false)} docked={docked} box="accounts-soon" closeOnBackdrop={closeOnBackdrop} initialFocus={focusSecond ? second : undefined} afterClose={afterClose}>
          <DialogTitle>Accounts open soon</DialogTitle>
          <DialogDescription>Browse without one.</DialogDescription>
          <DialogClose aria-label="Close">×</DialogClose>
          <DialogClose ref={second}>Got it</DialogClose>
        </Dialog>
      ) : null}
    </>
  );
}

function renderPage(props: PageProps = {}) {
  render(<Page {...props} />);
  const trigger = screen.getByRole('button', { name: 'Log in' });
  const open = () => {
    trigger.focus();
    fireEvent.click(trigger);
  };
  return { trigger, open };
}

/** Radix listens for presses outside a moment after the box opened. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the box (components/ui/dialog.tsx, Radix)', () => {
  it('is closed at first and opens as a modal: the rest of the page is hidden from assistive technology', () => {
    const { trigger, open } = renderPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    open();
    expect(screen.getByRole('dialog').getAttribute('data-box')).toBe('accounts-soon');
    expect(trigger.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is named by its title and described by its sentence', () => {
    renderPage().open();
    const dialog = screen.getByRole('dialog', { name: 'Accounts open soon' });
    expect(screen.getByRole('heading', { name: 'Accounts open soon' })).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Browse without one.').id);
  });

  it('takes the first focus on its first button, or on the one it names', async () => {
    renderPage().open();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    cleanup();
    renderPage({ focusSecond: true }).open();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Got it' })));
  });

  it('closes from the corner button and from a DialogClose, and focus returns to the opening button', async () => {
    const { trigger, open } = renderPage();
    for (const name of ['Close', 'Got it']) {
      open();
      await waitFor(() => expect(document.activeElement).not.toBe(trigger));
      fireEvent.click(screen.getByRole('button', { name }));
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(trigger));
    }
  });

  it('closes on Escape, and focus returns to the opening button', async () => {
    const { trigger, open } = renderPage();
    open();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('runs afterClose once the box has gone and focus is back on the opening button', async () => {
    const focusedThen: (Element | null)[] = [];
    const { trigger, open } = renderPage({ afterClose: () => focusedThen.push(document.activeElement) });
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(focusedThen).toEqual([trigger]));
  });

  it('closes on a press on the backdrop but not on one inside the panel; a box that asks a question stays', async () => {
    renderPage().open();
    await settle();
    fireEvent.pointerDown(screen.getByText('Browse without one.'));
    fireEvent.click(screen.getByText('Browse without one.'));
    await settle();
    expect(screen.getByRole('dialog')).toBeTruthy();
    const pressBackdrop = () => {
      const backdrop = document.querySelector('[data-state="open"]:not([role="dialog"])') as HTMLElement;
      fireEvent.pointerDown(backdrop, { button: 0 });
      fireEvent.click(backdrop);
    };
    pressBackdrop();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    cleanup();
    renderPage({ closeOnBackdrop: false }).open();
    await settle();
    pressBackdrop();
    await settle();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('docked: a named region of the page that takes no focus, ignores Escape, and closes from its own buttons', async () => {
    const { trigger, open } = renderPage({ docked: true });
    open();
    const region = screen.getByRole('region', { name: 'Accounts open soon' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(region.getAttribute('aria-describedby')).toBe(screen.getByText('Browse without one.').id);
    expect(region.getAttribute('data-box')).toBe('accounts-soon');
    expect(trigger.closest('[aria-hidden="true"]')).toBeNull();
    await settle();
    expect(document.activeElement).toBe(trigger);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('region', { name: 'Accounts open soon' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
