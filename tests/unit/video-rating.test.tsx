// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache } from '@/lib/queries/query-client';
import { VideoRating } from '@/components/video/video-rating';
import { guestStore } from '@/stores/guest';

const openAuth = vi.fn(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth() }));

const text = { group: 'Rating', like: 'Like', dislike: 'Dislike', failed: 'Your rating could not be saved.' };
const logIn = () => guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
const guestInfo = (liked: boolean) => ({ success: true, data: { isVip: false, items: [{ id: 42, vip: false, bought: false, gifted: false, flatrate: false, liked }] } });

type Call = { url: string; init: RequestInit | undefined };
/** A fake server: gallery/videoGuestInfo answers the guest's like, /graphql answers rateVideo (or fails). */
function fakeServer(options: { liked?: boolean; rated?: { likes: number; dislikes: number; liked: boolean; disliked: boolean } | 'error' } = {}) {
  const calls: Call[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, init: input instanceof Request ? { method: input.method, headers: input.headers, body: await input.clone().text() } : init });
    if (url.includes('/rest/v1/gallery/videoGuestInfo')) return Response.json(guestInfo(options.liked ?? false));
    await held;
    if (options.rated === 'error' || !options.rated) return Response.json({ errors: [{ message: 'No.', extensions: { code: 'UNAUTHORIZED' } }] });
    const { likes, dislikes, liked, disliked } = options.rated;
    return Response.json({ data: { rateVideo: { rating: { likes, dislikes }, liked, disliked } } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, release };
}

function renderRating() {
  render(<VideoRating locale="en" videoId={42} likes={10} dislikes={3} text={text} />);
  const group = screen.getByRole('group', { name: 'Rating' });
  return { like: within(group).getByRole('button', { name: 'Like' }), dislike: within(group).getByRole('button', { name: 'Dislike' }) };
}

afterEach(() => {
  cleanup();
  clearQueryCache();
  guestStore.getState().actions.guestLoggedOut();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('video like and dislike (§3 guestInfo.liked, §9 5 and 1)', () => {
  it('shows the page\'s counts; a visitor\'s click opens the login overlay and sends nothing', async () => {
    const server = fakeServer();
    const { like, dislike } = renderRating();
    expect(like.textContent).toContain('10');
    expect(dislike.textContent).toContain('3');
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    await waitFor(() => expect(openAuth).toHaveBeenCalledTimes(1));
    expect(server.calls).toEqual([]);
    expect(like.textContent).toContain('10');
  });

  it('a guest\'s own like is loaded after hydration (gallery/videoGuestInfo with the token)', async () => {
    logIn();
    const server = fakeServer({ liked: true });
    const { like, dislike } = renderRating();
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(dislike.getAttribute('aria-pressed')).toBe('false');
    expect(server.calls[0]?.url).toMatch(/\/rest\/v1\/gallery\/videoGuestInfo\/?\?.*ids=42/);
    expect(new Headers(server.calls[0]?.init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('a click sends rateVideo through GraphQL, moves the counts at once, then takes the server\'s answer', async () => {
    logIn();
    const server = fakeServer({ liked: true, rated: { likes: 9, dislikes: 5, liked: false, disliked: true } });
    const { like, dislike } = renderRating();
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(dislike);
    // Optimistic: the like moves to the dislike before the server answers.
    await waitFor(() => expect(dislike.getAttribute('aria-pressed')).toBe('true'));
    expect(like.textContent).toContain('9');
    expect(dislike.textContent).toContain('4');
    await waitFor(() => expect(server.calls.some((call) => call.url.includes('/graphql'))).toBe(true));
    const call = server.calls.find((c) => c.url.includes('/graphql'));
    expect(call?.init?.method).toBe('POST');
    expect(new Headers(call?.init?.headers).get('Authorization')).toBe('Bearer token');
    const body = JSON.parse(String(call?.init?.body)) as { query: string; variables: unknown };
    expect(body.query).toContain('rateVideo(videoId: $videoId, like: $like)');
    expect(body.variables).toEqual({ videoId: 42, like: false });
    server.release();
    await waitFor(() => expect(dislike.textContent).toContain('5'));
    expect(like.textContent).toContain('9');
    expect(dislike.getAttribute('aria-pressed')).toBe('true');
    expect(like.getAttribute('aria-pressed')).toBe('false');
  });

  it('a refused rating falls back to the counts before and says so', async () => {
    logIn();
    const server = fakeServer({ liked: false, rated: 'error' });
    const { like } = renderRating();
    await waitFor(() => expect(server.calls.length).toBe(1));
    fireEvent.click(like);
    await waitFor(() => expect(like.textContent).toContain('11'));
    server.release();
    expect((await screen.findByRole('alert')).textContent).toContain('Your rating could not be saved.');
    expect(like.textContent).toContain('10');
    expect(like.getAttribute('aria-pressed')).toBe('false');
  });
});
