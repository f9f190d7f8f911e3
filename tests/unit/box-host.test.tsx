// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoxHost } from '@/components/boxes/box-host';
import { closeBox, openBox } from '@/components/boxes/open-box';
import { ShowBox } from '@/components/boxes/show-box';
import { boxesStore } from '@/stores/boxes';

const text = { title: 'Delete the playlist?', description: 'All its videos leave it.', confirm: 'Delete', cancel: 'Keep it' };

afterEach(() => {
  cleanup();
  act(() => closeBox('confirm'));
});

/** A component whose state says whether its box is shown, as the boxes' owners do. */
function Owner({ onConfirm }: { onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Delete
      </button>
      <button type="button" onClick={() => setCount(count + 1)}>
        Render again {count}
      </button>
      {asking ? <ShowBox name="confirm" props={{ boxId: 'playlist-delete', text, onConfirm, onClose: () => setAsking(false) }} /> : null}
    </>
  );
}

describe('boxes opened by name (stores/boxes.ts, components/boxes)', () => {
  it('<ShowBox>: the host draws the box (loaded on first use); its answer reaches the owner, and it closes', async () => {
    const onConfirm = vi.fn();
    render(
      <>
        <Owner onConfirm={onConfirm} />
        <BoxHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const box = await screen.findByRole('dialog', { name: text.title });
    expect(box.getAttribute('data-box')).toBe('playlist-delete');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(boxesStore.getState().open).toEqual([]);
  });

  it('<ShowBox>: closed by the guest, a re-render of its owner does not bring it back; unmounting the owner closes it', async () => {
    const { unmount } = render(<Owner onConfirm={vi.fn()} />);
    render(<BoxHost />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Render again/ }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('dialog');
    unmount();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('openBox / closeBox: by name from code that is no component; the caller hears the close', async () => {
    const onClose = vi.fn();
    render(<BoxHost />);
    act(() => openBox('confirm', { boxId: 'playlist-cancel-changes', text, onConfirm: vi.fn(), onClose }));
    await screen.findByRole('dialog', { name: text.title });
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openBox('confirm', { boxId: 'playlist-cancel-changes', text, onConfirm: vi.fn() }));
    await screen.findByRole('dialog');
    act(() => closeBox('confirm'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
