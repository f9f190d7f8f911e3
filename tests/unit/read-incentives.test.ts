import { describe, expect, it } from 'vitest';
import { pageLoadIncentivesResponseSchema } from '@/lib/contracts/incentive';
import { pageLoadIncentivesReader } from '@/lib/incentives/read-incentives';
import { answerOf, expectSameAnswers } from '@/tests/helpers/same-answers';

const offer = { region: 'banner', type: 'signup', event: 'pageLoad', priority: 10, countdown: null, countdownStartTime: null, uniqueGroup: 'signupBanner' };
const answer = (incentives: unknown[], overrides: Record<string, unknown> = {}) => ({
  success: true,
  data: { incentives },
  vxpayConfig: { host: null },
  trackingData: { routeName: '/', incentiveTypes: ['signup'] },
  ...overrides,
});

const samples: unknown[] = [
  answer([]),
  answer([offer]),
  answer([offer, { ...offer, region: 'corner', type: 'vipEnding', event: 'exitIntent', priority: -3, countdown: 3600, countdownStartTime: 1_790_000_000, uniqueGroup: 'v' }]),
  answer([{ ...offer, extra: 'dropped' }], { vxpayConfig: { host: 'lunasky', other: 1 }, more: true }),
  answer([offer], { vxpayConfig: { host: 'x'.repeat(128) } }),
  answer([offer], { vxpayConfig: { host: 'x'.repeat(129) } }),
  answer([offer], { vxpayConfig: {} }),
  answer([offer], { trackingData: { routeName: '/', incentiveTypes: ['nope'] } }),
  answer([offer], { trackingData: { incentiveTypes: [] } }),
  answer([offer], { trackingData: null }),
  answer([offer], { success: false }),
  answer([{ ...offer, region: 'middle' }]),
  answer([{ ...offer, type: 'coupon' }]),
  answer([{ ...offer, event: 'pageload' }]),
  answer([{ ...offer, priority: 1.5 }]),
  answer([{ ...offer, priority: '1' }]),
  answer([{ ...offer, countdown: -1 }]),
  answer([{ ...offer, countdown: 10, countdownStartTime: 0 }]),
  answer([{ ...offer, countdownStartTime: 2.5 }]),
  answer([{ ...offer, uniqueGroup: 'Upper' }]),
  answer([{ ...offer, uniqueGroup: 'a'.repeat(33) }]),
  answer([{ ...offer, uniqueGroup: 'has-dash' }]),
  answer([{ ...offer, uniqueGroup: undefined }]),
  answer([offer, null]),
  answer([[offer]]),
  { ...answer([offer]), data: { incentives: {} } },
  { ...answer([offer]), data: [] },
  null,
  [],
  'ok',
];

describe('pageLoadIncentivesReader: the §7 page-load incentives answer read without zod', () => {
  it('answers what pageLoadIncentivesResponseSchema answers for every sample, valid or not', () => {
    expect(expectSameAnswers(samples, answerOf(pageLoadIncentivesReader), answerOf(pageLoadIncentivesResponseSchema))).toBe(6);
  });
});
