// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/components/search/search-box';
import { SearchCombobox } from '@/components/search/search-combobox';
import type { SearchBoxText } from '@/components/search/search-box-text';
import { SEARCH_HISTORY_KEY } from '@/components/search/search-history';
import { PROPOSAL_DEBOUNCE_MS } from '@/components/search/use-proposals';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const text: SearchBoxText = {
  label: 'Search',
  placeholder: 'Search performers, videos …',
  submit: 'Search',
  open: 'Open search',
  close: 'Close search',
  hint: 'Type at least 3 characters.',
  proposals: 'Suggestions',
  lastSearches: 'Recent searches',
  noProposals: 'No suggestions. Press Enter to search.',
  loading: 'Searching …',
  actor: 'Performer',
  tag: 'Tag',
  resultsCount: ['No suggestions', '1 suggestion', '2 suggestions'],
  searchPath: '/de/suche/videos/{searchPattern}/',
};

const fetchMock = vi.fn();

function answer(items: { type: string; label: string }[]) {
  return Promise.resolve(new Response(JSON.stringify({ data: { searchProposals: { tooShort: false, items } } }), { status: 200 }));
}

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  push.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'cc=; Max-Age=0; Path=/';
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderBox() {
  render(<SearchCombobox text={text} locale="en" variant="header" />);
  return screen.getByRole('combobox', { name: 'Search' });
}

async function type(box: HTMLElement, value: string) {
  fireEvent.change(box, { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(PROPOSAL_DEBOUNCE_MS);
  });
}

describe('global search box (combobox pattern; §5 minimum length 3)', () => {
  it('shows proposals while typing, after the debounce, from the GraphQL searchProposals query', async () => {
    fetchMock.mockImplementation(() => answer([{ type: 'actor', label: 'LunaSky' }]));
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, 'lunaskai');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql?language=en');
    expect(JSON.parse(String(init.body)).variables).toEqual({ p: 'lunaskai' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(screen.getByRole('option', { name: /LunaSky/ })).toBeTruthy();
  });

  it('asks nothing under 3 characters and shows the hint instead', async () => {
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, 'lu');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByText('Type at least 3 characters.').length).toBeGreaterThan(0);
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(push).not.toHaveBeenCalled();
  });

  it('aborts the request of an older pattern when a newer one is typed', async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signals.push(init.signal as AbortSignal);
      return new Promise(() => undefined);
    });
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, 'bea');
    await type(box, 'beach');
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('moves with the arrow keys, closes with Escape and searches the chosen proposal with Enter', async () => {
    fetchMock.mockImplementation(() => answer([{ type: 'actor', label: 'LunaSky' }, { type: 'tag', label: 'Outdoor' }]));
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, 'lunaskai');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const second = screen.getByRole('option', { name: /Outdoor/ });
    expect(box.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' }); // wraps to the first
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /LunaSky/ }).id);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/de/suche/videos/LunaSky/');
  });

  it('Enter without a chosen proposal searches what was typed', async () => {
    fetchMock.mockImplementation(() => answer([]));
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, '  Lúna  Sky ');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(push).toHaveBeenCalledWith('/de/suche/videos/L%C3%BAna%20Sky/');
  });

  it('a "%" in the pattern travels doubly encoded (Next answers 400 to a bare one in a path param)', async () => {
    fetchMock.mockImplementation(() => answer([]));
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, '50% off');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(push).toHaveBeenCalledWith('/de/suche/videos/50%2525%20off/');
  });

  it('§5/§3: shows the last searches when focused and empty — only with functional consent', async () => {
    fetchMock.mockImplementation(() => answer([]));
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['beach', 'LunaSky']));
    let box = renderBox();
    fireEvent.focus(box);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    cleanup();

    document.cookie = 'cc=f1a0; Path=/';
    box = renderBox();
    fireEvent.focus(box);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['beach', 'LunaSky']);

    await type(box, 'yoga');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]')).toEqual(['yoga', 'beach', 'LunaSky']);
  });

  it('stores no search without functional consent', async () => {
    fetchMock.mockImplementation(() => answer([]));
    const box = renderBox();
    fireEvent.focus(box);
    await type(box, 'yoga');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(push).toHaveBeenCalled();
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });
});

describe('header search field (first-load budget: the combobox loads on first use)', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  });

  async function loaded() {
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }

  it('is a plain search form first; focusing it swaps in the combobox, keeping what was typed and the focus', async () => {
    fetchMock.mockImplementation(() => answer([{ type: 'actor', label: 'LunaSky' }]));
    render(<SearchBox text={text} locale="en" />);
    const plain = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(screen.getByRole('search', { name: 'Search' })).toBeTruthy();
    plain.focus();
    plain.value = 'lunaskai';
    await loaded();
    const box = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(box).not.toBe(plain);
    expect(box.value).toBe('lunaskai');
    expect(document.activeElement).toBe(box);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROPOSAL_DEBOUNCE_MS);
    });
    expect(screen.getByRole('option', { name: /LunaSky/ })).toBeTruthy();
  });

  it('Enter before the combobox arrived still searches what was typed', async () => {
    fetchMock.mockImplementation(() => answer([]));
    render(<SearchBox text={text} locale="en" />);
    const plain = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    plain.value = 'yoga';
    fireEvent.submit(plain.closest('form') as HTMLFormElement);
    await loaded();
    expect(push).toHaveBeenCalledWith('/de/suche/videos/yoga/');
  });

  it('focus, typing and Enter while the combobox loads: the Enter is not lost to the focus\'s own load', async () => {
    fetchMock.mockImplementation(() => answer([]));
    render(<SearchBox text={text} locale="en" />);
    const plain = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    fireEvent.focus(plain);
    plain.value = 'yoga';
    fireEvent.submit(plain.closest('form') as HTMLFormElement);
    await loaded();
    expect(push).toHaveBeenCalledWith('/de/suche/videos/yoga/');
  });
});
