import { describe, expect, it } from 'vitest';
import type { Incentive } from '@/lib/contracts/incentive';
import {
  exitIntentPick,
  incentiveRemoved,
  incentivesReceived,
  remainingSeconds,
  topOfRegion,
  typeRemoved,
  withoutBlocked,
} from '@/lib/incentives/incentive-rules';

const make = (over: Partial<Incentive> & Pick<Incentive, 'type'>): Incentive => ({
  region: 'banner',
  event: 'pageLoad',
  priority: 10,
  countdown: null,
  countdownStartTime: null,
  uniqueGroup: 'group',
  ...over,
});
const slots = (list: Incentive[]) => list.map((item) => `${item.region}:${item.type}:${item.event}`);

describe('§4 "Page-load and video-preview-ended incentives replace earlier ones of the same event"', () => {
  it('a new page load drops every earlier page-load incentive, keeps the video-preview ones', () => {
    const earlier = incentivesReceived([], 'pageLoad', [make({ type: 'signup' }), make({ type: 'refill', region: 'corner' })], 0);
    const withPreview = incentivesReceived(earlier, 'videoPreviewEnd', [make({ type: 'vip', priority: 5 })], 0);
    const next = incentivesReceived(withPreview, 'pageLoad', [make({ type: 'firstTopUp', priority: 30 })], 0);
    expect(slots(next)).toEqual(['banner:firstTopUp:pageLoad', 'banner:vip:videoPreviewEnd']);
  });

  it('an empty page load clears the page-load incentives', () => {
    const earlier = incentivesReceived([], 'pageLoad', [make({ type: 'signup' })], 0);
    expect(incentivesReceived(earlier, 'pageLoad', [], 0)).toEqual([]);
  });

  it('exit-intent incentives do not replace: they add to what is there', () => {
    const earlier = incentivesReceived([], 'pageLoad', [make({ type: 'signup' })], 0);
    const next = incentivesReceived(earlier, 'exitIntent', [make({ type: 'vip', region: 'corner' })], 0);
    expect(slots(next)).toEqual(['banner:signup:pageLoad', 'corner:vip:exitIntent']);
  });
});

describe('§4 "Incentives are added per region, one per type, sorted by priority descending"', () => {
  it('sorted by priority, highest first, across what arrived and what was there', () => {
    const earlier = incentivesReceived([], 'videoPreviewEnd', [make({ type: 'vip', priority: 20 })], 0);
    const next = incentivesReceived(earlier, 'pageLoad', [make({ type: 'signup', priority: 10 }), make({ type: 'firstTopUp', priority: 30 })], 0);
    expect(next.map((item) => item.priority)).toEqual([30, 20, 10]);
  });

  it('one per type in a region: a newer one of the same type replaces the older; the same type may sit in another region', () => {
    const earlier = incentivesReceived([], 'videoPreviewEnd', [make({ type: 'vip', priority: 20 })], 0);
    const next = incentivesReceived(earlier, 'pageLoad', [make({ type: 'vip', priority: 25 }), make({ type: 'vip', region: 'corner', priority: 5 })], 0);
    expect(next.map((item) => `${item.region}:${item.type}:${item.priority}`)).toEqual(['banner:vip:25', 'corner:vip:5']);
  });

  it('two of one type in one answer: the higher priority is kept', () => {
    const next = incentivesReceived([], 'pageLoad', [make({ type: 'refill', priority: 1 }), make({ type: 'refill', priority: 9 })], 0);
    expect(next.map((item) => item.priority)).toEqual([9]);
  });

  it('a region shows its top incentive', () => {
    const list = incentivesReceived([], 'pageLoad', [make({ type: 'signup', priority: 10 }), make({ type: 'vip', priority: 20 }), make({ type: 'refill', region: 'corner' })], 0);
    expect(topOfRegion(list, 'banner')?.type).toBe('vip');
    expect(topOfRegion(list, 'corner')?.type).toBe('refill');
    expect(topOfRegion([], 'corner')).toBeNull();
  });
});

describe('§4 "Exit-intent takes the top one"', () => {
  it('of several exit-intent incentives only the highest priority is added', () => {
    const incoming = [make({ type: 'signup', priority: 10 }), make({ type: 'vip', priority: 40 }), make({ type: 'firstTopUp', priority: 30 })];
    expect(exitIntentPick(incoming)?.type).toBe('vip');
    expect(slots(incentivesReceived([], 'exitIntent', incoming, 0))).toEqual(['banner:vip:exitIntent']);
    expect(exitIntentPick([])).toBeNull();
  });
});

describe('§4 "Countdown shrinks by elapsed seconds"', () => {
  it('the countdown starts when it arrives and shrinks by the seconds since, never below 0', () => {
    const [item] = incentivesReceived([], 'pageLoad', [make({ type: 'vipEnding', countdown: 100, countdownStartTime: 5 })], 1_000);
    if (!item) throw new Error('not added');
    expect(item.countdownStartTime).toBe(1_000);
    expect(remainingSeconds(item, 1_000)).toBe(100);
    expect(remainingSeconds(item, 1_030)).toBe(70);
    expect(remainingSeconds(item, 1_500)).toBe(0);
  });

  it('no countdown: no time left to show', () => {
    const [item] = incentivesReceived([], 'pageLoad', [make({ type: 'signup' })], 1_000);
    expect(item?.countdownStartTime).toBeNull();
    expect(remainingSeconds(item as Incentive, 2_000)).toBeNull();
  });
});

describe('§4 "Closing removes the incentive … Hiding the refill window removes that type"', () => {
  const list = incentivesReceived([], 'pageLoad', [make({ type: 'signup' }), make({ type: 'refill', region: 'corner' }), make({ type: 'refill', priority: 1 })], 0);

  it('closing removes that one incentive (its region and type), nothing else', () => {
    expect(slots(incentiveRemoved(list, { region: 'corner', type: 'refill' }))).toEqual(['banner:signup:pageLoad', 'banner:refill:pageLoad']);
  });

  it('hiding the refill window removes the refill type from every region', () => {
    expect(slots(typeRemoved(list, 'refill'))).toEqual(['banner:signup:pageLoad']);
  });
});

describe('§4 "Blocking an incentive group" keeps its incentives away', () => {
  it('incentives of a blocked uniqueGroup are left out', () => {
    const list = [make({ type: 'signup', uniqueGroup: 'signup' }), make({ type: 'vip', uniqueGroup: 'vip' })];
    expect(withoutBlocked(list, new Set(['signup'])).map((item) => item.type)).toEqual(['vip']);
    expect(withoutBlocked(list, new Set())).toHaveLength(2);
  });
});
