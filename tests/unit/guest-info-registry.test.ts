// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestInfoRequest } from '@/components/guest-info/batch-plan';
import type { GuestInfoBatch, GuestInfoFlags } from '@/lib/contracts/guest-info-batch';
import type { GuestSession } from '@/lib/contracts/guest-session';

/** The server as the tiles reach it: each POST gallery/guestInfos with its body and the token the REST client sends. */
const { fetchGuestInfos } = vi.hoisted(() => ({ fetchGuestInfos: vi.fn<(request: GuestInfoRequest, token: string) => Promise<GuestInfoBatch>>() }));
vi.mock('@/lib/api/rest', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/rest')>()),
  restRequest: async (path: string, options: { body?: unknown }) => {
    if (path !== 'gallery/guestInfos') throw new Error(`unexpected ${path}`);
    // The token source the page's guest store registered (this test's fresh modules).
    const { currentAccessToken } = await import('@/lib/api/access-token');
    return { success: true, data: await fetchGuestInfos(options.body as GuestInfoRequest, currentAccessToken() ?? '') };
  },
}));

const NONE: GuestInfoFlags = { bought: false, gifted: false, flatrate: false, liked: false };
const BOUGHT: GuestInfoFlags = { ...NONE, bought: true };

type Modules = {
  registry: typeof import('@/components/guest-info/guest-info-registry') & { watchGuestInfo: typeof watchGuestInfo };
  guest: typeof import('@/stores/guest');
  store: typeof import('@/stores/guest-session')['guestSessionStore'];
};
let m: Modules;

/** A tile's badge as it reads the page's one query client: it hears each new answer for its item. */
let watchGuestInfo: (kind: 'video' | 'album', id: number, guestId: number, listener: (flags: GuestInfoFlags | null) => void) => () => void;

const logIn = (guestId: number) => m.guest.guestStore.getState().actions.guestLoggedIn({ guestId, screenName: `g${guestId}`, accessToken: `token-${guestId}`, expiresAt: 2e9 });
const settle = () => vi.advanceTimersByTimeAsync(m.registry.BATCH_DELAY_MS);
const session = (balance: number) => ({ id: 1, balance, vouchers: [] }) as unknown as GuestSession;

/** The server's answer: the listed video ids bought, every asked album unknown (absent). */
function answerBought(...bought: number[]) {
  fetchGuestInfos.mockImplementation(async (request) => ({
    videos: Object.fromEntries(request.videoIds.map((id) => [String(id), bought.includes(id) ? BOUGHT : NONE])),
    albums: {},
  }));
}

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  fetchGuestInfos.mockReset();
  const registry = await import('@/components/guest-info/guest-info-registry');
  const { QueryObserver } = await import('@tanstack/react-query');
  const { getQueryClient } = await import('@/lib/queries/query-client');
  watchGuestInfo = (kind, id, _guestId, listener) => {
    const observer = new QueryObserver(getQueryClient(), registry.guestInfoOptions(kind, id));
    let heard: unknown;
    const hear = ({ data }: { data: GuestInfoFlags | null | undefined }) => {
      if (data === undefined || data === heard) return;
      heard = data;
      listener(data);
    };
    const stop = observer.subscribe(hear);
    hear(observer.getCurrentResult());
    return stop;
  };
  m = {
    registry: { ...registry, watchGuestInfo: (...args) => watchGuestInfo(...args) },
    guest: await import('@/stores/guest'),
    store: (await import('@/stores/guest-session')).guestSessionStore,
  };
});
afterEach(() => vi.useRealTimers());

describe('the guestInfo registry: ONE batched request per page, not one per tile', () => {
  it('tiles that mount together are asked for in one request; each tile hears its own flags; unknown items hear null', async () => {
    logIn(1);
    answerBought(100001);
    const heard: Record<string, (GuestInfoFlags | null)[]> = { a: [], b: [], c: [], d: [] };
    m.registry.watchGuestInfo('video', 100001, 1, (flags) => heard.a?.push(flags));
    m.registry.watchGuestInfo('video', 100002, 1, (flags) => heard.b?.push(flags));
    m.registry.watchGuestInfo('video', 100001, 1, (flags) => heard.c?.push(flags)); // the same video in a rail
    m.registry.watchGuestInfo('album', 500001, 1, (flags) => heard.d?.push(flags));
    expect(fetchGuestInfos).not.toHaveBeenCalled();
    await settle();
    expect(fetchGuestInfos).toHaveBeenCalledTimes(1);
    expect(fetchGuestInfos).toHaveBeenCalledWith({ videoIds: [100001, 100002], albumIds: [500001] }, 'token-1');
    expect(heard).toEqual({ a: [BOUGHT], b: [NONE], c: [BOUGHT], d: [null] });
  });

  it('a tile that mounts again soon (a client-side page) hears the answer at once, without a request', async () => {
    logIn(1);
    answerBought(100001);
    const stop = m.registry.watchGuestInfo('video', 100001, 1, () => {});
    await settle();
    stop();
    const again = vi.fn();
    m.registry.watchGuestInfo('video', 100001, 1, again);
    await settle();
    expect(again).toHaveBeenCalledWith(BOUGHT);
    expect(fetchGuestInfos).toHaveBeenCalledTimes(1);
  });

  it('nothing is asked while nobody is logged in', async () => {
    m.guest.guestStore.getState().actions.guestLoggedOut();
    m.registry.watchGuestInfo('video', 100001, 1, () => {});
    await settle();
    expect(fetchGuestInfos).not.toHaveBeenCalled();
  });

  it('another guest never hears the first guest\'s answers', async () => {
    logIn(1);
    answerBought(100001);
    m.registry.watchGuestInfo('video', 100001, 1, () => {});
    await settle();
    logIn(2);
    answerBought();
    const second = vi.fn();
    m.registry.watchGuestInfo('video', 100001, 2, second);
    await settle();
    expect(second.mock.calls).toEqual([[NONE]]);
    expect(fetchGuestInfos).toHaveBeenLastCalledWith({ videoIds: [100001], albumIds: [] }, 'token-2');
  });

  it('a purchase (§4 guestBalance after the buy) asks again for every tile on the page; the marks change once the answer is in', async () => {
    logIn(1);
    answerBought();
    const heard: (GuestInfoFlags | null)[] = [];
    m.registry.watchGuestInfo('video', 100001, 1, (flags) => heard.push(flags));
    m.registry.watchGuestInfo('video', 100002, 1, () => {});
    m.store.getState().actions.sessionLoaded(session(5000));
    await settle();
    expect(heard).toEqual([NONE]);
    answerBought(100001);
    m.store.getState().actions.balanceChanged({ balance: 4501, balanceFormatted: '45,01 €', isPayingCustomer: true });
    await settle();
    expect(fetchGuestInfos).toHaveBeenCalledTimes(2);
    expect(fetchGuestInfos).toHaveBeenLastCalledWith({ videoIds: [100001, 100002], albumIds: [] }, 'token-1');
    expect(heard).toEqual([NONE, BOUGHT]);
  });

  it('a like or gift announced by guestInfoChanged() asks again for the tiles on the page', async () => {
    logIn(1);
    answerBought();
    const heard: (GuestInfoFlags | null)[] = [];
    m.registry.watchGuestInfo('video', 100001, 1, (flags) => heard.push(flags));
    await settle();
    fetchGuestInfos.mockResolvedValue({ videos: { 100001: { ...NONE, liked: true } }, albums: {} });
    (await import('@/components/guest-info/guest-info-changed')).guestInfoChanged();
    await settle();
    expect(heard).toEqual([NONE, { ...NONE, liked: true }]);
  });

  it('an answer that arrives after a purchase is thrown away: the newer request decides', async () => {
    logIn(1);
    let release: (batch: GuestInfoBatch) => void = () => {};
    fetchGuestInfos.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const heard: (GuestInfoFlags | null)[] = [];
    m.registry.watchGuestInfo('video', 100001, 1, (flags) => heard.push(flags));
    await settle();
    answerBought(100001);
    m.registry.invalidateGuestInfo();
    await settle();
    release({ videos: { 100001: NONE }, albums: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([BOUGHT]);
  });

  it('a failed request leaves the tiles without a mark and is tried again by the next tile', async () => {
    logIn(1);
    fetchGuestInfos.mockRejectedValueOnce(new Error('offline'));
    const first = vi.fn();
    m.registry.watchGuestInfo('video', 100001, 1, first);
    await settle();
    expect(first).not.toHaveBeenCalled();
    answerBought(100001);
    m.registry.watchGuestInfo('video', 100002, 1, () => {});
    await settle();
    expect(fetchGuestInfos).toHaveBeenLastCalledWith({ videoIds: [100001, 100002], albumIds: [] }, 'token-1');
    expect(first).toHaveBeenCalledWith(BOUGHT);
  });
});
