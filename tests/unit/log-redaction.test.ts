import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, redactSecrets } from '@/lib/server/log';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsImtpbmQiOiJndWVzdCJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('log lines never carry access tokens (query strings and headers end up in logs)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('redacts token query parameters in a logged URL, keeping the rest of it', () => {
    const line = redactSecrets(`request failed: GET /rest/v1/guest/getGuestBalance?language=en&access_token=${JWT}&ver=3`);
    expect(line).not.toContain(JWT);
    expect(line).toContain('/rest/v1/guest/getGuestBalance?language=en&access_token=[redacted]&ver=3');
    for (const name of ['token', 'accessToken', 'transfer_token', 'studioToken', 'uhash', 'key', 'sig']) {
      expect(redactSecrets(`/pay/x/?u=7&${name}=s3cr3t-value#top`), name).toBe(`/pay/x/?u=7&${name}=[redacted]#top`);
    }
  });

  it('redacts Authorization headers, token fields of JSON and bare signed tokens', () => {
    expect(redactSecrets(`headers: { authorization: 'Bearer ${JWT}' }`)).not.toContain(JWT);
    expect(redactSecrets('Authorization: Bearer abc.def-ghi')).toBe('Authorization: [redacted]');
    expect(redactSecrets(`{"type":"requestSession","accessToken":"${JWT}","language":"en"}`)).toBe('{"type":"requestSession","accessToken":"[redacted]","language":"en"}');
    expect(redactSecrets(`token ${JWT} refused`)).toBe('token [redacted] refused');
    expect(redactSecrets('GET /en/videos/?page=2 200')).toBe('GET /en/videos/?page=2 200');
  });

  it('every log line and its extra (string, error stack, object) is redacted before it is written', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    log.error(`request failed: GET /rest/v1/x?access_token=${JWT}`, new Error(`upstream said Bearer ${JWT}`));
    log.warn('refused', { url: `/ws?token=${JWT}`, headers: { authorization: `Bearer ${JWT}` } });
    const written = errors.mock.calls.flat().map(String).join('\n');
    expect(written).toContain('access_token=[redacted]');
    expect(written).not.toContain(JWT);
    expect(written).not.toContain('c2lnbmF0dXJl');
  });

  it('an error logs its cause too (a failed query says why only in its cause), redacted like the rest', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reason = new Error(`prepared statement "auto_ps_7" does not exist ${JWT}`);
    log.error('chat ticker failed', new Error('Failed query: update "actor_features"', { cause: reason }));
    const written = errors.mock.calls.flat().map(String).join('\n');
    expect(written).toContain('Failed query: update "actor_features"');
    expect(written).toContain('caused by: Error: prepared statement "auto_ps_7" does not exist [redacted]');
    expect(written).not.toContain(JWT);
  });
});
