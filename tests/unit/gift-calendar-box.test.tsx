// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoxHost } from '@/components/boxes/box-host';
import { closeBox } from '@/components/boxes/open-box';
import { GiftCalendarButton } from '@/components/event-boxes/gift-calendar-button';
import type { GiftCalendar } from '@/lib/contracts/activity';
import { eventBoxesText } from '@/lib/event-boxes/event-boxes-text';
import { getQueryClient } from '@/lib/queries/query-client';
import { guestStore } from '@/stores/guest';
import { stubFetch } from './stub-fetch';

const openAuth = vi.fn(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth(), openOverlay: async () => {} }));

const { giftCalendar, errors, close, loading, failed, retry, rewardTypes } = eventBoxesText('en');
const text = { giftCalendar, errors, close, loading, failed, retry, rewardTypes };
const calendar: GiftCalendar = { actorId: 3, day: '2026-12-10', state: 'live', firstDay: '2026-12-01', lastDay: '2026-12-24', gift: { type: 'coins', amount: 10 }, claimedToday: false };

/** GraphQL: the calendar query, and the claim (answered by `claim`). */
function graphql(claim: () => Response) {
  let claimed = false;
  return stubFetch({
    'POST /graphql': async (_url, init) => {
      const { query } = JSON.parse(String(init?.body)) as { query: string };
      if (query.startsWith('mutation')) {
        const answer = claim();
        claimed = answer.ok;
        return answer;
      }
      return Response.json({ data: { actorGiftCalendar: { ...calendar, claimedToday: claimed } } });
    },
  });
}
const ok = () => Response.json({ data: { actorGiftCalendarClaim: { actorId: 3, day: calendar.day, type: 'coins', amount: 10 } } });
const refused = () => Response.json({ errors: [{ message: 'taken', extensions: { code: 'ALREADY_CLAIMED' } }], data: null });

function renderButton() {
  render(
    <>
      <GiftCalendarButton locale="en" actorId={3} name="Mia" qmday="2026-12-10" label="Her gift calendar" text={text} />
      <BoxHost />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Her gift calendar' }));
}

afterEach(() => {
  cleanup();
  act(() => closeBox('actorGiftCalendar'));
  guestStore.getState().actions.guestLoggedOut();
  getQueryClient().clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('§2 actor-gift-calendar box', () => {
  it('shows her days and today’s gift; a guest takes it once, then it says so', async () => {
    guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
    const fetchMock = graphql(ok);
    renderButton();
    const box = await screen.findByRole('dialog', { name: "Mia's gift calendar" });
    expect(await within(box).findByText("Today's gift: 10 coins")).toBeTruthy();
    expect(box.querySelectorAll('[data-state="past"]')).toHaveLength(9);
    expect(box.querySelectorAll('[data-state="current"]')).toHaveLength(1);
    fireEvent.click(within(box).getByRole('button', { name: "Take today's gift" }));
    expect(await within(box).findByText('The gift is yours: you find it in your benefits.')).toBeTruthy();
    expect(within(box).queryByRole('button', { name: "Take today's gift" })).toBeNull();
    const mutation = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as { query: string; variables: unknown }).find((body) => body.query.startsWith('mutation'));
    expect(mutation?.variables).toEqual({ actorId: 3, qmday: '2026-12-10' });
  });

  it('says why a claim was refused (§8)', async () => {
    guestStore.getState().actions.guestLoggedIn({ guestId: 7, screenName: 'Guest', accessToken: 'token', expiresAt: 9_999_999_999 });
    graphql(refused);
    renderButton();
    const box = await screen.findByRole('dialog', { name: "Mia's gift calendar" });
    fireEvent.click(await within(box).findByRole('button', { name: "Take today's gift" }));
    expect((await within(box).findByRole('alert')).textContent).toBe('You have already taken this.');
  });

  it('a visitor gets the login door instead of the claim', async () => {
    graphql(ok);
    renderButton();
    const box = await screen.findByRole('dialog', { name: "Mia's gift calendar" });
    fireEvent.click(await within(box).findByRole('button', { name: 'Log in to take her gift' }));
    await waitFor(() => expect(openAuth).toHaveBeenCalled());
    expect(within(box).queryByRole('button', { name: "Take today's gift" })).toBeNull();
  });
});
