// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GamePlayText } from '@/components/games/game-play-text';
import { reelSymbols } from '@/components/games/reel-symbols';
import { SlotMachinePlay } from '@/components/games/slot-machine-play';
import { TargetPlay } from '@/components/games/target-play';
import type { GameAttempt, GameReward } from '@/lib/contracts/games';
import { guestStore } from '@/stores/guest';

const openAuth = vi.fn(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth(), openOverlay: async () => {} }));

const text: GamePlayText = {
  gate: { loading: 'Loading', loggedOut: 'Log in to play.', login: 'Log in', failed: 'Could not load.', retry: 'Retry' },
  attemptsLeft: 'Left: {count}',
  points: 'Points: {points}',
  code: 'Code: {code}',
  inBenefits: 'See your benefits.',
  limit: 'No attempts left today.',
  failed: 'That did not work.',
  outsideWindow: 'Not running today.',
  prizesWon: 'Your prizes',
  blank: 'Blank',
  reels: 'Reels: {symbols}',
  play: 'Spin',
  won: 'You won: {prize}.',
  noWin: 'No win.',
  target: 'Target {n}',
  rewards: { coins: '{amount} coins', bonusCode: 'Code worth {amount}', video: '{amount} video', videoVoucher: '{amount} voucher', spins: '{amount} spin', messengerGift: '{amount} gift', vipDays: '{amount} VIP day' },
};
const rewards: GameReward[] = [
  { key: 'coins', type: 'coins', amount: 20 },
  { key: 'spins', type: 'spins', amount: 1 },
];
const symbols = reelSymbols(rewards.map((r) => ({ type: r.type, name: r.key })), 'Blank');

/** The GraphQL endpoint as the server answers it: the attempts it decides, in order, then the limit. */
function fakeServer(outcomes: { reels: [number, number, number]; reward: GameReward | null }[], fail: string | null = null) {
  const state = { left: outcomes.length, points: 0, won: [] as GameAttempt[], attemptVariables: [] as unknown[] };
  const answer = (body: unknown) => Response.json(body);
  const fetchMock = vi.fn(async (_url: URL, init: RequestInit) => {
    const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: unknown };
    if (query.includes('GameGuestInfo')) return answer({ data: { gameGuestInfo: { points: state.points, attemptsLeftToday: state.left, gainedRewards: state.won } } });
    state.attemptVariables.push(variables);
    if (fail) return answer({ errors: [{ message: 'no', extensions: { code: fail } }] });
    const next = outcomes[outcomes.length - state.left];
    if (!next) return answer({ errors: [{ message: 'limit', extensions: { code: 'ATTEMPT_LIMIT_REACHED' } }] });
    const attempt: GameAttempt = { id: 100 + state.left, createdAt: '2026-11-25T10:00:00.000Z', seedHash: 'f'.repeat(64), outcome: { kind: 'slot', reels: next.reels, win: next.reward !== null }, reward: next.reward, rewardCode: null, points: 30 };
    state.left -= 1;
    state.points += 30;
    if (next.reward) state.won.unshift(attempt);
    return answer({ data: { useAttempt: { attempt, attemptsLeftToday: state.left, points: state.points } } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return state;
}

const logIn = () => guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });

afterEach(() => {
  cleanup();
  guestStore.getState().actions.guestLoggedOut();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('special-event game views (§3: the outcome is the server’s, the page only draws it)', () => {
  it('a visitor gets "log in to play", which opens the login flow; nothing is asked of the server', async () => {
    const server = fakeServer([]);
    render(<SlotMachinePlay locale="en" configId={5} qmday="2026-11-25" text={text} symbols={symbols} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(openAuth).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Log in to play.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Spin' })).toBeNull();
    expect(server.attemptVariables).toEqual([]);
  });

  it('slot: the reels stop on the server’s reels, points and attempts are the server’s, then the limit text', async () => {
    logIn();
    const server = fakeServer([
      { reels: [0, 0, 0], reward: rewards[0]! },
      { reels: [1, 2, 0], reward: null },
    ]);
    render(<SlotMachinePlay locale="en" configId={5} qmday="2026-11-25" text={text} symbols={symbols} />);
    await screen.findByText('Left: 2');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByText('Left: 1');
    expect(screen.getByRole('status').textContent).toBe('You won: 20 coins. See your benefits.');
    expect(screen.getByTestId('slot-reels').getAttribute('data-reels')).toBe('0,0,0');
    expect(screen.getByRole('img', { name: 'Reels: coins, coins, coins' })).toBeTruthy();
    expect(screen.getByText('Points: 30')).toBeTruthy();
    expect(server.attemptVariables[0]).toEqual({ configId: 5, qmday: '2026-11-25' });

    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByText('Left: 0');
    expect(screen.getByRole('status').textContent).toBe('No win.');
    expect(screen.getByRole('img', { name: 'Reels: spins, Blank, coins' })).toBeTruthy();
    expect(screen.getByText('Points: 60')).toBeTruthy();
    expect(screen.getByTestId('game-limit').textContent).toBe('No attempts left today.');
    expect((screen.getByRole('button', { name: 'Spin' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId('game-prizes-won').textContent).toContain('20 coins'));
  });

  it('targets: a click is one attempt; a refused attempt shows a clear error, not an outcome', async () => {
    logIn();
    const server = fakeServer([{ reels: [1, 1, 1], reward: rewards[1]! }], 'OUTSIDE_WINDOW');
    render(<TargetPlay locale="en" configId={9} qmday={null} text={text} category="shooting" />);
    await screen.findByText('Left: 1');
    expect(screen.getAllByRole('button', { name: /^Target \d$/ })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Target 3' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not running today.');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(server.attemptVariables).toEqual([{ configId: 9, qmday: null }]);
  });
});
