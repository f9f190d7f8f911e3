import { describe, expect, it } from 'vitest';
import { readErrorBody } from '@/lib/api/error-body';
import { errorBodySchema } from '@/lib/contracts/envelope';
import { expectSameAnswers } from '@/tests/helpers/same-answers';

const samples: unknown[] = [
  { success: false, error: { code: 'NOT_FOUND', message: 'No such actor.' } },
  { success: false, error: { code: 'VALIDATION_FAILED', message: 'Bad input.', issues: [{ path: 'amount', message: 'Too small' }] } },
  { success: false, error: { code: 'VALIDATION_FAILED', message: 'Bad input.', issues: [] } },
  { success: false, error: { code: 'RATE_LIMITED', message: 'Slow down.', retryAfterSeconds: 30 } },
  { success: false, error: { code: 'X', message: 'm', errorCode: 'PIN_WRONG', extra: 1 }, more: true },
  { success: false, error: { code: 'X', message: 'm', issues: [{ path: 'a', message: 'b', code: 'too_small' }] } },
  { success: false, error: { code: 'RATE_LIMITED', message: 'm', retryAfterSeconds: 0 } },
  { success: false, error: { code: 'RATE_LIMITED', message: 'm', retryAfterSeconds: 1.5 } },
  { success: false, error: { code: 'RATE_LIMITED', message: 'm', retryAfterSeconds: '30' } },
  { success: false, error: { code: 'RATE_LIMITED', message: 'm', retryAfterSeconds: null } },
  { success: false, error: { code: 'X', message: 'm', issues: [{ path: 1, message: 'b' }] } },
  { success: false, error: { code: 'X', message: 'm', issues: {} } },
  { success: false, error: { code: 'X', message: 'm', issues: [null] } },
  { success: false, error: { code: 'X' } },
  { success: false, error: { code: 7, message: 'm' } },
  { success: false, error: [] },
  { success: false },
  { success: true, error: { code: 'X', message: 'm' } },
  { success: 'false', error: { code: 'X', message: 'm' } },
  [{ success: false, error: { code: 'X', message: 'm' } }],
  null,
  'Internal Server Error',
  42,
  undefined,
];

describe('readErrorBody: the one REST error body (DESIGN.md) read without zod', () => {
  it('answers what errorBodySchema answers for every sample, valid or not', () => {
    const schemaError = (body: unknown) => {
      const parsed = errorBodySchema.safeParse(body);
      return parsed.success ? parsed.data.error : null;
    };
    expect(expectSameAnswers(samples, readErrorBody, schemaError)).toBe(6);
  });
});
