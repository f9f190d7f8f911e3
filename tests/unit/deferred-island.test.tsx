// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredIsland } from '@/components/live/deferred-island';
import { TickingText } from '@/components/live/ticking-text';

/** The island's module: a counter button with the same name as the server's first view. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" aria-label="Like" onClick={() => setCount((c) => c + 1)}>
      {count}
    </button>
  );
}

function firstView() {
  return (
    <button type="button" aria-label="Like">
      0
    </button>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('islands that load after the first view', () => {
  it('keeps the server markup until idle, then the island takes over', async () => {
    const load = vi.fn(async () => ({ Counter }));
    render(<DeferredIsland load={load} render={(m) => <m.Counter />}>{firstView()}</DeferredIsland>);
    expect(screen.getByRole('button', { name: 'Like' }).textContent).toBe('0');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Like' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Like' }).textContent).toBe('1'));
  });

  it('a click before the module has loaded is not lost: it runs on the same button once loaded', async () => {
    let resolve: (module: { Counter: typeof Counter }) => void = () => {};
    const load = vi.fn(() => new Promise<{ Counter: typeof Counter }>((done) => (resolve = done)));
    render(<DeferredIsland load={load} render={(m) => <m.Counter />} wake="visible">{firstView()}</DeferredIsland>);
    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(load).toHaveBeenCalled();
    await act(async () => resolve({ Counter }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Like' }).textContent).toBe('1'));
  });
});

describe('a form in the first view', () => {
  it('is not sent by the browser before its island is there; its submit is replayed on the island', async () => {
    const sent = vi.fn();
    function Form() {
      return (
        <form onSubmit={(event) => (event.preventDefault(), sent())}>
          <button type="submit">Suggest</button>
        </form>
      );
    }
    let resolve: (module: { Form: typeof Form }) => void = () => {};
    const load = () => new Promise<{ Form: typeof Form }>((done) => (resolve = done));
    const browserSent = vi.fn();
    document.addEventListener('submit', (event) => (event.defaultPrevented ? null : browserSent()), { once: true });
    render(
      <DeferredIsland load={load} render={(m) => <m.Form />} wake="visible">
        <form>
          <button type="submit">Suggest</button>
        </form>
      </DeferredIsland>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(browserSent).not.toHaveBeenCalled();
    await act(async () => resolve({ Form }));
    await waitFor(() => expect(sent).toHaveBeenCalledOnce());
  });
});

describe('a field in the first view', () => {
  it('focused before the island is there: the focus moves to the same field of the island', async () => {
    const Field = () => <input aria-label="Search" />;
    let resolve: (module: { Field: typeof Field }) => void = () => {};
    const load = () => new Promise<{ Field: typeof Field }>((done) => (resolve = done));
    render(
      <DeferredIsland load={load} render={(m) => <m.Field />} wake="visible">
        <input aria-label="Search" data-first-view="" />
      </DeferredIsland>,
    );
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await act(async () => resolve({ Field }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' })));
    expect(screen.getByRole('textbox', { name: 'Search' }).hasAttribute('data-first-view')).toBe(false);
  });
});

describe('a field and a button of the same name', () => {
  it('a click on the button is replayed on the button, not on the field', async () => {
    const sent = vi.fn();
    const Form = () => (
      <form onSubmit={(event) => (event.preventDefault(), sent())}>
        <input aria-label="Search" />
        <button type="submit" aria-label="Search" />
      </form>
    );
    let resolve: (module: { Form: typeof Form }) => void = () => {};
    const load = () => new Promise<{ Form: typeof Form }>((done) => (resolve = done));
    render(
      <DeferredIsland load={load} render={(m) => <m.Form />} wake="visible">
        <form>
          <input aria-label="Search" />
          <button type="submit" aria-label="Search" />
        </form>
      </DeferredIsland>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await act(async () => resolve({ Form }));
    await waitFor(() => expect(sent).toHaveBeenCalledOnce());
  });
});

describe('a ticking text', () => {
  it('writes its one text node each second and stops while the page is hidden', () => {
    vi.useFakeTimers({ now: 0 });
    render(<TickingText data-testid="clock" text={(now) => `${Math.floor(now / 1000)} s`} />);
    const clock = screen.getByTestId('clock');
    const node = clock.firstChild;
    expect(clock.textContent).toBe('0 s');
    act(() => vi.advanceTimersByTime(3_000));
    expect(clock.textContent).toBe('3 s');
    expect(clock.firstChild).toBe(node);
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
      vi.advanceTimersByTime(5_000);
    });
    expect(clock.textContent).toBe('3 s');
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(clock.textContent).toBe('8 s');
  });
});
