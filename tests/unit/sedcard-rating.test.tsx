// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache } from '@/lib/queries/query-client';
import { SedcardRating } from '@/components/social/sedcard-rating';
import { guestStore } from '@/stores/guest';
import { PENDING_ACTION_KEY } from '@/lib/overlay/pending-action';
import { runPendingAction } from '@/lib/overlay/run-pending-action';

const openAuth = vi.fn(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth() }));

const text = { group: "Rate Luna's photos", like: 'Like', dislike: 'Dislike', failed: 'Not saved.' };
const logIn = () => guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
const sedcards = (isLiked: boolean, isDisliked: boolean) => ({
  success: true,
  data: { actorId: 12, actorName: 'Luna', rating: { likes: 20, dislikes: 2 }, guestRatingLikes: 20, guestRatingDislikes: 2, isLiked, isDisliked, total: 5, photos: [] },
});

function server(own: { isLiked: boolean; isDisliked: boolean }) {
  const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async (input) => {
    const url = String(input);
    if (url.includes('/rest/v1/gallery/getsedcards/')) return Response.json(sedcards(own.isLiked, own.isDisliked));
    return Response.json({ success: true, data: { subject: 'sedcards', id: 12, rating: { likes: 30, dislikes: 9 }, isLiked: false, isDisliked: true } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderRating() {
  render(<SedcardRating locale="en" actorId={12} counts={{ likes: 18, dislikes: 2 }} text={text} />);
  const group = screen.getByRole('group', { name: text.group });
  return { like: within(group).getByRole('button', { name: 'Like' }), dislike: within(group).getByRole('button', { name: 'Dislike' }) };
}

afterEach(() => {
  cleanup();
  clearQueryCache();
  guestStore.getState().actions.guestLoggedOut();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('§7 setSedcardsGuestRating/{actorId}: like and dislike of a performer\'s profile pictures', () => {
  it('a guest\'s own rating and the current counts come from getsedcards with the token, without pictures', async () => {
    logIn();
    const fetchMock = server({ isLiked: true, isDisliked: false });
    const { like } = renderRating();
    expect(like.textContent).toContain('18');
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(like.textContent).toContain('20');
    expect(decodeURIComponent(String(fetchMock.mock.calls[0]?.[0]))).toContain('/rest/v1/gallery/getsedcards/12/{"limit":0}');
  });

  it('"Not logged in": the click becomes §3 "set sedcards guest rating (targetId, value)" and is sent after login', async () => {
    const fetchMock = server({ isLiked: true, isDisliked: false });
    const { like, dislike } = renderRating();
    fireEvent.click(dislike);
    await waitFor(() => expect(openAuth).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem(PENDING_ACTION_KEY) ?? 'null')).toEqual({ type: 'setSedcardsGuestRating', params: { targetId: 12, value: 1 } });
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => logIn());
    act(() => runPendingAction(vi.fn()));
    // The server's answer (its counts, this guest's dislike) replaces the optimistic step.
    await waitFor(() => expect(like.textContent).toContain('30'));
    expect(dislike.getAttribute('aria-pressed')).toBe('true');
    expect(dislike.textContent).toContain('9');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toMatch(/\/rest\/v1\/actor\/setSedcardsGuestRating\/12\?/);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ value: 1 });
  });
});
