import { describe, expect, it } from 'vitest';
import { issueAccessToken, verifyAccessToken } from '@/lib/server/auth/access-token';
import { OPERATOR_TOKEN_TTL_SECONDS, issueOperatorToken, verifyOperatorToken } from '@/lib/server/operator/operator-token';

const key = new TextEncoder().encode('a test key that is long enough for HS256 signing');

describe('§6 "an operator role with its own credentials (never a guest\'s or performer\'s token)"', () => {
  it('an operator token verifies as the operator', async () => {
    const { token } = await issueOperatorToken(key, 7);
    expect(await verifyOperatorToken(key, token)).toBe(7);
  });

  it('a guest or performer token is refused as an operator token', async () => {
    for (const kind of ['guest', 'performer'] as const) {
      const token = await issueAccessToken(key, { subjectId: 7, kind, version: 0 });
      await expect(verifyOperatorToken(key, token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('an operator token is refused as a guest token', async () => {
    const { token } = await issueOperatorToken(key, 7);
    await expect(verifyAccessToken(key, token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('an expired, foreign-key or missing token is refused', async () => {
    const old = await issueOperatorToken(key, 7, new Date(Date.now() - (OPERATOR_TOKEN_TTL_SECONDS + 60) * 1000));
    await expect(verifyOperatorToken(key, old.token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const other = await issueOperatorToken(new TextEncoder().encode('another key that is long enough for HS256 too'), 7);
    await expect(verifyOperatorToken(key, other.token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(verifyOperatorToken(key, null)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
