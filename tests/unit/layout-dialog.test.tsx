// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogClose } from '@/components/ui/dialog';

// jsdom has <dialog> but not its methods: enough of them to play the browser.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  HTMLDialogElement.prototype.close = vi.fn(function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  });
});

afterEach(cleanup);

function renderDialog() {
  render(
    <Dialog triggerLabel="Log in" triggerClassName="btn" title="Accounts open soon" description="Browse without one." closeLabel="Close">
      <DialogClose className="ok">Got it</DialogClose>
    </Dialog>,
  );
  return {
    trigger: screen.getByRole('button', { name: 'Log in' }),
    dialog: () => screen.getByRole('dialog', { hidden: true }),
  };
}

describe('Dialog (native <dialog>)', () => {
  it('is closed at first and opens as a modal from its button', () => {
    const { trigger, dialog } = renderDialog();
    expect(dialog().hasAttribute('open')).toBe(false);
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(trigger);
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalled();
    expect(dialog().hasAttribute('open')).toBe(true);
  });

  it('is named by its title and described by its sentence', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog', { name: 'Accounts open soon' });
    expect(screen.getByRole('heading', { name: 'Accounts open soon' })).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Browse without one.').id);
  });

  it('closes from the corner button and from a DialogClose, and focus returns to the opening button', () => {
    const { trigger, dialog } = renderDialog();
    for (const name of ['Close', 'Got it']) {
      fireEvent.click(trigger);
      (document.activeElement as HTMLElement | null)?.blur();
      fireEvent.click(screen.getByRole('button', { name }));
      expect(dialog().hasAttribute('open')).toBe(false);
      expect(document.activeElement).toBe(trigger);
    }
  });

  it('closes on a click on the backdrop but not on a click inside the panel', () => {
    const { trigger, dialog } = renderDialog();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByText('Browse without one.'));
    expect(dialog().hasAttribute('open')).toBe(true);
    fireEvent.click(dialog());
    expect(dialog().hasAttribute('open')).toBe(false);
  });

  it('returns focus when the browser closes it (Escape fires cancel, then close)', () => {
    const { trigger, dialog } = renderDialog();
    fireEvent.click(trigger);
    (document.activeElement as HTMLElement | null)?.blur();
    (dialog() as HTMLDialogElement).close();
    expect(document.activeElement).toBe(trigger);
  });
});
