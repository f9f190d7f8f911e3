// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoxHost } from '@/components/boxes/box-host';
import { closeBox } from '@/components/boxes/open-box';
import { YearlyCalendarButton } from '@/components/event-boxes/yearly-calendar-button';
import type { YearlyCalendarText } from '@/lib/contracts/event-boxes';
import { EVENT_TYPES } from '@/lib/contracts/events';
import { eventBoxesText } from '@/lib/event-boxes/event-boxes-text';
import { getQueryClient } from '@/lib/queries/query-client';
import { stubFetch } from './stub-fetch';

const { yearly, close, loading, failed, retry } = eventBoxesText('en');
const eventHrefs = Object.fromEntries(EVENT_TYPES.map((type) => [type, type === 'vrPorn' ? '' : `/en/magazine/${type}/`])) as YearlyCalendarText['eventHrefs'];
const event = (id: number, type: string, state: string, firstDay: string, lastDay: string) => ({
  id,
  key: `${type}-${id}`,
  type,
  state,
  startsAt: `${firstDay}T00:00:00Z`,
  endsAt: `${lastDay}T23:00:00Z`,
  firstDay,
  lastDay,
  config: {},
  rewards: [],
});
const answer = {
  success: true,
  data: {
    day: '2026-05-10',
    live: [event(1, 'activity', 'live', '2026-05-04', '2026-05-31')],
    upcoming: [event(2, 'vrPorn', 'upcoming', '2026-06-10', '2026-06-12')],
    past: [event(3, 'easter', 'past', '2026-03-30', '2026-04-12')],
  },
};
const phone = (matches: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} }));

function openCalendar() {
  render(
    <>
      <YearlyCalendarButton locale="en" label="Event calendar 2026" text={{ yearly, close, loading, failed, retry, eventHrefs }} />
      <BoxHost />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Event calendar 2026' }));
}

afterEach(() => {
  cleanup();
  act(() => {
    closeBox('yearlyCalendar');
    closeBox('yearlyCalendarMobile');
  });
  getQueryClient().clear();
  window.history.pushState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('§2 yearly calendar boxes', () => {
  it('lists the year’s events month by month on the page’s test day, live ones marked, linked where they have a page', async () => {
    phone(false);
    window.history.pushState(null, '', '/en/magazine/activity/?qmday=2026-05-10');
    const fetchMock = stubFetch({ 'GET /rest/v1/specialEvents/get/events': () => Response.json(answer) });
    openCalendar();
    const box = await screen.findByRole('dialog', { name: 'The events of 2026' });
    expect(box.getAttribute('data-box')).toBe('yearly-calendar');
    const may = await within(box).findByRole('heading', { name: 'May' });
    const activity = within(may.parentElement!).getByRole('link', { name: 'Activity event' });
    expect(activity.getAttribute('href')).toBe('/en/magazine/activity/?qmday=2026-05-10');
    expect(within(may.parentElement!).getByText('live now')).toBeTruthy();
    // Easter touches March and April; VR porn has no page here, so no link.
    expect(within(box).getAllByText('Easter egg hunt')).toHaveLength(2);
    expect(within(box).getByText('VR porn').closest('a')).toBeNull();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).searchParams.get('qmday')).toBe('2026-05-10');
  });

  it('opens as the phone’s sheet on a narrow screen', async () => {
    phone(true);
    stubFetch({ 'GET /rest/v1/specialEvents/get/events': () => Response.json(answer) });
    openCalendar();
    expect((await screen.findByRole('dialog')).getAttribute('data-box')).toBe('yearly-calendar-mobile');
  });
});
